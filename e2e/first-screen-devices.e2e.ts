import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { VIEWPORT_COOKIE } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import {
  card,
  collectErrors,
  firstCard,
  fromServer,
  heldByReact,
  liveApp,
  markServerElements,
  newDevice,
  PHONE_AGENT,
  returningDevice,
  watchedPage,
} from './support/first-screen.ts';
import { DESKTOP, PHONE } from './support/session.ts';
import { serverAndBrowser } from './support/setup.ts';

// The first screen of a new device, of a phone, of the catalogue and of the statistics
// (first-screen-board.e2e.ts has the orders board of a returning tablet).
const e2e = serverAndBrowser({ marketplace: true });

describe('the first screen, rendered by the server: devices and pages', () => {
  it('renders the catalogue, which the app takes over as it is, without an error', async () => {
    const { storageState, vendorId } = await returningDevice(e2e);
    const { context, page, errors } = await watchedPage(e2e, storageState, '[data-testid^="product-tile-"]');
    const response = await page.goto(`${e2e.server.url}/vendor/${vendorId}/catalog`);
    expect(await response!.text()).toContain('data-testid="product-tile-');
    const tile = page.locator('[data-testid^="product-tile-"]').first();
    // Taken over: React holds the tile the server sent.
    await expect.poll(() => heldByReact(tile)).toBe(true);
    expect(await fromServer(tile)).toBe(true);
    expect(errors).toEqual([]);
    // Its live socket goes with it: the file's devices share a session, which holds five at most.
    await context.close();
  });

  it("renders the statistics' figures, which the app takes over as they are, and draws the charts after them, without an error", async () => {
    const { storageState, vendorId } = await returningDevice(e2e);
    const { context, page, errors } = await watchedPage(e2e, storageState, '[data-testid="kpi"]');
    const response = await page.goto(`${e2e.server.url}/vendor/${vendorId}/statistics`);
    const html = await response!.text();
    expect(html).toContain('data-testid="kpi"');
    // The charts and the reviews come after the figures' first frame, in the browser only.
    expect(html).not.toContain('data-testid="chart-per-day"');
    const figure = page.getByTestId('kpi').first();
    await expect.poll(() => heldByReact(figure)).toBe(true);
    expect(await fromServer(figure)).toBe(true);
    await page.getByTestId('chart-per-day').locator('.uplot canvas').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders a new device its first screen too, which the app takes over as it is, without an error', async () => {
    const { storageState, vendorId } = await newDevice(e2e);
    const { context, page, errors } = await watchedPage(
      e2e,
      storageState,
      'article[data-testid^="order-card-"]',
    );
    const response = await page.goto(`${e2e.server.url}/vendor/${vendorId}/orders`);
    const html = await response!.text();
    // The board's first render holds the top cards of each list (this file's earlier orders).
    expect(html).toContain('data-testid="order-card-');
    expect(html).toContain('data-testid="app-header"');
    await liveApp(page);
    expect(await fromServer(firstCard(page))).toBe(true);
    expect(await page.getByTestId('app-header').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    // The app tells the server the width it has: the next visit renders for it.
    const cookies = await context.cookies(e2e.server.url);
    expect(cookies.find((cookie) => cookie.name === VIEWPORT_COOKIE)?.value).toBe(String(DESKTOP.width));
  });

  it('renders a new phone the phone layout, as its user agent tells, and a new device whose width was guessed wrong its own once the app runs', async () => {
    const { storageState, vendorId } = await newDevice(e2e);
    const phone = await e2e.browser.newContext({ viewport: PHONE, storageState, userAgent: PHONE_AGENT });
    const phonePage = await phone.newPage();
    const phoneErrors = collectErrors(phonePage);
    const phoneHtml = await (await phonePage.goto(`${e2e.server.url}/vendor/${vendorId}/orders`))!.text();
    expect(phoneHtml).toContain('data-testid="order-card-');
    expect(phoneHtml).toContain('data-testid="mobile-nav"');
    expect(phoneHtml).not.toContain('data-testid="app-header"');
    await liveApp(phonePage);
    expect(await phonePage.getByTestId('mobile-nav').isVisible()).toBe(true);
    expect(phoneErrors).toEqual([]);

    // A tablet held upright says what a desktop's browser says: it gets the header, and the app
    // turns it into the mobile layout once it has taken the page over — without a mismatch: the
    // frame the server sent stays (the board's cards are rendered anew for the mobile layout).
    const upright = await e2e.browser.newContext({ viewport: { width: 800, height: 1280 }, storageState });
    const uprightPage = await upright.newPage();
    const uprightErrors = collectErrors(uprightPage);
    await markServerElements(uprightPage, 'main');
    const uprightHtml = await (await uprightPage.goto(`${e2e.server.url}/vendor/${vendorId}/orders`))!.text();
    expect(uprightHtml).toContain('data-testid="app-header"');
    await liveApp(uprightPage);
    await uprightPage.getByTestId('mobile-nav').waitFor();
    expect(await uprightPage.getByTestId('app-header').count()).toBe(0);
    expect(await fromServer(uprightPage.locator('main'))).toBe(true);
    expect(uprightErrors).toEqual([]);
  });

  it('renders a phone its own layout, which the app takes over without an error', async () => {
    const { storageState, vendorId, orderId } = await returningDevice(e2e, PHONE);
    const context = await e2e.browser.newContext({ viewport: PHONE, storageState });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const response = await page.goto(`${e2e.server.url}/vendor/${vendorId}/orders`);
    const html = await response!.text();
    expect(html).toContain('data-testid="mobile-nav"');
    expect(html).not.toContain('data-testid="app-header"');
    await liveApp(page);
    // The board's first render holds the top cards of each list: the orders the file's earlier
    // tests placed can put this one below them, where it follows a render later.
    await card(page, orderId).waitFor();
    expect(await page.getByTestId('mobile-nav').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('leaves no promise hooks on in the server once a first screen is rendered: they would slow every request after it', async () => {
    const { storageState, vendorId } = await returningDevice(e2e);
    const cookie = storageState.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const web = path.resolve(import.meta.dirname, '../apps/web');
    // The server's own renderer, in a process of its own: nothing else there uses async hooks.
    const script = `
      const { executionAsyncId } = await import('node:async_hooks');
      const { renderFirstScreen } = await import(${JSON.stringify(path.join(web, 'dist-ssr/render-first-screen.js'))});
      const base = ${JSON.stringify(e2e.server.url)};
      const asyncIdInPromise = () => new Promise((resolve) => Promise.resolve().then(() => resolve(executionAsyncId())));
      const before = await asyncIdInPromise();
      const screen = await renderFirstScreen({
        url: base + '/vendor/${vendorId}/orders',
        partnerConfig: ${readFileSync(path.join(web, 'dist/config/partner.json'), 'utf8')},
        viewportWidth: 1280,
        fetch: (input, init) =>
          fetch(new URL(input, base), { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), cookie: ${JSON.stringify(cookie)} } }),
      });
      console.log(JSON.stringify({ before, rendered: screen !== null, after: await asyncIdInPromise() }));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
    // Promises carry an async id only while some AsyncLocalStorage is in use.
    expect(JSON.parse(stdout)).toEqual({ before: 0, rendered: true, after: 0 });
  });
});
