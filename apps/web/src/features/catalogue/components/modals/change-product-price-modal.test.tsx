import { TIMINGS_MS, type UpdateProductRequest } from '@larder/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct } from '@/test/catalogue-detail-fixtures';
import type { FakeRequest } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const URL = '/vendor/1/orders?view=change-product-price&product=1';

/** The price modal over a page, for a product; PUT answers the product with the body applied. */
async function openPriceModal(
  productOverrides = {},
  role: 'VENDOR_OWNER' | 'VENDOR_WORKER' = 'VENDOR_OWNER',
) {
  let product = makeProduct(productOverrides);
  const app = renderApp(URL, {
    user: makeUser(role),
    api: {
      'GET vendor/products/1': () => ({ body: product }),
      'PUT vendor/products/1': (request: FakeRequest) => {
        const body = request.body as UpdateProductRequest;
        product = {
          ...product,
          price: body.price ?? product.price,
          discountPrice: body.discountPrice === undefined ? product.discountPrice : body.discountPrice,
          visible: body.visible ?? product.visible,
        };
        return { body: product };
      },
    },
  });
  return app;
}

/** The fixture product as the modal sends it: as GET gave it, less the stock count. */
const sentProduct = (overrides: Parameters<typeof makeProduct>[0] = {}) => {
  const { stock: _stock, ...product } = makeProduct(overrides);
  return product;
};

const putBodies = (app: ReturnType<typeof renderApp>) =>
  app.server.callsTo('PUT', 'vendor/products/1').map((call) => call.body);

/** Runs pending promises and zero-delay timers (fake clock standing still) until `done` holds. */
async function flushWithoutTime(done: () => boolean) {
  for (let round = 0; round < 50 && !done(); round += 1) {
    await act(() => vi.advanceTimersByTimeAsync(0));
  }
  expect(done()).toBe(true);
}

async function modalReady() {
  const modal = await screen.findByTestId('change-product-price-modal');
  const price = await within(modal).findByLabelText('Price');
  return {
    modal,
    price: price as HTMLInputElement,
    save: within(modal).getByRole('button', { name: 'Save' }),
  };
}

describe('price modal', () => {
  // docs/product.md#products: the price update sends the product as GET gave it, with the new prices.
  it('is titled "Sections and cost", lists the sections and shows the currency of the locale', async () => {
    await openPriceModal();
    const { modal, price } = await modalReady();
    expect(within(modal).getByRole('heading', { name: 'Sections and cost' })).toBeTruthy();
    expect(within(modal).getByTestId('price-sections').textContent).toContain('Pizza');
    expect(price.value).toBe('12.00');
    expect((await within(modal).findAllByText('EUR')).length).toBeGreaterThan(0);
  });

  it('keeps Save disabled while the price is 0 or empty', async () => {
    await openPriceModal({ price: 0 });
    const { price, save } = await modalReady();
    expect(price.value).toBe('');
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(price, { target: { value: '0' } });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(price, { target: { value: '4.5' } });
    expect(save).toHaveProperty('disabled', false);
    fireEvent.change(price, { target: { value: '' } });
    expect(save).toHaveProperty('disabled', true);
  });

  it('refuses an 8th character, a minus and letters, keeping the previous value', async () => {
    await openPriceModal();
    const { price } = await modalReady();
    fireEvent.change(price, { target: { value: '1234567' } });
    expect(price.value).toBe('1234567');
    fireEvent.change(price, { target: { value: '12345678' } });
    expect(price.value).toBe('1234567');
    fireEvent.change(price, { target: { value: '-5' } });
    expect(price.value).toBe('1234567');
    fireEvent.change(price, { target: { value: '12a' } });
    expect(price.value).toBe('1234567');
  });

  it('saves the price with no discount as null and closes', async () => {
    const app = await openPriceModal();
    const { price, save } = await modalReady();
    fireEvent.change(price, { target: { value: '14.5' } });
    fireEvent.click(save);
    await waitFor(() => expect(app.location().search).not.toContain('view='));
    expect(putBodies(app)).toEqual([{ ...sentProduct(), price: 14.5, discountPrice: null }]);
  });

  it('never sends the stock count back: orders may have moved it since the modal read it', async () => {
    const app = await openPriceModal({ stock: 5 });
    const { price, save } = await modalReady();
    fireEvent.change(price, { target: { value: '14.5' } });
    fireEvent.click(save);
    await waitFor(() => expect(putBodies(app)).toHaveLength(1));
    expect(putBodies(app)[0]).not.toHaveProperty('stock');
  });

  it('on sale, the old price is the product price and the main price the discount price', async () => {
    const app = await openPriceModal();
    const { modal, price, save } = await modalReady();
    expect(within(modal).queryByLabelText('Old price')).toBeNull();

    fireEvent.click(within(modal).getByRole('switch', { name: /Sale/ }));
    const oldPrice = within(modal).getByLabelText('Old price') as HTMLInputElement;
    expect(oldPrice.value).toBe('12.00');
    // The discount starts from 0: nothing to save until the sale price is typed.
    expect(price.value).toBe('');
    expect(save).toHaveProperty('disabled', true);

    fireEvent.change(price, { target: { value: '9' } });
    expect(within(modal).getByTestId('price-preview-old').textContent).toContain('12.00');
    expect(within(modal).getByTestId('price-preview').textContent).toContain('9.00');
    fireEvent.click(save);
    await waitFor(() => expect(app.location().search).not.toContain('view='));
    expect(putBodies(app)).toEqual([{ ...sentProduct(), price: 12, discountPrice: 9 }]);
  });

  it('refuses a sale price that is not below the old price', async () => {
    await openPriceModal();
    const { modal, price, save } = await modalReady();
    fireEvent.click(within(modal).getByRole('switch', { name: /Sale/ }));
    fireEvent.change(price, { target: { value: '12' } });
    expect(within(modal).getByText('The sale price must be lower than the old price')).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
  });

  it('switching the sale off resets the discount, which is saved as null', async () => {
    const app = await openPriceModal({ price: 12, discountPrice: 9 });
    const { modal, price, save } = await modalReady();
    const sale = within(modal).getByRole('switch', { name: /Sale/ }) as HTMLInputElement;
    expect(sale.checked).toBe(true);
    expect(price.value).toBe('9.00');

    fireEvent.click(sale);
    expect(price.value).toBe('12.00');
    // Back on: the old discount is gone, not restored.
    fireEvent.click(sale);
    expect(price.value).toBe('');
    fireEvent.click(sale);

    fireEvent.click(save);
    await waitFor(() => expect(app.location().search).not.toContain('view='));
    expect(putBodies(app)).toEqual([
      { ...sentProduct({ price: 12, discountPrice: 9 }), price: 12, discountPrice: null },
    ]);
  });

  it('publishes an unpublished product 300 ms after its first price is saved', async () => {
    const app = await openPriceModal({ visible: false, price: 0 });
    const { price, save } = await modalReady();
    fireEvent.change(price, { target: { value: '10' } });

    vi.useFakeTimers();
    fireEvent.click(save);
    // The save goes through without the clock moving: the 300 ms count from its success.
    await flushWithoutTime(() => !app.location().search.includes('view='));
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS_MS.autoPublish - 1));
    expect(putBodies(app)).toEqual([
      { ...sentProduct({ visible: false, price: 0 }), price: 10, discountPrice: null },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(putBodies(app)).toEqual([
      { ...sentProduct({ visible: false, price: 0 }), price: 10, discountPrice: null },
      { visible: true },
    ]);
  });

  it.each([
    ['an already published product', { visible: true, price: 0 }],
    ['an unpublished product that had a price', { visible: false, price: 5 }],
  ])('does not publish %s', async (_name, product) => {
    const app = await openPriceModal(product);
    const { price, save } = await modalReady();
    fireEvent.change(price, { target: { value: '10' } });
    vi.useFakeTimers();
    fireEvent.click(save);
    await flushWithoutTime(() => !app.location().search.includes('view='));
    await act(() => vi.advanceTimersByTimeAsync(5 * TIMINGS_MS.autoPublish));
    expect(putBodies(app)).toEqual([{ ...sentProduct(product), price: 10, discountPrice: null }]);
  });

  it('shows the warning modal when the save fails and keeps what was typed', async () => {
    const app = renderApp(URL, {
      user: makeUser('VENDOR_OWNER'),
      api: {
        'GET vendor/products/1': { body: makeProduct() },
        'PUT vendor/products/1': { status: 500, body: { code: 'InternalError', message: 'Boom' } },
      },
    });
    const { price, save } = await modalReady();
    fireEvent.change(price, { target: { value: '13' } });
    fireEvent.click(save);
    const warning = await screen.findByTestId('warning-modal');
    expect(within(warning).getByText('Oops! Something went wrong!')).toBeTruthy();
    fireEvent.click(within(warning).getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(screen.queryByTestId('warning-modal')).toBeNull());
    expect(app.location().search).toContain('view=change-product-price');
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('13');
  });

  it('is not reachable for a worker', async () => {
    const app = await openPriceModal({}, 'VENDOR_WORKER');
    await screen.findByTestId('app-header');
    // The page under the view has rendered (its orders loaded): the modal host has decided by now.
    await screen.findByRole('heading', { level: 1, name: 'Active orders' });
    await waitFor(() => expect(app.server.callsTo('GET', 'vendor/1/orders').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('change-product-price-modal')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.server.callsTo('GET', 'vendor/products/1')).toHaveLength(0);
  });
});
