import type { ActiveOrders, Order } from '@larder/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '@/test/fake-socket';
import { makeActiveOrders, makeOrder, makeOrderItem, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setViewportWidth } from '@/test/viewport';
import { declinedOrders } from '../lib/declined-orders';

beforeEach(() => declinedOrders.clear());
afterEach(() => vi.unstubAllGlobals());

/** The orders page against a fake API whose list answer the test can change. */
async function openOrders(initial: Order[], url = '/vendor/1/orders') {
  const server = { lists: makeActiveOrders(...initial) as ActiveOrders };
  const app = renderApp(url, {
    user: makeUser('VENDOR_OWNER'),
    api: { 'GET vendor/1/orders': () => ({ body: server.lists }) },
  });
  await screen.findByTestId('order-group-WAITING_APPROVAL');
  const listCalls = () => app.server.callsTo('GET', 'vendor/1/orders').length;
  /** The socket opens (the lists are reloaded); resolves once that load is done. */
  const goLive = async () => {
    const before = listCalls();
    await act(async () => socket().serverOpen());
    await waitFor(() => expect(listCalls()).toBe(before + 1));
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
  };
  /** The server's lists change (as the message about to come says). */
  const serverHas = (...orders: Order[]) => {
    server.lists = makeActiveOrders(...orders);
  };
  return { app, server, listCalls, goLive, serverHas };
}

const group = (status: string) => screen.getByTestId(`order-group-${status}`);
const socket = () => {
  const latest = FakeWebSocket.latest;
  if (!latest) throw new Error('no live socket');
  return latest;
};
const send = (message: unknown) => act(async () => socket().serverSend(message));

describe('active orders page', () => {
  it('shows the three groups with their orders', async () => {
    await openOrders([
      makeOrder({
        orderId: 123,
        totalPrice: 24.5,
        customerInfo: { name: 'Ada Lovelace', phone: '+12125550123', address: null, comment: null },
        items: [makeOrderItem({ count: 2 }), makeOrderItem({ productId: 2, name: 'Cola', count: 1 })],
      }),
      makeOrder({ orderId: 124, status: 'APPROVED', receiptType: 'DELIVERY' }),
      makeOrder({ orderId: 125, status: 'ARRIVED' }),
    ]);

    const card = await within(group('WAITING_APPROVAL')).findByTestId('order-card-123');
    expect(within(card).getByText('#000123')).toBeTruthy();
    expect(within(card).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(card).getByText('3 items')).toBeTruthy();
    expect(within(card).getByTestId('order-total').textContent).toBe('24.50 EUR');
    expect(within(card).getByTestId('order-type').textContent).toBe('Takeaway');
    expect(within(card).getByTestId('order-status').textContent).toBe('Awaiting confirmation');
    expect(within(card).getByTestId('order-elapsed').textContent).toBe('1 min');

    expect(within(group('APPROVED')).getByTestId('order-card-124')).toBeTruthy();
    expect(within(group('APPROVED')).getByText('Delivery')).toBeTruthy();
    expect(within(group('ARRIVED')).getByTestId('order-card-125')).toBeTruthy();
    expect(within(group('ARRIVED')).getByTestId('order-status').textContent).toBe('Ready for pickup');
    expect(within(group('WAITING_APPROVAL')).getByRole('heading').textContent).toBe('Awaiting confirmation');
    expect(within(group('APPROVED')).getByRole('heading').textContent).toBe('Confirmed');
    expect(within(group('ARRIVED')).getByRole('heading').textContent).toBe('Ready for pickup');
  });

  it('marks an approved order past its estimated cooking end as overdue, with the minutes late', async () => {
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    await openOrders([
      makeOrder({ orderId: 7, status: 'APPROVED', estimatedCookingEndAt: minutesAgo(7.5) }),
      makeOrder({ orderId: 8, status: 'APPROVED', estimatedCookingEndAt: minutesAgo(-10) }),
    ]);
    const late = await screen.findByTestId('order-card-7');
    expect(late.hasAttribute('data-overdue')).toBe(true);
    expect(within(late).getByTestId('order-overdue').textContent).toBe('7 min late');
    const onTime = screen.getByTestId('order-card-8');
    expect(onTime.hasAttribute('data-overdue')).toBe(false);
    expect(within(onTime).queryByTestId('order-overdue')).toBeNull();
    expect(within(onTime).getByText(/^Ready by /)).toBeTruthy();
  });

  it('a new order reads "Placed just now", not "just now ago"', async () => {
    await openOrders([makeOrder({ orderId: 9, createdAt: new Date().toISOString() })]);
    const elapsed = within(await screen.findByTestId('order-card-9')).getByTestId('order-elapsed');
    expect(elapsed.textContent).toBe('just now');
    expect(elapsed.getAttribute('title')).toBe('Placed just now');
  });

  it('searches by number, customer and item name', async () => {
    await openOrders([
      makeOrder({ orderId: 1 }),
      makeOrder({
        orderId: 2,
        status: 'APPROVED',
        customerInfo: { name: 'Grace Hopper', phone: null, address: null, comment: null },
        items: [makeOrderItem({ name: 'Caesar salad' })],
      }),
    ]);
    const search = await screen.findByRole('searchbox', { name: 'Search orders' });
    expect(search.getAttribute('placeholder')).toBe('Search for orders');

    fireEvent.change(search, { target: { value: 'grace' } });
    expect(screen.queryByTestId('order-card-1')).toBeNull();
    expect(screen.getByTestId('order-card-2')).toBeTruthy();

    fireEvent.change(search, { target: { value: '#000001' } });
    expect(screen.getByTestId('order-card-1')).toBeTruthy();
    expect(screen.queryByTestId('order-card-2')).toBeNull();

    fireEvent.change(search, { target: { value: 'caesar' } });
    expect(screen.getByTestId('order-card-2')).toBeTruthy();

    fireEvent.change(search, { target: { value: 'pizza hut' } });
    expect(screen.getByTestId('orders-no-results').textContent).toContain('pizza hut');
  });

  it('counts the orders waiting for approval on the Orders badge', async () => {
    const { goLive, serverHas } = await openOrders([
      makeOrder({ orderId: 1 }),
      makeOrder({ orderId: 2 }),
      makeOrder({ orderId: 3, status: 'APPROVED' }),
    ]);
    expect((await screen.findByTestId('orders-badge')).textContent).toBe('2');
    await goLive();
    serverHas(
      makeOrder({ orderId: 1, status: 'APPROVED' }),
      makeOrder({ orderId: 2 }),
      makeOrder({ orderId: 3, status: 'APPROVED' }),
    );
    await send({ type: 'ORDER_STATUS_UPDATE', orderId: 1, body: { status: 'APPROVED' } });
    await waitFor(() => expect(screen.getByTestId('orders-badge').textContent).toBe('1'));
  });
});

describe('live orders', () => {
  it('connects to the vendor socket and reloads the lists on every (re)connect', async () => {
    const { listCalls } = await openOrders([]);
    expect(socket().url).toBe('ws://larder.test/api/vendor/socket?vendorId=1');
    await waitFor(() => expect(listCalls()).toBe(1));
    await act(async () => socket().serverOpen());
    await waitFor(() => expect(listCalls()).toBe(2));
    expect(screen.getByTestId('live-status').textContent).toBe('Live');
  });

  it('moves an order between groups when its status changes', async () => {
    const { goLive, serverHas } = await openOrders([makeOrder({ orderId: 1 })]);
    await screen.findByTestId('order-card-1');
    await goLive();
    serverHas(makeOrder({ orderId: 1, status: 'APPROVED' }));
    await send({ type: 'ORDER_STATUS_UPDATE', orderId: 1, body: { status: 'APPROVED' } });
    await waitFor(() => expect(within(group('WAITING_APPROVAL')).queryByTestId('order-card-1')).toBeNull());
    const card = within(group('APPROVED')).getByTestId('order-card-1');
    expect(within(card).getByTestId('order-status').textContent).toBe('Confirmed');
    expect(within(card).getByTestId('ready-order')).toBeTruthy();
  });

  it('loads an order it does not know, once, 1 s after the last message', async () => {
    const { server, listCalls, goLive } = await openOrders([]);
    await goLive();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.lists = makeActiveOrders(makeOrder({ orderId: 7 }), makeOrder({ orderId: 8 }));
    await send({ type: 'NEW_ORDER', orderId: 7, body: { status: 'WAITING_APPROVAL' } });
    act(() => vi.advanceTimersByTime(500));
    await send({ type: 'NEW_ORDER', orderId: 8, body: { status: 'WAITING_APPROVAL' } });
    act(() => vi.advanceTimersByTime(900));
    expect(listCalls()).toBe(2);
    act(() => vi.advanceTimersByTime(100));
    expect(await within(group('WAITING_APPROVAL')).findByTestId('order-card-8')).toBeTruthy();
    expect(within(group('WAITING_APPROVAL')).getByTestId('order-card-7')).toBeTruthy();
    expect(listCalls()).toBe(3);
  });

  it('remembers a declined order and keeps it away when a stale poll brings it back', async () => {
    const { app, server, goLive } = await openOrders([makeOrder({ orderId: 1 }), makeOrder({ orderId: 2 })]);
    await screen.findByTestId('order-card-1');
    await goLive();
    await send({ type: 'ORDER_STATUS_UPDATE', orderId: 1, body: { status: 'DECLINED' } });
    await waitFor(() => expect(screen.queryByTestId('order-card-1')).toBeNull());
    expect(screen.queryByTestId('order-card-1')).toBeNull();

    // A poll answered from before the decline still lists it (and a new order 3 shows it was applied).
    server.lists = makeActiveOrders(
      makeOrder({ orderId: 1 }),
      makeOrder({ orderId: 2 }),
      makeOrder({ orderId: 3 }),
    );
    await act(() => app.queryClient.refetchQueries({ queryKey: ['orders', 'list', 1] }));
    expect(await screen.findByTestId('order-card-3')).toBeTruthy();
    expect(screen.getByTestId('order-card-2')).toBeTruthy();
    expect(screen.queryByTestId('order-card-1')).toBeNull();
    expect(screen.getByTestId('orders-badge').textContent).toBe('2');
  });

  it('keeps the open order current and closes it when the order is cancelled', async () => {
    const { app, goLive, serverHas } = await openOrders(
      [makeOrder({ orderId: 5, status: 'APPROVED', receiptType: 'DELIVERY' })],
      '/vendor/1/orders?view=order-info&order=5',
    );
    const modal = await screen.findByTestId('order-info-modal');
    expect((await within(modal).findByTestId('order-status')).textContent).toBe('Confirmed');
    await goLive();
    serverHas();

    await send({
      type: 'COURIER_FOUND',
      orderId: 5,
      body: { status: 'APPROVED', courier: { name: 'Carl', phone: null, photo: null } },
    });
    await send({ type: 'ORDER_STATUS_UPDATE', orderId: 5, body: { status: 'CANCELLED' } });
    await waitFor(() => expect(screen.queryByTestId('order-info-modal')).toBeNull());
    expect(app.location().search).toBe('');
    expect(await screen.findByText('Order #000005 was cancelled.')).toBeTruthy();
    expect(screen.queryByTestId('order-card-5')).toBeNull();
  });

  it('keeps an open order that is only updated open, showing its new status', async () => {
    const { goLive, serverHas } = await openOrders(
      [makeOrder({ orderId: 5 })],
      '/vendor/1/orders?view=order-info&order=5',
    );
    const modal = await screen.findByTestId('order-info-modal');
    expect((await within(modal).findByTestId('order-status')).textContent).toBe('Awaiting confirmation');
    await goLive();
    serverHas(makeOrder({ orderId: 5, status: 'APPROVED' }));
    await send({ type: 'ORDER_STATUS_UPDATE', orderId: 5, body: { status: 'APPROVED' } });
    await waitFor(() => expect(within(modal).getByTestId('order-status').textContent).toBe('Confirmed'));
    expect(screen.getByTestId('order-info-modal')).toBeTruthy();
  });

  it('turns the connection mark red after a missed heartbeat, and reloads the orders and the vendor once back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { app, goLive, listCalls } = await openOrders([makeOrder({ orderId: 5 })]);
    await goLive();
    const status = () => screen.getByTestId('live-status');
    expect(status().getAttribute('data-state')).toBe('live');
    const first = socket();
    // The server answers nothing, neither the first heartbeat nor by the second.
    act(() => vi.advanceTimersByTime(60_000));
    expect(status().getAttribute('data-state')).toBe('lost');
    expect(status().textContent).toBe('Reconnecting…');
    expect(first.closedWith?.code).toBe(4000);

    const before = {
      lists: listCalls(),
      me: app.server.callsTo('GET', 'vendor/users/me').length,
    };
    act(() => vi.advanceTimersByTime(20_000));
    expect(socket()).not.toBe(first);
    await act(async () => socket().serverOpen());
    expect(status().getAttribute('data-state')).toBe('live');
    await waitFor(() => expect(listCalls()).toBe(before.lists + 1));
    // The vendor too: a pause may have begun or ended while the board was deaf.
    await waitFor(() => expect(app.server.callsTo('GET', 'vendor/users/me').length).toBe(before.me + 1));
  });

  it('reconnects after the connection drops (20 s on the first try)', async () => {
    const { goLive } = await openOrders([]);
    await goLive();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = socket();
    act(() => first.serverClose(1006));
    expect(screen.getByTestId('live-status').textContent).toBe('Reconnecting…');
    act(() => vi.advanceTimersByTime(19_000));
    expect(socket()).toBe(first);
    act(() => vi.advanceTimersByTime(1_000));
    expect(socket()).not.toBe(first);
  });
});

describe('mobile views', () => {
  it('offers exactly the five views in the sidebar, and search only on main and productBar', async () => {
    setViewportWidth(390);
    const { app } = await openOrders([
      makeOrder({ orderId: 1, status: 'APPROVED', items: [makeOrderItem({ count: 2 })] }),
      makeOrder({ orderId: 2, status: 'APPROVED', items: [makeOrderItem({ count: 1 })] }),
    ]);
    const rail = screen.getByTestId('orders-view-rail');
    expect(
      within(rail)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Orders', 'By time', 'What to cook', 'Support', 'Menu']);
    expect(screen.getByPlaceholderText('Search for orders')).toBeTruthy();

    fireEvent.click(within(rail).getByRole('link', { name: 'What to cook' }));
    expect(app.location().search).toBe('?view=productBar');
    expect(await screen.findByPlaceholderText('Search the catalogue')).toBeTruthy();
    const product = await screen.findByTestId('product-total');
    expect(within(product).getByTestId('product-count').textContent).toBe('3');
    expect(within(product).getByText('Margherita')).toBeTruthy();
    expect(within(product).getByText('in 2 orders')).toBeTruthy();

    fireEvent.click(within(rail).getByRole('link', { name: 'By time' }));
    expect(await screen.findByTestId('time-section-list')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();

    fireEvent.click(within(rail).getByRole('link', { name: 'Menu' }));
    const menu = await screen.findByTestId('site-menu-panel');
    expect(within(menu).getByRole('link', { name: 'Catalogue' }).getAttribute('href')).toBe(
      '/vendor/1/catalog',
    );
    expect(within(menu).getByTestId('site-menu-logout')).toBeTruthy();
    expect(screen.getByTestId('orders-view-rail')).toBeTruthy();

    fireEvent.click(within(rail).getByRole('link', { name: 'Support' }));
    expect(await screen.findByTestId('support-panel')).toBeTruthy();
  });
});
