import { ORDER_SETTINGS_ERROR_CODES, type Order, type OrderSettings } from '@larder/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderEvents, orders, sectionProducts, sections } from '../../db/schema/index.ts';
import { asClient, MANAGER, OTHER_OWNER, OWNER, seededCookie, WORKER } from '../../test/app.ts';
import { closeInstances, connect, listen, secondInstance } from '../../test/live.ts';
import { marketplace, menuOf, orderBody, productNamed, vendorAction } from '../../test/orders.ts';
import { signedInTestApp } from '../../test/signed-in.ts';
import { declineOverdueOrders } from './acceptance-window.ts';

/** The app's clock: a Monday noon (14:01 in the demo vendor's Riga), moved by the tests. */
const START = Date.parse('2030-01-07T12:01:00Z');
let nowMs = START;
const clock = () => new Date(nowMs);
const advance = (ms: number) => {
  nowMs += ms;
};
const MINUTE = 60_000;

const { t, user: demo } = signedInTestApp(OWNER, {}, { clock });
let market: ReturnType<typeof marketplace>;
let margherita: number;

beforeEach(async () => {
  nowMs = START;
  market = marketplace(t.app);
  margherita = await productNamed(t.database.db, demo.accountId, 'Margherita');
});
afterEach(() => closeInstances());

const settingsUrl = (vendorId = demo.vendorId) => `/api/vendor/${vendorId}/params/order-settings`;
const defaults: OrderSettings = {
  autoAccept: false,
  acceptanceMinutes: 10,
  maxOrdersPer15Min: null,
  busyExtraMinutes: 0,
  busyUntil: null,
};
const getSettings = (cookie = demo.cookie, vendorId = demo.vendorId) =>
  t.app.inject(asClient({ method: 'GET', url: settingsUrl(vendorId), cookie }));
const putSettings = (body: unknown, cookie = demo.cookie, vendorId = demo.vendorId) =>
  t.app.inject(asClient({ method: 'PUT', url: settingsUrl(vendorId), cookie, payload: body as object }));
async function settle(changes: Partial<OrderSettings>) {
  const res = await putSettings({ ...defaults, ...changes });
  expect(res.statusCode).toBe(200);
  return res.json() as OrderSettings;
}

async function newOrder(overrides: Record<string, unknown> = {}): Promise<Order> {
  const res = await market.createOrder(demo.vendorId, orderBody([margherita], overrides));
  expect(res.statusCode).toBe(201);
  return res.json();
}
const cookingMinutes = (order: Order) =>
  (Date.parse(order.estimatedCookingEndAt!) - Date.parse(order.estimatedCookingStartAt!)) / MINUTE;
const eventsOf = (orderId: number) =>
  t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
const getOrder = async (orderId: number): Promise<Order> =>
  (
    await t.app.inject(
      asClient({ method: 'GET', url: `/api/vendor/${demo.vendorId}/orders/${orderId}`, cookie: demo.cookie }),
    )
  ).json();

describe('order settings', () => {
  it('start at the defaults and keep what the owner saves', async () => {
    expect((await getSettings()).json()).toEqual(defaults);
    const busyUntil = new Date(nowMs + 60 * MINUTE).toISOString();
    const saved = {
      autoAccept: true,
      acceptanceMinutes: 5,
      maxOrdersPer15Min: 12,
      busyExtraMinutes: 20,
      busyUntil,
    };
    expect((await putSettings(saved)).json()).toEqual(saved);
    expect((await getSettings()).json()).toEqual(saved);
  });

  it.each([
    [{ acceptanceMinutes: 0 }, 400],
    [{ acceptanceMinutes: 1 }, 200],
    [{ acceptanceMinutes: 30 }, 200],
    [{ acceptanceMinutes: 31 }, 400],
    [{ acceptanceMinutes: 2.5 }, 400],
    [{ busyExtraMinutes: 15 }, 400],
    [{ busyExtraMinutes: 30 }, 200],
    [{ maxOrdersPer15Min: 0 }, 400],
    [{ maxOrdersPer15Min: 1 }, 200],
    [{ maxOrdersPer15Min: 500 }, 200],
    [{ maxOrdersPer15Min: 501 }, 400],
    [{ busyUntil: 'tomorrow' }, 400],
    [{ extra: true }, 400],
  ])('%j answers %i; a refused save changes nothing', async (changes, status) => {
    const res = await putSettings({ ...defaults, ...changes });
    expect(res.statusCode).toBe(status);
    if (status === 400) {
      expect(res.json().code).toBe('ValidationError');
      expect((await getSettings()).json()).toEqual(defaults);
    }
  });

  it('refuses a busy mode that ends in the past, and forgets an end time when busy mode is off', async () => {
    const past = new Date(nowMs - MINUTE).toISOString();
    const refused = await putSettings({ ...defaults, busyExtraMinutes: 10, busyUntil: past });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe(ORDER_SETTINGS_ERROR_CODES.busyUntilInPast);
    expect(await settle({ busyExtraMinutes: 0, busyUntil: past })).toMatchObject({ busyUntil: null });
  });

  it('reads busy mode as off once busyUntil has passed', async () => {
    await settle({ busyExtraMinutes: 20, busyUntil: new Date(nowMs + 30 * MINUTE).toISOString() });
    advance(30 * MINUTE);
    expect((await getSettings()).json()).toMatchObject({ busyExtraMinutes: 0, busyUntil: null });
  });

  it('may be changed by owners and managers; workers only read them', async () => {
    const manager = seededCookie(MANAGER);
    expect((await putSettings({ ...defaults, autoAccept: true }, manager)).statusCode).toBe(200);
    const worker = seededCookie(WORKER);
    const refused = await putSettings({ ...defaults, acceptanceMinutes: 3 }, worker);
    expect(refused.statusCode).toBe(403);
    const read = await getSettings(worker);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ autoAccept: true, acceptanceMinutes: 10 });
  });

  it("another vendor's settings are not found", async () => {
    const other = await menuOf(t.app, OTHER_OWNER);
    expect((await getSettings(other.cookie, demo.vendorId)).statusCode).toBe(404);
    expect(
      (await putSettings({ ...defaults, autoAccept: true }, other.cookie, demo.vendorId)).statusCode,
    ).toBe(404);
    expect((await getSettings()).json()).toEqual(defaults);
  });
});

describe('auto-accept', () => {
  it('approves a new order at once, with the flag, and it reaches the board approved', async () => {
    await settle({ autoAccept: true });
    const base = await listen(t.app);
    const client = await connect(base, demo.vendorId, demo.cookie);
    const order = await newOrder();
    expect(order).toMatchObject({ status: 'APPROVED', autoAccepted: true, acceptBefore: null });
    expect(order.approvedAt).toBe(clock().toISOString());
    expect(await getOrder(order.orderId)).toEqual(order);
    expect(await client.next((m) => m.orderId === order.orderId)).toEqual({
      type: 'NEW_ORDER',
      orderId: order.orderId,
      body: { status: 'APPROVED', readyAt: null, autoAccepted: true },
    });
    client.socket.close(1000);
    const lists = (
      await t.app.inject(
        asClient({ method: 'GET', url: `/api/vendor/${demo.vendorId}/orders`, cookie: demo.cookie }),
      )
    ).json();
    expect(lists.APPROVED.map((o: Order) => o.orderId)).toContain(order.orderId);
    expect((await eventsOf(order.orderId)).map((e) => [e.action, e.actor])).toEqual([
      ['create', 'MARKETPLACE'],
      ['approve', 'SYSTEM'],
    ]);
  });

  it('cooks for the sections’ time plus the busy minutes, and without them once busy mode has ended', async () => {
    const manual = await newOrder();
    expect(manual).toMatchObject({ status: 'WAITING_APPROVAL', autoAccepted: false });
    const approved: Order = (
      await vendorAction(t.app, demo.cookie, demo.vendorId)(manual.orderId, 'approve')
    ).json();
    const sectionsMinutes = cookingMinutes(approved);
    expect(sectionsMinutes).toBeGreaterThan(0);

    await settle({
      autoAccept: true,
      busyExtraMinutes: 20,
      busyUntil: new Date(nowMs + 10 * MINUTE).toISOString(),
    });
    expect(cookingMinutes(await newOrder())).toBe(sectionsMinutes + 20);
    advance(10 * MINUTE);
    expect(cookingMinutes(await newOrder())).toBe(sectionsMinutes);
  });

  it('cooks for the longest time of the sections the ordered products are in, 20 minutes when none sets one', async () => {
    const lemonade = await productNamed(t.database.db, demo.accountId, 'Lemonade');
    const sectionsOf = async (productId: number) =>
      (
        await t.database.db
          .select({ id: sectionProducts.sectionId })
          .from(sectionProducts)
          .where(eq(sectionProducts.productId, productId))
      ).map((row) => row.id);
    const cookIn = (sectionIds: number[], minutes: number) =>
      t.database.db.update(sections).set({ cookingTime: minutes }).where(inArray(sections.id, sectionIds));
    const approvedMinutes = async (productIds: number[]) => {
      const res = await market.createOrder(demo.vendorId, orderBody(productIds));
      expect(res.statusCode).toBe(201);
      const approve = vendorAction(t.app, demo.cookie, demo.vendorId);
      return cookingMinutes((await approve(res.json().orderId, 'approve')).json());
    };
    const pizzaSections = await sectionsOf(margherita);
    const drinkSections = await sectionsOf(lemonade);
    await cookIn([...pizzaSections, ...drinkSections], 0);
    expect(await approvedMinutes([margherita, lemonade])).toBe(20);
    await cookIn(pizzaSections, 35);
    await cookIn(drinkSections, 5);
    expect(await approvedMinutes([margherita, lemonade])).toBe(35);
    expect(await approvedMinutes([lemonade])).toBe(5);
    await cookIn(drinkSections, 50);
    expect(await approvedMinutes([margherita, lemonade])).toBe(50);
  });

  it('a paid order reaches the kitchen approved, and an unpaid one waits without a deadline', async () => {
    await settle({ autoAccept: true });
    const unpaid = await newOrder({ paid: false, paymentType: 'ONLINE' });
    expect(unpaid).toMatchObject({ status: 'CREATED', acceptBefore: null });
    const paid = await market.event(unpaid.orderId, 'paid');
    expect(paid.json()).toMatchObject({ status: 'APPROVED', autoAccepted: true });
  });
});

describe('statistics', () => {
  it('leave auto-accepted orders out of the median acceptance time: nobody spent time on them', async () => {
    await settle({ autoAccept: true });
    await newOrder();
    const from = new Date(nowMs - 60 * MINUTE).toISOString();
    const to = new Date(nowMs + 60 * MINUTE).toISOString();
    const stat = await t.app.inject(
      asClient({
        method: 'GET',
        url: `/api/vendor/${demo.vendorId}/statistic?from=${from}&to=${to}`,
        cookie: demo.cookie,
      }),
    );
    expect(stat.json().orderStats).toMatchObject({ total: 1, medianAcceptanceSeconds: null, missed: 0 });
  });
});

describe('busy mode on manual approval', () => {
  it('adds the busy minutes to the cooking time of an order approved by hand', async () => {
    const act = vendorAction(t.app, demo.cookie, demo.vendorId);
    const before: Order = (await act((await newOrder()).orderId, 'approve')).json();
    await settle({ busyExtraMinutes: 30 });
    const during: Order = (
      await act((await newOrder()).orderId, 'approve', { query: '?cookingDelayTime=10' })
    ).json();
    expect(cookingMinutes(during)).toBe(cookingMinutes(before) + 30);
    expect(Date.parse(during.estimatedCookingStartAt!) - nowMs).toBe(10 * MINUTE);
    expect(during.autoAccepted).toBe(false);
  });
});

describe('acceptance window', () => {
  it('declines an order nobody accepted in time, once, and the board hears it', async () => {
    await settle({ acceptanceMinutes: 1 });
    const order = await newOrder();
    expect(order.acceptBefore).toBe(new Date(nowMs + MINUTE).toISOString());
    const base = await listen(t.app);
    const client = await connect(base, demo.vendorId, demo.cookie);

    advance(MINUTE - 1000);
    expect(await t.app.acceptanceSweep.run()).toHaveLength(0);
    expect((await getOrder(order.orderId)).status).toBe('WAITING_APPROVAL');

    advance(1000);
    expect((await t.app.acceptanceSweep.run()).map((row) => row.id)).toEqual([order.orderId]);
    expect(await client.next((m) => m.orderId === order.orderId)).toEqual({
      type: 'ORDER_STATUS_UPDATE',
      orderId: order.orderId,
      body: { status: 'DECLINED', readyAt: null, declineReason: 'NOT_ACCEPTED_IN_TIME' },
    });
    client.socket.close(1000);
    expect(await t.app.acceptanceSweep.run()).toHaveLength(0);
    expect(await getOrder(order.orderId)).toMatchObject({
      status: 'DECLINED',
      declineReason: 'NOT_ACCEPTED_IN_TIME',
      declinedAt: clock().toISOString(),
      acceptBefore: null,
    });
    expect((await eventsOf(order.orderId)).map((e) => [e.action, e.actor])).toEqual([
      ['create', 'MARKETPLACE'],
      ['decline', 'SYSTEM'],
    ]);
    const approve = await vendorAction(t.app, demo.cookie, demo.vendorId)(order.orderId, 'approve');
    expect(approve.statusCode).toBe(409);
  });

  it('leaves an order approved in time alone, and a kitchen decline carries its own reason', async () => {
    await settle({ acceptanceMinutes: 1 });
    const act = vendorAction(t.app, demo.cookie, demo.vendorId);
    const approved = await newOrder();
    const declined = await newOrder();
    await act(approved.orderId, 'approve');
    expect((await act(declined.orderId, 'decline')).json().declineReason).toBe('DECLINED_BY_VENDOR');
    advance(5 * MINUTE);
    expect(await t.app.acceptanceSweep.run()).toHaveLength(0);
    expect((await getOrder(approved.orderId)).status).toBe('APPROVED');
  });

  it('two sweeps at once decline each overdue order exactly once', async () => {
    await settle({ acceptanceMinutes: 1 });
    const first = await newOrder();
    const second = await newOrder();
    advance(2 * MINUTE);
    const [a, b] = await Promise.all([
      declineOverdueOrders(t.database.db, clock()),
      declineOverdueOrders(t.database.db, clock()),
    ]);
    expect([...a, ...b].map((row) => row.id).sort()).toEqual([first.orderId, second.orderId].sort());
    for (const id of [first.orderId, second.orderId]) expect(await eventsOf(id)).toHaveLength(2);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'two app instances on one PostgreSQL sweeping at once decline the order exactly once',
    async () => {
      await settle({ acceptanceMinutes: 1 });
      const order = await newOrder();
      const appB = await secondInstance(t.connectionString!, { clock });
      await appB.ready();
      // A board connected to the other instance hears the decline through NOTIFY.
      const client = await connect(await listen(appB), demo.vendorId, demo.cookie);
      advance(MINUTE);
      const [a, b] = await Promise.all([t.app.acceptanceSweep.run(), appB.acceptanceSweep.run()]);
      expect([...a, ...b].map((row) => row.id)).toEqual([order.orderId]);
      expect(await client.next((m) => m.orderId === order.orderId)).toMatchObject({
        body: { status: 'DECLINED', declineReason: 'NOT_ACCEPTED_IN_TIME' },
      });
      client.socket.close(1000);
      expect(await eventsOf(order.orderId)).toHaveLength(2);
    },
  );

  it('counts missed orders in the statistics, apart from the ones the kitchen declined', async () => {
    await settle({ acceptanceMinutes: 1 });
    await newOrder();
    const declined = await newOrder();
    await vendorAction(t.app, demo.cookie, demo.vendorId)(declined.orderId, 'decline');
    advance(MINUTE);
    await t.app.acceptanceSweep.run();
    const from = new Date(nowMs - 60 * MINUTE).toISOString();
    const to = new Date(nowMs + 60 * MINUTE).toISOString();
    const stat = await t.app.inject(
      asClient({
        method: 'GET',
        url: `/api/vendor/${demo.vendorId}/statistic?from=${from}&to=${to}`,
        cookie: demo.cookie,
      }),
    );
    expect(stat.json().orderStats).toMatchObject({ total: 2, missed: 1 });
  });
});

describe('capacity per quarter hour', () => {
  async function orderAtOnce(howMany: number) {
    const answers = await Promise.all(
      Array.from({ length: howMany }, () => market.createOrder(demo.vendorId, orderBody([margherita]))),
    );
    const refused = answers.filter((res) => res.statusCode === 409);
    for (const res of refused) expect(res.json().code).toBe(ORDER_SETTINGS_ERROR_CODES.capacityReached);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.vendorId, demo.vendorId), eq(orders.createdAt, clock())));
    return {
      created: answers.filter((res) => res.statusCode === 201).length,
      refused: refused.length,
      stored: row!.n,
    };
  }

  it('20 orders at once against a cap of 5: exactly 5 are taken, 15 refused with CapacityReached', async () => {
    await settle({ maxOrdersPer15Min: 5 });
    expect(await orderAtOnce(20)).toEqual({ created: 5, refused: 15, stored: 5 });
  });

  it('a cap below the number of intakes running side by side still holds', async () => {
    // The test database pool runs 5 transactions at once: without the intake lock, all 5 would count 0.
    await settle({ maxOrdersPer15Min: 2 });
    expect(await orderAtOnce(10)).toEqual({ created: 2, refused: 8, stored: 2 });
  });

  it('counts the slot on the vendor’s clock: the next quarter hour takes orders again', async () => {
    await settle({ maxOrdersPer15Min: 1 });
    await newOrder();
    advance(13 * MINUTE); // 14:14 in Riga: still the 14:00 slot
    expect((await market.createOrder(demo.vendorId, orderBody([margherita]))).statusCode).toBe(409);
    advance(MINUTE); // 14:15: a new slot
    await newOrder();
  });

  it('a declined order frees its place', async () => {
    await settle({ maxOrdersPer15Min: 1 });
    const first = await newOrder();
    await vendorAction(t.app, demo.cookie, demo.vendorId)(first.orderId, 'decline');
    await newOrder();
  });
});
