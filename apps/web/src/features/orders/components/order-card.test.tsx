import type { Order, TakeAwayValidationMethod } from '@larder/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeRequest, FakeResponse } from '@/test/fake-api';
import { makeActiveOrders, makeOrder, makeUser, makeVendorParams } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { declinedOrders } from '../lib/declined-orders';

beforeEach(() => declinedOrders.clear());
afterEach(() => vi.unstubAllGlobals());

type Handler = FakeResponse | ((request: FakeRequest) => FakeResponse);

async function openOrders(
  orders: Order[],
  {
    method = 'DISABLED',
    api = {},
  }: { method?: TakeAwayValidationMethod; api?: Record<string, Handler> } = {},
) {
  const app = renderApp('/vendor/1/orders', {
    user: makeUser('VENDOR_WORKER'),
    api: {
      'GET vendor/1/orders': { body: makeActiveOrders(...orders) },
      'GET vendor/params': {
        body: makeVendorParams({
          courierSettings: { takeAwayValidationMethod: method },
          orderSettings: { cookingDelayOptions: [0, 10, 20] },
        }),
      },
      ...api,
    },
  });
  for (const order of orders) await screen.findByTestId(`order-card-${order.orderId}`);
  // The params (take-away method, delays) are loaded with the page.
  await waitFor(() => expect(app.server.callsTo('GET', 'vendor/params').length).toBeGreaterThan(0));
  return app;
}

const card = (orderId: number) => screen.getByTestId(`order-card-${orderId}`);
const buttonsOf = (orderId: number) =>
  within(card(orderId))
    .queryAllByRole('button')
    .map((button) => button.getAttribute('data-testid'))
    .filter(Boolean);

/** A PUT that answers the order as the server would after the move. */
const answers = (order: Order): Handler => ({ body: order });

describe('order card actions follow the state machine', () => {
  it('offers approve and decline for a waiting order', async () => {
    await openOrders([makeOrder({ orderId: 1 })]);
    expect(buttonsOf(1)).toEqual(['approve-order', 'approve-delay', 'decline-order']);
  });

  it('offers ready for a confirmed order of either type', async () => {
    await openOrders([
      makeOrder({ orderId: 1, status: 'APPROVED' }),
      makeOrder({ orderId: 2, status: 'APPROVED', receiptType: 'DELIVERY' }),
    ]);
    expect(buttonsOf(1)).toEqual(['ready-order']);
    expect(buttonsOf(2)).toEqual(['ready-order']);
  });

  it('offers complete for a takeaway order ready for pickup', async () => {
    await openOrders([makeOrder({ orderId: 1, status: 'ARRIVED' })]);
    expect(buttonsOf(1)).toEqual(['complete-order']);
    expect(within(card(1)).getByTestId('complete-order').textContent).toBe('Complete');
  });

  it('offers "hand to courier" for a delivery order that is ready', async () => {
    await openOrders([
      makeOrder({
        orderId: 1,
        status: 'APPROVED',
        receiptType: 'DELIVERY',
        readyAt: new Date().toISOString(),
      }),
    ]);
    expect(buttonsOf(1)).toEqual(['complete-order']);
    expect(within(card(1)).getByTestId('complete-order').textContent).toBe('Hand to courier');
    expect(within(card(1)).getByTestId('order-status').textContent).toBe('Ready, waiting for the courier');
  });
});

describe('approve', () => {
  it('approves at once and moves the card to confirmed', async () => {
    const order = makeOrder({ orderId: 1 });
    const app = await openOrders([order], {
      api: { 'PUT vendor/1/orders/1/approve': answers({ ...order, status: 'APPROVED' }) },
    });
    fireEvent.click(within(card(1)).getByTestId('approve-order'));
    await waitFor(() =>
      expect(within(screen.getByTestId('order-group-APPROVED')).getByTestId('order-card-1')).toBeTruthy(),
    );
    expect(
      within(screen.getByTestId('order-group-WAITING_APPROVAL')).queryByTestId('order-card-1'),
    ).toBeNull();
    const [call] = app.server.fetchMock.mock.calls.filter(([url]) => String(url).includes('/approve'));
    expect(String(call?.[0])).not.toContain('cookingDelayTime');
  });

  it('approves with a cooking delay picked from the params options', async () => {
    const order = makeOrder({ orderId: 1 });
    const app = await openOrders([order], {
      api: {
        'PUT vendor/1/orders/1/approve': answers({ ...order, status: 'APPROVED', cookingDelayTime: 20 }),
      },
    });
    fireEvent.click(within(card(1)).getByTestId('approve-delay'));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Start cooking now', 'Start cooking in 10 min', 'Start cooking in 20 min']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Start cooking in 20 min' }));
    await waitFor(() => expect(app.server.callsTo('PUT', 'vendor/1/orders/1/approve')).toHaveLength(1));
    const [call] = app.server.fetchMock.mock.calls.filter(([url]) => String(url).includes('/approve'));
    expect(new URL(String(call?.[0])).searchParams.get('cookingDelayTime')).toBe('20');
  });

  it('tells calmly that someone else acted first, and reloads the lists', async () => {
    const order = makeOrder({ orderId: 1 });
    let served = 0;
    const app = await openOrders([order], {
      api: {
        'GET vendor/1/orders': () => {
          served += 1;
          // After the conflict the server says the order was declined by a colleague.
          return { body: served > 1 ? makeActiveOrders() : makeActiveOrders(order) };
        },
        'PUT vendor/1/orders/1/approve': {
          status: 409,
          body: { code: 'InvalidOrderTransition', message: 'An order in status DECLINED cannot be approved' },
        },
      },
    });
    const before = app.server.callsTo('GET', 'vendor/1/orders').length;
    fireEvent.click(within(card(1)).getByTestId('approve-order'));
    expect(
      await screen.findByText(
        'Order #000001 was already updated by someone else. The list has been refreshed.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('order-card-1')).toBeNull());
    expect(app.server.callsTo('GET', 'vendor/1/orders').length).toBeGreaterThan(before);
    expect(screen.queryByText('Oops! Something went wrong!')).toBeNull();
  });
});

describe('decline', () => {
  it('asks for confirmation first and sends the reason', async () => {
    const order = makeOrder({ orderId: 1 });
    const app = await openOrders([order], {
      api: { 'PUT vendor/1/orders/1/decline': answers({ ...order, status: 'DECLINED' }) },
    });
    fireEvent.click(within(card(1)).getByTestId('decline-order'));
    const dialog = await screen.findByRole('dialog', { name: 'Decline order #000001?' });
    expect(app.server.callsTo('PUT', 'vendor/1/orders/1/decline')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), {
      target: { value: 'Out of basil' },
    });
    fireEvent.click(within(dialog).getByTestId('confirm-decline'));
    await waitFor(() => expect(screen.queryByTestId('order-card-1')).toBeNull());
    expect(app.server.callsTo('PUT', 'vendor/1/orders/1/decline')[0]?.body).toEqual({
      declineComment: 'Out of basil',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the order when the confirmation is cancelled, and the focus on Decline', async () => {
    const app = await openOrders([makeOrder({ orderId: 1 })]);
    const decline = within(card(1)).getByTestId('decline-order');
    decline.focus();
    fireEvent.click(decline);
    const dialog = await screen.findByRole('dialog', { name: 'Decline order #000001?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: 'No basil' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(card(1)).toBeTruthy();
    expect(app.server.callsTo('PUT', 'vendor/1/orders/1/decline')).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(decline));
    // Asked again, the dialog still holds the reason typed.
    fireEvent.click(decline);
    const again = await screen.findByRole('dialog', { name: 'Decline order #000001?' });
    expect(within(again).getByLabelText<HTMLTextAreaElement>('Reason (optional)').value).toBe('No basil');
  });
});

describe('ready', () => {
  it('moves a takeaway order to ready for pickup', async () => {
    const order = makeOrder({ orderId: 1, status: 'APPROVED' });
    await openOrders([order], {
      api: { 'PUT vendor/1/orders/1/ready': answers({ ...order, status: 'ARRIVED' }) },
    });
    fireEvent.click(within(card(1)).getByTestId('ready-order'));
    await waitFor(() =>
      expect(within(screen.getByTestId('order-group-ARRIVED')).getByTestId('order-card-1')).toBeTruthy(),
    );
  });
});

describe('complete per take-away validation method', () => {
  const arrived = makeOrder({ orderId: 1, status: 'ARRIVED', takeAwayCode: 'K7QP' });
  const completed = answers({ ...arrived, status: 'COMPLETED' });

  it('DISABLED: completes at once', async () => {
    const app = await openOrders([arrived], {
      method: 'DISABLED',
      api: { 'PUT vendor/1/orders/1/complete': completed },
    });
    fireEvent.click(within(card(1)).getByTestId('complete-order'));
    await waitFor(() => expect(screen.queryByTestId('order-card-1')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.server.callsTo('PUT', 'vendor/1/orders/1/complete')[0]?.body).toEqual({});
  });

  it('VENDOR_QR: shows the take-away code as a QR code, completes on confirmation', async () => {
    const app = await openOrders([arrived], {
      method: 'VENDOR_QR',
      api: { 'PUT vendor/1/orders/1/complete': completed },
    });
    fireEvent.click(within(card(1)).getByTestId('complete-order'));
    const dialog = await screen.findByRole('dialog', { name: 'Hand over order #000001' });
    expect(within(dialog).getByTestId('take-away-code').textContent).toBe('K7QP');
    await waitFor(() => expect(dialog.querySelector('svg title')?.textContent).toBe('Take-away code'));
    expect(app.server.callsTo('PUT', 'vendor/1/orders/1/complete')).toHaveLength(0);

    fireEvent.click(within(dialog).getByTestId('confirm-complete'));
    await waitFor(() => expect(screen.queryByTestId('order-card-1')).toBeNull());
    expect(app.server.callsTo('PUT', 'vendor/1/orders/1/complete')).toHaveLength(1);
  });

  it('COURIER_CODE: asks for the code, says when it is wrong, completes with the right one', async () => {
    const app = await openOrders([arrived], {
      method: 'COURIER_CODE',
      api: {
        'PUT vendor/1/orders/1/complete': (request) =>
          (request.body as { takeAwayCode?: string }).takeAwayCode === 'K7QP'
            ? { body: { ...arrived, status: 'COMPLETED' } }
            : { status: 409, body: { code: 'InvalidTakeAwayCode', message: 'Wrong code' } },
      },
    });
    fireEvent.click(within(card(1)).getByTestId('complete-order'));
    const dialog = await screen.findByRole('dialog', { name: 'Complete order #000001' });
    const input = within(dialog).getByLabelText('Take-away code');

    fireEvent.change(input, { target: { value: 'zzzz' } });
    fireEvent.click(within(dialog).getByTestId('confirm-complete'));
    expect(await within(dialog).findByText('This code does not match the order')).toBeTruthy();
    expect(card(1)).toBeTruthy();

    fireEvent.change(input, { target: { value: 'k7qp' } });
    fireEvent.click(within(dialog).getByTestId('confirm-complete'));
    await waitFor(() => expect(screen.queryByTestId('order-card-1')).toBeNull());
    expect(app.server.callsTo('PUT', 'vendor/1/orders/1/complete').map((call) => call.body)).toEqual([
      { takeAwayCode: 'ZZZZ' },
      { takeAwayCode: 'K7QP' },
    ]);
  });

  it('hands a ready delivery order to the courier without any code, after a confirmation', async () => {
    const ready = makeOrder({
      orderId: 2,
      status: 'APPROVED',
      receiptType: 'DELIVERY',
      readyAt: new Date().toISOString(),
      takeAwayCode: null,
      courier: { name: 'Carl Courier', phone: null, photo: null },
    });
    const app = await openOrders([ready], {
      method: 'COURIER_CODE',
      api: { 'PUT vendor/1/orders/2/complete': answers({ ...ready, status: 'ON_DELIVERY' }) },
    });
    fireEvent.click(within(card(2)).getByTestId('complete-order'));
    const dialog = await screen.findByRole('dialog', { name: 'Hand order #000002 to the courier?' });
    expect(within(dialog).getByTestId('hand-over-courier').textContent).toBe('Courier: Carl Courier');
    expect(app.server.callsTo('PUT', 'vendor/1/orders/2/complete')).toHaveLength(0);

    fireEvent.click(within(dialog).getByTestId('confirm-hand-over'));
    await waitFor(() => expect(screen.queryByTestId('order-card-2')).toBeNull());
    expect(app.server.callsTo('PUT', 'vendor/1/orders/2/complete')).toHaveLength(1);
  });

  it('cancelling the hand-over confirmation leaves the order with the kitchen', async () => {
    const ready = makeOrder({
      orderId: 2,
      status: 'APPROVED',
      receiptType: 'DELIVERY',
      readyAt: new Date().toISOString(),
      takeAwayCode: null,
    });
    const app = await openOrders([ready]);
    fireEvent.click(within(card(2)).getByTestId('complete-order'));
    const dialog = await screen.findByRole('dialog', { name: 'Hand order #000002 to the courier?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(card(2)).toBeTruthy();
    expect(app.server.callsTo('PUT', 'vendor/1/orders/2/complete')).toHaveLength(0);
  });
});

describe('kitchen ticket', () => {
  function stubWindowOpen() {
    const tab = { location: { href: 'about:blank' }, close: vi.fn(), opener: {} as unknown };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    return { tab, open };
  }
  afterEach(() => vi.restoreAllMocks());

  it('links every card to its ticket, opened in a new tab', async () => {
    await openOrders([makeOrder({ orderId: 7 })]);
    const link = within(card(7)).getByTestId('print-ticket');
    expect(link.textContent).toBe('Print ticket');
    expect(link.getAttribute('href')).toBe('http://larder.test/api/vendor/1/orders/7/ticket');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('with print on accept, opens the ticket for printing once the order is accepted', async () => {
    const order = makeOrder({ orderId: 1 });
    await openOrders([order], {
      api: { 'PUT vendor/1/orders/1/approve': answers({ ...order, status: 'APPROVED' }) },
    });
    const { tab, open } = stubWindowOpen();
    const toggle = screen.getByRole('switch', { name: 'Print on accept' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    expect(window.localStorage.getItem('larder.orders.printOnAccept')).toBe('true');

    fireEvent.click(within(card(1)).getByTestId('approve-order'));
    // Opened on the click itself, where popup blockers allow it.
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(tab.location.href).toBe('http://larder.test/api/vendor/1/orders/1/ticket?autoprint=1'),
    );
    expect(tab.opener).toBeNull();
  });

  it('closes the waiting tab when the order could not be accepted', async () => {
    window.localStorage.setItem('larder.orders.printOnAccept', 'true');
    const order = makeOrder({ orderId: 1 });
    await openOrders([order], {
      api: {
        'PUT vendor/1/orders/1/approve': {
          status: 409,
          body: { code: 'InvalidOrderTransition', message: 'An order in status DECLINED cannot be approved' },
        },
      },
    });
    const { tab } = stubWindowOpen();
    fireEvent.click(within(card(1)).getByTestId('approve-order'));
    await waitFor(() => expect(tab.close).toHaveBeenCalledTimes(1));
    expect(tab.location.href).toBe('about:blank');
  });

  it('without print on accept, accepting opens nothing', async () => {
    const order = makeOrder({ orderId: 1 });
    await openOrders([order], {
      api: { 'PUT vendor/1/orders/1/approve': answers({ ...order, status: 'APPROVED' }) },
    });
    const { open } = stubWindowOpen();
    fireEvent.click(within(card(1)).getByTestId('approve-order'));
    await waitFor(() =>
      expect(within(screen.getByTestId('order-group-APPROVED')).getByTestId('order-card-1')).toBeTruthy(),
    );
    expect(open).not.toHaveBeenCalled();
  });
});
