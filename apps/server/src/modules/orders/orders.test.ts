import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { accounts, orderEvents, orders, platformSettings, products } from '../../db/schema/index.ts';
import { asClient, OTHER_OWNER, OWNER, seededCookie, WORKER } from '../../test/app.ts';
import { marketplace, menuOf, modifierNamed, orderBody, vendorAction } from '../../test/orders.ts';
import { signedInTestApp } from '../../test/signed-in.ts';
import { applyCourierEvent } from './marketplace.ts';
import { transitionOrder } from './service.ts';

const { t, user: demo } = signedInTestApp(OWNER);
let other: Awaited<ReturnType<typeof menuOf>>;
let market: ReturnType<typeof marketplace>;
let act: ReturnType<typeof vendorAction>;

beforeEach(async () => {
  other = await menuOf(t.app, OTHER_OWNER);
  market = marketplace(t.app);
  act = vendorAction(t.app, demo.cookie, demo.vendorId);
});

async function productId(accountId: number, english: string) {
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.accountId, accountId), sql`${products.nameI18n}->'values'->>'en' = ${english}`));
  return row!.id;
}
const componentId = (english: string) => modifierNamed(t.database.db, demo.accountId, english);
const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0]!.n;
const eventsOf = async (orderId: number) =>
  t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
const list = async (cookie = demo.cookie, vendorId = demo.vendorId) =>
  t.app.inject(asClient({ method: 'GET', url: `/api/vendor/${vendorId}/orders`, cookie }));

async function newOrder(overrides: Record<string, unknown> = {}) {
  const res = await market.createOrder(
    demo.vendorId,
    orderBody([await productId(demo.accountId, 'Margherita')], overrides),
  );
  expect(res.statusCode).toBe(201);
  return res.json().orderId as number;
}

describe('creating orders (marketplace)', () => {
  it('computes totals server-side in minor units and snapshots the menu', async () => {
    const margherita = await productId(demo.accountId, 'Margherita');
    const lemonade = await productId(demo.accountId, 'Lemonade');
    const res = await market.createOrder(demo.vendorId, {
      ...orderBody([]),
      receiptType: 'DELIVERY',
      paymentType: 'CASH',
      deliveryCost: 2.5,
      items: [
        {
          productId: margherita,
          count: 2,
          components: [{ componentId: await componentId('Extra cheese'), count: 1 }],
          comment: 'Well done',
        },
        { productId: lemonade, count: 1 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    // (11.90 + 1.50) × 2 + 3.50 = 30.30; + 2.50 delivery; commission 15 % of 30.30 = 4.545 → 4.55.
    expect(order).toMatchObject({
      status: 'WAITING_APPROVAL',
      totalPrice: 32.8,
      collectPrice: 32.8,
      vendorPrice: 25.75,
      deliveryCost: 2.5,
      balanceModel: 'COMMISSION',
      takeAwayCode: null,
    });
    expect(order.items[0]).toMatchObject({
      name: 'Margherita',
      count: 2,
      price: 11.9,
      totalPrice: 26.8,
      comment: 'Well done',
      components: [{ name: 'Extra cheese', count: 1, price: 1.5 }],
    });
    expect(order.items[0].nutritionFacts).toMatchObject({ proteins: 11, fats: 9, carbs: 30 });
    // The answer is built from what the intake wrote, not read back: it is the order as any read gives it.
    const read = await t.app.inject(
      asClient({
        method: 'GET',
        url: `/api/vendor/${demo.vendorId}/orders/${order.orderId}`,
        cookie: demo.cookie,
      }),
    );
    expect(read.json()).toEqual(order);
    expect(order.items[0].image).not.toBeNull();

    await t.database.db
      .update(products)
      .set({ priceMinor: 9999, nameI18n: { values: { en: 'Renamed' } } })
      .where(eq(products.id, margherita));
    const again = await t.app.inject(
      asClient({
        method: 'GET',
        url: `/api/vendor/${demo.vendorId}/orders/${order.orderId}`,
        cookie: demo.cookie,
      }),
    );
    expect(again.json().items[0]).toMatchObject({ name: 'Margherita', price: 11.9 });
    expect(again.json().totalPrice).toBe(32.8);
  });

  it('uses the discount price and MARKUP when the account sells that way', async () => {
    await t.database.db
      .update(accounts)
      .set({ businessModel: 'MARKUP', commissionBasisPoints: 1000 })
      .where(eq(accounts.id, demo.accountId));
    const res = await market.createOrder(
      demo.vendorId,
      orderBody([await productId(demo.accountId, 'Quattro Formaggi')]),
    );
    // Discounted 12.90; markup 10 % → the customer pays 14.19, the vendor gets 12.90. Card: nothing to collect.
    expect(res.json()).toMatchObject({
      totalPrice: 14.19,
      vendorPrice: 12.9,
      collectPrice: 0,
      balanceModel: 'MARKUP',
    });
  });

  it('gives a take-away order a code', async () => {
    const res = await market.createOrder(
      demo.vendorId,
      orderBody([await productId(demo.accountId, 'Espresso')]),
    );
    expect(res.json().takeAwayCode).toMatch(/^[A-Z0-9]{4}$/);
  });

  it('a retried create with the same Idempotency-Key answers the same order', async () => {
    const body = orderBody([await productId(demo.accountId, 'Espresso')]);
    const first = await market.createOrder(demo.vendorId, body, 'key-1');
    const second = await market.createOrder(demo.vendorId, body, 'key-1');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().orderId).toBe(first.json().orderId);
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => market.createOrder(demo.vendorId, body, 'key-2')),
    );
    expect(new Set(racing.map((r) => r.json().orderId)).size).toBe(1);
    expect(await orderCount()).toBe(2);
  });

  it('an unpaid order waits in CREATED, hidden, until the marketplace reports payment', async () => {
    const orderId = await newOrder({ paid: false });
    expect((await list()).json().WAITING_APPROVAL).toHaveLength(0);
    expect((await market.event(orderId, 'paid')).json().status).toBe('WAITING_APPROVAL');
    expect((await list()).json().WAITING_APPROVAL).toHaveLength(1);
  });

  describe('refuses bad orders with 4xx and writes nothing', () => {
    const cases: [
      string,
      () => Promise<{ vendorId: number; body: unknown; headers?: Record<string, string> }>,
      number,
      string?,
    ][] = [
      ['an empty item list', async () => ({ vendorId: demo.vendorId, body: orderBody([]) }), 400],
      [
        'a negative count',
        async () => ({
          vendorId: demo.vendorId,
          body: {
            ...orderBody([]),
            items: [{ productId: await productId(demo.accountId, 'Margherita'), count: -1 }],
          },
        }),
        400,
      ],
      [
        'a count of 0',
        async () => ({
          vendorId: demo.vendorId,
          body: {
            ...orderBody([]),
            items: [{ productId: await productId(demo.accountId, 'Margherita'), count: 0 }],
          },
        }),
        400,
      ],
      [
        'a count of 100',
        async () => ({
          vendorId: demo.vendorId,
          body: {
            ...orderBody([]),
            items: [{ productId: await productId(demo.accountId, 'Margherita'), count: 100 }],
          },
        }),
        400,
      ],
      [
        'an unknown product',
        async () => ({ vendorId: demo.vendorId, body: orderBody([987654]) }),
        400,
        'UnknownProduct',
      ],
      [
        "another account's product",
        async () => ({
          vendorId: demo.vendorId,
          body: orderBody([await productId(other.accountId, 'Margherita')]),
        }),
        400,
        'UnknownProduct',
      ],
      [
        'a huge comment',
        async () => ({
          vendorId: demo.vendorId,
          body: { ...orderBody([await productId(demo.accountId, 'Margherita')]), comment: 'x'.repeat(501) },
        }),
        400,
      ],
      [
        'a huge item comment',
        async () => ({
          vendorId: demo.vendorId,
          body: {
            ...orderBody([]),
            items: [
              {
                productId: await productId(demo.accountId, 'Margherita'),
                count: 1,
                comment: 'x'.repeat(501),
              },
            ],
          },
        }),
        400,
      ],
      [
        'a component of a product without it',
        async () => ({
          vendorId: demo.vendorId,
          body: {
            ...orderBody([]),
            items: [
              {
                productId: await productId(demo.accountId, 'Lemonade'),
                count: 1,
                components: [{ componentId: await componentId('Extra cheese'), count: 1 }],
              },
            ],
          },
        }),
        400,
        'UnknownComponent',
      ],
      [
        'a negative delivery cost',
        async () => ({
          vendorId: demo.vendorId,
          body: { ...orderBody([await productId(demo.accountId, 'Margherita')]), deliveryCost: -1 },
        }),
        400,
      ],
      [
        'an unknown receipt type',
        async () => ({
          vendorId: demo.vendorId,
          body: { ...orderBody([await productId(demo.accountId, 'Margherita')]), receiptType: 'DRONE' },
        }),
        400,
      ],
      [
        'an unknown vendor',
        async () => ({ vendorId: 987654, body: orderBody([await productId(demo.accountId, 'Margherita')]) }),
        404,
      ],
      [
        'no bearer token',
        async () => ({
          vendorId: demo.vendorId,
          body: orderBody([await productId(demo.accountId, 'Margherita')]),
          headers: { authorization: '' },
        }),
        401,
      ],
      [
        'a wrong bearer token',
        async () => ({
          vendorId: demo.vendorId,
          body: orderBody([await productId(demo.accountId, 'Margherita')]),
          headers: { authorization: 'Bearer nope' },
        }),
        401,
      ],
    ];
    it.each(cases)('%s → %i', async (_name, make, status, code) => {
      const { vendorId, body, headers } = await make();
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/manager/vendors/${vendorId}/orders`,
        headers: { authorization: 'Bearer test-marketplace-token-0123456789', ...headers },
        payload: body as object,
      });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toHaveProperty('message');
      if (code) expect(res.json().code).toBe(code);
      expect(await orderCount()).toBe(0);
    });

    it('an unavailable product → 409 ProductUnavailable', async () => {
      const id = await productId(demo.accountId, 'Margherita');
      await t.database.db.update(products).set({ available: false }).where(eq(products.id, id));
      const res = await market.createOrder(demo.vendorId, orderBody([id]));
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('ProductUnavailable');
      expect(await orderCount()).toBe(0);
    });

    it('a closed (invisible) vendor → 409 VendorClosed', async () => {
      await t.database.db.update(accounts).set({ visible: false }).where(eq(accounts.id, demo.accountId));
      const res = await market.createOrder(
        demo.vendorId,
        orderBody([await productId(demo.accountId, 'Margherita')]),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('VendorClosed');
      expect(await orderCount()).toBe(0);
    });
  });
});

describe('the life of an order (vendor)', () => {
  it('takeaway: create → list → approve with delay → ready (ARRIVED) → complete', async () => {
    const orderId = await newOrder();
    expect((await list()).json().WAITING_APPROVAL.map((o: { orderId: number }) => o.orderId)).toEqual([
      orderId,
    ]);

    const approved = await act(orderId, 'approve', { query: '?cookingDelayTime=10' });
    expect(approved.statusCode).toBe(200);
    const a = approved.json();
    expect(a.status).toBe('APPROVED');
    expect(a.cookingDelayTime).toBe(10);
    const delayMs = Date.parse(a.estimatedCookingStartAt) - Date.parse(a.approvedAt);
    expect(delayMs).toBe(10 * 60_000);
    // Pizza section cooks 20 minutes.
    expect(Date.parse(a.estimatedCookingEndAt) - Date.parse(a.estimatedCookingStartAt)).toBe(20 * 60_000);
    expect(a.approvedAtLocal).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect((await list()).json().APPROVED).toHaveLength(1);

    expect((await act(orderId, 'ready')).json().status).toBe('ARRIVED');
    expect((await list()).json().ARRIVED).toHaveLength(1);
    expect((await act(orderId, 'complete')).json().status).toBe('COMPLETED');
    const lists = (await list()).json();
    expect([...lists.WAITING_APPROVAL, ...lists.APPROVED, ...lists.ARRIVED]).toHaveLength(0);

    const events = await eventsOf(orderId);
    expect(events.map((e) => [e.action, e.fromStatus, e.toStatus])).toEqual([
      ['create', null, 'WAITING_APPROVAL'],
      ['approve', 'WAITING_APPROVAL', 'APPROVED'],
      ['ready', 'APPROVED', 'ARRIVED'],
      ['complete', 'ARRIVED', 'COMPLETED'],
    ]);
    expect(events[1]!.actorUserId).not.toBeNull();
  });

  it('delivery: approve → ready (stays APPROVED) → complete hands to courier → delivered', async () => {
    const orderId = await newOrder({ receiptType: 'DELIVERY', deliveryCost: 3 });
    await act(orderId, 'approve');
    const ready = (await act(orderId, 'ready')).json();
    expect(ready.status).toBe('APPROVED');
    expect(ready.readyAt).not.toBeNull();
    expect((await act(orderId, 'ready')).statusCode).toBe(409);
    const courier = await market.event(orderId, 'courier', {
      event: 'FOUND',
      courier: { name: 'Carl', phone: '+12125550000', photo: null },
    });
    expect(courier.json().courier).toMatchObject({ name: 'Carl' });
    const handed = (await act(orderId, 'complete')).json();
    expect(handed.status).toBe('ON_DELIVERY');
    expect(handed.deliveryStartedAt).not.toBeNull();
    expect((await market.event(orderId, 'delivered', { paid: false })).json().status).toBe(
      'COMPLETED_NOT_PAID',
    );
  });

  it('decline keeps the comment and removes the order from the lists', async () => {
    const orderId = await newOrder();
    const res = await act(orderId, 'decline', { body: { declineComment: 'Out of mozzarella' } });
    expect(res.json()).toMatchObject({ status: 'DECLINED', declineComment: 'Out of mozzarella' });
    expect((await list()).json().WAITING_APPROVAL).toHaveLength(0);
  });

  it('a worker handles orders too', async () => {
    const orderId = await newOrder();
    const worker = seededCookie(WORKER);
    expect((await vendorAction(t.app, worker, demo.vendorId)(orderId, 'approve')).statusCode).toBe(200);
  });

  it('any other move answers 409 InvalidOrderTransition and changes nothing', async () => {
    const orderId = await newOrder();
    for (const action of ['ready', 'complete'] as const) {
      const res = await act(orderId, action);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('InvalidOrderTransition');
    }
    await act(orderId, 'decline');
    expect((await act(orderId, 'approve')).statusCode).toBe(409);
    expect((await market.event(orderId, 'cancel')).statusCode).toBe(409);
    expect((await eventsOf(orderId)).map((e) => e.action)).toEqual(['create', 'decline']);
  });

  it('the marketplace cancels an order that is not final', async () => {
    const orderId = await newOrder();
    await act(orderId, 'approve');
    expect((await market.event(orderId, 'cancel')).json().status).toBe('CANCELLED');
    expect((await act(orderId, 'ready')).statusCode).toBe(409);
  });

  it('COURIER_CODE take-away validation needs the code', async () => {
    await t.database.db.update(platformSettings).set({ takeAwayValidationMethod: 'COURIER_CODE' });
    const orderId = await newOrder({ takeAwayCode: 'AB12' });
    await act(orderId, 'approve');
    await act(orderId, 'ready');
    const wrong = await act(orderId, 'complete', { body: { takeAwayCode: 'ZZ99' } });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe('InvalidTakeAwayCode');
    expect((await act(orderId, 'complete', { body: { takeAwayCode: 'ab12' } })).json().status).toBe(
      'COMPLETED',
    );
  });

  it('rejects a cooking delay out of range', async () => {
    const orderId = await newOrder();
    expect((await act(orderId, 'approve', { query: '?cookingDelayTime=-5' })).statusCode).toBe(400);
    expect((await act(orderId, 'approve', { query: '?cookingDelayTime=121' })).statusCode).toBe(400);
    expect((await act(orderId, 'approve', { query: '?cookingDelayTime=120' })).statusCode).toBe(200);
  });
});

describe('the list', () => {
  const listWith = (headers: Record<string, string>) =>
    t.app.inject(
      asClient({ method: 'GET', url: `/api/vendor/${demo.vendorId}/orders`, cookie: demo.cookie, headers }),
    );

  it('is compressed as the client accepts (brotli, else gzip), with the same content', async () => {
    await newOrder();
    const plain = await list();
    const brotli = await listWith({ 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const zipped = await listWith({ 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 while the list is unchanged, and the new list once an order moves', async () => {
    const orderId = await newOrder();
    const etag = (await listWith({ 'accept-encoding': 'gzip' })).headers.etag as string;
    const same = await listWith({ 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect((await act(orderId, 'approve')).statusCode).toBe(200);
    const moved = await listWith({ 'if-none-match': etag });
    expect(moved.statusCode).toBe(200);
    expect(moved.headers.etag).not.toBe(etag);
    expect(moved.json().APPROVED).toHaveLength(1);
  });

  it('shows a change made by the order services themselves at once, as the demo makes them', async () => {
    const orderId = await newOrder({
      receiptType: 'DELIVERY',
      customerInfo: { name: 'Ann', address: '1 Main St' },
    });
    expect((await list()).json().WAITING_APPROVAL).toHaveLength(1);
    await transitionOrder(t.app.db, { orderId, action: 'approve', actor: 'DEMO' });
    expect((await list()).json().APPROVED).toHaveLength(1);
    await applyCourierEvent(t.app.db, orderId, {
      event: 'FOUND',
      courier: { name: 'Carl', phone: null, photo: null },
    });
    expect((await list()).json().APPROVED[0].courier).toEqual({ name: 'Carl', phone: null, photo: null });
  });

  it('shows a change at once after any vendor action', async () => {
    const orderId = await newOrder();
    expect((await list()).json().WAITING_APPROVAL).toHaveLength(1);
    await act(orderId, 'approve');
    expect((await list()).json().APPROVED).toHaveLength(1);
    await market.event(orderId, 'cancel');
    expect((await list()).json().APPROVED).toHaveLength(0);
  });
});

describe('races', () => {
  it('20 concurrent approve/decline on one order: exactly one wins, one event, the rest 409', async () => {
    const orderId = await newOrder();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => act(orderId, i % 2 === 0 ? 'approve' : 'decline')),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const events = await eventsOf(orderId);
    expect(events.filter((e) => e.action !== 'create')).toHaveLength(1);
    const winner = results.find((r) => r.statusCode === 200)!.json().status;
    const [row] = await t.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(row!.status).toBe(winner);
  });
});

describe('tenants', () => {
  it("another tenant's user gets 404 on every order route", async () => {
    const orderId = await newOrder();
    const stranger = other.cookie;
    const routes = [
      { method: 'GET', url: `/api/vendor/${demo.vendorId}/orders` },
      { method: 'GET', url: `/api/vendor/${demo.vendorId}/orders/${orderId}` },
      ...['approve', 'decline', 'ready', 'complete'].map((a) => ({
        method: 'PUT',
        url: `/api/vendor/${demo.vendorId}/orders/${orderId}/${a}`,
      })),
      // Their own vendor id with our order id: the order is not theirs.
      { method: 'GET', url: `/api/vendor/${other.vendorId}/orders/${orderId}` },
      ...['approve', 'decline', 'ready', 'complete'].map((a) => ({
        method: 'PUT',
        url: `/api/vendor/${other.vendorId}/orders/${orderId}/${a}`,
      })),
    ] as const;
    for (const route of routes) {
      const res = await t.app.inject(asClient({ ...route, cookie: stranger }));
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
    expect((await eventsOf(orderId)).map((e) => e.action)).toEqual(['create']);
  });
});
