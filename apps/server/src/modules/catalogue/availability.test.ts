import { AVAILABILITY_ERROR_CODES, SOLD_OUT_MAX_AHEAD_MS } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { components, products } from '../../db/schema/index.ts';
import { OTHER_OWNER, OWNER, signInAs, WORKER } from '../../test/app.ts';
import { catalogueClient, everyDay } from '../../test/catalogue-client.ts';
import { closeInstances, connect, listen } from '../../test/live.ts';
import { marketplace, orderBody } from '../../test/orders.ts';
import { signedInTestApp } from '../../test/signed-in.ts';
import { restoreDueAvailability } from './availability.ts';

/**
 * Sold out until…: the demo vendor is in America/New_York. Time is the test's clock: it moves,
 * nothing sleeps. 2025-03-09 (Sunday) springs forward at 02:00, 2025-11-02 (Sunday) falls back.
 */

const START = new Date('2025-03-08T23:00:00Z'); // Saturday 18:00 EST
let now = START;
const { t, user: owner } = signedInTestApp(OWNER, {}, { clock: () => now });
let productId: number;
let componentId: number;

const at = (iso: string) => {
  now = new Date(iso);
};
const plus = (ms: number) => new Date(now.getTime() + ms).toISOString();

beforeEach(async () => {
  now = START;
  const pizza = await owner.sectionNamed('Pizza');
  productId = await owner.createProduct(pizza.id, 'Calzone', { price: 10, visible: true });
  const group = await owner.call('POST', `${owner.base}/component_groups`, {
    name: { values: { en: 'Sauces' } },
  });
  const groupId = group.json().id as number;
  const created = await owner.call('POST', `/api/vendor/component_groups/${groupId}/components`, {
    name: { values: { en: 'Garlic' } },
    price: 1,
  });
  componentId = created.json().id;
  await owner.call('PUT', `/api/vendor/component_groups/${groupId}`, { visible: true });
  await owner.call('PUT', `/api/vendor/products/${productId}/component_groups`, [
    { componentGroupID: groupId, multiSelection: false },
  ]);
});
afterEach(() => closeInstances());

const soldOut = (until: unknown, path = `/api/vendor/products/${productId}/available`) =>
  owner.call('PUT', path, { available: false, until });
const componentSoldOut = (until: unknown) =>
  soldOut(until, `/api/vendor/components/${componentId}/available`);

/** The product as every vendor-facing read shows it. */
async function productEverywhere() {
  const single = (await owner.call('GET', `/api/vendor/products/${productId}`)).json();
  const catalogue = await owner.catalogue();
  const inCatalogue = catalogue.sections
    .flatMap((s: { products: { id: number }[] }) => s.products)
    .find((p: { id: number }) => p.id === productId);
  const listed = (await owner.call('GET', `${owner.base}/products`))
    .json()
    .find((p: { id: number }) => p.id === productId);
  const views = [single, inCatalogue, listed].map((p) => ({
    available: p.available,
    availableAgainAt: p.availableAgainAt,
  }));
  expect(new Set(views.map((v) => JSON.stringify(v))).size).toBe(1);
  return views[0]!;
}

async function componentEverywhere() {
  const single = (await owner.call('GET', `/api/vendor/components/${componentId}`)).json();
  const groups = (await owner.call('GET', `${owner.base}/component_groups`)).json();
  const listed = groups
    .flatMap((g: { components: { id: number }[] }) => g.components)
    .find((c: { id: number }) => c.id === componentId);
  const views = [single, listed].map((c) => ({
    available: c.available,
    availableAgainAt: c.availableAgainAt,
  }));
  expect(views[0]).toEqual(views[1]);
  return views[0]!;
}

const order = (components: { componentId: number; count: number }[] = []) =>
  marketplace(t.app).createOrder(owner.vendorId, {
    ...orderBody([]),
    items: [{ productId, count: 1, components }],
  });

describe('switching off until a time', () => {
  it('keeps the plain {available} body working, with no end time', async () => {
    const off = await owner.call('PUT', `/api/vendor/products/${productId}/available`, { available: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ available: false, availableAgainAt: null });
    const on = await owner.call('PUT', `/api/vendor/products/${productId}/available`, { available: true });
    expect(on.json()).toMatchObject({ available: true, availableAgainAt: null });
    expect((await soldOut(null)).json()).toMatchObject({ available: false, availableAgainAt: null });
  });

  it('"until tomorrow" without working hours is the next local midnight', async () => {
    const res = await soldOut('END_OF_DAY');
    expect(res.statusCode, res.body).toBe(200);
    // Sunday 00:00 EST.
    expect(res.json()).toMatchObject({ available: false, availableAgainAt: '2025-03-09T05:00:00.000Z' });
    expect(await productEverywhere()).toEqual({
      available: false,
      availableAgainAt: '2025-03-09T05:00:00.000Z',
    });
  });

  it('"until tomorrow" is the opening of tomorrow\'s hours, on the far side of a DST change', async () => {
    await owner.call('PUT', `${owner.base}/working_hours`, everyDay('10:00', '22:00'));
    const res = await soldOut('END_OF_DAY');
    // Sunday 10:00 is EDT (UTC-4) after the clocks sprang forward at 02:00: 14:00Z, not 15:00Z.
    expect(res.json().availableAgainAt).toBe('2025-03-09T14:00:00.000Z');

    at('2025-03-09T13:59:59Z');
    expect(await productEverywhere()).toEqual({
      available: false,
      availableAgainAt: '2025-03-09T14:00:00.000Z',
    });
    at('2025-03-09T14:00:00Z');
    expect(await productEverywhere()).toEqual({ available: true, availableAgainAt: null });
  });

  it('ends by itself across the day boundary when the clocks fall back', async () => {
    at('2025-11-01T22:00:00Z'); // Saturday 18:00 EDT
    expect((await componentSoldOut('END_OF_DAY')).json().availableAgainAt).toBe('2025-11-02T04:00:00.000Z');
    await owner.call('PUT', `${owner.base}/working_hours`, everyDay('10:00', '22:00'));
    const res = await componentSoldOut('END_OF_DAY');
    // Sunday 10:00 EST (UTC-5) after falling back.
    expect(res.json()).toMatchObject({ available: false, availableAgainAt: '2025-11-02T15:00:00.000Z' });
    at('2025-11-02T05:30:00Z'); // past midnight, still before opening
    expect(await componentEverywhere()).toEqual({
      available: false,
      availableAgainAt: '2025-11-02T15:00:00.000Z',
    });
    at('2025-11-02T15:00:00Z');
    expect(await componentEverywhere()).toEqual({ available: true, availableAgainAt: null });
  });

  it('takes a time: in the future and at most a week ahead', async () => {
    const inFourHours = plus(4 * 3_600_000);
    expect((await soldOut(inFourHours)).json().availableAgainAt).toBe(inFourHours);
    const aWeek = plus(SOLD_OUT_MAX_AHEAD_MS);
    expect((await soldOut(aWeek)).statusCode).toBe(200);

    for (const refused of [plus(SOLD_OUT_MAX_AHEAD_MS + 60_000), now.toISOString(), plus(-60_000)]) {
      const res = await soldOut(refused);
      expect(res.statusCode, refused).toBe(400);
      expect(res.json().code).toBe(AVAILABILITY_ERROR_CODES.invalidAvailableUntil);
    }
    // The refused requests changed nothing.
    expect((await productEverywhere()).availableAgainAt).toBe(aWeek);
  });

  it('refuses an end time with available: true, and anything but END_OF_DAY or an ISO time', async () => {
    const path = `/api/vendor/products/${productId}/available`;
    for (const body of [
      { available: true, until: 'END_OF_DAY' },
      { available: false, until: 'TOMORROW' },
      { available: false, until: '2025-03-09 10:00' },
      { available: false, until: 5 },
    ]) {
      const res = await owner.call('PUT', path, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await productEverywhere()).toEqual({ available: true, availableAgainAt: null });
  });

  it('switching back on clears the end time', async () => {
    await soldOut('END_OF_DAY');
    const res = await owner.call('PUT', `/api/vendor/products/${productId}/available`, { available: true });
    expect(res.json()).toMatchObject({ available: true, availableAgainAt: null });
    expect((await t.database.db.select().from(products).where(eq(products.id, productId)))[0]).toMatchObject({
      available: true,
      availableAgainAt: null,
    });
  });

  it('a worker may do it; another tenant answers 404', async () => {
    const worker = await catalogueClient(t.app, WORKER);
    const res = await worker.call('PUT', `/api/vendor/products/${productId}/available`, {
      available: false,
      until: 'END_OF_DAY',
    });
    expect(res.statusCode).toBe(200);
    const other = await catalogueClient(t.app, OTHER_OWNER);
    for (const path of [
      `/api/vendor/products/${productId}/available`,
      `/api/vendor/components/${componentId}/available`,
    ]) {
      const refused = await other.call('PUT', path, { available: false, until: 'END_OF_DAY' });
      expect(refused.statusCode).toBe(404);
    }
  });
});

describe('order intake', () => {
  it('refuses a product sold out until a time, and takes it once that time has passed', async () => {
    await soldOut(plus(4 * 3_600_000));
    const refused = await order();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ProductUnavailable');
    now = new Date(now.getTime() + 4 * 3_600_000);
    // No sweep has run: the intake compares the time itself.
    expect((await order()).statusCode).toBe(201);
  });

  it('refuses a component sold out until a time, and takes it afterwards', async () => {
    await componentSoldOut('END_OF_DAY');
    const refused = await order([{ componentId, count: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ComponentUnavailable');
    at('2025-03-09T05:00:00Z');
    expect((await order([{ componentId, count: 1 }])).statusCode).toBe(201);
  });
});

/** How many items a CATALOGUE_AVAILABILITY message names. */
const ids = (m: Record<string, unknown>) => {
  const body = m.body as { productIds: number[]; componentIds: number[] };
  return body.productIds.length + body.componentIds.length;
};

describe('the sweep', () => {
  it('normalises due items once and tells the vendor’s screens', async () => {
    const base = await listen(t.app);
    const socket = await connect(base, owner.vendorId, await signInAs(t.app, OWNER));
    await soldOut('END_OF_DAY');
    await componentSoldOut(plus(3_600_000));

    expect(await restoreDueAvailability(t.database.db, now)).toEqual({ productIds: [], componentIds: [] });
    at('2025-03-09T05:00:00Z');
    expect(await restoreDueAvailability(t.database.db, now)).toEqual({
      productIds: [productId],
      componentIds: [componentId],
    });
    // The switches above told the screens too; the sweep's message names both items at once.
    const message = await socket.next((m) => m.type === 'CATALOGUE_AVAILABILITY' && ids(m) === 2);
    expect(message.body).toEqual({ productIds: [productId], componentIds: [componentId] });
    const [row] = await t.database.db.select().from(components).where(eq(components.id, componentId));
    expect(row).toMatchObject({ available: true, availableAgainAt: null });
    // Done once: a second sweep (another instance) finds nothing.
    expect(await restoreDueAvailability(t.database.db, now)).toEqual({ productIds: [], componentIds: [] });
    socket.socket.close(1000);
  });

  it('leaves items switched off without an end time alone', async () => {
    await owner.call('PUT', `/api/vendor/products/${productId}/available`, { available: false });
    at('2025-03-20T00:00:00Z');
    expect(await restoreDueAvailability(t.database.db, now)).toEqual({ productIds: [], componentIds: [] });
    expect(await productEverywhere()).toEqual({ available: false, availableAgainAt: null });
  });
});
