import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { type MarketplaceEvent, MarketplaceMenu } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accounts, products } from '../../db/schema/index.ts';
import { createTestApp, MARKETPLACE_TOKEN, OTHER_OWNER, OWNER, type TestApp } from '../../test/app.ts';
import { type CatalogueClient, catalogueClient } from '../../test/catalogue-client.ts';
import { marketplace, orderBody } from '../../test/orders.ts';
import { menuTag } from '../catalogue/menu-version.ts';

/** GET /api/manager/vendors/{vendorId}/menu: the orderable menu, named by the version's ETag. */

let nowMs: number;
const clock = () => new Date(nowMs);
const HOUR = 3_600_000;

let t: TestApp;
let owner: CatalogueClient;
const bearer = { authorization: `Bearer ${MARKETPLACE_TOKEN}` };

beforeEach(async () => {
  nowMs = Date.parse('2030-01-07T12:01:00Z');
  t = await createTestApp({}, { clock });
  owner = await catalogueClient(t.app, OWNER);
});
afterEach(() => t.close());

const getMenu = (vendorId: number, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/manager/vendors/${vendorId}/menu`,
    headers: { ...bearer, ...headers },
  });

async function readMenu(vendorId = owner.vendorId) {
  const res = await getMenu(vendorId);
  expect(res.statusCode, res.body).toBe(200);
  return { menu: MarketplaceMenu.parse(res.json()), etag: res.headers.etag as string };
}

const storedVersion = async (accountId: number) =>
  (await t.database.db.select().from(accounts).where(eq(accounts.id, accountId)))[0]!.menuVersion;

const named = (menu: MarketplaceMenu, en: string) => {
  const product = menu.products.find((p) => p.name.values.en === en);
  if (!product) throw new Error(`no ${en} in the menu`);
  return product;
};

async function feedEvents(type: MarketplaceEvent['type']) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/manager/events?types=${type}&limit=500`,
    headers: bearer,
  });
  expect(res.statusCode).toBe(200);
  return res.json().events as MarketplaceEvent[];
}

/** The ETag the latest menu.updated event of the account announced. */
async function announcedEtag(accountId: number) {
  const events = (await feedEvents('menu.updated')).filter((e) => e.accountId === accountId);
  const last = events[events.length - 1];
  if (last?.type !== 'menu.updated') throw new Error('no menu.updated event');
  return last.data.etag;
}

describe('the menu feed', () => {
  it('lists the visible menu in every menu language, with prices, tags and modifiers', async () => {
    const { menu, etag } = await readMenu();
    expect(menu.accountId).toBe(owner.accountId);
    expect(etag).toBe(`"${menuTag(owner.accountId, menu.version)}"`);
    expect(menu.version).toBe(await storedVersion(owner.accountId));
    expect(menu.languages).toEqual([
      { code: 'en', mandatory: true },
      { code: 'ru', mandatory: false },
    ]);
    const margherita = named(menu, 'Margherita');
    expect(margherita.name.values.ru).toBeTruthy();
    expect(margherita).toMatchObject({ available: true, availableAgainAt: null });
    expect(margherita.price).toBeGreaterThan(0);
    expect(margherita.modifierGroups.length).toBeGreaterThan(0);
    const [toppings] = margherita.modifierGroups;
    const group = menu.modifierGroups.find((g) => g.id === toppings!.groupId)!;
    expect(group.components.map((c) => c.id)).toEqual(toppings!.components.map((c) => c.id));
    // Every product a section names is listed, once.
    const listed = new Set(menu.products.map((p) => p.id));
    expect(menu.sections.flatMap((s) => s.productIds).every((id) => listed.has(id))).toBe(true);
    expect(listed.size).toBe(menu.products.length);
  });

  it('answers 304 to the ETag it gave and to the one the menu.updated event announced, in any coding', async () => {
    // A change announces its version.
    const { menu } = await readMenu();
    const margherita = named(menu, 'Margherita');
    expect(
      (await owner.call('PUT', `/api/vendor/products/${margherita.id}`, { price: margherita.price + 1 }))
        .statusCode,
    ).toBe(200);
    const announced = await announcedEtag(owner.accountId);
    const { etag } = await readMenu();
    expect(etag).toBe(announced);
    for (const tag of [etag, announced, etag.replace(/"$/, '-br"'), etag.replace(/"$/, '-gzip"')]) {
      const res = await getMenu(owner.vendorId, { 'if-none-match': tag });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
    }
  });

  it('gets a new ETag with every catalogue change, and shows the change', async () => {
    const before = await readMenu();
    const margherita = named(before.menu, 'Margherita');
    const off = await owner.call('PUT', `/api/vendor/products/${margherita.id}/available`, {
      available: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const after = await readMenu();
    expect(after.etag).not.toBe(before.etag);
    expect(after.menu.version).toBeGreaterThan(before.menu.version);
    expect(named(after.menu, 'Margherita')).toMatchObject({ available: false, availableAgainAt: null });
    const stale = await getMenu(owner.vendorId, { 'if-none-match': before.etag });
    expect(stale.statusCode).toBe(200);
    expect(await announcedEtag(owner.accountId)).toBe(after.etag);
  });

  it("reads each tenant's own menu: another account's vendor gets its own, nothing of this one", async () => {
    const other = await catalogueClient(t.app, OTHER_OWNER);
    const mine = await readMenu();
    const theirs = await readMenu(other.vendorId);
    expect(theirs.menu.accountId).toBe(other.accountId);
    expect(theirs.etag).toBe(`"${menuTag(other.accountId, theirs.menu.version)}"`);
    const ofOther = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.accountId, other.accountId));
    const otherIds = new Set(ofOther.map((p) => p.id));
    expect(theirs.menu.products.every((p) => otherIds.has(p.id))).toBe(true);
    expect(mine.menu.products.some((p) => otherIds.has(p.id))).toBe(false);
    // Another account's ETag names another menu, whatever its version.
    expect(theirs.etag).not.toBe(mine.etag);
    expect((await getMenu(other.vendorId, { 'if-none-match': mine.etag })).statusCode).toBe(200);
  });

  it('is documented in the OpenAPI with its schema and its 304', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const { responses } = spec.paths['/api/manager/vendors/{vendorId}/menu'].get;
    expect(responses['304'].description).toMatch(/^Not modified/);
    expect(responses['200'].content['application/json'].schema.properties).toHaveProperty('modifierGroups');
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['401', '404']));
  });

  it('answers 404 for an unknown vendor and 401 without the token', async () => {
    const unknown = await getMenu(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toHaveProperty('code');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/manager/vendors/${owner.vendorId}/menu`,
    });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await getMenu(owner.vendorId, { authorization: 'Bearer not-the-token-0123456789' });
    expect(wrong.statusCode).toBe(401);
  });

  it('is compressed when asked, with the same content', async () => {
    const plain = await getMenu(owner.vendorId);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await getMenu(owner.vendorId, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag!.toString().replace(/"$/, '-br"'));
    expect((await promisify(zlib.brotliDecompress)(br.rawPayload)).toString()).toBe(plain.body);
    const gzip = await getMenu(owner.vendorId, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect((await promisify(zlib.gunzip)(gzip.rawPayload)).toString()).toBe(plain.body);
  });

  it('leaves out a product only in hidden sections, and the intake refuses it; in a visible one too, it is listed', async () => {
    const hidden = await owner.createSection('Breakfast');
    const productId = await owner.createProduct(hidden, 'Porridge', { price: 4, visible: true });
    const market = marketplace(t.app);
    expect((await readMenu()).menu.products.some((p) => p.id === productId)).toBe(false);
    const refused = await market.createOrder(owner.vendorId, orderBody([productId]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ProductUnavailable');

    const shown = await owner.createSection('All day', { visible: true });
    const add = await owner.call('POST', `/api/vendor/sections/${shown}/products`, { productID: productId });
    expect(add.statusCode, add.body).toBeLessThan(300);
    const { menu } = await readMenu();
    expect(menu.products.some((p) => p.id === productId)).toBe(true);
    expect(menu.sections.find((s) => s.id === shown)?.productIds).toEqual([productId]);
    expect(menu.sections.some((s) => s.id === hidden)).toBe(false);
    expect((await market.createOrder(owner.vendorId, orderBody([productId]))).statusCode).toBe(201);
  });

  it('stores a sold-out item whose time has passed as available before it builds: a new version, announced once', async () => {
    const first = await readMenu();
    const margherita = named(first.menu, 'Margherita');
    const off = await owner.call('PUT', `/api/vendor/products/${margherita.id}/available`, {
      available: false,
      until: new Date(nowMs + HOUR).toISOString(),
    });
    expect(off.statusCode, off.body).toBe(200);
    const soldOut = await readMenu();
    expect(named(soldOut.menu, 'Margherita')).toMatchObject({
      available: false,
      availableAgainAt: new Date(nowMs + HOUR).toISOString(),
    });

    nowMs += HOUR + 1;
    const back = await readMenu();
    expect(back.etag).not.toBe(soldOut.etag);
    expect(named(back.menu, 'Margherita')).toMatchObject({ available: true, availableAgainAt: null });
    expect(back.menu.version).toBe(await storedVersion(owner.accountId));
    const [row] = await t.database.db.select().from(products).where(eq(products.id, margherita.id));
    expect(row).toMatchObject({ available: true, availableAgainAt: null });
    expect(await announcedEtag(owner.accountId)).toBe(back.etag);
    const cameBack = (await feedEvents('item.availability_changed')).filter(
      (e) => e.type === 'item.availability_changed' && e.data.id === margherita.id && e.data.available,
    );
    expect(cameBack).toHaveLength(1);
    // Read again: the same version, nothing more written.
    const again = await readMenu();
    expect(again.etag).toBe(back.etag);
    expect(await storedVersion(owner.accountId)).toBe(back.menu.version);
    expect((await getMenu(owner.vendorId, { 'if-none-match': soldOut.etag })).statusCode).toBe(200);
    expect(await feedEvents('item.availability_changed')).toHaveLength(cameBack.length + 1);
  });
});
