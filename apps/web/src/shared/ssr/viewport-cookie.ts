import { VIEWPORT_COOKIE } from '@larder/contract';

const YEAR_SECONDS = 365 * 24 * 3600;

function store(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older tablets' browsers
  document.cookie = `${VIEWPORT_COOKIE}=${Math.round(window.innerWidth)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/**
 * Keeps this device's viewport width where the server reads it for the next first screen it
 * renders: now, and as the page is left (a tablet may have been turned meanwhile).
 */
export function rememberViewportWidth(): void {
  store();
  window.addEventListener('pagehide', store);
}
