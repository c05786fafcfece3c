import { vi } from 'vitest';

/** A canned answer: a JSON body with a status, or a thrown network failure. */
export type FakeResponse = { status?: number; body?: unknown } | 'network-error';
type Handler = FakeResponse | ((request: FakeRequest) => FakeResponse | Promise<FakeResponse>);

export interface FakeRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export const TEST_API_BASE = 'http://larder.test/api';

/**
 * Replaces fetch with a router of canned answers keyed "METHOD path" (path after /api/, without
 * the query string). Unknown calls answer 404 so a test notices them. Returns the recorded calls.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/api\//, '');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: FakeRequest = {
      method,
      path,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      credentials: init.credentials,
    };
    calls.push(request);
    const handler = routes[`${method} ${path}`];
    const answer: FakeResponse =
      handler === undefined
        ? { status: 404, body: { code: 'NotFound', message: `No fake for ${method} ${path}` } }
        : typeof handler === 'function'
          ? await handler(request)
          : handler;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export const forbidden: FakeResponse = {
  status: 403,
  body: { code: 'NotAuthenticated', message: 'Sign in first' },
};
