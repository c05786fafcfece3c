import { DEFAULT_ORDER_SETTINGS, type UiLanguage } from '@larder/contract';
import { hydrate } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOUND_MUTED_STORAGE_KEY } from '@/features/orders/hooks/use-order-alert';
import { configureApiClient, setApiTransport } from '@/shared/api/client';
import { createQueryClient } from '@/shared/api/query-client';
import { holdEarlyClicks } from '@/shared/ssr/early-clicks';
import { catalogueRoutes, makeCatalogue } from '@/test/catalogue-fixtures';
import { type FakeResponse, fakeApi, forbidden } from '@/test/fake-api';
import {
  makeAccount,
  makeActiveOrders,
  makeOrder,
  makeUser,
  makeVendor,
  makeVendorParams,
} from '@/test/fixtures';
import { createTestI18n } from '@/test/i18n';
import { TEST_CONFIG } from '@/test/render-app';
import { setViewportWidth } from '@/test/viewport';
import { hydrateApp } from './app';
import { createAppRouter } from './app-router';
import { type FirstScreenState, readFirstScreenState } from './first-screen-state';
import { renderFirstScreen } from './render-first-screen';
import { loadPages, pagesOf } from './router';

const ORIGIN = 'http://larder.test';

/** The roots hydrated by a test, unmounted after it: none may keep rendering into the next one. */
const hydrated: Root[] = [];

afterEach(() => {
  for (const root of hydrated.splice(0)) act(() => root.unmount());
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

const waiting = makeOrder({ orderId: 4101, status: 'WAITING_APPROVAL' });
const cooking = makeOrder({ orderId: 4102, status: 'APPROVED' });

/** The API as one visitor sees it: the owner of "Bistro <name>" with the two orders above. */
function visitorApi(
  name = 'Harbour',
  overrides: Record<string, FakeResponse> = {},
  langCode: UiLanguage = 'en',
) {
  const vendor = makeVendor({ id: 1, name: `Bistro ${name}` });
  return fakeApi({
    'GET vendor/users/me': {
      body: makeUser('VENDOR_OWNER', { langCode, account: makeAccount({ vendors: [vendor] }) }),
    },
    'GET vendor/params': { body: makeVendorParams() },
    'GET vendor/1/orders': { body: makeActiveOrders(waiting, cooking) },
    'GET vendor/1/params/order-settings': { body: DEFAULT_ORDER_SETTINGS },
    ...overrides,
  });
}

async function render(path: string, fetch: typeof globalThis.fetch, viewportWidth = 1280) {
  const rendered = await renderFirstScreen({
    url: ORIGIN + path,
    partnerConfig: TEST_CONFIG,
    viewportWidth,
    fetch,
  });
  // The server's renderer leaves the contexts of its last render set (on a server nothing else
  // renders); one more render without providers puts them back before the browser's renderer runs
  // in this same process.
  await prerender(<div />);
  return rendered;
}

/** The page as the browser gets it: the markup in #root, the state after it. */
function loadPage(screenHtml: { html: string; stateScript: string }, path: string): FirstScreenState {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${screenHtml.html}</div>${screenHtml.stateScript}`;
  const state = readFirstScreenState(document);
  if (!state) throw new Error('the page carries no first-screen state');
  return state;
}

/** What app/start.ts does over a rendered page, with the mismatches React reports collected. */
async function hydratePage(state: FirstScreenState) {
  // In the browser, the API client asks the network (here the fake API), not the server's renderer.
  setApiTransport((input, init) => fetch(input, init));
  configureApiClient(state.partnerConfig);
  const queryClient = createQueryClient();
  hydrate(queryClient, state.queries);
  const router = await createAppRouter(queryClient, state.loaderData);
  await loadPages(pagesOf(router.state.matches));
  const mismatches: unknown[] = [];
  await act(async () => {
    const root = hydrateApp(
      document.getElementById('root')!,
      { config: state.partnerConfig, queryClient, i18n: createTestI18n(state.language), router },
      state.markup,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
    hydrated.push(root);
  });
  return { mismatches, router };
}

describe('the first screen rendered by the server', () => {
  it('shows the orders board with its orders, and the app takes the markup over as it is', async () => {
    // This device muted the chime: the server cannot know, the page follows once hydrated.
    window.localStorage.setItem(SOUND_MUTED_STORAGE_KEY, 'true');
    const api = visitorApi();
    const rendered = await render('/vendor/1/orders', api.fetchMock);
    expect(rendered).not.toBeNull();
    const state = loadPage(rendered!, '/vendor/1/orders');

    const card = screen.getByTestId('order-card-4101');
    expect(screen.getByTestId('order-card-4102')).toBeTruthy();
    expect(screen.getByTestId('app-header')).toBeTruthy();
    expect(screen.getByTestId('sound-toggle').getAttribute('aria-pressed')).toBe('true');
    expect(state.language).toBe('en');

    const { mismatches } = await hydratePage(state);
    // Hydrated: the device's own setting shows, on the very elements the server sent.
    await waitFor(() =>
      expect(screen.getByTestId('sound-toggle').getAttribute('aria-pressed')).toBe('false'),
    );
    expect(screen.getByTestId('order-card-4101')).toBe(card);
    expect(mismatches).toEqual([]);
  });

  it('keeps a tap made before the app has taken the board over, and makes it once it has', async () => {
    const api = visitorApi('Harbour', {
      'PUT vendor/1/orders/4101/approve': { body: { ...waiting, status: 'APPROVED' } },
    });
    const rendered = await render('/vendor/1/orders', api.fetchMock);
    const state = loadPage(rendered!, '/vendor/1/orders');
    holdEarlyClicks();
    fireEvent.click(within(screen.getByTestId('order-card-4101')).getByTestId('approve-order'));
    fireEvent.click(within(screen.getByTestId('order-card-4101')).getByTestId('approve-order'));
    expect(api.callsTo('PUT', 'vendor/1/orders/4101/approve')).toHaveLength(0);

    const { mismatches } = await hydratePage(state);
    // Two taps on one button before the app listened are one approval.
    await waitFor(() => expect(api.callsTo('PUT', 'vendor/1/orders/4101/approve')).toHaveLength(1));
    expect(mismatches).toEqual([]);
  });

  it("renders in the user's language, and the app hydrates it in that language", async () => {
    const rendered = await render('/vendor/1/orders', visitorApi('Harbour', {}, 'ru').fetchMock);
    const state = loadPage(rendered!, '/vendor/1/orders');
    expect(rendered!.language).toBe('ru');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Активные заказы');
    const { mismatches } = await hydratePage(state);
    await waitFor(() => expect(screen.getByTestId('order-card-4101')).toBeTruthy());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Активные заказы');
    expect(mismatches).toEqual([]);
  });

  it('renders the width the device had: the mobile layout for a phone, hydrated without a mismatch', async () => {
    setViewportWidth(390);
    const rendered = await render('/vendor/1/orders', visitorApi().fetchMock, 390);
    const state = loadPage(rendered!, '/vendor/1/orders');
    expect(screen.getByTestId('mobile-nav')).toBeTruthy();
    expect(screen.queryByTestId('app-header')).toBeNull();

    const { mismatches } = await hydratePage(state);
    await waitFor(() => expect(screen.getByTestId('mobile-nav')).toBeTruthy());
    expect(mismatches).toEqual([]);
  });

  it('the device turned since: the markup is taken over, then the layout follows the real width', async () => {
    setViewportWidth(390);
    const rendered = await render('/vendor/1/orders', visitorApi().fetchMock, 1280);
    const state = loadPage(rendered!, '/vendor/1/orders');
    expect(screen.getByTestId('app-header')).toBeTruthy();

    const { mismatches } = await hydratePage(state);
    await waitFor(() => expect(screen.queryByTestId('app-header')).toBeNull());
    expect(screen.getByTestId('mobile-nav')).toBeTruthy();
    expect(mismatches).toEqual([]);
  });

  it('renders nothing when the visitor is signed out or may not see the data', async () => {
    expect(
      await render('/vendor/1/orders', visitorApi('Harbour', { 'GET vendor/users/me': forbidden }).fetchMock),
    ).toBeNull();
    // Another account's vendor: the API answers 404 and the page is left to the app in the browser.
    const notMine = { status: 404, body: { code: 'NotFound', message: 'No such vendor' } };
    expect(
      await render('/vendor/1/orders', visitorApi('Harbour', { 'GET vendor/1/orders': notMine }).fetchMock),
    ).toBeNull();
    // The catalogue is the account's own: shown on the account's vendor, not on another account's.
    const withCatalogue = () => visitorApi('Harbour', catalogueRoutes(makeCatalogue()));
    expect((await render('/vendor/1/catalog', withCatalogue().fetchMock))?.html).toContain('Margherita');
    expect(await render('/vendor/2/catalog', withCatalogue().fetchMock)).toBeNull();
  });

  it('asks the API as each visitor, also when two render at once', async () => {
    const slowly =
      (api: ReturnType<typeof visitorApi>, delayMs: number): typeof fetch =>
      async (input, init) => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        return api.fetchMock(input, init);
      };
    const harbour = visitorApi('Harbour');
    const harbourFetch = slowly(harbour, 30);
    const meadow = visitorApi('Meadow');
    const meadowFetch = slowly(meadow, 5);
    const [first, second] = await Promise.all([
      render('/vendor/1/orders', harbourFetch),
      render('/vendor/1/orders', meadowFetch),
    ]);
    expect(first!.html).toContain('Bistro Harbour');
    expect(first!.html).not.toContain('Bistro Meadow');
    expect(second!.html).toContain('Bistro Meadow');
    expect(second!.html).not.toContain('Bistro Harbour');
  });
});
