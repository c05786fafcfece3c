import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { createTestApp, OWNER, type TestApp } from '../../test/app.ts';
import { type CatalogueClient, catalogueClient } from '../../test/catalogue-client.ts';
import { marketplace, orderBody } from '../../test/orders.ts';

/** The marketplace order intake with modifiers: what a customer may add to a product, and at what price. */

let t: TestApp;
let owner: CatalogueClient;
let market: ReturnType<typeof marketplace>;
let productId: number;
let sauces: { id: number; componentIds: number[] };

beforeEach(async () => {
  t = await createTestApp();
  owner = await catalogueClient(t.app, OWNER);
  market = marketplace(t.app);
  const pizza = await owner.sectionNamed('Pizza');
  productId = await owner.createProduct(pizza.id, 'Calzone', { price: 10, visible: true });
  sauces = await group('Sauces', [1, 2, 3], true);
});
afterEach(() => t.close());

async function group(en: string, prices: number[], visible: boolean) {
  const res = await owner.call('POST', `${owner.base}/component_groups`, { name: { values: { en } } });
  const id = res.json().id as number;
  const componentIds: number[] = [];
  for (const [i, price] of prices.entries()) {
    const c = await owner.call('POST', `/api/vendor/component_groups/${id}/components`, {
      name: { values: { en: `${en} ${i + 1}` } },
      price,
    });
    componentIds.push(c.json().id);
  }
  if (visible) await owner.call('PUT', `/api/vendor/component_groups/${id}`, { visible: true });
  return { id, componentIds };
}

async function attach(setups: unknown[]) {
  const res = await owner.call('PUT', `/api/vendor/products/${productId}/component_groups`, setups);
  expect(res.statusCode, res.body).toBe(200);
}

const line = (components: { componentId: number; count: number }[], count = 1) => ({
  ...orderBody([]),
  items: [{ productId, count, components }],
});
const order = (components: { componentId: number; count: number }[], count = 1) =>
  market.createOrder(owner.vendorId, line(components, count));
const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0]!.n;

describe('ordering with modifiers', () => {
  it('takes up to maxCount components of a group in all, and refuses one more', async () => {
    await attach([{ componentGroupID: sauces.id, multiSelection: true, maxCount: 2, maxComponentsCount: 2 }]);
    const [a, b] = sauces.componentIds as [number, number];
    expect((await order([{ componentId: a, count: 2 }])).statusCode).toBe(201);
    expect(
      (
        await order([
          { componentId: a, count: 1 },
          { componentId: b, count: 1 },
        ])
      ).statusCode,
    ).toBe(201);
    const before = await orderCount();
    const over = await order([
      { componentId: a, count: 2 },
      { componentId: b, count: 1 },
    ]);
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('TooManyComponents');
    // The same component listed twice counts once with both counts.
    const split = await order([
      { componentId: a, count: 2 },
      { componentId: a, count: 1 },
    ]);
    expect(split.json().code).toBe('TooManyComponents');
    expect(await orderCount()).toBe(before);
  });

  it('takes up to maxComponentsCount different components, one without multiple choice', async () => {
    const [a, b, c] = sauces.componentIds as [number, number, number];
    await attach([{ componentGroupID: sauces.id, multiSelection: true, maxCount: 3, maxComponentsCount: 2 }]);
    expect(
      (
        await order([
          { componentId: a, count: 1 },
          { componentId: b, count: 1 },
        ])
      ).statusCode,
    ).toBe(201);
    const three = await order([
      { componentId: a, count: 1 },
      { componentId: b, count: 1 },
      { componentId: c, count: 1 },
    ]);
    expect(three.json().code).toBe('TooManyDifferentComponents');
    await attach([{ componentGroupID: sauces.id, maxCount: 3 }]);
    expect((await order([{ componentId: a, count: 3 }])).statusCode).toBe(201);
    const two = await order([
      { componentId: a, count: 1 },
      { componentId: b, count: 1 },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().code).toBe('TooManyDifferentComponents');
  });

  it('refuses a component of a group not attached (or hidden) with 400 and an unavailable one with 409', async () => {
    const other = await group('Cheeses', [1], true);
    const hidden = await group('Secret', [1], false);
    await attach([{ componentGroupID: sauces.id }, { componentGroupID: hidden.id }]);
    const notAttached = await order([{ componentId: other.componentIds[0]!, count: 1 }]);
    expect(notAttached.statusCode).toBe(400);
    expect(notAttached.json().code).toBe('UnknownComponent');
    expect((await order([{ componentId: hidden.componentIds[0]!, count: 1 }])).statusCode).toBe(400);
    await owner.call('PUT', `/api/vendor/components/${sauces.componentIds[1]}/available`, {
      available: false,
    });
    const unavailable = await order([{ componentId: sauces.componentIds[1]!, count: 1 }]);
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().code).toBe('ComponentUnavailable');
  });

  it('a required group without a choice takes its default; the line is priced with per-product prices', async () => {
    const [a, b, c] = sauces.componentIds as [number, number, number];
    await attach([
      {
        componentGroupID: sauces.id,
        required: true,
        multiSelection: true,
        maxCount: 3,
        maxComponentsCount: 3,
        components: [
          { id: a, price: 0.25 },
          { id: c, price: 4 },
        ],
      },
    ]);
    // No default given: the cheapest for this product (a at 0.25) is the default.
    const plain = await order([], 2);
    expect(plain.statusCode, plain.body).toBe(201);
    const [item] = plain.json().items;
    expect(item.components).toEqual([
      expect.objectContaining({ componentId: a, name: 'Sauces 1', count: 1, price: 0.25 }),
    ]);
    expect(item.totalPrice).toBe((10 + 0.25) * 2);

    const chosen = await order([
      { componentId: b, count: 1 },
      { componentId: c, count: 2 },
    ]);
    const [withChoice] = chosen.json().items;
    expect(withChoice.components.map((x: { price: number }) => x.price)).toEqual([2, 4]);
    expect(withChoice.totalPrice).toBe(10 + 2 + 8);
  });

  it('the kitchen receipt (GET order) lists the components of each line', async () => {
    await attach([{ componentGroupID: sauces.id, maxCount: 2 }]);
    const created = await order([{ componentId: sauces.componentIds[2]!, count: 2 }]);
    const orderId = created.json().orderId;
    const res = await owner.call('GET', `/api/vendor/${owner.vendorId}/orders`);
    const all = Object.values(res.json()).flat() as { orderId: number; items: { components: unknown[] }[] }[];
    const found = all.find((o) => o.orderId === orderId)!;
    expect(found.items[0]!.components).toEqual([
      expect.objectContaining({ name: 'Sauces 3', count: 2, price: 3 }),
    ]);
  });
});
