import { DEMO_USERS, VIEWPORT_COOKIE } from '@larder/contract';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { placeOrder } from './marketplace.ts';
import { DESKTOP, session } from './session.ts';
import type { E2e } from './setup.ts';

/** What the first-screen test files share: the devices they open pages as, and how they look. */

/**
 * A device that has used the app before: signed in as the manager, its viewport's width known to
 * the server (the app writes it at every start; "a new device" tests that it does). Returns the
 * session to open pages with, the vendor, and a waiting order.
 */
export async function returningDevice(e2e: E2e, viewport = DESKTOP) {
  const { storageState, vendorId } = await session(e2e, DEMO_USERS.manager);
  const width = {
    name: VIEWPORT_COOKIE,
    value: String(viewport.width),
    domain: new URL(e2e.server.url).hostname,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  };
  const orderId = await placeOrder(e2e.server, vendorId);
  return { storageState: { ...storageState, cookies: [...storageState.cookies, width] }, vendorId, orderId };
}

/**
 * A device new to the server: the session of a returning device (signed in elsewhere, or its
 * data cleared but the session kept) without the width of its viewport.
 */
export async function newDevice(e2e: E2e) {
  const { storageState, ...rest } = await returningDevice(e2e);
  const cookies = storageState.cookies.filter((cookie) => cookie.name !== VIEWPORT_COOKIE);
  return { storageState: { ...storageState, cookies }, ...rest };
}

/** A phone's browser, as its user agent says. */
export const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36';

/** Console errors and uncaught exceptions of a page (a hydration mismatch is reported as one). */
export function collectErrors(page: Page): string[] {
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
export function markServerElements(page: Page, selector: string) {
  return page.addInitScript((marked) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const element of Array.from(document.querySelectorAll(marked))) {
        (element as Element & { fromServer?: boolean }).fromServer = true;
      }
    });
  }, selector);
}

/**
 * A desktop page in a context of `storageState` (a device's session), its console errors collected
 * and the elements matching `selector` marked as the server sent them (markServerElements).
 */
export async function watchedPage(
  e2e: E2e,
  storageState: BrowserContextOptions['storageState'],
  selector: string,
) {
  const context = await e2e.browser.newContext({ viewport: DESKTOP, storageState });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await markServerElements(page, selector);
  return { context, page, errors };
}

/** Whether the app has taken the element over: React holds it (its buttons work). */
export const heldByReact = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

export const fromServer = (locator: Locator) =>
  locator.evaluate((element) => (element as Element & { fromServer?: boolean }).fromServer === true);

/**
 * What a user sees of an element: its box, its place, its colours, its text. Custom properties are
 * left out: a variable counts through the styles that use it (two stylesheets may spell one size
 * differently).
 */
export const SEEN_STYLES = [
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
export const renderedStyles = (page: Page) =>
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
export function styleDifferences(
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

export const card = (page: Page, orderId: number) => page.getByTestId(`order-card-${orderId}`);
export const firstCard = (page: Page) => page.locator('article[data-testid^="order-card-"]').first();
export const liveApp = (page: Page) =>
  page.locator('[data-testid="live-status"][data-state="live"]').waitFor();
