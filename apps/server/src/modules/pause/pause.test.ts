import { PAUSE_ERROR_CODES } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { accounts, products, vendors } from '../../db/schema/index.ts';
import { asClient, MANAGER, me, OTHER_OWNER, OWNER, seededCookie, WORKER } from '../../test/app.ts';
import { connect, listen } from '../../test/live.ts';
import { marketplace, menuOf, orderBody } from '../../test/orders.ts';
import { signedInTestApp } from '../../test/signed-in.ts';

const MINUTE = 60_000;

/** A clock the test moves; the app reads it for every pause decision. */
function testClock(start: string) {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    set: (iso: string) => {
      now = new Date(iso).getTime();
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

// Tuesday 12 May 2026, 11:00 in New York (the demo vendor's zone), inside its 10:00–22:00 hours.
const MIDDAY = '2026-05-12T15:00:00.000Z';

let clock = testClock(MIDDAY);
const { t, user: demo } = signedInTestApp(OWNER, {}, { clock: () => clock.now() });

beforeEach(() => {
  clock = testClock(MIDDAY);
});

const pause = (body: unknown, cookie = demo.cookie, vendorId = demo.vendorId) =>
  t.app.inject(
    asClient({ method: 'PUT', url: `/api/vendor/${vendorId}/pause`, payload: body as object, cookie }),
  );
const resume = (cookie = demo.cookie, vendorId = demo.vendorId) =>
  t.app.inject(asClient({ method: 'DELETE', url: `/api/vendor/${vendorId}/pause`, cookie }));
const vendorOf = async (cookie = demo.cookie) => (await me(t.app, cookie)).json().account.vendors[0];
const firstProduct = async () =>
  (
    await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.accountId, demo.accountId))
      .orderBy(products.id)
      .limit(1)
  )[0]!.id;
const placeOrder = async () =>
  marketplace(t.app).createOrder(demo.vendorId, orderBody([await firstProduct()]));
const inMinutes = (minutes: number) => new Date(clock.now().getTime() + minutes * MINUTE).toISOString();

describe('pause and resume', () => {
  it('a pause for 15 minutes refuses marketplace orders until it ends by itself', async () => {
    const paused = await pause({ minutes: 15 });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toEqual({
      pausedUntil: inMinutes(15),
      autoPausedAt: null,
      autoPauseNoticeAt: null,
    });
    expect((await vendorOf()).pausedUntil).toBe(inMinutes(15));

    const refused = await placeOrder();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(PAUSE_ERROR_CODES.vendorPaused);

    clock.advance(15 * MINUTE - 1);
    expect((await placeOrder()).statusCode).toBe(409);
    // No sweep has run: the end is read from the clock.
    clock.advance(1);
    expect((await vendorOf()).pausedUntil).toBeNull();
    expect((await placeOrder()).statusCode).toBe(201);
  });

  it('resuming takes orders again at once', async () => {
    await pause({ minutes: 240 });
    const resumed = await resume();
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().pausedUntil).toBeNull();
    expect((await vendorOf()).pausedUntil).toBeNull();
    expect((await placeOrder()).statusCode).toBe(201);
  });

  it('a repeated order the marketplace sent before the pause still answers its order', async () => {
    const body = orderBody([await firstProduct()]);
    const first = await marketplace(t.app).createOrder(demo.vendorId, body, 'key-1');
    await pause({ minutes: 30 });
    const retry = await marketplace(t.app).createOrder(demo.vendorId, body, 'key-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().orderId).toBe(first.json().orderId);
  });

  it('takes only the offered lengths, or an end in the future at most 7 days ahead', async () => {
    for (const minutes of [15, 30, 60, 120, 240]) expect((await pause({ minutes })).statusCode).toBe(200);
    for (const body of [
      { minutes: 10 },
      { minutes: 241 },
      { minutes: '15' },
      {},
      { minutes: 15, until: 'END_OF_DAY' },
    ]) {
      const res = await pause(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('ValidationError');
    }
    expect((await pause({ until: 'tomorrow' })).statusCode).toBe(400);

    expect((await pause({ until: inMinutes(7 * 24 * 60) })).statusCode).toBe(200);
    const tooFar = await pause({ until: inMinutes(7 * 24 * 60 + 1) });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().code).toBe(PAUSE_ERROR_CODES.invalidPauseEnd);
    expect((await pause({ until: clock.now().toISOString() })).json().code).toBe(
      PAUSE_ERROR_CODES.invalidPauseEnd,
    );
    // A refused request leaves the last pause as it was.
    expect((await vendorOf()).pausedUntil).toBe(inMinutes(7 * 24 * 60));
    const later = await pause({ until: '2026-05-12T17:30:00+02:00' });
    expect(later.json().pausedUntil).toBe('2026-05-12T15:30:00.000Z');
  });

  it('owners and managers pause; workers may not; another tenant does not exist', async () => {
    const manager = seededCookie(MANAGER);
    expect((await pause({ minutes: 30 }, manager)).statusCode).toBe(200);
    expect((await resume(manager)).statusCode).toBe(200);

    const worker = seededCookie(WORKER);
    expect((await pause({ minutes: 30 }, worker)).statusCode).toBe(403);
    expect((await resume(worker)).statusCode).toBe(403);
    // A worker still sees the pause (the header shows it to everyone).
    await pause({ minutes: 30 });
    expect((await vendorOf(worker)).pausedUntil).toBe(inMinutes(30));

    const other = await menuOf(t.app, OTHER_OWNER);
    expect((await pause({ minutes: 30 }, other.cookie)).statusCode).toBe(404);
    expect((await resume(other.cookie)).statusCode).toBe(404);
    expect((await vendorOf()).pausedUntil).toBe(inMinutes(30));

    const anonymous = await t.app.inject(
      asClient({ method: 'PUT', url: `/api/vendor/${demo.vendorId}/pause`, payload: { minutes: 15 } }),
    );
    expect(anonymous.statusCode).toBe(403);
  });

  it('every board of the vendor hears a pause and a resume', async () => {
    const base = await listen(t.app);
    const board = await connect(base, demo.vendorId, demo.cookie);
    await pause({ minutes: 60 });
    expect(await board.next((m) => m.type === 'VENDOR_PAUSE')).toEqual({
      type: 'VENDOR_PAUSE',
      body: { pausedUntil: inMinutes(60), autoPausedAt: null, autoPauseNoticeAt: null },
    });
    await resume();
    await board.next(
      (m) => m.type === 'VENDOR_PAUSE' && (m.body as { pausedUntil: unknown }).pausedUntil === null,
    );
    board.socket.close(1000);
  });

  it('the sweep announces a pause that ended, once, whichever instance sweeps', async () => {
    await pause({ minutes: 15 });
    expect((await t.app.pauseSweeper.tick()).ended).toEqual([]);
    clock.advance(16 * MINUTE);
    expect((await t.app.pauseSweeper.tick()).ended).toEqual([demo.vendorId]);
    expect((await t.app.pauseSweeper.tick()).ended).toEqual([]);
    expect((await vendorOf()).pausedUntil).toBeNull();
  });
});

describe('until the end of the day', () => {
  it('ends at the next midnight of the vendor, across a day boundary', async () => {
    clock.set('2026-05-13T03:50:00.000Z'); // 23:50 in New York
    expect((await pause({ until: 'END_OF_DAY' })).json().pausedUntil).toBe('2026-05-13T04:00:00.000Z');
    clock.set('2026-05-13T04:00:00.000Z'); // midnight itself: the day just begun ends tomorrow
    expect((await pause({ until: 'END_OF_DAY' })).json().pausedUntil).toBe('2026-05-14T04:00:00.000Z');
  });

  it('ends at the wall clock midnight on the days the clocks change', async () => {
    // 8 March 2026 has 23 hours in New York: 00:30 EST to the next midnight (EDT) is 22.5 hours.
    clock.set('2026-03-08T05:30:00.000Z');
    expect((await pause({ until: 'END_OF_DAY' })).json().pausedUntil).toBe('2026-03-09T04:00:00.000Z');
    // 1 November 2026 has 25: 00:30 EDT to the next midnight (EST) is 24.5 hours.
    clock.set('2026-11-01T04:30:00.000Z');
    expect((await pause({ until: 'END_OF_DAY' })).json().pausedUntil).toBe('2026-11-02T05:00:00.000Z');
  });

  it('follows the zone the vendor is in', async () => {
    await t.database.db.update(vendors).set({ timeZone: 'Asia/Tokyo' }).where(eq(vendors.id, demo.vendorId));
    clock.set('2026-05-12T15:00:00.000Z'); // 00:00 on the 13th in Tokyo
    expect((await pause({ until: 'END_OF_DAY' })).json().pausedUntil).toBe('2026-05-13T15:00:00.000Z');
  });
});

describe('auto-pause', () => {
  const settings = (body?: unknown, cookie = demo.cookie) =>
    t.app.inject(
      asClient({
        method: body === undefined ? 'GET' : 'PUT',
        url: `/api/vendor/${demo.vendorId}/params/auto-pause`,
        payload: body as object | undefined,
        cookie,
      }),
    );
  const sweep = () => t.app.pauseSweeper.tick();

  it('is off by default and takes 5 to 120 minutes or null', async () => {
    expect((await settings()).json()).toEqual({ autoPauseAfterMinutes: null });
    for (const minutes of [4, 121, 7.5, '10']) {
      expect((await settings({ autoPauseAfterMinutes: minutes })).statusCode, String(minutes)).toBe(400);
    }
    for (const minutes of [5, 120, null]) {
      const res = await settings({ autoPauseAfterMinutes: minutes });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ autoPauseAfterMinutes: minutes });
    }
    const worker = seededCookie(WORKER);
    expect((await settings(undefined, worker)).statusCode).toBe(403);
    expect((await settings({ autoPauseAfterMinutes: 5 }, worker)).statusCode).toBe(403);
    const manager = seededCookie(MANAGER);
    expect((await settings({ autoPauseAfterMinutes: 30 }, manager)).statusCode).toBe(200);
    const other = await menuOf(t.app, OTHER_OWNER);
    const stranger = await t.app.inject(
      asClient({
        method: 'GET',
        url: `/api/vendor/${demo.vendorId}/params/auto-pause`,
        cookie: other.cookie,
      }),
    );
    expect(stranger.statusCode).toBe(404);
  });

  it('pauses a vendor whose orders screen has been closed for its minutes, and says so', async () => {
    await settings({ autoPauseAfterMinutes: 5 });
    clock.advance(5 * MINUTE - 1);
    expect((await sweep()).autoPaused).toEqual([]);
    expect((await placeOrder()).statusCode).toBe(201);

    clock.advance(1);
    const pausedAt = clock.now().toISOString();
    expect((await sweep()).autoPaused).toEqual([demo.vendorId]);
    const vendor = await vendorOf();
    expect(vendor).toMatchObject({ pausedUntil: null, autoPausedAt: pausedAt, autoPauseNoticeAt: pausedAt });
    expect((await placeOrder()).json().code).toBe(PAUSE_ERROR_CODES.vendorPaused);

    // It holds until someone resumes: hours later it is still paused, and paused once.
    clock.advance(120 * MINUTE);
    expect((await sweep()).autoPaused).toEqual([]);
    expect((await placeOrder()).statusCode).toBe(409);

    const resumed = await resume();
    expect(resumed.json()).toEqual({ pausedUntil: null, autoPausedAt: null, autoPauseNoticeAt: pausedAt });
    expect((await placeOrder()).statusCode).toBe(201);
    // The notice stays until dismissed.
    const dismissed = await t.app.inject(
      asClient({ method: 'DELETE', url: `/api/vendor/${demo.vendorId}/pause/notice`, cookie: demo.cookie }),
    );
    expect(dismissed.json().autoPauseNoticeAt).toBeNull();
    expect((await vendorOf()).autoPauseNoticeAt).toBeNull();
    // Resuming counts as someone watching: the next pause comes 5 minutes later, not at once.
    expect((await sweep()).autoPaused).toEqual([]);
  });

  it('a connected orders screen keeps the vendor open', async () => {
    await settings({ autoPauseAfterMinutes: 5 });
    const base = await listen(t.app);
    const board = await connect(base, demo.vendorId, demo.cookie);
    for (let i = 0; i < 4; i++) {
      clock.advance(3 * MINUTE);
      expect((await sweep()).autoPaused).toEqual([]);
    }
    board.socket.close(1000);
    await board.closed;
    await waitUntil(() => t.app.live.connectedVendorIds().length === 0);
    clock.advance(4 * MINUTE);
    expect((await sweep()).autoPaused).toEqual([]);
    clock.advance(1 * MINUTE);
    expect((await sweep()).autoPaused).toEqual([demo.vendorId]);
  });

  it('counts only opening hours', async () => {
    await settings({ autoPauseAfterMinutes: 5 });
    clock.set('2026-05-13T03:00:00.000Z'); // 23:00, closed since 22:00
    expect((await sweep()).autoPaused).toEqual([]);
    clock.set('2026-05-13T14:03:00.000Z'); // 10:03: open for 3 minutes only
    expect((await sweep()).autoPaused).toEqual([]);
    clock.set('2026-05-13T14:05:00.000Z');
    expect((await sweep()).autoPaused).toEqual([demo.vendorId]);
  });

  it('leaves alone a vendor that is off, closed or already paused', async () => {
    clock.advance(60 * MINUTE);
    expect((await sweep()).autoPaused).toEqual([]);
    await settings({ autoPauseAfterMinutes: 5 });
    await pause({ minutes: 15 });
    clock.advance(10 * MINUTE);
    expect((await sweep()).autoPaused).toEqual([]);
    await t.database.db.update(accounts).set({ visible: false }).where(eq(accounts.id, demo.accountId));
    clock.advance(10 * MINUTE);
    expect((await sweep()).autoPaused).toEqual([]);
  });
});

async function waitUntil(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}
