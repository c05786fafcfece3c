import { DEMO_USERS, VIEWPORT_COOKIE } from '@larder/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { DESKTOP, openPage, PHONE, signInThroughForm } from './support/session.ts';

const TOKEN = 'e2e-marketplace-token-0123456789';
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ env: { MARKETPLACE_TOKEN: TOKEN, DEMO_ORDER_INTERVAL_S: '0' } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function placeOrder(vendorId: string) {
  const res = await fetch(`${server.url}/api/manager/vendors/${vendorId}/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      receiptType: 'TAKEAWAY',
      customerInfo: { name: 'Grace Hopper', phone: '+12125550123' },
      paymentType: 'CARD',
      items: [{ productId: 1, count: 1 }],
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { orderId: number }).orderId;
}

/**
 * A device that has used the app before: signed in as the manager, its viewport's width known to
 * the server. Returns the session to open pages with, the vendor, and a waiting order.
 */
async function returningDevice(viewport = DESKTOP) {
  const signingIn = await openPage(browser, viewport);
  await signInThroughForm(signingIn.page, server.url, DEMO_USERS.manager);
  const vendorId = /\/vendor\/(\d+)\//.exec(signingIn.page.url())![1]!;
  const storageState = await signingIn.context.storageState();
  await signingIn.context.close();
  expect(storageState.cookies.find((cookie) => cookie.name === VIEWPORT_COOKIE)?.value).toBe(
    String(viewport.width),
  );
  const orderId = await placeOrder(vendorId);
  return { storageState, vendorId, orderId };
}

/** Console errors and uncaught exceptions of a page (a hydration mismatch is reported as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const card = (page: Page, orderId: number) => page.getByTestId(`order-card-${orderId}`);
const liveApp = (page: Page) => page.locator('[data-testid="live-status"][data-state="live"]').waitFor();

describe('the first screen, rendered by the server', () => {
  let contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const context of contexts) await context.close();
    contexts = [];
  });

  it('shows a returning tablet the waiting order from the page itself, before any script runs', async () => {
    const { storageState, vendorId, orderId } = await returningDevice();
    const context = await browser.newContext({ viewport: DESKTOP, storageState, javaScriptEnabled: false });
    contexts.push(context);
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/vendor/${vendorId}/orders`);
    expect(response!.headers()['content-encoding']).toBe('br');
    await expect.poll(() => card(page, orderId).isVisible()).toBe(true);
    expect(await card(page, orderId).getByTestId('approve-order').isVisible()).toBe(true);
    expect(await page.getByTestId('app-header').isVisible()).toBe(true);
  });

  it('is taken over by the app as it is — the same elements, no error — and its buttons work', async () => {
    const { storageState, vendorId, orderId } = await returningDevice();
    const context = await browser.newContext({ viewport: DESKTOP, storageState });
    contexts.push(context);
    const page = await context.newPage();
    const errors = collectErrors(page);
    // Marks the server's elements before the app's code has run: a node React rendered anew lacks it.
    // The document is parsed and no script of the page has run yet: its state turns interactive.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        for (const element of Array.from(document.querySelectorAll('article[data-testid^="order-card-"]'))) {
          (element as Element & { fromServer?: boolean }).fromServer = true;
        }
      });
    });
    await page.goto(`${server.url}/vendor/${vendorId}/orders`);
    await liveApp(page);
    expect(
      await card(page, orderId).evaluate(
        (element) => (element as Element & { fromServer?: boolean }).fromServer,
      ),
    ).toBe(true);

    await card(page, orderId).getByTestId('approve-order').click();
    await page.getByTestId('order-group-APPROVED').getByTestId(`order-card-${orderId}`).waitFor();
    expect(errors).toEqual([]);
  });

  it('makes a tap on the board from before the app had taken it over, once it has', async () => {
    const { storageState, vendorId, orderId } = await returningDevice();
    const context = await browser.newContext({ viewport: DESKTOP, storageState });
    contexts.push(context);
    const page = await context.newPage();
    // The app's code held back: the board is there, nothing listens to it yet.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/vendor/${vendorId}/orders`, { waitUntil: 'domcontentloaded' });
    await card(page, orderId).getByTestId('approve-order').click();
    expect(
      await page.getByTestId('order-group-WAITING_APPROVAL').getByTestId(`order-card-${orderId}`).isVisible(),
    ).toBe(true);

    release();
    await page.getByTestId('order-group-APPROVED').getByTestId(`order-card-${orderId}`).waitFor();
    const order = await context.request.get(`${server.url}/api/vendor/${vendorId}/orders/${orderId}`);
    expect(((await order.json()) as { status: string }).status).toBe('APPROVED');
  });

  it('renders the catalogue, which the app takes over as it is, without an error', async () => {
    const { storageState, vendorId } = await returningDevice();
    const context = await browser.newContext({ viewport: DESKTOP, storageState });
    contexts.push(context);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        for (const element of Array.from(document.querySelectorAll('[data-testid^="product-tile-"]'))) {
          (element as Element & { fromServer?: boolean }).fromServer = true;
        }
      });
    });
    const response = await page.goto(`${server.url}/vendor/${vendorId}/catalog`);
    expect(await response!.text()).toContain('data-testid="product-tile-');
    const tile = page.locator('[data-testid^="product-tile-"]').first();
    // Taken over: React holds the tile the server sent.
    await expect
      .poll(() =>
        tile.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))),
      )
      .toBe(true);
    expect(await tile.evaluate((element) => (element as Element & { fromServer?: boolean }).fromServer)).toBe(
      true,
    );
    expect(errors).toEqual([]);
  });

  it('renders a phone its own layout, which the app takes over without an error', async () => {
    const { storageState, vendorId, orderId } = await returningDevice(PHONE);
    const context = await browser.newContext({ viewport: PHONE, storageState });
    contexts.push(context);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const response = await page.goto(`${server.url}/vendor/${vendorId}/orders`);
    const html = await response!.text();
    expect(html).toContain('data-testid="mobile-nav"');
    expect(html).not.toContain('data-testid="app-header"');
    await liveApp(page);
    expect(await card(page, orderId).isVisible()).toBe(true);
    expect(await page.getByTestId('mobile-nav').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
