import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeActiveOrders, makeOrder, makeOrderItem, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const delivery = makeOrder({
  orderId: 42,
  status: 'APPROVED',
  receiptType: 'DELIVERY',
  paymentType: 'CASH',
  promocode: 'WELCOME',
  comment: 'Ring twice',
  deliveryCost: 3.5,
  totalPrice: 30.3,
  collectPrice: 30.3,
  vendorPrice: 22.5,
  customerInfo: { name: 'Grace Hopper', phone: '+12125550188', address: '12 Main St', comment: null },
  items: [
    makeOrderItem({
      count: 2,
      price: 11.9,
      totalPrice: 26.8,
      components: [{ componentId: 1, name: 'Extra cheese', nameI18n: { values: {} }, count: 1, price: 1.5 }],
      comment: 'no onions',
    }),
  ],
  createdAt: '2026-03-02T09:05:00.000Z',
  approvedAt: '2026-03-02T09:06:00.000Z',
  approvedAtLocal: '2026-03-02T11:06:00',
  estimatedCookingStartAt: '2026-03-02T09:16:00.000Z',
  estimatedCookingStartAtLocal: '2026-03-02T11:16:00',
  estimatedCookingEndAt: '2026-03-02T09:36:00.000Z',
  estimatedCookingEndAtLocal: '2026-03-02T11:36:00',
  estimatedOrderDeliveryTime: '2026-03-02T10:06:00.000Z',
});

function open(url: string, orders = [delivery], api = {}) {
  return renderApp(url, {
    user: makeUser('VENDOR_OWNER'),
    api: { 'GET vendor/1/orders': { body: makeActiveOrders(...orders) }, ...api },
  });
}

describe('order receipt (order-check)', () => {
  it('lists products with their components and comments, prices and totals', async () => {
    open('/vendor/1/orders?view=order-check&order=42');
    const modal = await screen.findByTestId('order-check-modal');
    expect(await within(modal).findByRole('heading', { name: 'Receipt #000042' })).toBeTruthy();
    const [item] = within(modal).getAllByTestId('receipt-item');
    expect(item?.textContent).toContain('2 × Margherita');
    expect(item?.textContent).toContain('26.80 EUR');
    expect(within(modal).getByTestId('receipt-component').textContent).toContain('+ Extra cheese');
    expect(within(modal).getByTestId('receipt-comment').textContent).toContain('no onions');
    expect(within(modal).getByTestId('receipt-delivery').textContent).toBe('3.50 EUR');
    expect(within(modal).getByTestId('receipt-total').textContent).toBe('30.30 EUR');
    expect(within(modal).getByText('WELCOME')).toBeTruthy();
  });

  it('opens from the card and closes back to the page, dropping the order parameter', async () => {
    const app = open('/vendor/1/orders');
    const card = await screen.findByTestId('order-card-42');
    fireEvent.click(within(card).getByRole('link', { name: 'Receipt' }));
    expect(app.location().search).toBe('?view=order-check&order=42');
    const modal = await screen.findByTestId('order-check-modal');
    fireEvent.keyDown(document.activeElement ?? modal, { key: 'Escape' });
    expect(app.location().search).toBe('');
  });

  it('loads an order that is no longer on the page', async () => {
    open('/vendor/1/orders?view=order-check&order=42', [], {
      'GET vendor/1/orders/42': { body: { ...delivery, status: 'COMPLETED' } },
    });
    const modal = await screen.findByTestId('order-check-modal');
    expect((await within(modal).findByTestId('receipt-total')).textContent).toBe('30.30 EUR');
  });
});

describe('order details (order-info)', () => {
  it('shows the times on the vendor clock, the customer, the payment and the comments', async () => {
    open('/vendor/1/orders?view=order-info&order=42');
    const modal = await screen.findByTestId('order-info-modal');
    expect(await within(modal).findByRole('heading', { name: 'Order #000042' })).toBeTruthy();
    // The vendor is in Europe/Riga (UTC+2 in March).
    expect(within(modal).getByTestId('info-created').textContent).toBe('02/03/2026 11:05');
    expect(within(modal).getByTestId('info-approved').textContent).toBe('02/03/2026 11:06');
    expect(within(modal).getByTestId('info-cooking-start').textContent).toBe('02/03/2026 11:16');
    expect(within(modal).getByTestId('info-cooking-end').textContent).toBe('02/03/2026 11:36');
    expect(within(modal).getByTestId('info-customer').textContent).toBe('Grace Hopper');
    expect(within(modal).getByRole('link', { name: '+12125550188' }).getAttribute('href')).toBe(
      'tel:+12125550188',
    );
    expect(within(modal).getByText('Cash')).toBeTruthy();
    expect(within(modal).getByTestId('info-promocode').textContent).toBe('WELCOME');
    expect(within(modal).getByText('Ring twice')).toBeTruthy();
    expect(within(modal).getByText('no onions')).toBeTruthy();
  });
});

describe('courier (order-shipping)', () => {
  it('says a courier is being looked for while an approved delivery order has none', async () => {
    open('/vendor/1/orders?view=order-shipping&order=42');
    const modal = await screen.findByTestId('order-shipping-modal');
    expect((await within(modal).findByTestId('courier-searching')).textContent).toBe(
      'Looking for a courier…',
    );
    expect(within(modal).queryByText('Courier not found. Please contact support.')).toBeNull();
  });

  it('before approval no courier is looked for yet', async () => {
    open('/vendor/1/orders?view=order-shipping&order=42', [{ ...delivery, status: 'WAITING_APPROVAL' }]);
    const modal = await screen.findByTestId('order-shipping-modal');
    expect((await within(modal).findByTestId('courier-not-yet')).textContent).toBe(
      'A courier is looked for once the order is approved.',
    );
  });

  it('says the courier was not found when the order left without one', async () => {
    open('/vendor/1/orders?view=order-shipping&order=42', [], {
      'GET vendor/1/orders/42': { body: { ...delivery, status: 'ON_DELIVERY' } },
    });
    const modal = await screen.findByTestId('order-shipping-modal');
    expect((await within(modal).findByRole('alert')).textContent).toBe(
      'Courier not found. Please contact support.',
    );
  });

  it('shows the courier, when the delivery started and when it should arrive', async () => {
    open('/vendor/1/orders?view=order-shipping&order=42', [
      {
        ...delivery,
        courier: { name: 'Carl Courier', phone: '+37120000000', photo: null },
        deliveryStartedAt: '2026-03-02T09:40:00.000Z',
      },
    ]);
    const modal = await screen.findByTestId('order-shipping-modal');
    const courier = await within(modal).findByTestId('courier');
    expect(courier.textContent).toContain('Carl Courier');
    expect(within(courier).getByRole('link', { name: '+37120000000' })).toBeTruthy();
    expect(within(modal).getByText('02/03/2026 11:40')).toBeTruthy();
    expect(within(modal).getByText('02/03/2026 12:06')).toBeTruthy();
    expect(within(modal).queryByRole('alert')).toBeNull();
  });
});
