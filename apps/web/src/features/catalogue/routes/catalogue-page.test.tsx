import type { Role } from '@larder/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CATALOGUE_PATH,
  catalogueRoutes,
  makeCatalogue,
  namedProduct,
  namedSection,
} from '@/test/catalogue-fixtures';
import type { FakeRequest } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { PRODUCT_PAGE_SIZE } from '../components/product-grid';

function openCatalogue(url = '/vendor/1/catalog', role: Role = 'VENDOR_OWNER', extra = {}) {
  return renderApp(url, {
    user: makeUser(role),
    api: { ...catalogueRoutes(makeCatalogue()), ...extra },
  });
}

const tile = (id: number) => screen.getByTestId(`product-tile-${id}`);

const afterEachRestore: (() => void)[] = [];
afterEach(() => {
  for (const restore of afterEachRestore.splice(0)) restore();
});

describe('catalogue page', () => {
  it('shows the sections and the products of the first section, with price, discount and weight', async () => {
    openCatalogue();
    await screen.findByTestId('product-grid');
    expect(screen.getByTestId('active-section-title').textContent).toBe('Pizza');
    expect(screen.getByTestId('section-item-2')).toBeTruthy();
    const formaggi = tile(13);
    expect(within(formaggi).getByTestId('product-price').textContent).toBe('12.50 EUR');
    expect(within(formaggi).getByTestId('product-old-price').textContent).toBe('15.00 EUR');
    expect(within(tile(11)).getByTestId('product-weight').textContent).toBe('450 g');
  });

  it('opens the section of the section parameter; a liquid weighs in ml, hidden and unavailable show', async () => {
    openCatalogue('/vendor/1/catalog?section=3');
    await screen.findByTestId('product-grid');
    expect(screen.getByTestId('active-section-title').textContent).toBe('Drinks');
    expect(within(tile(31)).getByTestId('product-weight').textContent).toBe('400 ml');
    expect(within(tile(31)).getByTestId('product-hidden-badge')).toBeTruthy();
  });

  it('selecting a section puts it in the URL; clicking a product opens it for editing, selected', async () => {
    const app = openCatalogue();
    fireEvent.click(await screen.findByTestId('section-trigger-2'));
    await waitFor(() => expect(screen.getByTestId('active-section-title').textContent).toBe('Salads'));
    expect(app.location().search).toBe('?section=2');
    fireEvent.click(within(tile(22)).getByTestId('product-name'));
    await waitFor(() =>
      expect(app.location().search).toBe('?section=2&product=22&view=change-product-description'),
    );
    expect(await screen.findByTestId('change-product-description-modal')).toBeTruthy();
    expect(tile(22).hasAttribute('data-selected')).toBe(true);
  });

  it('a worker, who may not edit products, only selects the one clicked', async () => {
    const app = openCatalogue('/vendor/1/catalog?section=2', 'VENDOR_WORKER');
    await screen.findByTestId('product-grid');
    fireEvent.click(within(tile(22)).getByTestId('product-name'));
    await waitFor(() => expect(app.location().search).toBe('?section=2&product=22'));
  });

  it('has no up button on the first item and no down button on the last (sections and products)', async () => {
    openCatalogue();
    await screen.findByTestId('product-grid');
    expect(screen.queryByTestId('section-move-1-up')).toBeNull();
    expect(screen.getByTestId('section-move-1-down')).toBeTruthy();
    expect(screen.getByTestId('section-move-2-up')).toBeTruthy();
    expect(screen.getByTestId('section-move-2-down')).toBeTruthy();
    expect(screen.getByTestId('section-move-3-up')).toBeTruthy();
    expect(screen.queryByTestId('section-move-3-down')).toBeNull();

    expect(screen.queryByTestId('product-move-11-up')).toBeNull();
    expect(screen.getByTestId('product-move-11-down')).toBeTruthy();
    expect(screen.getByTestId('product-move-12-up')).toBeTruthy();
    expect(screen.queryByTestId('product-move-13-down')).toBeNull();
  });

  // 60 and then 120 sortable tiles: seconds of rendering in jsdom, more on a loaded machine.
  it('shows a long section a page at a time; a move keeps the products not shown yet after the others', async () => {
    const count = PRODUCT_PAGE_SIZE * 2 + 1;
    const products = Array.from({ length: count }, (_, i) => namedProduct(1000 + i, `Dish ${i}`, 1));
    const app = renderApp('/vendor/1/catalog', {
      user: makeUser(),
      api: {
        ...catalogueRoutes(makeCatalogue({ sections: [namedSection(1, 'Everything', products)] })),
        [`POST ${CATALOGUE_PATH}/sections/1/products/change-order`]: { body: { ok: true } },
      },
    });
    const tiles = () => screen.getByTestId('product-grid').querySelectorAll('[data-testid^="product-tile-"]');
    await screen.findByTestId('product-grid');
    await waitFor(() => expect(tiles()).toHaveLength(PRODUCT_PAGE_SIZE));
    expect(screen.getByTestId('show-more-products').textContent).toBe(`Show ${PRODUCT_PAGE_SIZE} more`);

    fireEvent.click(screen.getByTestId('show-more-products'));
    await waitFor(() => expect(tiles()).toHaveLength(PRODUCT_PAGE_SIZE * 2));
    expect(screen.getByTestId('show-more-products').textContent).toBe('Show 1 more');

    fireEvent.click(screen.getByTestId('product-move-1000-down'));
    await waitFor(() =>
      expect(app.server.callsTo('POST', `${CATALOGUE_PATH}/sections/1/products/change-order`)).toHaveLength(
        1,
      ),
    );
    const sent = app.server.callsTo('POST', `${CATALOGUE_PATH}/sections/1/products/change-order`)[0]
      ?.body as {
      orderedProductIds: number[];
    };
    expect(sent.orderedProductIds).toHaveLength(count);
    expect(sent.orderedProductIds.slice(0, 2)).toEqual([1001, 1000]);
    expect(sent.orderedProductIds.at(-1)).toBe(1000 + count - 1);
  }, 60_000);

  it('opens a product far down a long section with its tile shown', async () => {
    const products = Array.from({ length: PRODUCT_PAGE_SIZE * 3 }, (_, i) =>
      namedProduct(1000 + i, `Dish ${i}`, 1),
    );
    renderApp(`/vendor/1/catalog?section=1&product=${1000 + PRODUCT_PAGE_SIZE * 2 + 5}`, {
      user: makeUser(),
      api: catalogueRoutes(makeCatalogue({ sections: [namedSection(1, 'Everything', products)] })),
    });
    const far = await screen.findByTestId(`product-tile-${1000 + PRODUCT_PAGE_SIZE * 2 + 5}`);
    expect(far.hasAttribute('data-selected')).toBe(true);
  });

  it('a move sends the whole new order: orderedProductIds and orderedSectionIds', async () => {
    const app = openCatalogue('/vendor/1/catalog', 'VENDOR_OWNER', {
      [`POST ${CATALOGUE_PATH}/sections/1/products/change-order`]: { body: { ok: true } },
      [`POST ${CATALOGUE_PATH}/sections/change-order`]: { body: { ok: true } },
    });
    await screen.findByTestId('product-grid');
    fireEvent.click(screen.getByTestId('product-move-11-down'));
    await waitFor(() =>
      expect(app.server.callsTo('POST', `${CATALOGUE_PATH}/sections/1/products/change-order`)).toHaveLength(
        1,
      ),
    );
    expect(app.server.callsTo('POST', `${CATALOGUE_PATH}/sections/1/products/change-order`)[0]?.body).toEqual(
      {
        orderedProductIds: [12, 11, 13],
      },
    );
    // The grid shows the new order at once.
    const order = () =>
      [...screen.getByTestId('product-grid').querySelectorAll('[data-testid^="product-tile-"]')].map((node) =>
        node.getAttribute('data-testid'),
      );
    expect(order()).toEqual(['product-tile-12', 'product-tile-11', 'product-tile-13']);

    fireEvent.click(screen.getByTestId('section-move-3-up'));
    await waitFor(() =>
      expect(app.server.callsTo('POST', `${CATALOGUE_PATH}/sections/change-order`)[0]?.body).toEqual({
        orderedSectionIds: [1, 3, 2],
      }),
    );
  });

  it('a refused move (the list changed meanwhile) puts the old order back and reloads the catalogue', async () => {
    const app = openCatalogue('/vendor/1/catalog', 'VENDOR_OWNER', {
      [`POST ${CATALOGUE_PATH}/sections/1/products/change-order`]: {
        status: 409,
        body: { code: 'OrderListMismatch', message: 'The list changed' },
      },
    });
    await screen.findByTestId('product-grid');
    const loads = () => app.server.callsTo('GET', `${CATALOGUE_PATH}/catalogue`).length;
    const loadsBefore = loads();
    const order = () =>
      [...screen.getByTestId('product-grid').querySelectorAll('[data-testid^="product-tile-"]')].map((node) =>
        node.getAttribute('data-testid'),
      );
    fireEvent.click(screen.getByTestId('product-move-11-down'));
    await waitFor(() => expect(loads()).toBeGreaterThan(loadsBefore));
    expect(order()).toEqual(['product-tile-11', 'product-tile-12', 'product-tile-13']);
  });

  it('a keyboard drag of a product handle (Space, arrow, Space) sends the dropped order', async () => {
    // jsdom lays nothing out: tiles get a row of 100 px boxes in document order.
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const tiles = [...document.querySelectorAll('[data-testid^="product-tile-"]')];
      const index = tiles.indexOf(this);
      const left = index < 0 ? 0 : index * 100;
      return {
        x: left,
        y: 0,
        left,
        top: 0,
        width: 90,
        height: 90,
        right: left + 90,
        bottom: 90,
        toJSON() {},
      };
    });
    afterEachRestore.push(() => rect.mockRestore());
    const app = openCatalogue('/vendor/1/catalog', 'VENDOR_OWNER', {
      [`POST ${CATALOGUE_PATH}/sections/1/products/change-order`]: { body: { ok: true } },
    });
    const handle = await screen.findByTestId('product-drag-11');
    handle.focus();
    // The sensor starts listening for the moving keys a tick after it picked the item up.
    const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await tick();
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    await tick();
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    await tick();
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    await waitFor(() =>
      expect(
        app.server.callsTo('POST', `${CATALOGUE_PATH}/sections/1/products/change-order`)[0]?.body,
      ).toEqual({
        orderedProductIds: [12, 13, 11],
      }),
    );
  });

  it('shows the add placeholders to owners and managers, not to workers', async () => {
    const { unmount } = openCatalogue('/vendor/1/catalog', 'VENDOR_MANAGER');
    await screen.findByTestId('product-grid');
    expect(screen.getByTestId('add-section')).toBeTruthy();
    const grid = screen.getByTestId('product-grid');
    const first = grid.querySelector('[data-orientation]')?.firstElementChild;
    expect(first?.getAttribute('data-testid')).toBe('add-product-placeholder');
    unmount();

    openCatalogue('/vendor/1/catalog', 'VENDOR_WORKER');
    await screen.findByTestId('product-grid');
    expect(screen.queryByTestId('add-section')).toBeNull();
    expect(screen.queryByTestId('add-product-placeholder')).toBeNull();
    expect(screen.queryByTestId('section-move-1-down')).toBeNull();
    expect(screen.queryByTestId('product-menu-11')).toBeNull();
    expect(screen.queryByTestId('product-price-link-11')).toBeNull();
    expect(screen.queryByTestId('product-visible-11')).toBeNull();
    expect(screen.getByTestId('product-available-11')).toBeTruthy();
  });

  it('lets a worker switch availability', async () => {
    let available = true;
    const app = openCatalogue('/vendor/1/catalog', 'VENDOR_WORKER', {
      'PUT vendor/products/11/available': (request: FakeRequest) => {
        available = (request.body as { available: boolean }).available;
        return { body: { ...makeCatalogue().sections[0]?.products[0], available } };
      },
    });
    await screen.findByTestId('product-grid');
    fireEvent.click(within(tile(11)).getByRole('switch', { name: 'Available' }));
    fireEvent.click(await screen.findByTestId('product-available-11-until-back'));
    await waitFor(() => expect(app.server.callsTo('PUT', 'vendor/products/11/available')).toHaveLength(1));
    expect(available).toBe(false);
    await waitFor(() => expect(tile(11).getAttribute('data-available')).toBe('false'));
  });

  it('searches the whole catalogue as you type, grouped by section, in any menu language', async () => {
    openCatalogue();
    const search = await screen.findByTestId('catalog-search');
    fireEvent.change(search, { target: { value: 'salad' } });
    const results = await screen.findByTestId('catalog-search-results');
    expect(within(results).getByTestId('search-group-2')).toBeTruthy();
    expect(within(results).queryByTestId('search-group-1')).toBeNull();
    expect(within(results).getByTestId('product-tile-21')).toBeTruthy();
    expect(within(results).getByTestId('product-tile-22')).toBeTruthy();

    fireEvent.change(search, { target: { value: 'маргар' } });
    await waitFor(() => expect(screen.getByTestId('catalog-search-results')).toBeTruthy());
    expect(within(screen.getByTestId('catalog-search-results')).getByTestId('product-tile-11')).toBeTruthy();

    fireEvent.change(search, { target: { value: 'sushi' } });
    expect((await screen.findByTestId('catalog-search-empty')).textContent).toContain('sushi');

    fireEvent.change(search, { target: { value: '' } });
    await screen.findByTestId('product-grid');
  });

  it("names the section menu's categories entry for what it opens: the catalogue's categories", async () => {
    openCatalogue();
    fireEvent.click(await screen.findByTestId('section-menu-1'));
    const entry = await screen.findByTestId('section-action-change-section-categories-tags');
    expect(entry.textContent).toBe('Catalogue categories');
    fireEvent.click(entry);
    const modal = await screen.findByTestId('change-section-categories-tags-modal');
    expect(await within(modal).findByText('Catalogue categories')).toBeTruthy();
  });

  it('says before any click that a section with products cannot be deleted, and offers no Delete', async () => {
    const app = openCatalogue();
    fireEvent.click(await screen.findByTestId('section-menu-1'));
    fireEvent.click(await screen.findByTestId('section-action-delete'));
    expect((await screen.findByTestId('delete-refused')).textContent).toContain(
      'This section has 3 products, so it cannot be deleted.',
    );
    expect(screen.queryByTestId('confirm-delete')).toBeNull();
    expect(app.server.callsTo('DELETE', 'vendor/sections/1')).toHaveLength(0);
  });

  it('explains the refusal when products arrived in the section meanwhile', async () => {
    const catalogue = makeCatalogue();
    const empty = {
      ...catalogue,
      sections: catalogue.sections.map((s) => (s.id === 3 ? { ...s, products: [] } : s)),
    };
    openCatalogue('/vendor/1/catalog', 'VENDOR_OWNER', {
      ...catalogueRoutes(empty),
      'DELETE vendor/sections/3': {
        status: 409,
        body: { code: 'NonEmptyCatalogueSectionDeletionException', message: 'not empty' },
      },
    });
    fireEvent.click(await screen.findByTestId('section-menu-3'));
    fireEvent.click(await screen.findByTestId('section-action-delete'));
    fireEvent.click(await screen.findByTestId('confirm-delete'));
    expect((await screen.findByTestId('delete-refused')).textContent).toContain('still has products');
  });

  it('a product without a price is not published: the page says why and sends nothing', async () => {
    const catalogue = makeCatalogue();
    const unpriced = {
      ...catalogue,
      sections: catalogue.sections.map((s) =>
        s.id === 3 ? { ...s, products: s.products.map((p) => ({ ...p, price: 0 })) } : s,
      ),
    };
    const app = openCatalogue('/vendor/1/catalog?section=3', 'VENDOR_OWNER', catalogueRoutes(unpriced));
    await screen.findByTestId('product-grid');
    fireEvent.click(within(tile(31)).getByRole('switch', { name: 'Visible' }));
    expect((await screen.findByTestId('warning-modal')).textContent).toContain(
      'a product without a price cannot be shown to customers',
    );
    expect(app.server.callsTo('PUT', 'vendor/products/31')).toHaveLength(0);
    expect(tile(31).getAttribute('data-visible')).toBe('false');
  });

  it('names the server refusal of an unpriced product', async () => {
    openCatalogue('/vendor/1/catalog?section=3', 'VENDOR_OWNER', {
      'PUT vendor/products/31': {
        status: 409,
        body: { code: 'ProductPriceRequired', message: 'Set a price first' },
      },
    });
    await screen.findByTestId('product-grid');
    fireEvent.click(within(tile(31)).getByRole('switch', { name: 'Visible' }));
    expect((await screen.findByTestId('warning-modal')).textContent).toContain('Set a price first');
    await waitFor(() => expect(tile(31).getAttribute('data-visible')).toBe('false'));
  });

  it('the header status follows the catalogue visibility switch without a reload', async () => {
    let visible = true;
    const user = makeUser('VENDOR_OWNER');
    openCatalogue('/vendor/1/catalog', 'VENDOR_OWNER', {
      'GET vendor/users/me': () => ({ body: { ...user, account: { ...user.account, visible } } }),
      [`PUT ${CATALOGUE_PATH}/visible`]: (request: FakeRequest) => {
        visible = (request.body as { visible: boolean }).visible;
        return { body: { visible } };
      },
    });
    const status = await screen.findByTestId('status-badge');
    expect(status.getAttribute('data-status')).toBe('opened');
    fireEvent.click(await screen.findByTestId('catalog-visible'));
    await waitFor(() =>
      expect(screen.getByTestId('status-badge').getAttribute('data-status')).toBe('closed'),
    );
  });

  it('explains why a product is not removed from its only section', async () => {
    openCatalogue('/vendor/1/catalog', 'VENDOR_OWNER', {
      'DELETE vendor/sections/1/products/12': {
        status: 409,
        body: { code: 'ProductMustHaveAtLeastOneSectionException', message: 'last' },
      },
    });
    fireEvent.click(await screen.findByTestId('product-menu-12'));
    fireEvent.click(await screen.findByTestId('product-action-remove'));
    fireEvent.click(await screen.findByTestId('confirm-delete'));
    expect((await screen.findByTestId('delete-refused')).textContent).toContain('at least one');
  });
});
