/** The API's address, shared by the API client and the first chunk's early requests (no imports). */

export const trimSlash = (url: string): string => url.replace(/\/+$/, '');

/** Partner apiBaseUrl when configured, otherwise the page's own host with the /api prefix. */
export function resolveApiBaseUrl(configured: string | null | undefined, origin: string): string {
  const value = configured?.trim();
  if (value) return trimSlash(value);
  return `${trimSlash(origin)}/api`;
}
