import {
  AMENDMENT_ANSWER_MS,
  AMENDMENT_ERROR_CODES,
  type MarketplaceEvent,
  ORDER_LIMITS,
  type Order,
} from '@larder/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, components, orderItems, orders, products } from '../../db/schema/index.ts';
import {
  asClient,
  fileTestApp,
  MANAGER,
  MARKETPLACE_TOKEN,
  OTHER_OWNER,
  OWNER,
  seededCookie,
  WORKER,
} from '../../test/app.ts';
import { closeInstances, connect, listen, secondInstance } from '../../test/live.ts';
import { marketplace, menuOf, modifierNamed, orderBody, vendorAction } from '../../test/orders.ts';
import { expireOverdueProposals } from './amendments.ts';

/** The app's clock: a Monday noon (14:01 in the demo vendor's Riga), moved by the tests. */
const START_MS = Date.parse('2030-01-07T12:01:00Z');
let nowMs = START_MS;
const clock = () => new Date(nowMs);
const advance = (ms: number) => {
  nowMs += ms;
};

const t = fileTestApp({}, { clock });
let demo: Awaited<ReturnType<typeof menuOf>>;
let market: ReturnType<typeof marketplace>;
let act: ReturnType<typeof vendorAction>;
const bearer = { authorization: `Bearer ${MARKETPLACE_TOKEN}` };

beforeEach(async () => {
  nowMs = START_MS;
  demo = await menuOf(t.app, OWNER);
  market = marketplace(t.app);
  act = vendorAction(t.app, demo.cookie, demo.vendorId);
});
afterEach(async () => {
  await closeInstances();
});

async function productId(english: string, accountId = demo.accountId) {
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.accountId, accountId), sql`${products.nameI18n}->'values'->>'en' = ${english}`));
  return row!.id;
}
const componentId = (english: string) => modifierNamed(t.database.db, demo.accountId, english);

/**
 * An order of 2 Margherita with extra cheese and mushrooms ((11.90 + 1.50 + 1.20) × 2 = 29.20)
 * and a lemonade (3.50): 32.70, of which the vendor gets 85 % (27.80 after 4.905 → 4.91... see
 * the assertions).
 */
async function placeOrder(overrides: Record<string, unknown> = {}) {
  const res = await market.createOrder(demo.vendorId, {
    ...orderBody([]),
    items: [
      {
        productId: await productId('Margherita'),
        count: 2,
        components: [
          { componentId: await componentId('Extra cheese'), count: 1 },
          { componentId: await componentId('Mushrooms'), count: 1 },
        ],
      },
      { productId: await productId('Lemonade'), count: 1 },
    ],
    ...overrides,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as Order;
}

const amend = (orderId: number, body: object, cookie = demo.cookie, vendorId = demo.vendorId) =>
  t.app.inject(
    asClient({
      method: 'POST',
      url: `/api/vendor/${vendorId}/orders/${orderId}/amend`,
      payload: body,
      cookie,
    }),
  );
const answer = (orderId: number, amendmentId: number, verdict: 'accept' | 'reject') =>
  t.app.inject({
    method: 'POST',
    url: `/api/manager/orders/${orderId}/amendments/${amendmentId}/${verdict}`,
    headers: bearer,
  });
const read = async (orderId: number) =>
  (
    await t.app.inject(
      asClient({ method: 'GET', url: `/api/vendor/${demo.vendorId}/orders/${orderId}`, cookie: demo.cookie }),
    )
  ).json() as Order;
const itemRows = (orderId: number) =>
  t.database.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));

/** The order's marketplace events of these types, through the pull feed (checked by its schema). */
async function eventsOf(
  orderId: number,
  types = 'order.amended,order.amendment_proposed,order.amendment_resolved',
) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/manager/events?limit=500&types=${types}`,
    headers: bearer,
  });
  expect(res.statusCode).toBe(200);
  return (res.json().events as MarketplaceEvent[]).filter(
    (e) => 'order' in e.data && e.data.order.orderId === orderId,
  );
}

const OUT = { reason: 'OUT_OF_STOCK' } as const;

describe('removing and reducing (applied at once)', () => {
  it('reduces a line, recomputes the money from the recorded prices, and tells the marketplace the refund', async () => {
    const order = await placeOrder();
    expect(order).toMatchObject({ totalPrice: 32.7, originalTotalPrice: 32.7, amendments: [] });
    // The menu price changes after the order: the amendment still uses the order's prices.
    await t.database.db
      .update(products)
      .set({ priceMinor: 9999 })
      .where(eq(products.id, await productId('Margherita')));

    const res = await amend(order.orderId, { ...OUT, lines: [{ line: 0, count: 1 }], comment: 'Last one' });
    expect(res.statusCode).toBe(200);
    const changed = res.json() as Order;
    // 14.60 + 3.50 = 18.10; commission 15 % of 18.10 = 2.715 → 2.72; vendor 15.38.
    expect(changed).toMatchObject({
      totalPrice: 18.1,
      originalTotalPrice: 32.7,
      collectPrice: 0,
      vendorPrice: 15.38,
      items: [{ count: 1, totalPrice: 14.6 }, { name: 'Lemonade' }],
    });
    expect(changed.amendments).toHaveLength(1);
    expect(changed.amendments[0]).toMatchObject({
      id: 1,
      status: 'APPLIED',
      reason: 'OUT_OF_STOCK',
      comment: 'Last one',
      by: { name: expect.any(String) },
      totalPriceBefore: 32.7,
      totalPriceAfter: 18.1,
      refund: 14.6,
      refundIfRejected: null,
      removed: [{ before: { count: 2, totalPrice: 29.2 }, after: { count: 1, totalPrice: 14.6 } }],
      substitutes: [],
    });
    expect(await read(order.orderId)).toEqual(changed);

    const [event] = await eventsOf(order.orderId);
    expect(event).toMatchObject({
      type: 'order.amended',
      data: { refund: 14.6, amendment: { id: 1, status: 'APPLIED' }, order: { totalPrice: 18.1 } },
    });
  });

  it('removes a line and a modifier; the removed line is kept in the amendment only', async () => {
    const order = await placeOrder({ paymentType: 'CASH' });
    const mushrooms = await componentId('Mushrooms');
    const res = await amend(order.orderId, {
      reason: 'OTHER',
      lines: [
        { line: 0, removeComponentIds: [mushrooms] },
        { line: 1, count: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const changed = res.json() as Order;
    // (11.90 + 1.50) × 2 = 26.80, the whole total collected in cash.
    expect(changed).toMatchObject({ totalPrice: 26.8, collectPrice: 26.8 });
    expect(changed.items).toHaveLength(1);
    expect(changed.items[0]!.components.map((c) => c.name)).toEqual(['Extra cheese']);
    expect(changed.amendments[0]!.removed).toMatchObject([
      { after: { totalPrice: 26.8 } },
      { before: { name: 'Lemonade', count: 1 }, after: null },
    ]);
    expect(await itemRows(order.orderId)).toHaveLength(1);
  });

  it('refuses what the rules refuse, naming it, and changes nothing', async () => {
    const order = await placeOrder();
    const cheese = await componentId('Extra cheese');
    const cases: [object, number, string][] = [
      [
        {
          lines: [
            { line: 0, count: 0 },
            { line: 1, count: 0 },
          ],
        },
        400,
        AMENDMENT_ERROR_CODES.emptiesOrder,
      ],
      [{ lines: [{ line: 0, count: 2 }] }, 400, AMENDMENT_ERROR_CODES.changesNothing],
      [{ lines: [] }, 400, 'ValidationError'],
      [{ lines: [{ line: 2, count: 0 }] }, 400, AMENDMENT_ERROR_CODES.unknownLine],
      [{ lines: [{ line: 1, removeComponentIds: [cheese] }] }, 400, AMENDMENT_ERROR_CODES.unknownComponent],
      [{ lines: [{ line: 0, count: 3 }] }, 400, 'ValidationError'],
      [{ lines: [{ line: 0, count: -1 }] }, 400, 'ValidationError'],
      [
        {
          lines: [
            { line: 0, count: 1 },
            { line: 0, count: 0 },
          ],
        },
        400,
        'ValidationError',
      ],
      [{ lines: [{ line: ORDER_LIMITS.items, count: 0 }] }, 400, 'ValidationError'],
    ];
    for (const [body, status, code] of cases) {
      const res = await amend(order.orderId, { ...OUT, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().code, JSON.stringify(body)).toBe(code);
    }
    expect((await amend(order.orderId, { ...OUT, lines: [{ line: 2, count: 0 }] })).json().message).toMatch(
      /Line 2/,
    );
    expect(
      (await amend(order.orderId, { ...OUT, lines: [{ line: 1, removeComponentIds: [cheese] }] })).json()
        .message,
    ).toContain(String(cheese));
    // The boundary: the last line (1) and a count down to 1 are fine.
    expect((await amend(order.orderId, { ...OUT, lines: [{ line: 1, count: 0 }] })).statusCode).toBe(200);
    expect((await amend(order.orderId, { ...OUT, lines: [{ line: 0, count: 1 }] })).statusCode).toBe(200);
    // One line of one left: removing it empties the order.
    const last = await amend(order.orderId, { ...OUT, lines: [{ line: 0, count: 0 }] });
    expect(last.json().code).toBe(AMENDMENT_ERROR_CODES.emptiesOrder);
    expect((await read(order.orderId)).amendments).toHaveLength(2);
  });

  it('takes an order while waiting or approved, not once ready, completed, declined or cancelled', async () => {
    const waiting = await placeOrder();
    expect((await amend(waiting.orderId, { ...OUT, lines: [{ line: 0, count: 1 }] })).statusCode).toBe(200);
    expect((await act(waiting.orderId, 'approve')).statusCode).toBe(200);
    expect((await amend(waiting.orderId, { ...OUT, lines: [{ line: 1, count: 0 }] })).statusCode).toBe(200);
    expect((await act(waiting.orderId, 'ready')).statusCode).toBe(200);
    const ready = await amend(waiting.orderId, { ...OUT, lines: [{ line: 0, count: 0 }] });
    expect(ready.statusCode).toBe(409);
    expect(ready.json().code).toBe(AMENDMENT_ERROR_CODES.notAmendable);

    const delivery = await placeOrder({ receiptType: 'DELIVERY' });
    await act(delivery.orderId, 'approve');
    await act(delivery.orderId, 'ready');
    expect((await amend(delivery.orderId, { ...OUT, lines: [{ line: 1, count: 0 }] })).json().code).toBe(
      AMENDMENT_ERROR_CODES.notAmendable,
    );

    const declined = await placeOrder();
    await act(declined.orderId, 'decline');
    const cancelled = await placeOrder();
    await market.event(cancelled.orderId, 'cancel');
    const unpaid = await placeOrder({ paid: false });
    for (const id of [declined.orderId, cancelled.orderId, unpaid.orderId]) {
      const res = await amend(id, { ...OUT, lines: [{ line: 1, count: 0 }] });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe(AMENDMENT_ERROR_CODES.notAmendable);
    }
  });

  it('lets every role of the vendor change it, and no one else: another tenant gets 404', async () => {
    const order = await placeOrder();
    const worker = await placeOrder();
    expect(
      (await amend(worker.orderId, { ...OUT, lines: [{ line: 1, count: 0 }] }, seededCookie(WORKER)))
        .statusCode,
    ).toBe(200);
    const manager = await placeOrder();
    expect(
      (await amend(manager.orderId, { ...OUT, lines: [{ line: 1, count: 0 }] }, seededCookie(MANAGER)))
        .statusCode,
    ).toBe(200);

    const other = await menuOf(t.app, OTHER_OWNER);
    const foreign = await amend(
      order.orderId,
      { ...OUT, lines: [{ line: 1, count: 0 }] },
      other.cookie,
      other.vendorId,
    );
    expect(foreign.statusCode).toBe(404);
    const wrongVendor = await amend(
      order.orderId,
      { ...OUT, lines: [{ line: 1, count: 0 }] },
      demo.cookie,
      other.vendorId,
    );
    expect(wrongVendor.statusCode).toBe(404);
    const anonymous = await t.app.inject(
      asClient({
        method: 'POST',
        url: `/api/vendor/${demo.vendorId}/orders/${order.orderId}/amend`,
        payload: { ...OUT, lines: [{ line: 1, count: 0 }] },
      }),
    );
    expect(anonymous.statusCode).toBe(403);
    expect(await itemRows(order.orderId)).toHaveLength(2);
  });

  it('writes an audit row with the lines in words', async () => {
    const order = await placeOrder();
    await amend(order.orderId, {
      ...OUT,
      lines: [
        { line: 0, count: 1, removeComponentIds: [await componentId('Mushrooms')] },
        { line: 1, count: 0 },
      ],
    });
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'order.amend'));
    expect(row).toMatchObject({ vendorId: demo.vendorId, targetType: 'order', targetId: order.orderId });
    expect(row!.after).toMatchObject({
      totalPrice: 13.4,
      lines: ['2 × Margherita → 1', 'Margherita: without Mushrooms', '1 × Lemonade: removed'],
    });
    expect(row!.before).toMatchObject({ totalPrice: 32.7 });
  });

  it('marks the removed product and modifier sold out until the vendor’s next day, in the same change', async () => {
    const order = await placeOrder();
    const lemonade = await productId('Lemonade');
    const mushrooms = await componentId('Mushrooms');
    const res = await amend(order.orderId, {
      ...OUT,
      markSoldOut: 'END_OF_DAY',
      lines: [
        { line: 0, removeComponentIds: [mushrooms] },
        { line: 1, count: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const [product] = await t.database.db.select().from(products).where(eq(products.id, lemonade));
    const [component] = await t.database.db.select().from(components).where(eq(components.id, mushrooms));
    for (const item of [product!, component!]) {
      expect(item.available).toBe(false);
      expect(item.availableAgainAt!.getTime()).toBeGreaterThan(nowMs);
      expect(item.availableAgainAt!.getTime() - nowMs).toBeLessThan(48 * 3600_000);
    }
    // The Margherita was only reduced: still on sale. The intake refuses the lemonade now.
    const [margherita] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.id, await productId('Margherita')));
    expect(margherita!.available).toBe(true);
    const refused = await market.createOrder(demo.vendorId, orderBody([lemonade]));
    expect(refused.statusCode).toBe(409);
    const feed = await t.app.inject({
      method: 'GET',
      url: '/api/manager/events?limit=500&types=item.availability_changed',
      headers: bearer,
    });
    expect(
      feed
        .json()
        .events.map((e: MarketplaceEvent) => (e.data as { id: number }).id)
        .sort(),
    ).toEqual([lemonade, mushrooms].sort());
  });

  it('without markSoldOut leaves the menu as it is', async () => {
    const order = await placeOrder();
    await amend(order.orderId, { ...OUT, lines: [{ line: 1, count: 0 }] });
    const [product] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.id, await productId('Lemonade')));
    expect(product!.available).toBe(true);
  });
});

describe('substitutes (a proposal the customer answers)', () => {
  const propose = async (order: Order, extra: object = {}) => {
    const res = await amend(order.orderId, {
      ...OUT,
      substitutes: [
        {
          line: 0,
          productId: await productId('Pepperoni'),
          count: 2,
          componentIds: [await componentId('Jalapeño')],
        },
      ],
      ...extra,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Order;
  };

  it('keeps the order as it is until accepted, then replaces the line in place at the proposed price', async () => {
    const order = await placeOrder();
    const proposed = await propose(order);
    // Pepperoni 13.90 + jalapeño 0.90 = 14.80 × 2 = 29.60 instead of 29.20: 0.40 more.
    expect(proposed).toMatchObject({
      totalPrice: 32.7,
      items: [{ name: 'Margherita' }, { name: 'Lemonade' }],
    });
    const [proposal] = proposed.amendments;
    expect(proposal).toMatchObject({
      id: 1,
      status: 'PENDING',
      totalPriceBefore: 32.7,
      totalPriceAfter: 33.1,
      refund: -0.4,
      refundIfRejected: 29.2,
      answerBefore: new Date(nowMs + AMENDMENT_ANSWER_MS).toISOString(),
      substitutes: [
        { before: { name: 'Margherita' }, substitute: { name: 'Pepperoni', count: 2, totalPrice: 29.6 } },
      ],
    });
    const itemId = proposed.items[0]!.itemId;
    // The menu price changes meanwhile: the customer pays what the proposal showed.
    await t.database.db
      .update(products)
      .set({ priceMinor: 9999 })
      .where(eq(products.id, await productId('Pepperoni')));

    const accepted = await answer(order.orderId, 1, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      totalPrice: 33.1,
      originalTotalPrice: 32.7,
      items: [
        { itemId, name: 'Pepperoni', count: 2, totalPrice: 29.6, components: [{ name: 'Jalapeño' }] },
        { name: 'Lemonade' },
      ],
      amendments: [
        { status: 'ACCEPTED', refund: -0.4, refundIfRejected: null, resolvedAt: clock().toISOString() },
      ],
    });
    const second = await answer(order.orderId, 1, 'reject');
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe(AMENDMENT_ERROR_CODES.alreadyResolved);
    expect((await answer(order.orderId, 1, 'accept')).statusCode).toBe(409);

    const events = await eventsOf(order.orderId);
    expect(events.map((e) => e.type)).toEqual([
      'order.amendment_proposed',
      'order.amendment_resolved',
      'order.amended',
    ]);
    expect(events[2]).toMatchObject({
      data: { refund: -0.4, amendment: { status: 'ACCEPTED' }, order: { totalPrice: 33.1 } },
    });
  });

  it('rejected, removes the original line and refunds it', async () => {
    const order = await placeOrder();
    await propose(order);
    const res = await answer(order.orderId, 1, 'reject');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      totalPrice: 3.5,
      items: [{ name: 'Lemonade' }],
      amendments: [{ status: 'REJECTED', refund: 29.2 }],
    });
    const [, , amended] = await eventsOf(order.orderId);
    expect(amended).toMatchObject({ type: 'order.amended', data: { refund: 29.2 } });
  });

  it('allows one proposal at a time, and removals of the other lines meanwhile', async () => {
    const order = await placeOrder({
      items: [
        { productId: await productId('Margherita'), count: 1 },
        { productId: await productId('Lemonade'), count: 2 },
        { productId: await productId('Espresso'), count: 1 },
      ],
    });
    await propose(order, { substitutes: [{ line: 0, productId: await productId('Pepperoni'), count: 1 }] });
    const second = await amend(order.orderId, {
      ...OUT,
      substitutes: [{ line: 1, productId: await productId('Espresso'), count: 1 }],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe(AMENDMENT_ERROR_CODES.proposalPending);
    const onProposedLine = await amend(order.orderId, { ...OUT, lines: [{ line: 0, count: 0 }] });
    expect(onProposedLine.json().code).toBe(AMENDMENT_ERROR_CODES.proposalPending);

    // Removing the espresso meanwhile: applied at once, and the proposal's money follows.
    const reduced = await amend(order.orderId, { ...OUT, lines: [{ line: 2, count: 0 }] });
    expect(reduced.statusCode).toBe(200);
    // 11.90 + 7.00 = 18.90 now; accepted: 13.90 + 7.00 = 20.90; rejected: 7.00.
    expect(reduced.json()).toMatchObject({
      totalPrice: 18.9,
      amendments: [
        { id: 1, status: 'PENDING', totalPriceBefore: 18.9, totalPriceAfter: 20.9, refundIfRejected: 11.9 },
        { id: 2, status: 'APPLIED', refund: 2.5 },
      ],
    });
    // Removing the lemonade too leaves only the proposed line: a refusal would cancel the order.
    const lemonadeGone = await amend(order.orderId, { ...OUT, lines: [{ line: 1, count: 0 }] });
    expect(lemonadeGone.statusCode).toBe(200);
    expect(lemonadeGone.json()).toMatchObject({ totalPrice: 11.9, items: [{ name: 'Margherita' }] });
    // Approving waits for no answer.
    expect((await act(order.orderId, 'approve')).statusCode).toBe(200);
    const accepted = await answer(order.orderId, 1, 'accept');
    expect(accepted.json()).toMatchObject({ totalPrice: 13.9, status: 'APPROVED' });
  });

  it('refuses substitutes the menu does not offer', async () => {
    const order = await placeOrder();
    const other = await menuOf(t.app, OTHER_OWNER);
    const [foreignProduct] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.accountId, other.accountId))
      .orderBy(products.id)
      .limit(1);
    const unknown = await amend(order.orderId, {
      ...OUT,
      substitutes: [{ line: 0, productId: foreignProduct!.id, count: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('UnknownProduct');

    const pepperoni = await productId('Pepperoni');
    await t.database.db.update(products).set({ available: false }).where(eq(products.id, pepperoni));
    const soldOut = await amend(order.orderId, {
      ...OUT,
      substitutes: [{ line: 0, productId: pepperoni, count: 1 }],
    });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().code).toBe('ProductUnavailable');

    const lemonade = await productId('Lemonade');
    const badModifier = await amend(order.orderId, {
      ...OUT,
      substitutes: [
        { line: 0, productId: lemonade, count: 1, componentIds: [await componentId('Jalapeño')] },
      ],
    });
    expect(badModifier.statusCode).toBe(400);
    expect(badModifier.json().code).toBe('UnknownComponent');

    const twice = await amend(order.orderId, {
      ...OUT,
      lines: [{ line: 0, count: 1 }],
      substitutes: [{ line: 0, productId: lemonade, count: 1 }],
    });
    expect(twice.statusCode).toBe(400);
    expect((await read(order.orderId)).amendments).toEqual([]);
  });

  it('answers 404 for an unknown proposal or order, and 409 once the order can no longer change', async () => {
    const order = await placeOrder();
    expect((await answer(order.orderId, 9, 'accept')).statusCode).toBe(404);
    expect((await answer(999_999, 1, 'accept')).statusCode).toBe(404);
    await amend(order.orderId, { ...OUT, lines: [{ line: 1, count: 0 }] });
    // An applied amendment is not a proposal.
    expect((await answer(order.orderId, 1, 'accept')).statusCode).toBe(404);
  });

  it('marking the order ready decides a waiting proposal as refused, in the same move', async () => {
    const order = await placeOrder();
    await propose(order);
    await act(order.orderId, 'approve');
    const ready = await act(order.orderId, 'ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ARRIVED',
      totalPrice: 3.5,
      items: [{ name: 'Lemonade' }],
      amendments: [{ status: 'REJECTED', refund: 29.2 }],
    });
    expect(await itemRows(order.orderId)).toHaveLength(1);
    expect((await answer(order.orderId, 1, 'accept')).json().code).toBe(
      AMENDMENT_ERROR_CODES.alreadyResolved,
    );
    const events = await eventsOf(order.orderId, 'order.amendment_resolved,order.amended,order.ready');
    expect(events.map((e) => e.type)).toEqual(['order.amendment_resolved', 'order.amended', 'order.ready']);
    expect(events[2]).toMatchObject({ data: { order: { totalPrice: 3.5 } } });
  });

  it('marks the replaced product sold out when asked', async () => {
    const order = await placeOrder();
    await propose(order, { markSoldOut: 'END_OF_DAY' });
    const [margherita] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.id, await productId('Margherita')));
    expect(margherita!.available).toBe(false);
  });
});

describe('a proposal for every line the order has', () => {
  /** An order of one Margherita (11.90) and the proposal of a Pepperoni (13.90) instead. */
  const proposeForAll = async () => {
    const order = await placeOrder({ items: [{ productId: await productId('Margherita'), count: 1 }] });
    const res = await amend(order.orderId, {
      ...OUT,
      substitutes: [{ line: 0, productId: await productId('Pepperoni'), count: 1 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'WAITING_APPROVAL',
      amendments: [{ status: 'PENDING', totalPriceAfter: 13.9 }],
    });
    return order;
  };
  const cancelEvents = (orderId: number) =>
    eventsOf(orderId, 'order.amendment_resolved,order.amended,order.cancelled').then((events) =>
      events.map((e) => e.type),
    );

  it('accepted, replaces the only line', async () => {
    const order = await proposeForAll();
    const accepted = await answer(order.orderId, 1, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'WAITING_APPROVAL',
      totalPrice: 13.9,
      items: [{ name: 'Pepperoni' }],
    });
  });

  it('refused, cancels the order with its line and money kept', async () => {
    const order = await proposeForAll();
    const refused = await answer(order.orderId, 1, 'reject');
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      status: 'CANCELLED',
      totalPrice: 11.9,
      items: [{ name: 'Margherita' }],
      amendments: [{ status: 'REJECTED', refund: 0 }],
    });
    expect(await itemRows(order.orderId)).toHaveLength(1);
    expect(await cancelEvents(order.orderId)).toEqual(['order.amendment_resolved', 'order.cancelled']);
    expect((await answer(order.orderId, 1, 'accept')).json().code).toBe(
      AMENDMENT_ERROR_CODES.alreadyResolved,
    );
    expect((await amend(order.orderId, { ...OUT, lines: [{ line: 0, count: 0 }] })).json().code).toBe(
      AMENDMENT_ERROR_CODES.notAmendable,
    );
  });

  it('unanswered, reads as cancelled from its deadline, and two sweeps store it once', async () => {
    const order = await proposeForAll();
    advance(AMENDMENT_ANSWER_MS - 1);
    expect((await read(order.orderId)).status).toBe('WAITING_APPROVAL');
    advance(1);
    const deadline = clock().toISOString();
    const seen = await read(order.orderId);
    expect(seen).toMatchObject({
      status: 'CANCELLED',
      totalPrice: 11.9,
      items: [{ name: 'Margherita' }],
      amendments: [{ status: 'EXPIRED', refund: 0, resolvedAt: deadline }],
    });
    advance(5_000);
    const [a, b] = await Promise.all([
      expireOverdueProposals(t.database.db, clock()),
      expireOverdueProposals(t.database.db, clock()),
    ]);
    expect([...a, ...b].map((row) => row.id)).toEqual([order.orderId]);
    const stored = await read(order.orderId);
    expect(stored).toMatchObject({
      status: 'CANCELLED',
      totalPrice: 11.9,
      amendments: [{ status: 'EXPIRED' }],
    });
    expect(stored.statusUpdatedAt).toBe(deadline);
    expect(await cancelEvents(order.orderId)).toEqual(['order.amendment_resolved', 'order.cancelled']);
    expect(await t.app.amendmentSweep.run()).toHaveLength(0);
  });

  it('marking ready waits for the answer; declining decides it, the line kept', async () => {
    const order = await proposeForAll();
    await act(order.orderId, 'approve');
    const ready = await act(order.orderId, 'ready');
    expect(ready.statusCode).toBe(409);
    expect(ready.json().code).toBe(AMENDMENT_ERROR_CODES.proposalPending);
    expect(await read(order.orderId)).toMatchObject({
      status: 'APPROVED',
      amendments: [{ status: 'PENDING' }],
    });

    const waiting = await proposeForAll();
    const declined = await act(waiting.orderId, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'DECLINED',
      items: [{ name: 'Margherita' }],
      amendments: [{ status: 'REJECTED' }],
    });
  });
});

describe('limits', () => {
  it('takes a comment of 500 characters and a substitute count of 99, not one more', async () => {
    const order = await placeOrder();
    const long = await amend(order.orderId, {
      ...OUT,
      comment: 'x'.repeat(501),
      lines: [{ line: 1, count: 0 }],
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('ValidationError');
    const many = await amend(order.orderId, {
      ...OUT,
      substitutes: [{ line: 0, productId: await productId('Pepperoni'), count: ORDER_LIMITS.itemCount + 1 }],
    });
    expect(many.statusCode).toBe(400);
    expect(
      (await amend(order.orderId, { ...OUT, comment: 'x'.repeat(500), lines: [{ line: 1, count: 0 }] }))
        .statusCode,
    ).toBe(200);
    const most = await amend(order.orderId, {
      ...OUT,
      substitutes: [{ line: 0, productId: await productId('Lemonade'), count: ORDER_LIMITS.itemCount }],
    });
    expect(most.statusCode).toBe(200);
    expect(most.json().amendments[1].substitutes[0].substitute).toMatchObject({
      count: 99,
      totalPrice: 346.5,
    });
  });

  it('takes an answer up to the last millisecond before the deadline', async () => {
    const order = await placeOrder();
    await amend(order.orderId, {
      ...OUT,
      substitutes: [{ line: 0, productId: await productId('Pepperoni'), count: 1 }],
    });
    advance(AMENDMENT_ANSWER_MS - 1);
    const res = await answer(order.orderId, 1, 'accept');
    expect(res.statusCode).toBe(200);
    expect(res.json().amendments[0]).toMatchObject({ status: 'ACCEPTED' });
    advance(1);
    expect(await t.app.amendmentSweep.run()).toHaveLength(0);
  });

  it('a cancel or a decline decides a waiting proposal as refused first', async () => {
    for (const end of ['cancel', 'decline'] as const) {
      const order = await placeOrder();
      await amend(order.orderId, {
        ...OUT,
        substitutes: [{ line: 0, productId: await productId('Pepperoni'), count: 1 }],
      });
      const res =
        end === 'cancel' ? await market.event(order.orderId, 'cancel') : await act(order.orderId, 'decline');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        amendments: [{ status: 'REJECTED' }],
        items: [{ name: 'Lemonade' }],
      });
      const types = (
        await eventsOf(
          order.orderId,
          `order.amendment_resolved,order.${end}${end === 'cancel' ? 'led' : 'd'}`,
        )
      ).map((e) => e.type);
      expect(types).toEqual([
        'order.amendment_resolved',
        end === 'cancel' ? 'order.cancelled' : 'order.declined',
      ]);
    }
    expect(await t.app.amendmentSweep.run()).toHaveLength(0);
  });
});

describe('a proposal nobody answers', () => {
  const propose = async (order: Order) => {
    const res = await amend(order.orderId, {
      ...OUT,
      substitutes: [{ line: 0, productId: await productId('Pepperoni'), count: 1 }],
    });
    expect(res.statusCode).toBe(200);
  };

  it('reads as expired from its deadline, answers 409 after it, and the sweep decides it once', async () => {
    const order = await placeOrder();
    await propose(order);
    advance(AMENDMENT_ANSWER_MS - 1);
    expect((await read(order.orderId)).amendments[0]!.status).toBe('PENDING');
    expect(await t.app.amendmentSweep.run()).toHaveLength(0);
    advance(1);
    // Compared on read: the line is gone and refunded before any sweep ran.
    const seen = await read(order.orderId);
    expect(seen).toMatchObject({
      totalPrice: 3.5,
      items: [{ name: 'Lemonade' }],
      amendments: [{ status: 'EXPIRED', refund: 29.2, resolvedAt: clock().toISOString() }],
    });
    const late = await answer(order.orderId, 1, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: AMENDMENT_ERROR_CODES.expired,
      message: expect.stringMatching(/expired/),
    });

    advance(5_000);
    const swept = await t.app.amendmentSweep.run();
    expect(swept.map((row) => row.id)).toEqual([order.orderId]);
    expect(await t.app.amendmentSweep.run()).toHaveLength(0);
    // Stored as it read: the same order, the resolution at the deadline.
    expect(await read(order.orderId)).toEqual(seen);
    expect(await itemRows(order.orderId)).toHaveLength(1);
    const events = await eventsOf(order.orderId);
    expect(events.map((e) => e.type)).toEqual([
      'order.amendment_proposed',
      'order.amendment_resolved',
      'order.amended',
    ]);
    expect(events[1]).toMatchObject({ data: { refund: 29.2, amendment: { status: 'EXPIRED' } } });
  });

  it('two sweeps at once decide it exactly once', async () => {
    const order = await placeOrder();
    await propose(order);
    advance(AMENDMENT_ANSWER_MS);
    const [a, b] = await Promise.all([
      expireOverdueProposals(t.database.db, clock()),
      expireOverdueProposals(t.database.db, clock()),
    ]);
    expect([...a, ...b].map((row) => row.id)).toEqual([order.orderId]);
    expect(await eventsOf(order.orderId)).toHaveLength(3);
  });

  it('a removal after the deadline decides the expired proposal first', async () => {
    const order = await placeOrder({
      items: [
        { productId: await productId('Margherita'), count: 1 },
        { productId: await productId('Lemonade'), count: 2 },
      ],
    });
    await propose(order);
    advance(AMENDMENT_ANSWER_MS);
    // As read now: one line left, the lemonade, at index 0.
    const res = await amend(order.orderId, { ...OUT, lines: [{ line: 0, count: 1 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      totalPrice: 3.5,
      amendments: [{ status: 'EXPIRED' }, { status: 'APPLIED', refund: 3.5 }],
    });
    expect(await t.app.amendmentSweep.run()).toHaveLength(0);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'two instances on one PostgreSQL expire it exactly once, and a board on either hears it',
    async () => {
      const order = await placeOrder();
      await propose(order);
      const appB = await secondInstance(t.connectionString!, { clock });
      await appB.ready();
      const client = await connect(await listen(appB), demo.vendorId, demo.cookie);
      advance(AMENDMENT_ANSWER_MS);
      const [a, b] = await Promise.all([t.app.amendmentSweep.run(), appB.amendmentSweep.run()]);
      expect([...a, ...b].map((row) => row.id)).toEqual([order.orderId]);
      expect(
        await client.next((m) => m.orderId === order.orderId && m.type === 'ORDER_AMENDED'),
      ).toMatchObject({
        body: { status: 'WAITING_APPROVAL' },
      });
      client.socket.close(1000);
      expect(await eventsOf(order.orderId)).toHaveLength(3);
    },
  );
});

describe('racing', () => {
  it('a marketplace cancel and amendments at once: one cancel wins, and no amendment after it', async () => {
    const order = await placeOrder();
    const requests = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? market.event(order.orderId, 'cancel')
        : amend(order.orderId, { ...OUT, lines: [{ line: 0, count: 0 }] }),
    );
    const answers = await Promise.all(requests);
    const cancels = answers.filter((_, i) => i % 2 === 0);
    const amends = answers.filter((_, i) => i % 2 === 1);
    expect(cancels.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of [...cancels, ...amends]) expect([200, 400, 409]).toContain(r.statusCode);
    const won = amends.filter((r) => r.statusCode === 200);
    expect(won.length).toBeLessThanOrEqual(1);

    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row!.status).toBe('CANCELLED');
    expect(row!.amendments).toHaveLength(won.length);
    expect(await itemRows(order.orderId)).toHaveLength(2 - won.length);
    // Every amendment that won committed before the cancel.
    const events = await eventsOf(order.orderId, 'order.amended,order.cancelled');
    expect(events.map((e) => e.type)).toEqual([...won.map(() => 'order.amended'), 'order.cancelled']);
  });
});

describe('live', () => {
  it('boards hear ORDER_AMENDED and the orders list is fresh at once', async () => {
    const order = await placeOrder();
    const list = () =>
      t.app.inject(
        asClient({ method: 'GET', url: `/api/vendor/${demo.vendorId}/orders`, cookie: demo.cookie }),
      );
    expect((await list()).json().WAITING_APPROVAL[0].totalPrice).toBe(32.7);
    const client = await connect(await listen(t.app), demo.vendorId, demo.cookie);
    await amend(order.orderId, { ...OUT, lines: [{ line: 1, count: 0 }] });
    // The order's own NEW_ORDER may still be on its way (PostgreSQL delivers NOTIFY asynchronously).
    expect(await client.next((m) => m.orderId === order.orderId && m.type !== 'NEW_ORDER')).toMatchObject({
      type: 'ORDER_AMENDED',
      body: { status: 'WAITING_APPROVAL' },
    });
    client.socket.close(1000);
    expect((await list()).json().WAITING_APPROVAL[0]).toMatchObject({
      totalPrice: 29.2,
      amendments: [{ status: 'APPLIED' }],
    });
  });
});
