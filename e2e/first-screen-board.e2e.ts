import { describe, expect, it } from 'vitest';
import { card, fromServer, liveApp, returningDevice, watchedPage } from './support/first-screen.ts';
import { DESKTOP } from './support/session.ts';
import { serverAndBrowser } from './support/setup.ts';

// The first screen the server renders, in three files run side by side: the orders board a returning
// tablet opens (here), the layouts of other devices and pages, and its styles before the stylesheets.
const e2e = serverAndBrowser({ marketplace: true });

describe('the first screen, rendered by the server: the orders board', () => {
  it('shows a returning tablet the waiting order from the page itself, before any script runs', async () => {
    const { storageState, vendorId, orderId } = await returningDevice(e2e);
    const context = await e2e.browser.newContext({
      viewport: DESKTOP,
      storageState,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const response = await page.goto(`${e2e.server.url}/vendor/${vendorId}/orders`);
    expect(response!.headers()['content-encoding']).toBe('br');
    await expect.poll(() => card(page, orderId).isVisible()).toBe(true);
    expect(await card(page, orderId).getByTestId('approve-order').isVisible()).toBe(true);
    expect(await page.getByTestId('app-header').isVisible()).toBe(true);
    // In its colours: Mantine's are defined for the colour scheme the root element is marked with.
    const background = (element: Element) => getComputedStyle(element).backgroundColor;
    expect(await page.getByTestId('status-badge').evaluate(background)).not.toBe('rgba(0, 0, 0, 0)');
    expect(await card(page, orderId).getByTestId('approve-order').evaluate(background)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
  });

  it('is taken over by the app as it is — the same elements, no error — and its buttons work', async () => {
    const { storageState, vendorId, orderId } = await returningDevice(e2e);
    const { page, errors } = await watchedPage(e2e, storageState, 'article[data-testid^="order-card-"]');
    await page.goto(`${e2e.server.url}/vendor/${vendorId}/orders`);
    await liveApp(page);
    expect(await fromServer(card(page, orderId))).toBe(true);

    await card(page, orderId).getByTestId('approve-order').click();
    await page.getByTestId('order-group-APPROVED').getByTestId(`order-card-${orderId}`).waitFor();
    expect(errors).toEqual([]);
  });

  it('makes a tap on the board from before the app had taken it over, once it has', async () => {
    const { storageState, vendorId, orderId } = await returningDevice(e2e);
    const context = await e2e.browser.newContext({ viewport: DESKTOP, storageState });
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
    await page.goto(`${e2e.server.url}/vendor/${vendorId}/orders`, { waitUntil: 'domcontentloaded' });
    await card(page, orderId).getByTestId('approve-order').click();
    expect(
      await page.getByTestId('order-group-WAITING_APPROVAL').getByTestId(`order-card-${orderId}`).isVisible(),
    ).toBe(true);

    release();
    await page.getByTestId('order-group-APPROVED').getByTestId(`order-card-${orderId}`).waitFor();
    const order = await context.request.get(`${e2e.server.url}/api/vendor/${vendorId}/orders/${orderId}`);
    expect(((await order.json()) as { status: string }).status).toBe('APPROVED');
  });
});
