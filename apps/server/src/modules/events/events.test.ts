import { EVENT_FEED, MARKETPLACE_EVENT_TYPES, type MarketplaceEvent } from '@larder/contract';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { marketplaceEvents, orders, products } from '../../db/schema/index.ts';
import { asClient, fileTestApp, MARKETPLACE_TOKEN, OTHER_OWNER, OWNER } from '../../test/app.ts';
import { marketplace, menuOf, orderBody, productNamed, vendorAction } from '../../test/orders.ts';
import { declineOverdueOrders } from '../orders/acceptance-window.ts';
import { pruneEvents } from './feed.ts';
import { OUTBOX_CHANNEL, recordMarketplaceEvent } from './outbox.ts';
import { sequenceEvents } from './sequencer.ts';

const START_MS = Date.parse('2030-01-07T12:01:00Z');
let nowMs = START_MS;
const clock = () => new Date(nowMs);
const MINUTE = 60_000;

const t = fileTestApp({}, { clock });
let demo: Awaited<ReturnType<typeof menuOf>>;
let market: ReturnType<typeof marketplace>;
let margherita: number;
const bearer = { authorization: `Bearer ${MARKETPLACE_TOKEN}` };

beforeEach(async () => {
  nowMs = START_MS;
  demo = await menuOf(t.app, OWNER);
  market = marketplace(t.app);
  margherita = await productNamed(t.database.db, demo.accountId, 'Margherita');
});

const feed = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/manager/events${query ? `?${query}` : ''}`, headers: bearer });

/** Reads the feed from `after` to its end, a page of `limit` at a time. */
async function readAll(after?: string, query = '', limit = 500) {
  const events: MarketplaceEvent[] = [];
  let cursor = after;
  for (;;) {
    const res = await feed(`limit=${limit}${cursor ? `&after=${cursor}` : ''}${query}`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as { events: MarketplaceEvent[]; next: string };
    events.push(...page.events);
    cursor = page.next;
    if (page.events.length < limit) return { events, next: cursor };
  }
}

const managerGet = (url: string) =>
  t.app.inject({ method: 'GET', url: `/api/manager${url}`, headers: bearer });

async function placeOrder(overrides = {}) {
  const res = await market.createOrder(demo.vendorId, orderBody([margherita], overrides));
  expect(res.statusCode).toBe(201);
  return res.json().orderId as number;
}

describe('order events', () => {
  it('tell every move of an order, each carrying the order as the marketplace reads it then', async () => {
    const { next: start } = await readAll();
    const act = vendorAction(t.app, demo.cookie, demo.vendorId);
    const orderId = await placeOrder();
    const snapshots = [(await managerGet(`/orders/${orderId}`)).json()];
    nowMs += MINUTE;
    expect((await act(orderId, 'approve', { query: '?cookingDelayTime=5' })).statusCode).toBe(200);
    snapshots.push((await managerGet(`/orders/${orderId}`)).json());
    nowMs += MINUTE;
    expect((await act(orderId, 'ready')).statusCode).toBe(200);
    snapshots.push((await managerGet(`/orders/${orderId}`)).json());
    expect((await act(orderId, 'complete')).statusCode).toBe(200);
    snapshots.push((await managerGet(`/orders/${orderId}`)).json());

    const { events } = await readAll(start);
    expect(events.map((e) => e.type)).toEqual([
      'order.created',
      'order.approved',
      'order.ready',
      'order.completed',
    ]);
    events.forEach((event, i) => {
      expect(event).toMatchObject({ vendorId: demo.vendorId, accountId: demo.accountId, liveMode: false });
      expect(event.id).toMatch(/^evt_/);
      expect((event.data as { order: unknown }).order).toEqual(snapshots[i]);
    });
    const approved = events[1]!;
    if (approved.type !== 'order.approved') throw new Error('expected the approval');
    expect(approved.data.cookingDelayMinutes).toBe(5);
    expect(approved.data.autoAccepted).toBe(false);
    expect(approved.data.estimatedCookingEndAt).toBe(snapshots[1].estimatedCookingEndAt);
    expect(approved.data.cookingMinutes).toBeGreaterThan(0);
    expect(approved.createdAt).toBe(new Date(Date.parse('2030-01-07T12:02:00Z')).toISOString());
    // The status history says who moved the order, from what to what, when.
    expect(snapshots[3].history.map((h: { action: string; actor: string }) => [h.action, h.actor])).toEqual([
      ['create', 'MARKETPLACE'],
      ['approve', 'VENDOR'],
      ['ready', 'VENDOR'],
      ['complete', 'VENDOR'],
    ]);
  });

  it('tell a decline with its reason: by the vendor with a comment, or nobody accepting in time', async () => {
    const { next: start } = await readAll();
    const act = vendorAction(t.app, demo.cookie, demo.vendorId);
    const declined = await placeOrder();
    expect((await act(declined, 'decline', { body: { declineComment: 'Out of dough' } })).statusCode).toBe(
      200,
    );
    const forgotten = await placeOrder();
    nowMs += 11 * MINUTE;
    expect((await declineOverdueOrders(t.database.db, clock())).map((o) => o.id)).toEqual([forgotten]);
    // A second sweep finds nothing and writes nothing.
    await declineOverdueOrders(t.database.db, clock());
    const { events } = await readAll(start, '&types=order.declined');
    expect(events.map((e) => [(e.data as { order: { orderId: number } }).order.orderId, e.data])).toEqual([
      [declined, expect.objectContaining({ reason: 'DECLINED_BY_VENDOR', comment: 'Out of dough' })],
      [forgotten, expect.objectContaining({ reason: 'NOT_ACCEPTED_IN_TIME', comment: null })],
    ]);
  });

  it('tell a cancel, a courier and a delivery', async () => {
    const { next: start } = await readAll();
    const act = vendorAction(t.app, demo.cookie, demo.vendorId);
    const orderId = await placeOrder({ receiptType: 'DELIVERY', deliveryCost: 2 });
    await act(orderId, 'approve');
    const courier = { name: 'Cora', phone: '+12125550199', photo: null };
    expect((await market.event(orderId, 'courier', { event: 'FOUND', courier })).statusCode).toBe(200);
    await act(orderId, 'ready');
    expect((await act(orderId, 'complete')).statusCode).toBe(200);
    expect((await market.event(orderId, 'delivered', { paid: true })).statusCode).toBe(200);
    const cancelled = await placeOrder();
    expect((await market.event(cancelled, 'cancel')).statusCode).toBe(200);
    const { events } = await readAll(start);
    expect(events.map((e) => e.type)).toEqual([
      'order.created',
      'order.approved',
      'order.courier_updated',
      'order.ready',
      'order.picked_up',
      'order.completed',
      'order.created',
      'order.cancelled',
    ]);
    const courierEvent = events[2]!.data as { order: { courier: unknown } };
    expect(courierEvent.order.courier).toMatchObject(courier);
  });

  it('wake the sequencers with the commit that writes them, once however many it writes', async () => {
    const heard: string[] = [];
    const unlisten = await t.database.listen(OUTBOX_CHANNEL, (payload) => heard.push(payload));
    try {
      await t.database.db.transaction(async (tx) => {
        for (const n of [1, 2, 3]) {
          await recordMarketplaceEvent(tx, {
            type: 'menu.updated',
            vendorId: demo.vendorId,
            data: { n },
            at: clock(),
          });
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(heard).toEqual([]);
      });
      await vi.waitFor(() => expect(heard).not.toEqual([]), { timeout: 2000 });
      expect(heard).toEqual(['']);
    } finally {
      await unlisten();
    }
  });

  it('are written with their change or not at all: a commit that fails leaves no event', async () => {
    const orderId = await placeOrder();
    const { next: start } = await readAll();
    const db = t.database.db;
    await db.execute(sql`create function refuse_commit() returns trigger language plpgsql as $$
      begin raise exception 'commit refused'; end $$`);
    await db.execute(sql`create constraint trigger refuse_commit after update on orders
      deferrable initially deferred for each row execute function refuse_commit()`);
    const act = vendorAction(t.app, demo.cookie, demo.vendorId);
    expect((await act(orderId, 'approve')).statusCode).toBe(500);
    const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('WAITING_APPROVAL');
    expect((await readAll(start)).events).toEqual([]);
    const [unsequenced] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(marketplaceEvents)
      .where(sql`${marketplaceEvents.position} is null`);
    expect(unsequenced!.n).toBe(0);
  });

  it('GET orders/{id} answers 404 for an unknown order and 401 without the token', async () => {
    expect((await managerGet('/orders/999999')).statusCode).toBe(404);
    const orderId = await placeOrder();
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/manager/orders/${orderId}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await managerGet(`/orders/${orderId}`)).headers['cache-control']).toBe('no-store');
  });
});

describe('the pull feed', () => {
  it('pages through every event once, in order, whatever the page size', async () => {
    for (let i = 0; i < 7; i++) await placeOrder();
    const whole = await readAll(undefined, '', 500);
    const paged = await readAll(undefined, '', 3);
    expect(paged.events.map((e) => e.id)).toEqual(whole.events.map((e) => e.id));
    expect(new Set(whole.events.map((e) => e.id)).size).toBe(whole.events.length);
    // At the end the cursor stays put until something new commits.
    const atEnd = (await feed(`after=${whole.next}`)).json();
    expect(atEnd).toEqual({ events: [], next: whole.next });
    const orderId = await placeOrder();
    const after = (await feed(`after=${whole.next}`)).json();
    expect(
      after.events.map((e: MarketplaceEvent) => (e.data as { order: { orderId: number } }).order.orderId),
    ).toEqual([orderId]);
  });

  it('filters by type and vendor, and a filtered reader moves past what it skips', async () => {
    const other = await menuOf(t.app, OTHER_OWNER);
    const [otherProduct] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.accountId, other.accountId))
      .orderBy(products.id)
      .limit(1);
    const { next: start } = await readAll();
    await placeOrder();
    expect((await market.createOrder(other.vendorId, orderBody([otherProduct!.id]))).statusCode).toBe(201);
    const mine = await readAll(start, `&vendorId=${demo.vendorId}`);
    expect(mine.events.map((e) => e.vendorId)).toEqual([demo.vendorId]);
    const theirs = await readAll(start, `&vendorId=${other.vendorId}&types=order.created,order.cancelled`);
    expect(theirs.events.map((e) => [e.vendorId, e.type])).toEqual([[other.vendorId, 'order.created']]);
    // Both readers stand at the end of the feed, not at their last event.
    const all = await readAll(start);
    expect(mine.next).toBe(all.next);
    expect(theirs.next).toBe(all.next);
  });

  it('checks its query: limits at the boundary, unknown types and cursors', async () => {
    expect((await feed(`limit=${EVENT_FEED.maxLimit}`)).statusCode).toBe(200);
    expect((await feed('limit=1')).statusCode).toBe(200);
    expect((await feed(`limit=${EVENT_FEED.maxLimit + 1}`)).statusCode).toBe(400);
    expect((await feed('limit=0')).statusCode).toBe(400);
    expect((await feed('types=order.eaten')).statusCode).toBe(400);
    const bad = await feed('after=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('InvalidCursor');
    expect((await feed('after=999999999')).json().code).toBe('InvalidCursor');
    expect((await t.app.inject({ method: 'GET', url: '/api/manager/events' })).statusCode).toBe(401);
  });

  it(`keeps events ${EVENT_FEED.retentionDays} days; an older cursor answers 410 CursorExpired`, async () => {
    await placeOrder();
    const { next: first } = await readAll();
    nowMs += (EVENT_FEED.retentionDays - 1) * 24 * 60 * MINUTE;
    expect(await pruneEvents(t.database.db, clock())).toBe(0);
    const young = await placeOrder();
    expect((await feed(`after=${first}`)).statusCode).toBe(200);
    nowMs += 2 * 24 * 60 * MINUTE;
    expect(await pruneEvents(t.database.db, clock())).toBeGreaterThan(0);
    const expired = await feed('after=0');
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('CursorExpired');
    // The young order's events stay, and a reader without a cursor starts at them.
    const { events } = await readAll();
    expect(events.map((e) => (e.data as { order: { orderId: number } }).order.orderId)).toEqual([young]);
    expect((await feed(`after=${first}`)).statusCode).toBe(200);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'delivers an event whose transaction took its id first but committed last, after the reader passed the others',
    async () => {
      const { next: start } = await readAll();
      const early = new pg.Client({ connectionString: t.connectionString });
      await early.connect();
      try {
        await early.query('begin');
        // Takes its sequence number first…
        await early.query(
          `insert into marketplace_events (id, type, vendor_id, account_id, live_mode, data, ordering_key, created_at)
           values ('evt_early', 'vendor.updated', $1, $2, false, '{"early":true}', 'test', now())`,
          [demo.vendorId, demo.accountId],
        );
        // …while a later transaction commits, and a reader reads past it.
        await t.database.db.transaction((tx) =>
          recordMarketplaceEvent(tx, {
            type: 'vendor.updated',
            vendorId: demo.vendorId,
            data: { late: true },
            at: clock(),
          }),
        );
        const first = await readAll(start);
        expect(first.events.map((e) => e.data)).toEqual([{ late: true }]);
        await early.query('commit');
        const second = await readAll(first.next);
        expect(second.events.map((e) => e.id)).toEqual(['evt_early']);
        // Exactly once: from the start, each once, in the order the sequencer found them committed.
        expect((await readAll(start)).events.map((e) => e.data)).toEqual([{ late: true }, { early: true }]);
      } finally {
        await early.end();
      }
    },
  );

  it('two sequencers at once give each event one position', async () => {
    for (let i = 0; i < 3; i++) await placeOrder();
    await Promise.all([sequenceEvents(t.database.db, clock()), sequenceEvents(t.database.db, clock())]);
    const rows = await t.database.db.select({ position: marketplaceEvents.position }).from(marketplaceEvents);
    const positions = rows.map((r) => Number(r.position));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect(new Set(positions).size).toBe(positions.length);
    expect(Math.max(...positions)).toBe(positions.length);
  });
});

describe('vendor reads and events', () => {
  const pauseUrl = () => `/api/vendor/${demo.vendorId}/pause`;

  it('acceptingOrders is the intake’s own answer: open, paused, capacity reached, closed', async () => {
    const read = async () => (await managerGet(`/vendors/${demo.vendorId}`)).json();
    expect(await read()).toMatchObject({
      id: demo.vendorId,
      accountId: demo.accountId,
      liveMode: false,
      acceptingOrders: true,
      notAcceptingReason: null,
      nextOpeningAt: null,
    });

    const until = new Date(nowMs + 30 * MINUTE).toISOString();
    const pause = await t.app.inject(
      asClient({ method: 'PUT', url: pauseUrl(), cookie: demo.cookie, payload: { minutes: 30 } }),
    );
    expect(pause.statusCode).toBe(200);
    expect(await read()).toMatchObject({
      acceptingOrders: false,
      notAcceptingReason: 'PAUSED',
      nextOpeningAt: until,
    });
    expect((await market.createOrder(demo.vendorId, orderBody([margherita]))).json().code).toBe(
      'VendorPaused',
    );
    // The pause ends by itself at its time: the read and the intake agree at once.
    nowMs += 30 * MINUTE;
    expect(await read()).toMatchObject({ acceptingOrders: true, pausedUntil: null });

    const settings = {
      autoAccept: false,
      acceptanceMinutes: 10,
      maxOrdersPer15Min: 1,
      busyExtraMinutes: 0,
      busyUntil: null,
    };
    const put = await t.app.inject(
      asClient({
        method: 'PUT',
        url: `/api/vendor/${demo.vendorId}/params/order-settings`,
        cookie: demo.cookie,
        payload: settings,
      }),
    );
    expect(put.statusCode).toBe(200);
    await placeOrder();
    expect(await read()).toMatchObject({
      acceptingOrders: false,
      notAcceptingReason: 'CAPACITY_REACHED',
      maxOrdersPer15Min: 1,
    });
    expect((await market.createOrder(demo.vendorId, orderBody([margherita]))).statusCode).toBe(409);

    const hide = await t.app.inject(
      asClient({
        method: 'PUT',
        url: `/api/vendor/accounts/${demo.accountId}/catalogue/visible`,
        cookie: demo.cookie,
        payload: { visible: false },
      }),
    );
    expect(hide.statusCode).toBe(200);
    expect(await read()).toMatchObject({
      acceptingOrders: false,
      notAcceptingReason: 'CLOSED',
      opened: false,
    });
    expect((await market.createOrder(demo.vendorId, orderBody([margherita]))).json().code).toBe(
      'VendorClosed',
    );
  });

  it('pages every vendor, and 404s an unknown one', async () => {
    const first = (await managerGet('/vendors?limit=1')).json();
    expect(first.vendors).toHaveLength(1);
    expect(first.next).toBe(String(first.vendors[0].id));
    const rest = (await managerGet(`/vendors?after=${first.next}&limit=500`)).json();
    expect(rest.next).toBeNull();
    const ids = [...first.vendors, ...rest.vendors].map((v: { id: number }) => v.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect((await managerGet('/vendors/999999')).statusCode).toBe(404);
    expect((await managerGet('/vendors?limit=501')).statusCode).toBe(400);
  });

  it('tell a pause, its end by itself (once, whichever instance sweeps) and a resume', async () => {
    const { next: start } = await readAll();
    await t.app.inject(
      asClient({ method: 'PUT', url: pauseUrl(), cookie: demo.cookie, payload: { minutes: 15 } }),
    );
    nowMs += 16 * MINUTE;
    await Promise.all([t.app.pauseSweeper.tick(), t.app.pauseSweeper.tick()]);
    await t.app.pauseSweeper.tick();
    await t.app.inject(
      asClient({ method: 'PUT', url: pauseUrl(), cookie: demo.cookie, payload: { minutes: 60 } }),
    );
    await t.app.inject(asClient({ method: 'DELETE', url: pauseUrl(), cookie: demo.cookie }));
    const { events } = await readAll(start, '&types=vendor.paused,vendor.resumed');
    expect(events.map((e) => e.type)).toEqual([
      'vendor.paused',
      'vendor.resumed',
      'vendor.paused',
      'vendor.resumed',
    ]);
    const paused = events[0]!.data as { vendor: { pausedUntil: string; acceptingOrders: boolean } };
    expect(paused.vendor.acceptingOrders).toBe(false);
    expect(paused.vendor.pausedUntil).toBe(new Date(Date.parse('2030-01-07T12:16:00Z')).toISOString());
  });

  it('tell a changed profile, address, hours and order settings as vendor.updated', async () => {
    const { next: start } = await readAll();
    const call = (method: 'PATCH' | 'PUT', url: string, payload: object) =>
      t.app.inject(asClient({ method, url, cookie: demo.cookie, payload }));
    const me = `/api/vendor/users/me/vendors/${demo.vendorId}`;
    expect((await call('PATCH', me, { name: 'Renamed Bistro' })).statusCode).toBe(200);
    // Nothing changed: no event.
    expect((await call('PATCH', me, { name: 'Renamed Bistro' })).statusCode).toBe(200);
    const location = {
      address: 'Broadway, 1, New York, United States',
      street: 'Broadway',
      houseNumber: '1',
      city: 'New York',
      country: 'United States',
      latitude: 40.73,
      longitude: -73.99,
    };
    expect((await call('PUT', `${me}/location`, location)).statusCode).toBe(200);
    const hours = { intervals: { MONDAY: { from: '10:00', until: '22:00', turnIntoAnotherDay: false } } };
    const hoursUrl = `/api/vendor/accounts/${demo.accountId}/catalogue/working_hours`;
    expect((await call('PUT', hoursUrl, hours)).statusCode).toBe(200);
    const settings = {
      autoAccept: true,
      acceptanceMinutes: 7,
      maxOrdersPer15Min: null,
      busyExtraMinutes: 0,
      busyUntil: null,
    };
    expect(
      (await call('PUT', `/api/vendor/${demo.vendorId}/params/order-settings`, settings)).statusCode,
    ).toBe(200);

    const { events } = await readAll(start, `&types=vendor.updated&vendorId=${demo.vendorId}`);
    const vendors = events.map((e) => (e.data as { vendor: Record<string, unknown> }).vendor);
    expect(vendors).toHaveLength(4);
    expect(vendors[0]).toMatchObject({ name: 'Renamed Bistro' });
    expect(vendors[1]).toMatchObject({
      address: { address: location.address, latitude: 40.73, longitude: -73.99 },
    });
    expect(vendors[2]).toMatchObject({
      workingHours: [{ day: 'MONDAY', from: '10:00', until: '22:00', turnIntoAnotherDay: false }],
    });
    expect(vendors[3]).toMatchObject({ autoAccept: true, acceptanceMinutes: 7 });
    // The vendor read says the same now.
    expect((await managerGet(`/vendors/${demo.vendorId}`)).json()).toEqual(vendors[3]);
  });
});

describe('menu events', () => {
  it('one menu.updated per committed change, with the new ETag; sold-out items tell their availability', async () => {
    const { next: start } = await readAll();
    const setAvailable = (payload: object) =>
      t.app.inject(
        asClient({
          method: 'PUT',
          url: `/api/vendor/products/${margherita}/available`,
          cookie: demo.cookie,
          payload,
        }),
      );
    expect(
      (await setAvailable({ available: false, until: new Date(nowMs + 60 * MINUTE).toISOString() }))
        .statusCode,
    ).toBe(200);
    const { events } = await readAll(start);
    expect(events.map((e) => e.type)).toEqual(['menu.updated', 'item.availability_changed']);
    expect(events[1]!.data).toEqual({
      accountId: demo.accountId,
      item: 'product',
      id: margherita,
      available: false,
      availableAgainAt: new Date(nowMs + 60 * MINUTE).toISOString(),
    });
    const firstTag = (events[0]!.data as { etag: string }).etag;
    expect(firstTag).toMatch(/^"menu-\d+-\d+"$/);
    expect(events[0]!.vendorId).toBeNull();

    // The sold-out time passes: two sweeps, one set of events.
    nowMs += 61 * MINUTE;
    const { restoreDueAvailability } = await import('../catalogue/availability.ts');
    await Promise.all([
      restoreDueAvailability(t.database.db, clock()),
      restoreDueAvailability(t.database.db, clock()),
    ]);
    const back = await readAll(start);
    expect(back.events.map((e) => e.type)).toEqual([
      'menu.updated',
      'item.availability_changed',
      'menu.updated',
      'item.availability_changed',
    ]);
    expect(back.events[3]!.data).toMatchObject({ id: margherita, available: true, availableAgainAt: null });
    expect((back.events[2]!.data as { etag: string }).etag).not.toBe(firstTag);
    // A menu read through the vendor's own feed filter includes the account-wide events.
    const forVendor = await readAll(start, `&vendorId=${demo.vendorId}&types=menu.updated`);
    expect(forVendor.events).toHaveLength(2);
  });
});

describe('the OpenAPI document', () => {
  it('describes every back-channel route, how to authenticate, and each event type’s payload', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/manager/events', 'get'],
      ['/api/manager/orders/{orderId}', 'get'],
      ['/api/manager/vendors', 'get'],
      ['/api/manager/vendors/{vendorId}', 'get'],
      ['/api/manager/webhooks', 'post'],
      ['/api/manager/webhooks/{webhookId}', 'patch'],
      ['/api/manager/webhooks/{webhookId}/rotate-secret', 'post'],
      ['/api/manager/webhooks/{webhookId}/deliveries', 'get'],
      ['/api/manager/events/{eventId}/redeliver', 'post'],
    ] as const) {
      expect(spec.paths[path]?.[method], `${method} ${path}`).toBeDefined();
      expect(spec.paths[path][method].security).toEqual([{ marketplaceToken: [] }]);
    }
    expect(spec.paths['/api/manager/events'].get.responses['410']).toBeDefined();
    expect(spec.paths['/api/vendor/users/me'].get.security).toEqual([{ session: [] }]);
    expect(spec.paths['/api/vendor/auth/login'].post.security).toBeUndefined();
    expect(spec.components.securitySchemes).toMatchObject({
      marketplaceToken: { type: 'http', scheme: 'bearer' },
      session: { type: 'apiKey', in: 'cookie' },
    });
    for (const type of MARKETPLACE_EVENT_TYPES) {
      const schema = spec.components.schemas[`Event.${type}`];
      expect(schema, type).toBeDefined();
      expect(schema.properties.type.enum ?? [schema.properties.type.const]).toEqual([type]);
    }
    expect(spec.servers).toEqual([{ url: expect.stringMatching(/^http/) }]);
  });
});
