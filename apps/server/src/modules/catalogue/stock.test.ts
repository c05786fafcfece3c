import { STOCK_MAX } from '@larder/contract';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accounts, auditLog, components, marketplaceEvents, products } from '../../db/schema/index.ts';
import { MANAGER, MARKETPLACE_TOKEN, OTHER_OWNER, OWNER, signInAs, WORKER } from '../../test/app.ts';
import { catalogueClient } from '../../test/catalogue-client.ts';
import { closeInstances, connect, listen } from '../../test/live.ts';
import { marketplace, modifierNamed, orderBody, productNamed, vendorAction } from '../../test/orders.ts';
import { signedInTestApp } from '../../test/signed-in.ts';

/**
 * Stock counts (docs/product.md#stock-counts) on the demo menu: Margherita with its Extra cheese
 * and Mushrooms, and Lemonade.
 */

const { t, user: owner } = signedInTestApp(OWNER);
let margherita: number;
let lemonade: number;
let cheese: number;

beforeEach(async () => {
  margherita = await productNamed(t.database.db, owner.accountId, 'Margherita');
  lemonade = await productNamed(t.database.db, owner.accountId, 'Lemonade');
  cheese = await modifierNamed(t.database.db, owner.accountId, 'Extra cheese');
});
afterEach(() => closeInstances());

const productPath = (id = margherita) => `/api/vendor/products/${id}`;
const componentPath = (id = cheese) => `/api/vendor/components/${id}`;
const restock = (body: unknown, path = productPath(), user = owner) =>
  user.call('POST', `${path}/restock`, body);
const setStock = (stock: unknown, path = productPath()) => owner.call('PUT', path, { stock });

const order = (items: { productId: number; count: number; components?: object[] }[]) =>
  marketplace(t.app).createOrder(owner.vendorId, {
    ...orderBody([]),
    paid: true,
    items: items.map((i) => ({ components: [], ...i })),
  });
const margheritas = (count: number, components: object[] = []) =>
  order([{ productId: margherita, count, components }]);

async function stored(id = margherita) {
  const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
  return { stock: row!.stock, available: row!.available, availableAgainAt: row!.availableAgainAt };
}
async function storedComponent(id = cheese) {
  const [row] = await t.database.db.select().from(components).where(eq(components.id, id));
  return { stock: row!.stock, available: row!.available };
}

describe('the count', () => {
  it('is an integer from 0 to STOCK_MAX, or null; both routes and both items', async () => {
    for (const path of [productPath(), componentPath()]) {
      for (const accepted of [0, 1, STOCK_MAX, null]) {
        const res = await setStock(accepted, path);
        expect(res.statusCode, `${path} ${accepted}: ${res.body}`).toBe(200);
        expect(res.json().stock).toBe(accepted);
        expect((await restock({ set: accepted }, path)).json().stock).toBe(accepted);
      }
      for (const refused of [-1, STOCK_MAX + 1, 1.5, '3', 1e12]) {
        expect((await setStock(refused, path)).statusCode, `${path} ${refused}`).toBe(400);
        expect((await restock({ set: refused }, path)).statusCode, `${path} set ${refused}`).toBe(400);
      }
      for (const refused of [{ add: 0 }, { add: -1 }, { add: STOCK_MAX + 1 }, {}, { add: 1, set: 2 }]) {
        expect((await restock(refused, path)).statusCode, JSON.stringify(refused)).toBe(400);
      }
    }
    // An add past the maximum is refused whole, and changes nothing.
    await restock({ set: STOCK_MAX - 5 });
    expect((await restock({ add: 5 })).json().stock).toBe(STOCK_MAX);
    const over = await restock({ add: 1 });
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('ValidationError');
    expect((await stored()).stock).toBe(STOCK_MAX);
  });

  it('adds on top, an uncounted item starting from zero; set null stops counting', async () => {
    expect((await owner.product(margherita)).stock).toBeNull();
    expect((await restock({ add: 10 })).json().stock).toBe(10);
    expect((await restock({ add: 10 })).json().stock).toBe(20);
    expect((await restock({ set: 3 })).json().stock).toBe(3);
    expect((await restock({ set: null })).json()).toMatchObject({ stock: null, available: true });
    // The catalogue and the modifier lists read it too.
    await restock({ set: 7 }, componentPath());
    const catalogue = await owner.catalogue();
    const group = catalogue.componentGroups.find((g: { components: { id: number }[] }) =>
      g.components.some((c) => c.id === cheese),
    );
    expect(group.components.find((c: { id: number }) => c.id === cheese).stock).toBe(7);
  });

  it('at zero sells the item out with no end time; a restock brings it back and tells the marketplace', async () => {
    const events = async () =>
      (
        await t.database.db
          .select()
          .from(marketplaceEvents)
          .where(eq(marketplaceEvents.type, 'item.availability_changed'))
          .orderBy(marketplaceEvents.seq)
      ).map((e) => e.data as { id: number; available: boolean });
    const zero = await setStock(0);
    expect(zero.json()).toMatchObject({ stock: 0, available: false, availableAgainAt: null });
    expect((await margheritas(1)).json().code).toBe('ProductUnavailable');
    const back = await restock({ add: 10 });
    expect(back.json()).toMatchObject({ stock: 10, available: true });
    expect((await events()).filter((e) => e.id === margherita).map((e) => e.available)).toEqual([
      false,
      true,
    ]);
    // The menu feed shows it as any sold-out item, and back once restocked.
    const feedProduct = async () => {
      const feed = await t.app.inject({
        method: 'GET',
        url: `/api/manager/vendors/${owner.vendorId}/menu`,
        headers: { authorization: `Bearer ${MARKETPLACE_TOKEN}` },
      });
      expect(feed.statusCode).toBe(200);
      return feed.json().products.find((p: { id: number }) => p.id === margherita);
    };
    expect(await feedProduct()).toMatchObject({ available: true });
    await setStock(0);
    expect(await feedProduct()).toMatchObject({ available: false, availableAgainAt: null });
  });

  it('switching an item the count sold out back on stops counting it', async () => {
    await setStock(0);
    const on = await owner.call('PUT', `${productPath()}/available`, { available: true });
    expect(on.json()).toMatchObject({ available: true, stock: null });
    expect((await margheritas(1)).statusCode).toBe(201);
  });

  it('keeps an item switched off by hand off when restocked', async () => {
    await restock({ set: 4 });
    await owner.call('PUT', `${productPath()}/available`, { available: false });
    expect((await restock({ add: 10 })).json()).toMatchObject({ stock: 14, available: false });
  });

  it('logs every restock in the audit log, with the count before and after', async () => {
    await restock({ set: 5 });
    await restock({ add: 10 });
    await setStock(null);
    await restock({ set: 2 }, componentPath());
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} in ('product.restock', 'component.restock')`)
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['product.restock', { stock: null }, { stock: 5 }],
      ['product.restock', { stock: 5 }, { stock: 15 }],
      ['product.restock', { stock: 15 }, { stock: null }],
      ['component.restock', { stock: null }, { stock: 2 }],
    ]);
  });
});

describe('who may', () => {
  it('workers restock (like availability) but cannot edit the product; managers may both', async () => {
    const worker = await catalogueClient(t.app, WORKER);
    expect((await restock({ add: 10 }, productPath(), worker)).statusCode).toBe(200);
    expect((await restock({ set: 3 }, componentPath(), worker)).statusCode).toBe(200);
    expect((await worker.call('PUT', productPath(), { stock: 1 })).statusCode).toBe(403);
    expect((await worker.call('PUT', componentPath(), { stock: 1 })).statusCode).toBe(403);
    const manager = await catalogueClient(t.app, MANAGER);
    expect((await restock({ add: 1 }, productPath(), manager)).json().stock).toBe(11);
    expect((await manager.call('PUT', productPath(), { stock: 2 })).json().stock).toBe(2);
  });

  it("another account's ids answer 404 and change nothing", async () => {
    const other = await catalogueClient(t.app, OTHER_OWNER);
    for (const path of [productPath(), componentPath()]) {
      expect((await restock({ add: 10 }, path, other)).statusCode).toBe(404);
      expect((await other.call('PUT', path, { stock: 5 })).statusCode).toBe(404);
    }
    expect((await stored()).stock).toBeNull();
    expect((await storedComponent()).stock).toBeNull();
  });
});

describe('orders', () => {
  it('20 parallel orders for the last 5 portions: exactly 5 get in, the count never below zero', async () => {
    await setStock(5);
    const answers = await Promise.all(Array.from({ length: 20 }, () => margheritas(1)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().code).toBe('ProductUnavailable');
    }
    expect(await stored()).toEqual({ stock: 0, available: false, availableAgainAt: null });
  });

  it('an order of several portions takes them all or none', async () => {
    await setStock(3);
    expect((await margheritas(4)).json().code).toBe('ProductUnavailable');
    expect((await stored()).stock).toBe(3);
    // Two lines of one product count together.
    const two = await order([
      { productId: margherita, count: 2 },
      { productId: margherita, count: 2 },
    ]);
    expect(two.statusCode).toBe(409);
    expect((await margheritas(3)).statusCode).toBe(201);
    expect((await stored()).stock).toBe(0);
  });

  it('a modifier counts its portions per portion of the line', async () => {
    await restock({ set: 5 }, componentPath());
    const res = await margheritas(2, [{ componentId: cheese, count: 2 }]);
    expect(res.statusCode, res.body).toBe(201);
    expect((await storedComponent()).stock).toBe(1);
    const refused = await margheritas(2, [{ componentId: cheese, count: 1 }]);
    expect(refused.json().code).toBe('ComponentUnavailable');
    expect((await margheritas(1, [{ componentId: cheese, count: 1 }])).statusCode).toBe(201);
    expect(await storedComponent()).toEqual({ stock: 0, available: false });
    expect((await margheritas(1, [{ componentId: cheese, count: 1 }])).json().code).toBe(
      'ComponentUnavailable',
    );
  });

  it('a declined order and a cancelled one give their portions back; an item back from zero is on again', async () => {
    await setStock(2);
    await restock({ set: 4 }, componentPath());
    const first = (await margheritas(1, [{ componentId: cheese, count: 2 }])).json();
    const second = (await margheritas(1)).json();
    expect(await stored()).toMatchObject({ stock: 0, available: false });
    expect((await storedComponent()).stock).toBe(2);
    const act = vendorAction(t.app, owner.cookie, owner.vendorId);
    expect((await act(first.orderId, 'decline')).statusCode).toBe(200);
    expect(await stored()).toMatchObject({ stock: 1, available: true });
    expect((await storedComponent()).stock).toBe(4);
    expect((await marketplace(t.app).event(second.orderId, 'cancel')).statusCode).toBe(200);
    expect((await stored()).stock).toBe(2);
    // Given back once: nothing more on a second try.
    expect((await marketplace(t.app).event(second.orderId, 'cancel')).statusCode).toBe(409);
    expect((await stored()).stock).toBe(2);
  });

  it('gives back only what the order took: not for an item that was not counted then', async () => {
    const untracked = (await margheritas(2)).json();
    await setStock(5);
    await marketplace(t.app).event(untracked.orderId, 'cancel');
    expect((await stored()).stock).toBe(5);
  });

  it('an amendment gives back what it removed; a substitute takes its portions, and gives them back if refused', async () => {
    await setStock(5);
    await restock({ set: 3 }, productPath(lemonade));
    await restock({ set: 10 }, componentPath());
    const placed = (
      await order([
        { productId: margherita, count: 3, components: [{ componentId: cheese, count: 1 }] },
        { productId: lemonade, count: 1 },
      ])
    ).json();
    expect((await stored()).stock).toBe(2);
    expect((await storedComponent()).stock).toBe(7);
    const amend = (body: object) =>
      owner.call('POST', `/api/vendor/${owner.vendorId}/orders/${placed.orderId}/amend`, {
        reason: 'OUT_OF_STOCK',
        lines: [],
        substitutes: [],
        ...body,
      });
    // 3 → 1 Margherita and without cheese: 2 Margherita and 3 cheese come back.
    const cut = await amend({ lines: [{ line: 0, count: 1, removeComponentIds: [cheese] }] });
    expect(cut.statusCode, cut.body).toBe(200);
    expect((await stored()).stock).toBe(4);
    expect((await storedComponent()).stock).toBe(10);
    // The lemonade is offered as 2 Margherita instead: taken now.
    const offered = await amend({ substitutes: [{ line: 1, productId: margherita, count: 2 }] });
    expect(offered.statusCode, offered.body).toBe(200);
    expect((await stored()).stock).toBe(2);
    expect((await stored(lemonade)).stock).toBe(2);
    const proposal = offered.json().amendments.at(-1).id;
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/manager/orders/${placed.orderId}/amendments/${proposal}/reject`,
      headers: { authorization: `Bearer ${MARKETPLACE_TOKEN}` },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    // Refused: the substitute's 2 come back, and the lemonade line left the order: its 1 too.
    expect((await stored()).stock).toBe(4);
    expect((await stored(lemonade)).stock).toBe(3);
    // The order keeps 1 Margherita; cancelling it gives that back.
    await marketplace(t.app).event(placed.orderId, 'cancel');
    expect((await stored()).stock).toBe(5);
  });

  it('an accepted substitute keeps its portions and the replaced line gives its own back', async () => {
    await setStock(5);
    await restock({ set: 5 }, productPath(lemonade));
    const placed = (
      await order([
        { productId: margherita, count: 1 },
        { productId: lemonade, count: 2 },
      ])
    ).json();
    const offered = await owner.call('POST', `/api/vendor/${owner.vendorId}/orders/${placed.orderId}/amend`, {
      reason: 'OUT_OF_STOCK',
      lines: [],
      substitutes: [{ line: 0, productId: lemonade, count: 3 }],
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect((await stored(lemonade)).stock).toBe(0);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/manager/orders/${placed.orderId}/amendments/${offered.json().amendments.at(-1).id}/accept`,
      headers: { authorization: `Bearer ${MARKETPLACE_TOKEN}` },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await stored()).stock).toBe(5);
    expect((await stored(lemonade)).stock).toBe(0);
    // A substitute needs its portions: none left.
    const more = await owner.call('POST', `/api/vendor/${owner.vendorId}/orders/${placed.orderId}/amend`, {
      reason: 'OUT_OF_STOCK',
      lines: [],
      substitutes: [{ line: 1, productId: margherita, count: 6 }],
    });
    expect(more.json().code).toBe('ProductUnavailable');
    expect((await stored()).stock).toBe(5);
  });

  it('order moves of the count are no edits of the catalogue', async () => {
    await setStock(2);
    const edits = async () => {
      const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, owner.accountId));
      return row!.catalogueEdits;
    };
    const before = await edits();
    // Sold out by the order, and back by its cancel: the menu changed twice, the catalogue was not edited.
    const placed = (await margheritas(2)).json();
    expect((await stored()).available).toBe(false);
    await marketplace(t.app).event(placed.orderId, 'cancel');
    expect((await stored()).available).toBe(true);
    expect(await edits()).toBe(before);
    // A restock is someone's edit.
    await restock({ add: 1 });
    expect(await edits()).toBe(before + 1);
  });
});

describe('live', () => {
  it("the kitchen's screens hear of a count an order moved", async () => {
    await setStock(3);
    const base = await listen(t.app);
    const socket = await connect(base, owner.vendorId, await signInAs(t.app, OWNER));
    expect((await margheritas(1)).statusCode).toBe(201);
    const message = await socket.next((m) => m.type === 'CATALOGUE_AVAILABILITY');
    expect(message.body).toEqual({ productIds: [margherita], componentIds: [] });
    await restock({ add: 5 });
    const restocked = await socket.next((m) => m.type === 'CATALOGUE_AVAILABILITY');
    expect(restocked.body).toEqual({ productIds: [margherita], componentIds: [] });
    expect((await owner.product(margherita)).stock).toBe(7);
    // Switched off by someone: the same message, the same reload.
    await owner.call('PUT', `${componentPath()}/available`, { available: false });
    const switched = await socket.next(
      (m) =>
        m.type === 'CATALOGUE_AVAILABILITY' && (m.body as { componentIds: number[] }).componentIds.length > 0,
    );
    expect(switched.body).toEqual({ productIds: [], componentIds: [cheese] });
    socket.socket.close(1000);
  });
});
