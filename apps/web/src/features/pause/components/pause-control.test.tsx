import type { PauseState, Role, Vendor } from '@larder/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '@/test/fake-socket';
import { makeAccount, makeUser, makeVendor } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { setViewportWidth } from '@/test/viewport';

// 13:00 in Riga (the fixture vendor's zone, UTC+3 in May).
const NOW = new Date('2026-05-12T10:00:00.000Z');
const NOT_PAUSED: PauseState = { pausedUntil: null, autoPausedAt: null, autoPauseNoticeAt: null };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});
afterEach(() => vi.unstubAllGlobals());

async function openAs(role: Role, vendor: Partial<Vendor> = {}, api = {}) {
  const user = makeUser(role, { account: makeAccount({ vendors: [makeVendor(vendor)] }) });
  const app = renderApp('/vendor/1/orders', { user, api });
  await screen.findByTestId('app-header');
  return app;
}

const header = () => within(screen.getByTestId('app-header'));

describe('pause', () => {
  it('pauses for 15 minutes from the menu, shows until when, and resumes', async () => {
    const app = await openAs(
      'VENDOR_OWNER',
      {},
      {
        'PUT vendor/1/pause': { body: { ...NOT_PAUSED, pausedUntil: '2026-05-12T10:15:00.000Z' } },
        'DELETE vendor/1/pause': { body: NOT_PAUSED },
        'GET vendor/1/params/auto-pause': { body: { autoPauseAfterMinutes: null } },
      },
    );
    fireEvent.click(header().getByTestId('pause-menu'));
    const menu = await screen.findByTestId('pause-menu-dropdown');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['15 minutes', '30 minutes', '1 hour', 'Until the end of the day']);
    fireEvent.click(within(menu).getByText('15 minutes'));

    expect((await screen.findByTestId('paused-until')).textContent).toBe('Paused until 13:15');
    expect(app.server.callsTo('PUT', 'vendor/1/pause')[0]?.body).toEqual({ minutes: 15 });
    expect(header().queryByTestId('pause-menu')).toBeNull();

    fireEvent.click(screen.getByTestId('resume-orders'));
    expect(await header().findByTestId('pause-menu')).toBeTruthy();
    expect(screen.queryByTestId('paused-until')).toBeNull();
    expect(app.server.callsTo('DELETE', 'vendor/1/pause')).toHaveLength(1);
  });

  it('asks for the end of the day by name; the server works out when that is', async () => {
    const app = await openAs(
      'VENDOR_MANAGER',
      {},
      {
        'PUT vendor/1/pause': { body: { ...NOT_PAUSED, pausedUntil: '2026-05-12T21:00:00.000Z' } },
        'GET vendor/1/params/auto-pause': { body: { autoPauseAfterMinutes: null } },
      },
    );
    fireEvent.click(header().getByTestId('pause-menu'));
    fireEvent.click(await screen.findByText('Until the end of the day'));
    await screen.findByTestId('paused-until');
    expect(app.server.callsTo('PUT', 'vendor/1/pause')[0]?.body).toEqual({ until: 'END_OF_DAY' });
    // Midnight in Riga is the next day there: the date is shown.
    expect(screen.getByTestId('paused-until').textContent).toBe('Paused until 13/05 00:00');
  });

  it('shows the date of a pause that ends on another day, in the vendor time zone', async () => {
    await openAs('VENDOR_OWNER', { pausedUntil: '2026-05-14T06:30:00.000Z' });
    expect(screen.getByTestId('paused-until').textContent).toBe('Paused until 14/05 09:30');
  });

  it('drops the pause by itself when it ends, without asking the server', async () => {
    const app = await openAs('VENDOR_OWNER', { pausedUntil: '2026-05-12T10:01:00.000Z' });
    expect(screen.getByTestId('paused-until').textContent).toBe('Paused until 13:01');
    const calls = app.server.calls.length;
    act(() => vi.advanceTimersByTime(60_000));
    await waitFor(() => expect(screen.queryByTestId('paused-until')).toBeNull());
    expect(header().getByTestId('pause-menu')).toBeTruthy();
    expect(app.server.calls.slice(calls).filter((c) => c.path.includes('pause'))).toEqual([]);
  });

  it('shows a worker the pause, with no way to change it', async () => {
    await openAs('VENDOR_WORKER', { pausedUntil: '2026-05-12T10:30:00.000Z' });
    expect(screen.getByTestId('paused-until').textContent).toBe('Paused until 13:30');
    expect(screen.queryByTestId('resume-orders')).toBeNull();
  });

  it('offers a worker no pause menu', async () => {
    await openAs('VENDOR_WORKER');
    expect(header().queryByTestId('pause-menu')).toBeNull();
  });

  it('sets auto-pause from the same menu', async () => {
    const app = await openAs(
      'VENDOR_OWNER',
      {},
      {
        'GET vendor/1/params/auto-pause': { body: { autoPauseAfterMinutes: null } },
        'PUT vendor/1/params/auto-pause': { body: { autoPauseAfterMinutes: 10 } },
      },
    );
    fireEvent.click(header().getByTestId('pause-menu'));
    const select = (await screen.findByLabelText('Auto-pause')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(select.value).toBe('off');
    fireEvent.change(select, { target: { value: '10' } });
    await waitFor(() => expect(select.value).toBe('10'));
    expect(app.server.callsTo('PUT', 'vendor/1/params/auto-pause')[0]?.body).toEqual({
      autoPauseAfterMinutes: 10,
    });
  });

  it('is in the mobile top bar too', async () => {
    setViewportWidth(390);
    const user = makeUser('VENDOR_OWNER', {
      account: makeAccount({ vendors: [makeVendor({ pausedUntil: '2026-05-12T10:30:00.000Z' })] }),
    });
    renderApp('/vendor/1/orders', { user });
    expect((await screen.findByTestId('paused-until')).textContent).toBe('Paused until 13:30');
    expect(screen.getByTestId('resume-orders')).toBeTruthy();
  });
});

describe('the server paused the shop', () => {
  const autoPaused = {
    autoPausedAt: '2026-05-12T09:05:00.000Z',
    autoPauseNoticeAt: '2026-05-12T09:05:00.000Z',
  };

  it('tells the owner when and why, until dismissed; the shop stays paused until resumed', async () => {
    const app = await openAs('VENDOR_OWNER', autoPaused, {
      'DELETE vendor/1/pause/notice': { body: { ...autoPaused, autoPauseNoticeAt: null, pausedUntil: null } },
    });
    const notice = await screen.findByTestId('auto-pause-notice');
    expect(notice.textContent).toContain(
      'Larder paused your shop at 12:05 because no orders screen was open.',
    );
    expect(screen.getByTestId('paused-until').textContent).toBe('Paused');
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('auto-pause-notice')).toBeNull());
    expect(app.server.callsTo('DELETE', 'vendor/1/pause/notice')).toHaveLength(1);
    expect(screen.getByTestId('paused-until').textContent).toBe('Paused');
  });

  it('does not show a worker the notice', async () => {
    await openAs('VENDOR_WORKER', autoPaused);
    expect(screen.getByTestId('paused-until').textContent).toBe('Paused');
    expect(screen.queryByTestId('auto-pause-notice')).toBeNull();
  });

  it('reloads the vendor when the live socket says its pause changed', async () => {
    const app = await openAs('VENDOR_OWNER');
    const socket = FakeWebSocket.latest!;
    await act(async () => socket.serverOpen());
    const before = app.server.callsTo('GET', 'vendor/users/me').length;
    await act(async () =>
      socket.serverSend({
        type: 'VENDOR_PAUSE',
        body: { ...NOT_PAUSED, pausedUntil: '2026-05-12T10:30:00.000Z' },
      }),
    );
    await waitFor(() => expect(app.server.callsTo('GET', 'vendor/users/me').length).toBe(before + 1));
  });
});
