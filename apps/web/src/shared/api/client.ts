import {
  APP_VERSION_HEADER,
  ERROR_CODES,
  PARTNER_CODE_HEADER,
  type SessionEndReason,
  VENDOR_CONTEXT_HEADER,
} from '@larder/contract';
import type { PartnerConfig } from '@/shared/config/partner-config';
import { resolveApiBaseUrl, trimSlash } from './api-base-url';
import { ApiRequestError, NETWORK_ERROR_CODE } from './api-error';
import { forgetEarlyResponses, takeEarlyResponse } from './early-requests';

/**
 * The one HTTP client of the app (docs/product.md#how-the-web-app-reacts). Every request sends the session
 * cookie, the build version and the partner code; failures become ApiRequestError. Session-wide reactions (a
 * 403 resets the session, a suspended partner leaves for its page) are wired in by the app via
 * setApiHandlers.
 */

export const APP_VERSION: string = __APP_VERSION__;

export interface ApiClientSettings {
  baseUrl: string;
  /** null: no image base URL configured, images show placeholders. */
  imageBaseUrl: string | null;
  partnerCode: string | null;
  partnerType: PartnerConfig['partnerType'];
  suspendedPageUrl: string | null;
}

export interface ApiHandlers {
  /**
   * 403 or no answer at all, or the live socket saying the session ended: the app clears its
   * session state and goes to /auth, which tells why when it is known.
   */
  onAuthReset: (reason?: SessionEndReason) => void;
  /** 423 partner_suspended for a DEMO or PROD partner. */
  onPartnerSuspended: (url: string) => void;
}

const currentOrigin = (): string => (typeof window === 'undefined' ? '' : window.location.origin);

/** Partner imageBaseUrl; an empty value means the page's origin, null means none configured. */
export function resolveImageBaseUrl(
  configured: string | null | undefined,
  origin = currentOrigin(),
): string | null {
  if (configured === null || configured === undefined) return null;
  const value = configured.trim();
  return value ? trimSlash(value) : trimSlash(origin);
}

/**
 * The WebSocket URL of an API path: the API base URL (absolute, or relative to the page) with http
 * turned into ws and https into wss.
 */
export function resolveSocketUrl(
  baseUrl: string,
  path: string,
  query: Record<string, string | number> = {},
  pageUrl = typeof window === 'undefined' ? 'http://localhost/' : window.location.href,
): string {
  const url = new URL(`${trimSlash(baseUrl)}/${path.replace(/^\/+/, '')}`, pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  return url.toString();
}

const unconfiguredSettings = (): ApiClientSettings => ({
  baseUrl: resolveApiBaseUrl('', currentOrigin()),
  imageBaseUrl: resolveImageBaseUrl(''),
  partnerCode: null,
  partnerType: null,
  suspendedPageUrl: null,
});

let settings: ApiClientSettings = unconfiguredSettings();

const defaultHandlers: ApiHandlers = {
  onAuthReset: () => {},
  onPartnerSuspended: (url) => window.location.assign(url),
};

let handlers: ApiHandlers = defaultHandlers;

/** The server ended this session (the live socket said so, and why): back to sign-in. */
export function endSession(reason: SessionEndReason): void {
  handlers.onAuthReset(reason);
}

export function configureApiClient(config: PartnerConfig): void {
  settings = {
    baseUrl: resolveApiBaseUrl(config.apiBaseUrl, currentOrigin()),
    imageBaseUrl: resolveImageBaseUrl(config.imageBaseUrl),
    partnerCode: config.partnerCode,
    partnerType: config.partnerType,
    suspendedPageUrl: config.suspendedPageUrl,
  };
}

export function getApiClientSettings(): Readonly<ApiClientSettings> {
  return settings;
}

export function setApiHandlers(next: Partial<ApiHandlers>): void {
  handlers = { ...handlers, ...next };
}

/**
 * How a request reaches the server: the browser's fetch, or, when the server renders the first
 * screen itself (app/render-first-screen.tsx), the visitor's requests sent by its render worker.
 */
const browserTransport: typeof fetch = (input, init) => fetch(input, init);
let transport: typeof fetch = browserTransport;

export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

let vendorContext: number | null = null;

/**
 * The vendor whose screen is open: sent with every request, so a change to the account's
 * catalogue is recorded under that vendor and "until tomorrow" uses its day.
 */
export function setApiVendorContext(vendorId: number | null): void {
  vendorContext = vendorId;
}

/**
 * Back to a page's first state, before the app configured anything: the web tests load this module
 * once per worker for all of its files, and a file must not send the previous one's vendor context
 * or call its handlers.
 */
export function resetApiClient(): void {
  settings = unconfiguredSettings();
  handlers = defaultHandlers;
  transport = browserTransport;
  vendorContext = null;
}

export const IMAGE_PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f1f3f5"/>' +
      '<path d="M18 44l10-12 8 9 6-7 8 10z" fill="#ced4da"/><circle cx="24" cy="24" r="5" fill="#ced4da"/></svg>',
  );

/**
 * docs/product.md#images: an image path is prefixed with the image base URL unless it already contains http;
 * a placeholder stands in when there is no path or no image base URL is configured.
 */
export function imageUrl(path: string | null | undefined, placeholder: string = IMAGE_PLACEHOLDER): string {
  if (!path) return placeholder;
  if (path.includes('http')) return path;
  if (settings.imageBaseUrl === null) return placeholder;
  return `${settings.imageBaseUrl}/${path.replace(/^\/+/, '')}`;
}

/** The WebSocket URL of an API path under the configured API base URL. */
export function socketUrl(path: string, query?: Record<string, string | number>): string {
  return resolveSocketUrl(settings.baseUrl, path, query);
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /**
   * Whether a 403 or a network failure resets the session (docs/product.md#how-the-web-app-reacts). The user
   * load turns it off: there a 403 simply means "not signed in".
   */
  resetSessionOn403?: boolean;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${settings.baseUrl}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      return await response.json();
    } catch {
      return undefined;
    }
  }
  if (type.startsWith('text/')) return response.text();
  return response.blob();
}

function toApiError(status: number, body: unknown, statusText: string): ApiRequestError {
  if (body && typeof body === 'object' && 'code' in body) {
    const { code, message, details } = body as { code: unknown; message?: unknown; details?: unknown };
    return new ApiRequestError(
      status,
      String(code),
      typeof message === 'string' ? message : statusText || `HTTP ${status}`,
      details,
    );
  }
  return new ApiRequestError(status, `Http${status}`, statusText || `HTTP ${status}`);
}

function buildHeaders(body: unknown): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  headers.set(APP_VERSION_HEADER, APP_VERSION);
  if (settings.partnerCode) headers.set(PARTNER_CODE_HEADER, settings.partnerCode);
  if (vendorContext !== null) headers.set(VENDOR_CONTEXT_HEADER, String(vendorContext));
  if (body !== undefined && !(body instanceof FormData) && !(body instanceof Blob)) {
    headers.set('Content-Type', 'application/json');
  }
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob) return body;
  return JSON.stringify(body);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, resetSessionOn403 = true } = options;
  const url = buildUrl(path, query);
  if (method !== 'GET') forgetEarlyResponses();
  let response: Response;
  try {
    // The first screen's GETs were started before this code arrived (early-requests.ts).
    response = await ((method === 'GET' ? takeEarlyResponse(url) : undefined) ??
      transport(url, {
        method,
        credentials: 'include',
        headers: buildHeaders(body),
        body: encodeBody(body),
        signal,
      }));
    if (signal?.aborted) throw signal.reason;
  } catch (error) {
    if (signal?.aborted) throw error;
    // No status at all: treated like a 403 (docs/product.md#how-the-web-app-reacts).
    if (resetSessionOn403) handlers.onAuthReset();
    throw new ApiRequestError(
      null,
      NETWORK_ERROR_CODE,
      error instanceof Error ? error.message : 'Network error',
    );
  }

  const payload = await readBody(response);
  if (response.ok) return payload as T;

  const error = toApiError(response.status, payload, response.statusText);
  if (
    response.status === 423 &&
    error.code === ERROR_CODES.partnerSuspended &&
    (settings.partnerType === 'DEMO' || settings.partnerType === 'PROD')
  ) {
    // docs/product.md#how-the-web-app-reacts: leave for the partner's suspended page; the call itself counts
    // as a success.
    if (settings.suspendedPageUrl) handlers.onPartnerSuspended(settings.suspendedPageUrl);
    return undefined as T;
  }
  if (response.status === 403 && resetSessionOn403) handlers.onAuthReset('SESSION_ENDED');
  throw error;
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: BodylessOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  delete: <T>(path: string, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
};
