import { DEMO_USERS, VIEWPORT_COOKIE } from '@larder/contract';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { placeOrder } from './support/marketplace.ts';
import { DESKTOP, openPage, PHONE, signInThroughForm } from './support/session.ts';
import { serverAndBrowser } from './support/setup.ts';

const e2e = serverAndBrowser({ marketplace: true });

/**
 * A device that has used the app before: signed in as the manager, its viewport's width known to
 * the server. Returns the session to open pages with, the vendor, and a waiting order.
 */
async function returningDevice(viewport = DESKTOP) {
  const signingIn = await openPage(e2e.browser, viewport);
  await signInThroughForm(signingIn.page, e2e.server.url, DEMO_USERS.manager);
  const vendorId = /\/vendor\/(\d+)\//.exec(signingIn.page.url())![1]!;
  const storageState = await signingIn.context.storageState();
  await signingIn.context.close();
  expect(storageState.cookies.find((cookie) => cookie.name === VIEWPORT_COOKIE)?.value).toBe(
    String(viewport.width),
  );
  const orderId = await placeOrder(e2e.server, vendorId);
  return { storageState, vendorId, orderId };
}

/**
 * A device new to the server: the session of a returning device (signed in elsewhere, or its
 * data cleared but the session kept) without the width of its viewport.
 */
async function newDevice() {
  const { storageState, ...rest } = await returningDevice();
  const cookies = storageState.cookies.filter((cookie) => cookie.name !== VIEWPORT_COOKIE);
  return { storageState: { ...storageState, cookies }, ...rest };
}

/** A phone's browser, as its user agent says. */
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36';

/** Console errors and uncaught exceptions of a page (a hydration mismatch is reported as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Marks the elements matching `selector` as the server sent them, once the document is parsed and
 * before any script of the page has run (its state turns interactive): an element React rendered
 * anew instead of taking it over lacks the mark.
 */
function markServerElements(page: Page, selector: string) {
  return page.addInitScript((marked) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const element of Array.from(document.querySelectorAll(marked))) {
        (element as Element & { fromServer?: boolean }).fromServer = true;
      }
    });
  }, selector);
}

const fromServer = (locator: Locator) =>
  locator.evaluate((element) => (element as Element & { fromServer?: boolean }).fromServer === true);

/**
 * What a user sees of an element: its box, its place, its colours, its text. Custom properties are
 * left out: a variable counts through the styles that use it (two stylesheets may spell one size
 * differently).
 */
const SEEN_STYLES = [
  'display',
  'position',
  'top',
  'left',
  'width',
  'height',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-top-style',
  'border-top-color',
  'border-bottom-color',
  'border-top-left-radius',
  'border-bottom-right-radius',
  'color',
  'background-color',
  'background-image',
  'box-shadow',
  'opacity',
  'visibility',
  'overflow-x',
  'overflow-y',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-transform',
  'text-decoration-line',
  'white-space',
  'text-overflow',
  'flex-direction',
  'flex-wrap',
  'flex-grow',
  'align-items',
  'justify-content',
  'row-gap',
  'column-gap',
  'grid-template-columns',
  'transform',
  'cursor',
  'z-index',
  'object-fit',
  'fill',
  'stroke',
];

/** SEEN_STYLES of every element the server rendered, by the element's place in #root. */
const renderedStyles = (page: Page) =>
  page.evaluate((properties) => {
    const elements = Array.from(document.querySelectorAll('#root *')).map((element, index) => {
      const computed = getComputedStyle(element);
      return {
        element: `${index} ${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`,
        values: properties.map((name) => computed.getPropertyValue(name)),
      };
    });
    return { properties, elements };
  }, SEEN_STYLES);

/** Where `actual` differs from `expected`, property by property. */
function styleDifferences(
  expected: Awaited<ReturnType<typeof renderedStyles>>,
  actual: Awaited<ReturnType<typeof renderedStyles>>,
): string[] {
  if (actual.elements.length !== expected.elements.length)
    return [`${actual.elements.length} elements instead of ${expected.elements.length}`];
  return expected.elements.flatMap(({ element, values }, index) =>
    expected.properties.flatMap((name, at) => {
      const value = actual.elements[index]!.values[at];
      return value === values[at] ? [] : [`${element} ${name}: ${value} instead of ${values[at]}`];
    }),
  );
}

const card = (page: Page, orderId: number) => page.getByTestId(`order-card-${orderId}`);
const firstCard = (page: Page) => page.locator('article[data-testid^="order-card-"]').first();
const liveApp = (page: Page) => page.locator('[data-testid="live-status"][data-state="live"]').waitFor();

describe('the first screen, rendered by the server', () => {
  let contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const context of contexts) await context.close();
    contexts = [];
  });

  it('shows a returning tablet the waiting order from the page itself, before any script runs', async () => {
    const { storageState, vendorId, orderId } = await returningDevice();
    const context = await e2e.browser.newContext({
      viewport: DESKTOP,
      storageState,
      javaScriptEnabled: false,
    });
    contexts.push(context);
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
    const { storageState, vendorId, orderId } = await returningDevice();
    const context = await e2e.browser.newContext({ viewport: DESKTOP, storageState });
    contexts.push(context);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await markServerElements(page, 'article[data-testid^="order-card-"]');
    await page.goto(`${e2e.server.url}/vendor/${vendorId}/orders`);
    await liveApp(page);
    expect(await fromServer(card(page, orderId))).toBe(true);

    await card(page, orderId).getByTestId('approve-order').click();
    await page.getByTestId('order-group-APPROVED').getByTestId(`order-card-${orderId}`).waitFor();
    expect(errors).toEqual([]);
  });

  it('makes a tap on the board from before the app had taken it over, once it has', async () => {
    const { storageState, vendorId, orderId } = await returningDevice();
    const context = await e2e.browser.newContext({ viewport: DESKTOP, storageState });
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

  it('renders the catalogue, which the app takes over as it is, without an error', async () => {
    const { storageState, vendorId } = await returningDevice();
    const context = await e2e.browser.newContext({ viewport: DESKTOP, storageState });
    contexts.push(context);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await markServerElements(page, '[data-testid^="product-tile-"]');
    const response = await page.goto(`${e2e.server.url}/vendor/${vendorId}/catalog`);
    expect(await response!.text()).toContain('data-testid="product-tile-');
    const tile = page.locator('[data-testid^="product-tile-"]').first();
    // Taken over: React holds the tile the server sent.
    await expect
      .poll(() =>
        tile.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))),
      )
      .toBe(true);
    expect(await fromServer(tile)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('paints its first screen styled as the complete stylesheets style it, without waiting for them', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { storageState, vendorId } = await returningDevice(viewport);
      for (const tab of ['orders', 'catalog']) {
        const label = `${tab} at ${viewport.width}px`;
        // No script of the page runs: it shows what the first paint shows.
        const context = await e2e.browser.newContext({ viewport, storageState, javaScriptEnabled: false });
        contexts.push(context);
        const url = `${e2e.server.url}/vendor/${vendorId}/${tab}`;
        // The markup as the server sent it, once (its countdowns move), and with the stylesheets it
        // only preloads — which the app applies when it starts — applied.
        const markup = await (await context.request.get(url)).text();
        const preloaded = /<link rel="preload"(?: fetchpriority="low")? as="style"/g;
        expect(markup.match(preloaded)?.length, label).toBeGreaterThan(0);
        const styled = async (html: string) => {
          const page = await context.newPage();
          await page.route(url, (route) => route.fulfill({ body: html, contentType: 'text/html' }));
          await page.goto(url, { waitUntil: 'load' });
          return renderedStyles(page);
        };
        const complete = await styled(markup.replace(preloaded, '<link rel="stylesheet"'));
        const differences = styleDifferences(complete, await styled(markup));
        expect(differences.slice(0, 10), label).toEqual([]);
      }
    }
  });

  it('renders a new device its first screen too, which the app takes over as it is, without an error', async () => {
    const { storageState, vendorId } = await newDevice();
    const context = await e2e.browser.newContext({ viewport: DESKTOP, storageState });
    contexts.push(context);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await markServerElements(page, 'article[data-testid^="order-card-"]');
    const response = await page.goto(`${e2e.server.url}/vendor/${vendorId}/orders`);
    const html = await response!.text();
    // The board's first render holds the top cards of each list (this file's earlier orders).
    expect(html).toContain('data-testid="order-card-');
    expect(html).toContain('data-testid="app-header"');
    await liveApp(page);
    expect(await fromServer(firstCard(page))).toBe(true);
    expect(await page.getByTestId('app-header').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('renders a new phone the phone layout, as its user agent tells, and a new device whose width was guessed wrong its own once the app runs', async () => {
    const { storageState, vendorId } = await newDevice();
    const phone = await e2e.browser.newContext({ viewport: PHONE, storageState, userAgent: PHONE_AGENT });
    contexts.push(phone);
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
    contexts.push(upright);
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
    const { storageState, vendorId, orderId } = await returningDevice(PHONE);
    const context = await e2e.browser.newContext({ viewport: PHONE, storageState });
    contexts.push(context);
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
});
