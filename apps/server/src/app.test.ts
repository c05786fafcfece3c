import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  AFTER_FIRST_PAINT_CHUNKS_KEY,
  openingStatisticPeriod,
  RENDERED_PAGE_CHUNKS_KEY,
  stringsChunksKey,
  VIEWPORT_COOKIE,
} from '@larder/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { withPreloads } from './plugins/spa.ts';
import { asClient, createTestApp, MANAGER, me, OWNER, signInAs, type TestApp, WORKER } from './test/app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the server', () => {
  it('reports health with the database it checked', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    // The suite runs once per database: make sure each run really is on the database it names.
    const expected = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
    expect(res.json()).toEqual({ status: 'ok', database: expected });
  });

  it('answers 503 on health when the database is gone', async () => {
    t = await createTestApp();
    const original = t.database.ping;
    t.database.ping = () => Promise.reject(new Error('connection refused'));
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    t.database.ping = original;
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('DatabaseUnavailable');
  });

  it('serves the built SPA with history fallback, and 404 JSON under /api', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Larder</title>');
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
    fs.writeFileSync(
      path.join(webDist, 'assets', 'app-1234.js.br'),
      zlib.brotliCompressSync('console.log(1)'),
    );
    fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js.gz'), zlib.gzipSync('console.log(1)'));
    t = await createTestApp({ webDist });

    const page = await t.app.inject({ method: 'GET', url: '/vendor/1/catalog?view=profile' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Larder</title>');

    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    const brotli = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload).toEqual(zlib.brotliCompressSync('console.log(1)'));
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');

    const staleAsset = await t.app.inject({ method: 'GET', url: '/assets/app-0000.js' });
    expect(staleAsset.statusCode).toBe(404);

    const api = await t.app.inject({ method: 'GET', url: '/api/vendor/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NotFound' });
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it("names the first screen's API answers in index.html as preloads for a signed-in visitor, the sign-in page's code for another", async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-web-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Larder</title><script type="module" src="/assets/index.js"></script></head></html>',
    );
    const partnerJson = path.join(webDist, 'config', 'partner.json');
    fs.mkdirSync(path.dirname(partnerJson));
    fs.writeFileSync(partnerJson, JSON.stringify({ apiBaseUrl: '' }));
    fs.writeFileSync(
      path.join(webDist, 'page-chunks.json'),
      JSON.stringify({
        catalog: { scripts: ['/assets/catalog-1.js'], styles: ['/assets/catalog-1.css'] },
        'sign-in': { scripts: ['/assets/sign-in-1.js'], styles: [] },
      }),
    );
    t = await createTestApp({ webDist });
    const cookie = await signInAs(t.app, OWNER);
    const { account } = (await me(t.app, cookie)).json() as {
      account: { id: number; vendors: { id: number; timeZone: string }[] };
    };
    const vendorId = account.vendors[0]!.id;
    const preloads = async (url: string, headers: Record<string, string> = { cookie }) => {
      const page = await t!.app.inject({ method: 'GET', url, headers: { host: 'larder.test', ...headers } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-cache');
      const links = [
        ...page.body.matchAll(
          /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="use-credentials">/g,
        ),
      ];
      // After the app's own scripts, which need the browser's connections first.
      if (links.length > 0)
        expect(page.body.indexOf(links[0]![0])).toBeGreaterThan(page.body.indexOf('<script'));
      // As the browser reads the attribute.
      return links.map((link) => link[1]!.replaceAll('&amp;', '&'));
    };

    expect(await preloads(`/vendor/${vendorId}/orders`)).toEqual([
      '/api/vendor/users/me',
      '/api/vendor/params',
      `/api/vendor/${vendorId}/orders`,
    ]);
    expect(await preloads(`/vendor/${vendorId}/catalog`)).toEqual([
      '/api/vendor/users/me',
      '/api/vendor/params',
      `/api/vendor/accounts/${account.id}/catalogue/catalogue`,
    ]);
    // The statistics page's opening week in the vendor's time zone, for whoever may see it.
    const opening = new URLSearchParams(openingStatisticPeriod(account.vendors[0]!.timeZone, new Date()));
    expect(await preloads(`/vendor/${vendorId}/statistics`)).toEqual([
      '/api/vendor/users/me',
      '/api/vendor/params',
      `/api/vendor/${vendorId}/statistic?${opening}`,
    ]);
    const firstOnly = ['/api/vendor/users/me', '/api/vendor/params'];
    const worker = await signInAs(t.app, WORKER);
    expect(await preloads(`/vendor/${vendorId}/statistics`, { cookie: worker })).toEqual(firstOnly);
    expect(await preloads(`/vendor/${vendorId + 1000}/statistics`)).toEqual(firstOnly);
    expect(await preloads('/auth')).toEqual(['/api/vendor/users/me']);
    // The code of the page opened comes with the app's, for the tabs the build lists.
    const pageCode = (body: string) =>
      [
        ...body.matchAll(
          /<link rel="(modulepreload|preload)" href="(\/assets\/[^"]+)"(?: as="style")? crossorigin>/g,
        ),
      ].map((link) => `${link[1]} ${link[2]}`);
    const page = (url: string, headers: Record<string, string> = { cookie }) =>
      t!.app.inject({ method: 'GET', url, headers }).then((res) => res.body);
    expect(pageCode(await page(`/vendor/${vendorId}/catalog`))).toEqual([
      'modulepreload /assets/catalog-1.js',
      'preload /assets/catalog-1.css',
    ]);
    expect(pageCode(await page(`/vendor/${vendorId}/orders`))).toEqual([]);
    expect(pageCode(await page('/auth'))).toEqual([]);
    // Signed out, or with a session that is over: no data to ask for, and the sign-in page's code,
    // where the app takes the visitor whatever page was asked for.
    const signIn = ['modulepreload /assets/sign-in-1.js'];
    expect(pageCode(await page(`/vendor/${vendorId}/catalog`, {}))).toEqual(signIn);
    expect(pageCode(await page('/auth', {}))).toEqual(signIn);
    expect(await preloads(`/vendor/${vendorId}/orders`, {})).toEqual([]);
    // The app shows the sign-in page without asking users/me, whose 403 the browser logs as an error.
    const signedOutMark = '<meta name="larder-signed-out" content="">';
    expect(await page('/auth', {})).toContain(signedOutMark);
    expect(await page('/auth')).not.toContain(signedOutMark);
    await t.app.inject(asClient({ method: 'GET', url: '/api/vendor/auth/logout', cookie }));
    expect(await preloads(`/vendor/${vendorId}/orders`)).toEqual([]);
    expect(pageCode(await page(`/vendor/${vendorId}/orders`))).toEqual(signIn);

    // The API the partner configuration names: a path as given, this host, not another host.
    const other = await signInAs(t.app, OWNER);
    fs.writeFileSync(partnerJson, JSON.stringify({ apiBaseUrl: '/backend/api/' }));
    expect(await preloads('/auth', { cookie: other })).toEqual(['/backend/api/vendor/users/me']);
    fs.writeFileSync(partnerJson, JSON.stringify({ apiBaseUrl: 'https://larder.test/api' }));
    expect(await preloads('/auth', { cookie: other })).toEqual(['https://larder.test/api/vendor/users/me']);
    fs.writeFileSync(partnerJson, JSON.stringify({ apiBaseUrl: 'https://api.elsewhere.test/api' }));
    expect(await preloads('/auth', { cookie: other })).toEqual([]);
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it("renders a signed-in visitor's first screen into the page, asking the API as that visitor", async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-web-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Larder</title>' +
        // Above the kilobyte from which answers go compressed.
        `<meta name="description" content="${'The back-office of a food marketplace. '.repeat(30)}">` +
        '<link rel="preload" href="/config/partner.json" as="fetch" crossorigin="anonymous" />' +
        '<script type="module" crossorigin src="/assets/index.js"></script>' +
        '<link rel="preload" as="style" crossorigin href="/assets/shell.css">' +
        '<link rel="preload" as="style" crossorigin href="/assets/mantine-complete.css"></head>' +
        '<body><div id="root"><div class="boot-spinner" role="progressbar" aria-label="Loading"></div></div></body></html>',
    );
    fs.writeFileSync(
      path.join(webDist, 'page-chunks.json'),
      JSON.stringify({
        catalog: { scripts: ['/assets/catalog-1.js'], styles: ['/assets/catalog-1.css'] },
        [stringsChunksKey('en', 'board')]: { scripts: ['/assets/en-board.js'], styles: [] },
        [stringsChunksKey('en', 'rest')]: { scripts: ['/assets/en-rest.js'], styles: [] },
        [stringsChunksKey('ru', 'board')]: { scripts: ['/assets/ru-board.js'], styles: [] },
        [stringsChunksKey('ru', 'rest')]: { scripts: ['/assets/ru-rest.js'], styles: [] },
        [RENDERED_PAGE_CHUNKS_KEY]: { scripts: [], styles: ['/assets/mantine-first-screen.css'] },
        [AFTER_FIRST_PAINT_CHUNKS_KEY]: { scripts: [], styles: ['/assets/mantine-complete.css'] },
      }),
    );
    // Stands in for the web build's renderer: shows whose users/me it was given, and how wide.
    const webRenderer = path.join(webDist, 'render-first-screen.mjs');
    fs.writeFileSync(
      webRenderer,
      `import { isMainThread } from 'node:worker_threads';
      export async function renderFirstScreen({ url, viewportWidth, fetch }) {
        if (url.includes('view=fail')) throw new Error('render failed');
        if (url.includes('view=thread')) return { html: isMainThread ? 'main thread' : 'worker thread', language: 'en', stateScript: '' };
        if (url.includes('view=none')) return null;
        const me = await fetch('/api/vendor/users/me', { headers: { accept: 'application/json' } });
        const user = await me.json();
        return { html: '<main>' + user.email + ' at ' + viewportWidth + 'px</main>', language: user.langCode, stateScript: '<script type="application/json" id="state">{}</script>' };
      }`,
    );
    t = await createTestApp({ webDist, webRenderer });
    // The render runs in a worker thread that asks this server's API over HTTP.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const owner = await signInAs(t.app, OWNER);
    const manager = await signInAs(t.app, MANAGER);
    const vendorId = ((await me(t.app, owner)).json() as { account: { vendors: { id: number }[] } }).account
      .vendors[0]!.id;
    const page = async (url: string, cookie: string, headers: Record<string, string> = {}) => {
      const res = await t!.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.vary).toContain('cookie');
      return res;
    };
    const known = (cookie: string, width = 1280) => `${cookie}; ${VIEWPORT_COOKIE}=${width}`;

    const orders = (await page(`/vendor/${vendorId}/orders`, known(owner))).body;
    expect(orders).toContain(
      `<div id="root"><main>${OWNER} at 1280px</main></div><script type="application/json" id="state">{}</script>`,
    );
    // Styled from the start, by the stylesheets it shows with, asked for before the app's code; the
    // others preloaded, for the app to apply: the markup paints without them. The configuration it
    // was rendered with is in the page, not fetched.
    const head = orders.slice(0, orders.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/mantine-first-screen.css">\n    <link rel="stylesheet" crossorigin href="/assets/shell.css">\n    <script',
    );
    expect(head).toContain(
      '<link rel="preload" fetchpriority="low" as="style" crossorigin href="/assets/mantine-complete.css">',
    );
    expect(orders).not.toContain('<link rel="stylesheet" crossorigin href="/assets/mantine-complete.css">');
    expect(orders).not.toContain('/config/partner.json');
    expect(orders).not.toContain('as="fetch"');
    // The strings of the page's language download with the app's code: the board's part only.
    expect(orders).toContain(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/en-board.js" crossorigin>',
    );
    expect(orders).not.toContain('en-rest.js');
    expect(orders).not.toContain('ru-board.js');
    // The markup paints once the stylesheets are in: the app's code yields them the bandwidth.
    expect(orders).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
    expect(orders).toContain('<html lang="en" data-mantine-color-scheme="light">');
    // Each visitor gets their own first screen, in their language, on the catalogue with its code
    // and styles.
    await t.app.inject(
      asClient({
        method: 'PATCH',
        url: '/api/vendor/users/me',
        cookie: manager,
        payload: { langCode: 'ru' },
      }),
    );
    const catalogue = (await page(`/vendor/${vendorId}/catalog`, known(manager, 390))).body;
    expect(catalogue).toContain('<html lang="ru" data-mantine-color-scheme="light">');
    expect(catalogue).toContain(`<main>${MANAGER} at 390px</main>`);
    const catalogueHead = catalogue.slice(0, catalogue.indexOf('</head>'));
    expect(
      catalogueHead.indexOf('<link rel="stylesheet" crossorigin href="/assets/catalog-1.css">'),
    ).toBeLessThan(catalogueHead.indexOf('<script'));
    expect(catalogue).toContain(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/catalog-1.js" crossorigin>',
    );
    // Any page but the board wants every part of its language's strings.
    for (const part of ['board', 'rest']) {
      expect(catalogue).toContain(
        `<link rel="modulepreload" fetchpriority="low" href="/assets/ru-${part}.js" crossorigin>`,
      );
    }
    expect(catalogue).not.toContain('/assets/en-');
    // Compressed like any answer of the server.
    const compressed = await page(`/vendor/${vendorId}/orders`, known(owner), { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(orders);

    // A device new to the server gets its first screen too, for the width a device of its kind
    // most likely has; a browser that tells its viewport's width by client hint, for that width.
    const newDevice = await page(`/vendor/${vendorId}/orders`, owner);
    expect(newDevice.body).toContain(`<main>${OWNER} at 1280px</main>`);
    expect(newDevice.headers['accept-ch']).toBe('Sec-CH-Viewport-Width');
    expect(newDevice.headers.vary).toContain('user-agent');
    const iPhone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
    const androidTablet =
      'Mozilla/5.0 (Linux; Android 14; SM-X210) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';
    const widthFor = async (headers: Record<string, string>, cookie = owner) =>
      /at (\d+)px/.exec((await page(`/vendor/${vendorId}/orders`, cookie, headers)).body)?.[1];
    expect(await widthFor({ 'user-agent': iPhone })).toBe('390');
    expect(await widthFor({ 'user-agent': androidTablet })).toBe('1280');
    expect(await widthFor({ 'user-agent': androidTablet, 'sec-ch-ua-mobile': '?1' })).toBe('390');
    expect(await widthFor({ 'user-agent': iPhone, 'sec-ch-viewport-width': '414' })).toBe('414');
    expect(await widthFor({ 'sec-ch-viewport-width': '1600' }, known(owner, 1280))).toBe('1600');
    expect(await widthFor({ 'user-agent': iPhone }, known(owner, 1280))).toBe('1280');

    // Rendered off the server's thread (plugins/first-screen-worker.ts says why).
    expect((await page(`/vendor/${vendorId}/orders?view=thread`, known(owner))).body).toContain(
      '<div id="root">worker thread</div>',
    );

    // Not rendered: a page the server does not render, a render that gives nothing or fails, a
    // visitor signed out — each gets the page the browser renders.
    const browserRendered = (body: string) => {
      expect(body).not.toContain('<main>');
      expect(body).toContain('<div class="boot-spinner"');
    };
    browserRendered((await page(`/vendor/${vendorId}/employees`, known(owner))).body);
    const notRendered = (await page(`/vendor/${vendorId}/orders?view=none`, owner)).body;
    browserRendered(notRendered);
    expect(notRendered).toContain(`href="/api/vendor/${vendorId}/orders" as="fetch"`);
    browserRendered((await page(`/vendor/${vendorId}/orders?view=fail`, known(owner))).body);
    browserRendered((await page(`/vendor/${vendorId}/orders`, `${VIEWPORT_COOKIE}=1280`)).body);
    await t.app.inject(asClient({ method: 'GET', url: '/api/vendor/auth/logout', cookie: owner }));
    browserRendered((await page(`/vendor/${vendorId}/orders`, known(owner))).body);
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('writes preload addresses into index.html as attribute text', () => {
    const html = withPreloads('<head><title>x</title></head>', {
      fetches: ['/api/a"><script>alert(1)</script>&'],
      scripts: [],
      styles: [],
    });
    expect(html).toBe(
      '<head><title>x</title><link rel="preload" href="/api/a&quot;>&lt;script>alert(1)&lt;/script>&amp;" as="fetch" crossorigin="use-credentials">\n    </head>',
    );
  });

  it('compresses JSON answers above a kilobyte for clients that accept it', async () => {
    t = await createTestApp();
    const plain = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const large = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(large.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(large.rawPayload).toString()).toBe(plain.body);
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/hello',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('publishes OpenAPI generated from the contract at /api/docs', async () => {
    t = await createTestApp();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/vendor/auth/login', '/api/vendor/users/me', '/api/vendor/params/']),
    );
    const login = spec.paths['/api/vendor/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('password');
    // The answers served with an ETag document their 304.
    for (const path of [
      '/api/vendor/users/me',
      '/api/vendor/{vendorId}/orders/',
      '/api/vendor/accounts/{accountId}/catalogue/catalogue',
    ]) {
      expect(spec.paths[path].get.responses['304'], path).toMatchObject({
        description: expect.stringMatching(/^Not modified/),
      });
    }
  });
});
