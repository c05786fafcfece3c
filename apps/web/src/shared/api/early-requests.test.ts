import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '@/test/render-app';
import { api, configureApiClient } from './client';
import { earlyPartnerConfig, forgetEarlyResponses, startEarlyRequests } from './early-requests';

const origin = window.location.origin;
const user = { id: 1, account: { id: 42, vendors: [{ id: 7 }] } };

/** A server answering the partner file and a few API GETs; records every request's URL. */
const cacheModes = new Map<string, RequestCache | undefined>();

function fakeServer(partner: Record<string, unknown> = { apiBaseUrl: '/api' }) {
  const requested: string[] = [];
  const answers: Record<string, unknown> = {
    '/config/partner.json': partner,
    '/api/vendor/users/me': user,
    '/api/vendor/params': { currencyCode: 'EUR' },
    '/api/vendor/7/orders': { newOrders: [] },
    '/api/vendor/accounts/42/catalogue/catalogue': { sections: [] },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), origin);
      requested.push(`${init.method ?? 'GET'} ${url.pathname}`);
      cacheModes.set(url.pathname, init.cache);
      const body = answers[url.pathname];
      return new Response(JSON.stringify(body ?? { code: 'NotFound' }), {
        status: body === undefined ? 404 : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requested;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  forgetEarlyResponses();
  earlyPartnerConfig();
  vi.unstubAllGlobals();
});

describe('early requests', () => {
  /** index.html's preload of `href`, as the server writes it; removed after the test. */
  const preloads: HTMLLinkElement[] = [];
  const preload = (href: string) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'fetch');
    link.href = href;
    document.head.append(link);
    preloads.push(link);
  };
  // A preload serves the first screen only, the page's first seconds; the worker running this
  // file may have run others for longer than that, so the page's clock starts with each test.
  beforeEach(() => {
    const now = performance.now.bind(performance);
    const pageStart = now();
    vi.spyOn(performance, 'now').mockImplementation(() => now() - pageStart);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    for (const link of preloads.splice(0)) link.remove();
  });

  it('takes the answer of a GET index.html preloads as the preload stored it, and asks the others as usual', async () => {
    fakeServer();
    preload('/api/vendor/params');
    startEarlyRequests({ origin, pathname: '/vendor/7/orders' });
    await earlyPartnerConfig();
    await settle();
    expect(cacheModes.get('/api/vendor/params')).toBe('force-cache');
    expect(cacheModes.get('/api/vendor/users/me')).toBe('default');
    expect(cacheModes.get('/api/vendor/7/orders')).toBe('default');
  });

  it('lets the app take a preload this module has not asked for yet, once, and none after a write', async () => {
    const requested = fakeServer();
    preload('/api/vendor/accounts/42/catalogue/catalogue');
    preload('/api/vendor/params');
    configureApiClient({ ...TEST_CONFIG, apiBaseUrl: '/api' });

    await api.get('vendor/accounts/42/catalogue/catalogue');
    expect(cacheModes.get('/api/vendor/accounts/42/catalogue/catalogue')).toBe('force-cache');
    await api.get('vendor/accounts/42/catalogue/catalogue');
    expect(cacheModes.get('/api/vendor/accounts/42/catalogue/catalogue')).not.toBe('force-cache');
    // Asked for by the app already: this module does not ask again.
    startEarlyRequests({ origin, pathname: '/vendor/7/catalog' });
    await earlyPartnerConfig();
    await settle();
    expect(requested.filter((r) => r.endsWith('/catalogue/catalogue'))).toHaveLength(2);

    forgetEarlyResponses();
    await api.get('vendor/params');
    expect(requested.at(-1)).toBe('GET /api/vendor/params');
    expect(cacheModes.get('/api/vendor/params')).not.toBe('force-cache');
  });

  it('asks for the user, the settings and the orders of /vendor/7/orders, and the client takes those answers', async () => {
    const requested = fakeServer();
    startEarlyRequests({ origin, pathname: '/vendor/7/orders' });
    await expect(earlyPartnerConfig()).resolves.toMatchObject({ apiBaseUrl: '/api' });
    await settle();
    expect(requested).toEqual([
      'GET /config/partner.json',
      'GET /api/vendor/users/me',
      'GET /api/vendor/params',
      'GET /api/vendor/7/orders',
    ]);

    configureApiClient({ ...TEST_CONFIG, apiBaseUrl: '/api' });
    await expect(api.get('vendor/users/me')).resolves.toEqual(user);
    await expect(api.get('vendor/7/orders')).resolves.toEqual({ newOrders: [] });
    expect(requested).toHaveLength(4);

    // Each answer serves once: the next GET asks the server.
    await api.get('vendor/users/me');
    expect(requested.at(-1)).toBe('GET /api/vendor/users/me');
    expect(requested).toHaveLength(5);
  });

  it('asks for the catalogue of the account the user belongs to on /vendor/7/catalog', async () => {
    const requested = fakeServer();
    startEarlyRequests({ origin, pathname: '/vendor/7/catalog' });
    await earlyPartnerConfig();
    await vi.waitFor(() => expect(requested).toContain('GET /api/vendor/accounts/42/catalogue/catalogue'));
    expect(requested).not.toContain('GET /api/vendor/7/orders');
  });

  it('asks only for the user on the sign-in page', async () => {
    const requested = fakeServer();
    startEarlyRequests({ origin, pathname: '/auth' });
    await earlyPartnerConfig();
    await settle();
    expect(requested).toEqual(['GET /config/partner.json', 'GET /api/vendor/users/me']);
  });

  it('drops the answers on a write: signing in changes what users/me says', async () => {
    const requested = fakeServer();
    startEarlyRequests({ origin, pathname: '/vendor/7/orders' });
    await earlyPartnerConfig();
    await settle();
    configureApiClient({ ...TEST_CONFIG, apiBaseUrl: '/api' });
    await api.post('vendor/auth/login', { email: 'a@b.c', password: 'x' }).catch(() => {});
    await api.get('vendor/params');
    expect(requested.filter((request) => request === 'GET /api/vendor/params')).toHaveLength(2);
  });

  it('leaves an API on another origin to the client', async () => {
    const requested = fakeServer({ apiBaseUrl: 'https://api.partner.example/api' });
    startEarlyRequests({ origin, pathname: '/vendor/7/orders' });
    await earlyPartnerConfig();
    await settle();
    expect(requested).toEqual(['GET /config/partner.json']);
  });
});
