import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  asClient,
  createTestApp,
  MARKETPLACE_TOKEN,
  me,
  OWNER,
  signInAs,
  type TestApp,
} from '../test/app.ts';
import { catalogueClient } from '../test/catalogue-client.ts';
import { dbFingerprint } from '../test/db-fingerprint.ts';
import { menuOf, orderBody } from '../test/orders.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function app(overrides: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp(overrides);
  return t;
}

describe('security headers', () => {
  it('a strict Content-Security-Policy, nosniff, no framing and a referrer policy on every answer', async () => {
    const { app: server } = await app();
    for (const url of ['/api/health', '/api/vendor/users/me', '/some/page']) {
      const res = await server.inject({ method: 'GET', url });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org(;|$)/);
      expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('answers with personal data are never kept by a cache', async () => {
    const { app: server } = await app();
    const signIn = await server.inject(
      asClient({
        method: 'POST',
        url: '/api/vendor/auth/login',
        payload: { email: OWNER, password: 'Demo1234' },
      }),
    );
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const demo = await menuOf(server, OWNER);
    const created = await server.inject({
      method: 'POST',
      url: `/api/manager/vendors/${demo.vendorId}/orders`,
      headers: { authorization: `Bearer ${MARKETPLACE_TOKEN}` },
      payload: orderBody([1]),
    });
    const { orderId } = created.json() as { orderId: number };
    const from = encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString());
    for (const url of [
      `/api/vendor/${demo.vendorId}/orders/${orderId}`,
      `/api/vendor/${demo.vendorId}/archive_orders?from=${from}`,
      `/api/vendor/${demo.vendorId}/archive_orders/${orderId}`,
      `/api/vendor/${demo.vendorId}/archive_orders/excel?from=${from}`,
      `/api/vendor/accounts/${demo.accountId}/vendors/${demo.vendorId}/users`,
      `/api/vendor/${demo.vendorId}/audit`,
    ]) {
      const res = await server.inject(asClient({ method: 'GET', url, cookie: demo.cookie }));
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // users/me says the same its own way: kept by the browser only, and asked again every time.
    const mine = await server.inject(
      asClient({ method: 'GET', url: '/api/vendor/users/me', cookie: demo.cookie }),
    );
    expect(mine.headers['cache-control']).toBe('private, no-cache');
  });

  it("sends the build's scripts and stylesheets without the headers only a document reads", async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Larder</title>');
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.css'), 'body{margin:0}');
    const { app: server } = await app({ webDist });
    for (const url of ['/assets/app-1234.js', '/assets/app-1234.css']) {
      const res = await server.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy'], url).toBeUndefined();
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-site');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
    // The page itself keeps every header.
    const page = await server.inject({ method: 'GET', url: '/vendor/1/orders' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('allows images from the configured tile host', async () => {
    const { app: server } = await app({ tileUrl: 'https://tiles.example.net/osm/{z}/{x}/{y}.png' });
    const res = await server.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://tiles.example.net",
    );
  });

  it('sends HSTS over TLS only, and believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const { app: server } = await app();
    const plain = await server.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await server.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    await t?.close();
    const { app: proxied } = await app({ trustProxy: 1 });
    const tls = await proxied.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
  });
});

describe('the Origin of state-changing requests', () => {
  const ours = 'http://localhost:3000';

  it('a write from another origin answers 403 ForbiddenOrigin and changes nothing', async () => {
    const { app: server, database, config } = await app();
    expect(new URL(config.publicUrl).origin).toBe(ours);
    const cookie = await signInAs(server, OWNER);
    const before = await dbFingerprint(database.db);
    const res = await server.inject(
      asClient({
        method: 'PATCH',
        url: '/api/vendor/users/me',
        payload: { langCode: 'ru' },
        cookie,
        headers: { origin: 'https://evil.example' },
      }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ForbiddenOrigin', message: expect.any(String) });
    expect(await dbFingerprint(database.db)).toEqual(before);
    expect((await me(server, cookie)).json().langCode).toBe('en');
  });

  it('a write from our own origin, or from a client that sends none, passes', async () => {
    const { app: server } = await app();
    const cookie = await signInAs(server, OWNER);
    for (const headers of [{ origin: ours }, {}]) {
      const res = await server.inject(
        asClient({
          method: 'PATCH',
          url: '/api/vendor/users/me',
          payload: { langCode: 'ru' },
          cookie,
          headers,
        }),
      );
      expect(res.statusCode).toBe(200);
    }
  });

  it('a page served from the address the request went to (a tablet on the LAN) may write', async () => {
    const { app: server } = await app();
    const cookie = await signInAs(server, OWNER);
    const sameHost = { origin: 'http://192.168.1.20:3000', host: '192.168.1.20:3000' };
    const res = await server.inject(
      asClient({
        method: 'PATCH',
        url: '/api/vendor/users/me',
        payload: { langCode: 'ru' },
        cookie,
        headers: sameHost,
      }),
    );
    expect(res.statusCode).toBe(200);
    const otherHost = { origin: 'http://192.168.1.21:3000', host: '192.168.1.20:3000' };
    const refused = await server.inject(
      asClient({
        method: 'PATCH',
        url: '/api/vendor/users/me',
        payload: { langCode: 'en' },
        cookie,
        headers: otherHost,
      }),
    );
    expect(refused.statusCode).toBe(403);
    expect((await me(server, cookie)).json().langCode).toBe('ru');
  });

  it('sign-in and sign-out from another origin are refused', async () => {
    const { app: server } = await app();
    const cookie = await signInAs(server, OWNER);
    const evil = { origin: 'http://localhost:3001' };
    const login = await server.inject(
      asClient({
        method: 'POST',
        url: '/api/vendor/auth/login',
        payload: { email: OWNER, password: 'Demo1234' },
        headers: evil,
      }),
    );
    expect(login.statusCode).toBe(403);
    const logout = await server.inject(
      asClient({ method: 'GET', url: '/api/vendor/auth/logout', cookie, headers: evil }),
    );
    expect(logout.statusCode).toBe(403);
    expect((await me(server, cookie)).statusCode).toBe(200);
  });

  it('reads are not checked (a link from elsewhere may open a page)', async () => {
    const { app: server } = await app();
    const cookie = await signInAs(server, OWNER);
    const res = await server.inject(
      asClient({
        method: 'GET',
        url: '/api/vendor/users/me',
        cookie,
        headers: { origin: 'https://evil.example' },
      }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('the marketplace API authenticates by bearer token and is exempt', async () => {
    const { app: server } = await app();
    const owner = await catalogueClient(server, OWNER);
    // Only a product in a visible section is on the menu the marketplace orders from.
    const soups = await owner.createSection('Soups', { visible: true });
    const productId = await owner.createProduct(soups, 'Borscht', { price: 5, visible: true });
    const res = await server.inject({
      method: 'POST',
      url: `/api/manager/vendors/${owner.vendorId}/orders`,
      headers: { authorization: `Bearer ${MARKETPLACE_TOKEN}`, origin: 'https://marketplace.example' },
      payload: orderBody([productId]),
    });
    expect(res.statusCode).toBe(201);
  });

  it('a WebSocket upgrade from another origin is refused; from ours it opens', async () => {
    const { app: server } = await app();
    const { cookie, vendorId } = await menuOf(server, OWNER);
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    const open = (origin: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/api/vendor/socket?vendorId=${vendorId}`, {
          headers: { cookie },
          origin,
        });
        socket.on('unexpected-response', (_request, response) => {
          resolve(response.statusCode ?? 0);
          socket.terminate();
        });
        socket.on('open', () => {
          resolve(101);
          socket.close();
        });
        socket.on('error', () => {});
      });
    expect(await open('https://evil.example')).toBe(403);
    expect(await open(ours)).toBe(101);
  });
});
