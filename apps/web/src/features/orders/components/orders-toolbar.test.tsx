import { TIMINGS_MS } from '@larder/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAudioContext } from '@/test/fake-audio';
import { FakeWebSocket } from '@/test/fake-socket';
import { makeActiveOrders, makeOrder, makeUser } from '@/test/fixtures';
import { renderApp, TestProviders } from '@/test/render-app';
import { SOUND_MUTED_STORAGE_KEY } from '../hooks/use-order-alert';
import { CANCEL_TONES_HZ, CHIME_REPEAT_MS, CHIME_TONES_HZ } from '../lib/chime';
import { declinedOrders } from '../lib/declined-orders';
import { OrdersLoadingIndicator } from './orders-toolbar';

/** Oscillators per chime: two tones with three partials each. */
const TONES_PER_CHIME = 6;
const chimesPlayed = () => FakeAudioContext.allTones().length / TONES_PER_CHIME;

beforeEach(() => {
  declinedOrders.clear();
  FakeAudioContext.reset('running');
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => vi.unstubAllGlobals());

async function openOrders(orders = [makeOrder({ orderId: 1 })]) {
  const app = renderApp('/vendor/1/orders', {
    user: makeUser('VENDOR_OWNER'),
    api: { 'GET vendor/1/orders': { body: makeActiveOrders(...orders) } },
  });
  await screen.findByTestId('order-group-WAITING_APPROVAL');
  for (const order of orders) await screen.findByTestId(`order-card-${order.orderId}`);
  return app;
}

describe('orders loading flag', () => {
  it('shows the loading mark when a load starts and clears it 1.4 s later', () => {
    vi.useFakeTimers();
    const view = render(
      <TestProviders>
        <OrdersLoadingIndicator fetching={false} />
      </TestProviders>,
    );
    const mark = () => screen.queryByRole('status', { name: 'Updating orders' });
    expect(mark()).toBeNull();

    view.rerender(
      <TestProviders>
        <OrdersLoadingIndicator fetching />
      </TestProviders>,
    );
    expect(mark()).toBeTruthy();
    // The load ends quickly; the mark stays until 1.4 s after it was set.
    act(() => vi.advanceTimersByTime(200));
    view.rerender(
      <TestProviders>
        <OrdersLoadingIndicator fetching={false} />
      </TestProviders>,
    );
    act(() => vi.advanceTimersByTime(TIMINGS_MS.ordersLoading - 201));
    expect(mark()).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(mark()).toBeNull();
  });
});

describe('new-order chime', () => {
  it('rings every few seconds while an order waits, until someone clicks the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openOrders();
    await waitFor(() => expect(chimesPlayed()).toBe(1));
    act(() => vi.advanceTimersByTime(CHIME_REPEAT_MS));
    expect(chimesPlayed()).toBe(2);
    expect(screen.getByTestId('order-card-1').hasAttribute('data-fresh')).toBe(true);

    fireEvent.pointerDown(document.body);
    fireEvent.pointerUp(document.body);
    act(() => vi.advanceTimersByTime(CHIME_REPEAT_MS * 3));
    expect(chimesPlayed()).toBe(2);
    expect(screen.getByTestId('order-card-1').hasAttribute('data-fresh')).toBe(false);
  });

  it('stops ringing for an order once it is opened', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openOrders();
    await waitFor(() => expect(chimesPlayed()).toBe(1));
    // A click on the number (no pointer events in this test) opens the order's details.
    fireEvent.click(screen.getByTestId('order-number'));
    await screen.findByTestId('order-info-modal');
    act(() => vi.advanceTimersByTime(CHIME_REPEAT_MS * 2));
    expect(chimesPlayed()).toBe(1);
  });

  it('stays silent with no order waiting', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openOrders([makeOrder({ orderId: 1, status: 'APPROVED' })]);
    act(() => vi.advanceTimersByTime(CHIME_REPEAT_MS * 2));
    expect(chimesPlayed()).toBe(0);
  });

  it('is muted by the toggle, and stays muted on this device', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const app = await openOrders();
    await waitFor(() => expect(chimesPlayed()).toBe(1));
    const toggle = screen.getByTestId('sound-toggle');
    expect(toggle.textContent).toBe('Sound on');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(toggle);
    expect(screen.getByTestId('sound-toggle').textContent).toBe('Sound off');
    expect(screen.getByTestId('sound-toggle').getAttribute('aria-pressed')).toBe('false');
    expect(window.localStorage.getItem(SOUND_MUTED_STORAGE_KEY)).toBe('true');
    act(() => vi.advanceTimersByTime(CHIME_REPEAT_MS * 3));
    expect(chimesPlayed()).toBe(1);

    app.unmount();
    FakeAudioContext.reset('running');
    await openOrders();
    expect(screen.getByTestId('sound-toggle').textContent).toBe('Sound off');
    act(() => vi.advanceTimersByTime(CHIME_REPEAT_MS * 2));
    expect(chimesPlayed()).toBe(0);

    fireEvent.click(screen.getByTestId('sound-toggle'));
    expect(screen.getByTestId('sound-toggle').textContent).toBe('Sound on');
    await waitFor(() => expect(chimesPlayed()).toBe(1));
  });

  it('keeps the board still under a tap that lets the sound play: the banner goes when the tap ends', async () => {
    FakeAudioContext.reset('suspended');
    await openOrders();
    const banner = await screen.findByTestId('sound-banner');
    expect(banner.textContent).toContain('A new order is waiting');
    const approve = within(screen.getByTestId('order-card-1')).getByTestId('approve-order');
    fireEvent.pointerDown(approve);
    await act(() => Promise.resolve());
    expect(screen.getByTestId('sound-banner').textContent).toContain('A new order is waiting');
    fireEvent.pointerUp(approve);
    await waitFor(() => expect(screen.queryByTestId('sound-banner')).toBeNull());
  });

  it('asks to click when the browser holds the sound, and plays once clicked', async () => {
    FakeAudioContext.reset('suspended');
    await openOrders();
    const banner = await screen.findByTestId('sound-banner');
    expect(chimesPlayed()).toBe(0);
    fireEvent.click(within(banner).getByRole('button', { name: 'Click to enable sound' }));
    await waitFor(() => expect(screen.queryByTestId('sound-banner')).toBeNull());
    await waitFor(() => expect(chimesPlayed()).toBe(1));
  });
});

describe('a cancelled order', () => {
  const cancel = async (orderId: number) => {
    const socket = FakeWebSocket.latest!;
    await act(async () => socket.serverOpen());
    await act(async () =>
      socket.serverSend({ type: 'ORDER_STATUS_UPDATE', orderId, body: { status: 'CANCELLED' } }),
    );
  };

  it('plays the short cancel tone, not the chime, and shows a notice that leaves the board usable', async () => {
    await openOrders([
      makeOrder({ orderId: 5, status: 'APPROVED' }),
      makeOrder({ orderId: 6, status: 'APPROVED' }),
    ]);
    await cancel(5);
    expect(await screen.findByText('Order #000005 was cancelled.')).toBeTruthy();
    expect(FakeAudioContext.allTones()).toEqual([...CANCEL_TONES_HZ]);
    expect(FakeAudioContext.allTones()).not.toContain(CHIME_TONES_HZ[0]);
    // Not a modal: the other order's actions can still be pressed.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(screen.getByTestId('order-card-6')).getByTestId('ready-order')).toBeTruthy();
  });

  it('stays silent when muted, but still shows the notice', async () => {
    window.localStorage.setItem(SOUND_MUTED_STORAGE_KEY, 'true');
    await openOrders([makeOrder({ orderId: 15, status: 'APPROVED' })]);
    await cancel(15);
    expect(await screen.findByText('Order #000015 was cancelled.')).toBeTruthy();
    expect(FakeAudioContext.allTones()).toEqual([]);
  });

  it('says nothing of an order the board never showed', async () => {
    await openOrders([makeOrder({ orderId: 5, status: 'APPROVED' })]);
    await cancel(77);
    expect(screen.queryByText('Order #000077 was cancelled.')).toBeNull();
    expect(FakeAudioContext.allTones()).toEqual([]);
  });
});

describe('browser notifications', () => {
  function stubNotification(permission: NotificationPermission) {
    const shown: string[] = [];
    class FakeNotification {
      static permission = permission;
      static requestPermission = vi.fn(async () => {
        FakeNotification.permission = 'granted';
        return 'granted' as const;
      });
      constructor(title: string) {
        shown.push(title);
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    return { shown, requestPermission: FakeNotification.requestPermission };
  }

  function setTabHidden(hidden: boolean) {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
  }
  afterEach(() => setTabHidden(false));

  it('raises "New order #…" for an order that arrives while the tab is hidden', async () => {
    const { shown } = stubNotification('granted');
    setTabHidden(true);
    await openOrders([makeOrder({ orderId: 123 })]);
    await waitFor(() => expect(shown).toEqual(['New order #000123']));
  });

  it('raises "Order #… was cancelled" for a cancellation while the tab is hidden', async () => {
    const { shown } = stubNotification('granted');
    await openOrders([makeOrder({ orderId: 9, status: 'APPROVED' })]);
    setTabHidden(true);
    const socket = FakeWebSocket.latest!;
    await act(async () => socket.serverOpen());
    await act(async () =>
      socket.serverSend({ type: 'ORDER_STATUS_UPDATE', orderId: 9, body: { status: 'CANCELLED' } }),
    );
    await waitFor(() => expect(shown).toEqual(['Order #000009 was cancelled']));
  });

  it('raises nothing while the tab is visible, or without permission', async () => {
    const { shown } = stubNotification('granted');
    await openOrders([makeOrder({ orderId: 1 })]);
    expect(shown).toEqual([]);

    stubNotification('denied');
    setTabHidden(true);
    await openOrders([makeOrder({ orderId: 2 })]);
    expect(shown).toEqual([]);
  });

  it('asks for permission from a click on "enable notifications"', async () => {
    const { requestPermission } = stubNotification('default');
    await openOrders();
    fireEvent.click(screen.getByTestId('enable-notifications'));
    await waitFor(() => expect(requestPermission).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByTestId('enable-notifications')).toBeNull());
  });
});
