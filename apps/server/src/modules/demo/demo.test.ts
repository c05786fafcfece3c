import { CreateOrderRequest, DEFAULT_ORDER_SETTINGS, type LiveMessage, type Order } from '@larder/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import {
  componentGroups,
  components,
  orderEvents,
  orderItems,
  orders,
  products,
} from '../../db/schema/index.ts';
import { asClient, createTestApp, fileTestApp, OTHER_OWNER, OWNER } from '../../test/app.ts';
import { menuOf, orderBody, vendorAction } from '../../test/orders.ts';
import { createOrder } from '../orders/create-order.ts';
import { type DemoOptions, DemoPlayer } from './player.ts';
import { DEMO_TIMINGS, nextDemoMove, type ScriptedOrder } from './script.ts';

const MINUTE = 60_000;

// The app's own player stays off: each test drives one with a clock it moves.
const t = fileTestApp({ demoOrderIntervalS: 0 });
let demo: Awaited<ReturnType<typeof menuOf>>;
let other: Awaited<ReturnType<typeof menuOf>>;
const sockets: WebSocket[] = [];

beforeEach(async () => {
  demo = await menuOf(t.app, OWNER);
  other = await menuOf(t.app, OTHER_OWNER);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate();
});

/** A clock that starts now (or at `start`) and only moves forward, in big steps. */
function fakeClock(start = Date.now()) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** mulberry32: a seeded random source, so a failing run can be replayed. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
}

function player(clock: ReturnType<typeof fakeClock>, options: Partial<DemoOptions> = {}) {
  return new DemoPlayer(t.app.db, () => t.app.live.connectedVendorIds(), {
    intervalS: 90,
    now: clock.now,
    random: seeded(42),
    ...options,
  });
}

/** A vendor user with the orders page open: a live socket on this instance. */
async function connect(who: { cookie: string; vendorId: number }) {
  const socket = await t.app.injectWS(`/api/vendor/socket?vendorId=${who.vendorId}`, {
    headers: { cookie: who.cookie },
  });
  sockets.push(socket);
  const messages: LiveMessage[] = [];
  socket.on('message', (data) => {
    try {
      messages.push(JSON.parse(data.toString()) as LiveMessage);
    } catch {
      // heartbeat
    }
  });
  await vi.waitFor(() => expect(t.app.live.connectedVendorIds()).toContain(who.vendorId));
  return { socket, messages };
}

const ordersOf = (vendorId: number) =>
  t.database.db.select().from(orders).where(eq(orders.vendorId, vendorId)).orderBy(asc(orders.id));
const orderRow = async (id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const productIdNamed = async (accountId: number, english: string) =>
  (
    await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.accountId, accountId), sql`${products.nameI18n}->'values'->>'en' = ${english}`))
  )[0]!.id;

/** A delivery order the demo created, as its tick would, now or at the fake clock's time. */
async function demoDeliveryOrder(clock?: ReturnType<typeof fakeClock>) {
  const { order } = await createOrder(
    t.database.db,
    demo.vendorId,
    CreateOrderRequest.parse(
      orderBody([await productIdNamed(demo.accountId, 'Margherita')], {
        receiptType: 'DELIVERY',
        deliveryCost: 2.99,
      }),
    ),
    `demo-test-${Math.random()}`,
    'DEMO',
    clock ? new Date(clock.now()) : undefined,
  );
  return order.orderId;
}

describe('demo mode plays the marketplace', () => {
  it('creates orders at a realistic pace for the connected demo vendor only, from its orderable menu', async () => {
    // What a customer could not order: a hidden product, a sold-out one, a sold-out topping.
    const hidden = await productIdNamed(demo.accountId, 'Greek salad');
    const soldOut = await productIdNamed(demo.accountId, 'Espresso');
    await t.database.db.update(products).set({ visible: false }).where(eq(products.id, hidden));
    await t.database.db.update(products).set({ available: false }).where(eq(products.id, soldOut));
    const [mushrooms] = await t.database.db
      .select({ id: components.id })
      .from(components)
      .innerJoin(componentGroups, eq(componentGroups.id, components.groupId))
      .where(
        and(
          eq(componentGroups.accountId, demo.accountId),
          sql`${components.nameI18n}->'values'->>'en' = 'Mushrooms'`,
        ),
      );
    await t.database.db.update(components).set({ available: false }).where(eq(components.id, mushrooms!.id));
    const orderable = (
      await t.database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.accountId, demo.accountId))
    )
      .map((p) => p.id)
      .filter((id) => id !== hidden && id !== soldOut);

    const live = await connect(demo);
    const clock = fakeClock();
    const play = player(clock, { maxWaiting: 1000 });
    const created: number[] = [];
    // Half an hour of demo time, a tick every 30 s.
    for (let i = 0; i < 60; i++) {
      const report = await play.tick();
      expect(report).toMatchObject({ played: true, failures: 0 });
      created.push(...report.created);
      clock.advance(30_000);
    }
    // About one order every 1–2 minutes: 30 min → 15–40 orders.
    expect(created.length).toBeGreaterThanOrEqual(15);
    expect(created.length).toBeLessThanOrEqual(40);

    const mine = await ordersOf(demo.vendorId);
    expect(mine.map((o) => o.id)).toEqual(created);
    expect(await ordersOf(other.vendorId)).toEqual([]);
    expect(new Set(mine.map((o) => o.receiptType))).toEqual(new Set(['TAKEAWAY', 'DELIVERY']));
    for (const order of mine) {
      expect(order.customerInfo.name).toMatch(/^\S+ \S+$/);
      if (order.receiptType === 'DELIVERY') expect(order.customerInfo.address).toBeTruthy();
      else expect(order.takeAwayCode).toBeTruthy();
    }
    const items = await t.database.db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          mine.map((o) => o.id),
        ),
      );
    for (const item of items) {
      expect(orderable).toContain(item.productId);
      for (const c of item.components) expect(c.componentId).not.toBe(mushrooms!.id);
    }
    expect(items.some((i) => i.components.length > 0)).toBe(true);
    const creates = await t.database.db
      .select({ actor: orderEvents.actor })
      .from(orderEvents)
      .where(eq(orderEvents.action, 'create'));
    expect(creates.every((e) => e.actor === 'DEMO')).toBe(true);
    // The vendor hears about each one like a real order.
    await vi.waitFor(() =>
      expect(live.messages.filter((m) => m.type === 'NEW_ORDER').map((m) => m.orderId)).toEqual(created),
    );
  });

  it('a vendor without a connected client gets no orders', async () => {
    await connect(other);
    const clock = fakeClock();
    const play = player(clock);
    for (let i = 0; i < 20; i++) {
      await play.tick();
      clock.advance(MINUTE);
    }
    expect(await ordersOf(demo.vendorId)).toEqual([]);
    expect((await ordersOf(other.vendorId)).length).toBeGreaterThan(0);
  });

  it('an account that left demo mode gets nothing more, not even courier moves', async () => {
    const orderId = await demoDeliveryOrder();
    expect((await vendorAction(t.app, demo.cookie, demo.vendorId)(orderId, 'approve')).statusCode).toBe(200);
    const leave = await t.app.inject(
      asClient({
        method: 'PUT',
        url: `/api/vendor/users/me/vendors/${demo.vendorId}/liveMode`,
        payload: { liveMode: true },
        cookie: demo.cookie,
      }),
    );
    expect(leave.json().liveMode).toBe(true);
    await connect(demo);
    const clock = fakeClock();
    const play = player(clock);
    for (let i = 0; i < 20; i++) {
      expect(await play.tick()).toMatchObject({ played: true, created: [], moves: [] });
      clock.advance(5 * MINUTE);
    }
    expect((await ordersOf(demo.vendorId)).map((o) => o.id)).toEqual([orderId]);
    expect(await orderRow(orderId)).toMatchObject({ status: 'APPROVED', courier: null });
  });

  it('an approved delivery order gets a courier, locations, a pick-up after "ready", and is delivered', async () => {
    // Listening before the order comes: on PostgreSQL a notification reaches the instance a moment
    // after its commit, and would otherwise reach a socket opened after it, or not.
    const live = await connect(demo);
    const orderId = await demoDeliveryOrder();
    const act = vendorAction(t.app, demo.cookie, demo.vendorId);
    expect((await act(orderId, 'approve')).statusCode).toBe(200);
    const clock = fakeClock();
    const play = player(clock);
    const movesOf = async () =>
      (await play.tick()).moves.filter((m) => m.orderId === orderId).map((m) => m.move);

    clock.advance(3 * MINUTE);
    expect(await movesOf()).toEqual(['courierFound']);
    const found = await orderRow(orderId);
    expect(found.status).toBe('APPROVED');
    expect(found.courier).toEqual({
      name: expect.any(String),
      phone: expect.stringMatching(/^\+1/),
      photo: null,
    });

    // The courier rides over while the kitchen cooks; nobody takes food that is not ready.
    clock.advance(25_000);
    expect(await movesOf()).toEqual(['location']);
    clock.advance(5_000);
    expect(await movesOf()).toEqual([]);
    expect((await orderRow(orderId)).courierLatitude).not.toBeNull();

    expect((await act(orderId, 'ready')).statusCode).toBe(200);
    clock.advance(2 * MINUTE);
    expect(await movesOf()).toEqual(['pickedUp']);
    expect((await orderRow(orderId)).status).toBe('ON_DELIVERY');

    clock.advance(5 * MINUTE);
    expect(await movesOf()).toEqual(['delivered']);
    expect((await orderRow(orderId)).status).toBe('COMPLETED');
    expect(await play.tick()).toMatchObject({ moves: [] });

    const events = await t.database.db
      .select({ action: orderEvents.action, actor: orderEvents.actor, to: orderEvents.toStatus })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.id));
    expect(events).toEqual([
      { action: 'create', actor: 'DEMO', to: 'WAITING_APPROVAL' },
      { action: 'approve', actor: 'VENDOR', to: 'APPROVED' },
      { action: 'ready', actor: 'VENDOR', to: 'APPROVED' },
      { action: 'pickedUp', actor: 'DEMO', to: 'ON_DELIVERY' },
      { action: 'delivered', actor: 'DEMO', to: 'COMPLETED' },
    ]);
    await vi.waitFor(() =>
      expect(live.messages.filter((m) => m.orderId === orderId).map((m) => [m.type, m.body.status])).toEqual([
        ['NEW_ORDER', 'WAITING_APPROVAL'],
        ['ORDER_STATUS_UPDATE', 'APPROVED'],
        ['COURIER_FOUND', 'APPROVED'],
        ['COURIER_LOCATION_UPDATE', 'APPROVED'],
        ['ORDER_STATUS_UPDATE', 'APPROVED'], // ready
        ['ORDER_STATUS_UPDATE', 'ON_DELIVERY'],
        ['ORDER_STATUS_UPDATE', 'COMPLETED'],
      ]),
    );
  });

  it('an order the vendor hands over before a courier was found gets one at once, then is delivered', async () => {
    const orderId = await demoDeliveryOrder();
    const act = vendorAction(t.app, demo.cookie, demo.vendorId);
    for (const action of ['approve', 'ready', 'complete'] as const) {
      expect((await act(orderId, action)).statusCode).toBe(200);
    }
    await connect(demo);
    const clock = fakeClock();
    const play = player(clock);
    expect((await play.tick()).moves).toEqual([{ orderId, move: 'courierFound' }]);
    clock.advance(5 * MINUTE);
    expect((await play.tick()).moves).toEqual([{ orderId, move: 'delivered' }]);
    expect(await orderRow(orderId)).toMatchObject({ status: 'COMPLETED', courier: { photo: null } });
  });

  it('the marketplace cancels an order nobody approves; it never touches orders it did not create', async () => {
    const ignored = await demoDeliveryOrder();
    const fromMarketplace = await createOrder(
      t.database.db,
      demo.vendorId,
      CreateOrderRequest.parse(
        orderBody([await productIdNamed(demo.accountId, 'Margherita')], { receiptType: 'DELIVERY' }),
      ),
      undefined,
    );
    await connect(demo);
    const clock = fakeClock();
    const play = player(clock);
    clock.advance(16 * MINUTE);
    expect((await play.tick()).moves).toEqual([{ orderId: ignored, move: 'cancel' }]);
    expect((await orderRow(ignored)).status).toBe('CANCELLED');
    expect((await orderRow(fromMarketplace.order.orderId)).status).toBe('WAITING_APPROVAL');
  });

  it('overlapping ticks, and two instances ticking at once, create one order', async () => {
    await connect(demo);
    const clock = fakeClock();
    const [a, b] = [player(clock), player(clock, { random: seeded(7) })];
    await Promise.all([a.tick(), b.tick()]); // both schedule the first order
    clock.advance(5 * MINUTE);
    const [first, second] = await Promise.all([a.tick(), a.tick()]);
    expect(first).toMatchObject({ played: true });
    expect(first!.created).toHaveLength(1);
    expect(second).toMatchObject({ played: false, created: [] });
    // The other instance sees that order and plans the next one after it, as the first did.
    expect(await b.tick()).toMatchObject({ played: true, created: [] });

    clock.advance(5 * MINUTE);
    const both = await Promise.all([a.tick(), b.tick()]);
    expect(both.flatMap((r) => r.created)).toHaveLength(1);
    expect(await ordersOf(demo.vendorId)).toHaveLength(2);
  });

  it('stops piling orders up when nobody answers', async () => {
    await connect(demo);
    const clock = fakeClock();
    const play = player(clock, { maxWaiting: 3 });
    for (let i = 0; i < 20; i++) {
      await play.tick();
      clock.advance(MINUTE / 2);
    }
    expect(await ordersOf(demo.vendorId)).toHaveLength(3);
  });

  it('an order the intake refuses (capacity reached) is one short info line, not a warning, and is tried again later', async () => {
    await connect(demo);
    const settings = await t.app.inject(
      asClient({
        method: 'PUT',
        url: `/api/vendor/${demo.vendorId}/params/order-settings`,
        cookie: demo.cookie,
        payload: { ...DEFAULT_ORDER_SETTINGS, maxOrdersPer15Min: 1 },
      }),
    );
    expect(settings.statusCode).toBe(200);
    // A second into a quarter hour (the vendor's quarters are UTC's: Riga is whole hours off), so
    // the six ticks below have the minutes the demo needs before it tries an order.
    const QUARTER_HOUR = 15 * MINUTE;
    const clock = fakeClock(Math.floor(Date.now() / QUARTER_HOUR) * QUARTER_HOUR + 1000);
    // The quarter hour's one order is taken, on the demo's clock: the demo's own would be the second.
    await demoDeliveryOrder(clock);
    const log = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const play = player(clock, { log });
    // Six ticks a minute apart, all inside the quarter hour the capacity counts.
    for (let i = 0; i < 6; i++) {
      const report = await play.tick();
      expect(report.failures).toBe(0);
      clock.advance(MINUTE);
    }
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith(
      { vendorId: demo.vendorId, code: 'CapacityReached' },
      'demo: order refused by the intake',
    );
    // Retried at the demo's pace, not on every tick.
    expect(log.info.mock.calls.length).toBeLessThan(6);
    expect(await ordersOf(demo.vendorId)).toHaveLength(1);
  });
});

describe('demo customers answer a substitute the kitchen proposes', () => {
  /** A take-away demo order of a Margherita and a Lemonade, approved, its pizza offered as a Pepperoni. */
  async function proposedOrder() {
    const { order } = await createOrder(
      t.database.db,
      demo.vendorId,
      CreateOrderRequest.parse(
        orderBody([
          await productIdNamed(demo.accountId, 'Margherita'),
          await productIdNamed(demo.accountId, 'Lemonade'),
        ]),
      ),
      `demo-test-${Math.random()}`,
      'DEMO',
    );
    expect((await vendorAction(t.app, demo.cookie, demo.vendorId)(order.orderId, 'approve')).statusCode).toBe(
      200,
    );
    const res = await t.app.inject(
      asClient({
        method: 'POST',
        url: `/api/vendor/${demo.vendorId}/orders/${order.orderId}/amend`,
        cookie: demo.cookie,
        payload: {
          lines: [],
          substitutes: [{ line: 0, productId: await productIdNamed(demo.accountId, 'Pepperoni'), count: 1 }],
          reason: 'OUT_OF_STOCK',
        },
      }),
    );
    expect(res.statusCode).toBe(200);
    const amendment = (res.json() as Order).amendments[0]!;
    expect(amendment.status).toBe('PENDING');
    return { orderId: order.orderId, amendmentId: amendment.id, at: Date.parse(amendment.at) };
  }

  it('answers after a short random time well inside the 10 minutes, through the marketplace answer', async () => {
    const proposals = [await proposedOrder(), await proposedOrder(), await proposedOrder()];
    const live = await connect(demo);
    const clock = fakeClock();
    const play = player(clock);
    const answered = new Map<number, string>();
    const tick = async () => {
      const report = await play.tick();
      expect(report.failures).toBe(0);
      for (const { orderId, move } of report.moves)
        if (move.endsWith('Proposal')) answered.set(orderId, move);
    };
    // Nobody answers at once.
    await tick();
    expect(answered.size).toBe(0);
    // Within two minutes every customer has: a tick every 10 s, as the demo's timer would.
    while (clock.now() < Math.max(...proposals.map((p) => p.at)) + DEMO_TIMINGS.proposalAnswer[1] + 10_000) {
      clock.advance(10_000);
      await tick();
    }
    expect([...answered.keys()].sort()).toEqual(proposals.map((p) => p.orderId).sort());

    for (const { orderId, amendmentId } of proposals) {
      const order = await orderRow(orderId);
      const amendment = order.amendments.find((a) => a.id === amendmentId)!;
      const verdict = answered.get(orderId);
      expect(verdict).toMatch(/^(accept|reject)Proposal$/);
      expect(amendment.status).toBe(verdict === 'acceptProposal' ? 'ACCEPTED' : 'REJECTED');
      expect(order.amendmentAnswerBefore).toBeNull();
      // Answered by the demo's clock, before the deadline.
      const resolvedAt = Date.parse(amendment.resolvedAt!);
      expect(resolvedAt).toBeLessThan(Date.parse(amendment.answerBefore!));
      expect(resolvedAt).toBeLessThanOrEqual(clock.now());
      expect(resolvedAt).toBeGreaterThanOrEqual(Date.parse(amendment.at) + DEMO_TIMINGS.proposalAnswer[0]);
    }
    // The board hears each outcome live; the order stays the vendor's to finish.
    await vi.waitFor(() =>
      expect(live.messages.filter((m) => m.type === 'ORDER_AMENDED').map((m) => m.orderId)).toEqual(
        expect.arrayContaining(proposals.map((p) => p.orderId)),
      ),
    );
    for (const { orderId } of proposals) expect((await orderRow(orderId)).status).toBe('APPROVED');
    // Answered once: later ticks, and another instance's, leave the orders alone.
    clock.advance(5 * MINUTE);
    const other = player(clock, { random: seeded(7) });
    expect(await Promise.all([play.tick(), other.tick()])).toMatchObject([
      { moves: [], failures: 0 },
      { moves: [], failures: 0 },
    ]);
  });

  it('mostly accept and sometimes refuse, each within 20 s to 2 min of the proposal', () => {
    const at = new Date('2026-03-02T18:00:00.000Z');
    const order = (id: number): ScriptedOrder => ({
      id,
      status: 'APPROVED',
      receiptType: 'TAKEAWAY',
      courier: null,
      createdAt: at,
      approvedAt: at,
      readyAt: null,
      deliveryStartedAt: null,
      estimatedCookingEndAt: null,
      proposal: { id: 1, at },
    });
    const location = { latitude: 40.729, longitude: -73.995 };
    let accepted = 0;
    for (let id = 1; id <= 1000; id++) {
      const [min, max] = DEMO_TIMINGS.proposalAnswer;
      expect(nextDemoMove(order(id), location, at.getTime() + min - 1, undefined)).toBeNull();
      const move = nextDemoMove(order(id), location, at.getTime() + max, undefined);
      expect(move).toMatchObject({ kind: 'answerProposal', amendmentId: 1 });
      if (move?.kind === 'answerProposal' && move.accept) accepted++;
    }
    expect(DEMO_TIMINGS.proposalAnswer[1]).toBeLessThanOrEqual(5 * MINUTE);
    expect(accepted / 1000).toBeGreaterThan(0.7);
    expect(accepted / 1000).toBeLessThan(0.9);
  });
});

describe('demo mode in the running app', () => {
  it('plays on its own timer, and closing the app stops it', async () => {
    const app = await createTestApp({ demoOrderIntervalS: 1 });
    try {
      const owner = await menuOf(app.app, OWNER);
      expect(app.app.demo.ticking).toBe(true);
      const socket = await app.app.injectWS(`/api/vendor/socket?vendorId=${owner.vendorId}`, {
        headers: { cookie: owner.cookie },
      });
      sockets.push(socket);
      const countOrders = async () => (await app.database.db.select({ n: count() }).from(orders))[0]!.n;
      await vi.waitFor(async () => expect(await countOrders()).toBeGreaterThan(0), { timeout: 10_000 });

      await app.app.close();
      expect(app.app.demo.ticking).toBe(false);
      const after = await countOrders();
      // A stopped player has no timer and refuses a tick: nothing can add an order any more.
      expect((await app.app.demo.tick()).played).toBe(false);
      expect(await countOrders()).toBe(after);
    } finally {
      await app.close();
    }
  });
});
