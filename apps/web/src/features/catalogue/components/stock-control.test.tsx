import type { Catalogue, Product, Role } from '@larder/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueRoutes, makeCatalogue, namedComponent, namedGroup } from '@/test/catalogue-fixtures';
import type { FakeRequest } from '@/test/fake-api';
import { FakeWebSocket } from '@/test/fake-socket';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

/** The fixture catalogue with Margherita (11) at `stock` and a Sauces group whose Garlic (31) has `garlic`. */
function withStock(stock: number | null, garlic: number | null = null): Catalogue {
  const catalogue = makeCatalogue();
  return {
    ...catalogue,
    sections: catalogue.sections.map((section) => ({
      ...section,
      products: section.products.map((p) => (p.id === 11 ? { ...p, stock } : p)),
    })),
    componentGroups: [namedGroup(3, 'Sauces', [{ ...namedComponent(31, 3, 'Garlic', 1), stock: garlic }])],
  };
}

function open(catalogue: Catalogue, role: Role, sent: unknown[] = [], path = '/vendor/1/catalog') {
  const margherita = catalogue.sections[0]!.products[0]!;
  const garlic = catalogue.componentGroups[0]!.components[0]!;
  const after = (stock: number | null, body: { add?: number; set?: number | null }) =>
    'add' in body ? (stock ?? 0) + (body.add ?? 0) : (body.set ?? null);
  return renderApp(path, {
    user: makeUser(role),
    api: {
      ...catalogueRoutes(catalogue),
      'POST vendor/products/11/restock': (request: FakeRequest) => {
        sent.push(request.body);
        const stock = after(margherita.stock, request.body as { add?: number; set?: number | null });
        return { body: { ...margherita, stock, available: true } satisfies Product };
      },
      'POST vendor/components/31/restock': (request: FakeRequest) => {
        sent.push(request.body);
        return { body: { ...garlic, stock: after(garlic.stock, request.body as { add?: number }) } };
      },
    },
  });
}

const tile = () => screen.getByTestId('product-tile-11');

describe('the stock count on a tile', () => {
  it('says how many are left, in red at 3 or fewer, and nothing for an item not counted', async () => {
    open(withStock(12), 'VENDOR_WORKER');
    await screen.findByTestId('product-grid');
    const left = within(tile()).getByTestId('product-stock-11-left');
    expect(left.textContent).toBe('12 left');
    expect(left.hasAttribute('data-low')).toBe(false);
    // Pepperoni is not counted: no label.
    expect(within(screen.getByTestId('product-tile-12')).queryByTestId('product-stock-12-left')).toBeNull();
  });

  it('turns red at 3 left', async () => {
    open(withStock(3), 'VENDOR_WORKER');
    await screen.findByTestId('product-grid');
    expect(within(tile()).getByTestId('product-stock-11-left').hasAttribute('data-low')).toBe(true);
  });

  it('says it in Russian for a Russian user', async () => {
    renderApp('/vendor/1/catalog', {
      user: { ...makeUser('VENDOR_OWNER'), langCode: 'ru' },
      api: catalogueRoutes(withStock(1)),
    });
    await screen.findByTestId('product-grid');
    await waitFor(() =>
      expect(within(tile()).getByTestId('product-stock-11-left').textContent).toBe('Осталось 1'),
    );
  });

  it('a worker adds 10 with one press; the tile shows the server’s count', async () => {
    const sent: unknown[] = [];
    open(withStock(2), 'VENDOR_WORKER', sent);
    await screen.findByTestId('product-grid');
    fireEvent.click(within(tile()).getByTestId('product-stock-11-restock'));
    fireEvent.click(await screen.findByTestId('product-stock-11-add'));
    await waitFor(() => expect(sent).toEqual([{ add: 10 }]));
    await waitFor(() =>
      expect(within(tile()).getByTestId('product-stock-11-left').textContent).toBe('12 left'),
    );
    expect(within(tile()).getByTestId('product-stock-11-left').hasAttribute('data-low')).toBe(false);
    // And again: the button opens its popover every time, not only the first.
    await waitFor(() => expect(screen.queryByTestId('product-stock-11-add')).toBeNull());
    fireEvent.click(within(tile()).getByTestId('product-stock-11-restock'));
    fireEvent.click(await screen.findByTestId('product-stock-11-add'));
    await waitFor(() => expect(sent).toEqual([{ add: 10 }, { add: 10 }]));
  });

  it('sets an exact count, refusing one above the maximum before anything is sent', async () => {
    const sent: unknown[] = [];
    open(withStock(null), 'VENDOR_OWNER', sent);
    await screen.findByTestId('product-grid');
    fireEvent.click(within(tile()).getByTestId('product-stock-11-restock'));
    const input = (await screen.findByTestId('product-stock-11-exact')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2000000' } });
    expect((screen.getByTestId('product-stock-11-set') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: '25' } });
    fireEvent.click(screen.getByTestId('product-stock-11-set'));
    await waitFor(() => expect(sent).toEqual([{ set: 25 }]));
    await waitFor(() =>
      expect(within(tile()).getByTestId('product-stock-11-left').textContent).toBe('25 left'),
    );
  });

  it('stops counting a counted item', async () => {
    const sent: unknown[] = [];
    open(withStock(4), 'VENDOR_MANAGER', sent);
    await screen.findByTestId('product-grid');
    fireEvent.click(within(tile()).getByTestId('product-stock-11-restock'));
    fireEvent.click(await screen.findByTestId('product-stock-11-untrack'));
    await waitFor(() => expect(sent).toEqual([{ set: null }]));
    await waitFor(() => expect(within(tile()).queryByTestId('product-stock-11-left')).toBeNull());
  });

  it('a modifier tile shows its count and restocks the same way', async () => {
    const sent: unknown[] = [];
    open(withStock(null, 2), 'VENDOR_WORKER', sent, '/vendor/1/catalog?group=3');
    const grid = await screen.findByTestId('component-grid');
    const left = within(grid).getByTestId('component-stock-31-left');
    expect(left.textContent).toBe('2 left');
    expect(left.hasAttribute('data-low')).toBe(true);
    fireEvent.click(within(grid).getByTestId('component-stock-31-restock'));
    fireEvent.click(await screen.findByTestId('component-stock-31-add'));
    await waitFor(() => expect(sent).toEqual([{ add: 10 }]));
    await waitFor(() =>
      expect(within(grid).getByTestId('component-stock-31-left').textContent).toBe('12 left'),
    );
  });

  it('follows the live socket: an order elsewhere moves the count and the tile shows it', async () => {
    let stock = 5;
    const app = renderApp('/vendor/1/catalog', {
      user: makeUser('VENDOR_WORKER'),
      api: {
        ...catalogueRoutes(withStock(5)),
        'GET vendor/accounts/10/catalogue/catalogue': () => ({ body: withStock(stock) }),
      },
    });
    await screen.findByTestId('product-grid');
    expect(within(tile()).getByTestId('product-stock-11-left').textContent).toBe('5 left');
    const socket = FakeWebSocket.latest!;
    await act(async () => socket.serverOpen());
    const reads = () => app.server.callsTo('GET', 'vendor/accounts/10/catalogue/catalogue').length;
    const before = reads();
    stock = 2;
    await act(async () =>
      socket.serverSend({ type: 'CATALOGUE_AVAILABILITY', body: { productIds: [11], componentIds: [] } }),
    );
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    await waitFor(() =>
      expect(within(tile()).getByTestId('product-stock-11-left').textContent).toBe('2 left'),
    );
    expect(within(tile()).getByTestId('product-stock-11-left').hasAttribute('data-low')).toBe(true);
  });
});
