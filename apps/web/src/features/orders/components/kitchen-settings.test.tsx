import { DEFAULT_ORDER_SETTINGS, type Order, type OrderSettings, type Role } from '@larder/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeRequest } from '@/test/fake-api';
import { FakeAudioContext } from '@/test/fake-audio';
import { FakeWebSocket } from '@/test/fake-socket';
import { makeActiveOrders, makeOrder, makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { declinedOrders } from '../lib/declined-orders';

/** Oscillators per chime: two tones with three partials each. */
const TONES_PER_CHIME = 6;
const chimesPlayed = () => FakeAudioContext.allTones().length / TONES_PER_CHIME;

beforeEach(() => {
  declinedOrders.clear();
  FakeAudioContext.reset('running');
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function openBoard(
  orders: Order[],
  { role = 'VENDOR_OWNER', settings = DEFAULT_ORDER_SETTINGS, url = '/vendor/1/orders' } = {} as {
    role?: Role;
    settings?: OrderSettings;
    url?: string;
  },
) {
  const server = { lists: makeActiveOrders(...orders), settings };
  const app = renderApp(url, {
    user: makeUser(role),
    api: {
      'GET vendor/1/orders': () => ({ body: server.lists }),
      'GET vendor/1/params/order-settings': () => ({ body: server.settings }),
      'PUT vendor/1/params/order-settings': (request: FakeRequest) => {
        server.settings = request.body as OrderSettings;
        return { body: server.settings };
      },
    },
  });
  return { app, server };
}

const card = (orderId: number) => screen.findByTestId(`order-card-${orderId}`);

describe('acceptance countdown on waiting cards', () => {
  it('counts down minutes:seconds to the deadline and turns red in the last minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const deadline = Date.now() + 61_500;
    openBoard([makeOrder({ orderId: 7, acceptBefore: new Date(deadline).toISOString() }, Date.now())]);
    // The clock also moves with real time (a slow machine renders for a while): the countdown is
    // checked against the clock when it is read, to the second.
    const shown = async () => {
      const countdown = within(await card(7)).getByTestId('acceptance-countdown');
      const [, minutes, seconds] = /^(\d+):(\d\d) to accept$/.exec(countdown.textContent ?? '') ?? [];
      expect(minutes, countdown.textContent ?? '').toBeDefined();
      const left = Number(minutes) * 60 + Number(seconds);
      expect(Math.abs(left - Math.max(0, (deadline - Date.now()) / 1000))).toBeLessThanOrEqual(1.5);
      // Red exactly in the last minute (1:00 included).
      expect(countdown.hasAttribute('data-urgent'), countdown.textContent ?? '').toBe(left <= 60);
      return left;
    };
    await within(await card(7)).findByTestId('acceptance-countdown');
    expect(await shown()).toBeGreaterThan(55);
    act(() => vi.advanceTimersByTime(Math.max(0, deadline - Date.now() - 57_000)));
    expect(await shown()).toBeLessThan(60);

    act(() => vi.advanceTimersByTime(120_000));
    expect(within(await card(7)).getByTestId('acceptance-countdown').textContent).toBe('0:00 to accept');
  });

  it('shows no countdown once an order is approved', async () => {
    openBoard([makeOrder({ orderId: 8, status: 'APPROVED' })]);
    expect(within(await card(8)).queryByTestId('acceptance-countdown')).toBeNull();
  });
});

describe('auto-accepted orders', () => {
  it('say "Accepted automatically" on their card; an order approved by hand does not', async () => {
    openBoard([
      makeOrder({ orderId: 11, status: 'APPROVED', autoAccepted: true, acceptBefore: null }),
      makeOrder({ orderId: 12, status: 'APPROVED', acceptBefore: null }),
    ]);
    expect(within(await card(11)).getByTestId('order-auto-accepted').textContent).toBe(
      'Accepted automatically',
    );
    expect(within(await card(12)).queryByTestId('order-auto-accepted')).toBeNull();
  });

  it('ring once when one arrives, and not for those already on the board', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const old = makeOrder({ orderId: 20, status: 'APPROVED', autoAccepted: true, acceptBefore: null });
    const { server } = openBoard([old]);
    await card(20);
    act(() => vi.advanceTimersByTime(10_000));
    expect(chimesPlayed()).toBe(0);

    // The server auto-accepts a new order: its one live message brings it to the board.
    server.lists = makeActiveOrders(
      old,
      makeOrder({ orderId: 21, status: 'APPROVED', autoAccepted: true, acceptBefore: null }),
    );
    await act(async () =>
      FakeWebSocket.latest?.serverSend({
        type: 'NEW_ORDER',
        orderId: 21,
        body: { status: 'APPROVED', readyAt: null, autoAccepted: true },
      }),
    );
    act(() => vi.advanceTimersByTime(2000));
    await card(21);
    await waitFor(() => expect(chimesPlayed()).toBe(1));
    act(() => vi.advanceTimersByTime(20_000));
    expect(chimesPlayed()).toBe(1);
  });
});

describe('busy chip', () => {
  it('shows "Busy +20 min" while busy mode is on, and nothing once it has ended', async () => {
    const busyUntil = new Date(Date.now() + 3_600_000).toISOString();
    const { app } = openBoard([], {
      settings: { ...DEFAULT_ORDER_SETTINGS, busyExtraMinutes: 20, busyUntil },
    });
    expect((await screen.findByTestId('busy-chip')).textContent).toBe('Busy +20 min');
    app.unmount();

    const ended = new Date(Date.now() - 1000).toISOString();
    openBoard([], { settings: { ...DEFAULT_ORDER_SETTINGS, busyExtraMinutes: 20, busyUntil: ended } });
    await screen.findByTestId('order-settings-open');
    expect(screen.queryByTestId('busy-chip')).toBeNull();
  });
});

describe('order settings modal', () => {
  it('opens from the board and saves the four settings', async () => {
    const { app, server } = openBoard([]);
    fireEvent.click(await screen.findByTestId('order-settings-open'));
    await screen.findByTestId('order-settings-form');
    expect(app.location().search).toBe('?view=order-settings');

    fireEvent.click(screen.getByTestId('order-settings-auto-accept'));
    fireEvent.change(screen.getByTestId('order-settings-acceptance-minutes'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('order-settings-capped'));
    fireEvent.change(screen.getByTestId('order-settings-max-orders'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('radio', { name: '+20 min' }));
    fireEvent.click(screen.getByTestId('order-settings-save'));

    await waitFor(() => expect(app.server.callsTo('PUT', 'vendor/1/params/order-settings')).toHaveLength(1));
    expect(server.settings).toEqual({
      autoAccept: true,
      acceptanceMinutes: 5,
      maxOrdersPer15Min: 8,
      busyExtraMinutes: 20,
      busyUntil: null,
    });
    await waitFor(() => expect(screen.queryByTestId('order-settings-form')).toBeNull());
    expect((await screen.findByTestId('busy-chip')).textContent).toBe('Busy +20 min');
  });

  it.each([
    ['0', true],
    ['1', false],
    ['30', false],
    ['31', true],
    ['', true],
  ])('acceptance time %j: out of range %s', async (value, refused) => {
    const { app } = openBoard([], { url: '/vendor/1/orders?view=order-settings' });
    await screen.findByTestId('order-settings-form');
    fireEvent.change(screen.getByTestId('order-settings-acceptance-minutes'), { target: { value } });
    const save = screen.getByTestId('order-settings-save') as HTMLButtonElement;
    expect(save.disabled).toBe(refused);
    expect(screen.queryByText('Enter a whole number from 1 to 30') !== null).toBe(refused);
    fireEvent.click(save);
    if (refused) expect(app.server.callsTo('PUT', 'vendor/1/params/order-settings')).toHaveLength(0);
    else
      await waitFor(() =>
        expect(app.server.callsTo('PUT', 'vendor/1/params/order-settings')).toHaveLength(1),
      );
  });

  it('refuses a cap of 0 and of 501', async () => {
    openBoard([], { url: '/vendor/1/orders?view=order-settings' });
    await screen.findByTestId('order-settings-form');
    fireEvent.click(screen.getByTestId('order-settings-capped'));
    const save = () => (screen.getByTestId('order-settings-save') as HTMLButtonElement).disabled;
    for (const [value, refused] of [
      ['0', true],
      ['1', false],
      ['500', false],
      ['501', true],
    ] as const) {
      fireEvent.change(screen.getByTestId('order-settings-max-orders'), { target: { value } });
      expect(save()).toBe(refused);
    }
  });

  it('busy mode for an hour saves an end time an hour on', async () => {
    // Only Date is faked: the clock stands still at a known instant, timers run as usual.
    const now = Date.parse('2030-01-07T12:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now });
    const { server } = openBoard([], { url: '/vendor/1/orders?view=order-settings' });
    await screen.findByTestId('order-settings-form');
    fireEvent.click(screen.getByRole('radio', { name: '+10 min' }));
    fireEvent.click(screen.getByTestId('order-settings-busy-for'));
    fireEvent.click(await screen.findByRole('option', { name: '1 hour' }));
    fireEvent.click(screen.getByTestId('order-settings-save'));
    await waitFor(() => expect(server.settings.busyExtraMinutes).toBe(10));
    expect(server.settings.busyUntil).toBe(new Date(now + 3_600_000).toISOString());
  });

  it('shows a worker the settings greyed out, with nothing to save', async () => {
    openBoard([], {
      role: 'VENDOR_WORKER',
      url: '/vendor/1/orders?view=order-settings',
      settings: { ...DEFAULT_ORDER_SETTINGS, autoAccept: true, acceptanceMinutes: 7 },
    });
    await screen.findByTestId('order-settings-form');
    expect(screen.getByTestId('order-settings-read-only').textContent).toContain(
      'Only owners and managers can change these settings.',
    );
    const autoAccept = screen.getByTestId('order-settings-auto-accept') as HTMLInputElement;
    expect(autoAccept.checked).toBe(true);
    expect(autoAccept.disabled).toBe(true);
    const minutes = screen.getByTestId('order-settings-acceptance-minutes') as HTMLInputElement;
    expect(minutes.value).toBe('7');
    // Greyed out as every other control, not a field that looks editable and refuses typing.
    expect(minutes.disabled).toBe(true);
    expect(screen.queryByTestId('order-settings-save')).toBeNull();
  });
});
