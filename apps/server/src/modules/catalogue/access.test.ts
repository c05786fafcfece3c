import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tags } from '../../db/schema/index.ts';
import {
  asClient,
  createTestApp,
  MANAGER,
  OTHER_OWNER,
  OWNER,
  type TestApp,
  WORKER,
} from '../../test/app.ts';
import {
  type CatalogueClient,
  catalogueClient,
  catalogueSnapshot,
  everyDay,
  image,
} from '../../test/catalogue-client.ts';

/**
 * docs/product.md#roles-and-permissions and docs/product.md#errors for every catalogue call: who may call it,
 * another tenant's ids, and bad payloads — each refused with a 4xx {code, message} and nothing written.
 */

let t: TestApp;
let owner: CatalogueClient;
let manager: CatalogueClient;
let worker: CatalogueClient;
let other: CatalogueClient;
/** Ids of the demo account (own) and of the other tenant, by role in the calls below. */
let own: Ids;
let theirs: Ids;

interface Ids {
  accountId: number;
  vendorId: number;
  sectionId: number;
  emptySectionId: number;
  productId: number;
  secondProductId: number;
  productIds: number[];
  groupId: number;
  categoryId: number;
  tagId: number;
}

async function idsOf(client: CatalogueClient): Promise<Ids> {
  const pizza = await client.sectionNamed('Pizza');
  const emptySectionId = await client.createSection('Empty');
  const group = await client.call('POST', `${client.base}/catalog-categories`, {
    name: { values: { en: 'G' } },
    image: await client.upload('category', { width: 400, height: 300 }),
  });
  const categories = (await client.call('GET', `${client.base}/categories`)).json();
  const [tag] = await t.database.db.select().from(tags).where(eq(tags.code, 'vegan'));
  return {
    accountId: client.accountId,
    vendorId: client.vendorId,
    sectionId: pizza.id,
    emptySectionId,
    productId: pizza.productIds[0]!,
    secondProductId: pizza.productIds[1]!,
    productIds: pizza.productIds,
    groupId: group.json().id,
    categoryId: categories[0].id,
    tagId: tag!.id,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await catalogueClient(t.app, OWNER);
  manager = await catalogueClient(t.app, MANAGER);
  worker = await catalogueClient(t.app, WORKER);
  other = await catalogueClient(t.app, OTHER_OWNER);
  own = await idsOf(owner);
  theirs = await idsOf(other);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Call {
  method: Method;
  url: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
}
const acc = (ids: Ids) => `/api/vendor/accounts/${ids.accountId}/catalogue`;

const reads: Record<string, Call> = {
  'read the catalogue': { method: 'GET', url: (i) => `${acc(i)}/catalogue` },
  'list sections': { method: 'GET', url: (i) => `${acc(i)}/sections` },
  'list products': { method: 'GET', url: (i) => `${acc(i)}/products` },
  'list popular products': { method: 'GET', url: (i) => `${acc(i)}/popular_products` },
  'list section groups': { method: 'GET', url: (i) => `${acc(i)}/catalog-categories` },
  'list account categories': { method: 'GET', url: (i) => `${acc(i)}/categories` },
  'list menu languages': { method: 'GET', url: (i) => `${acc(i)}/languages` },
  'read a section': { method: 'GET', url: (i) => `/api/vendor/sections/${i.sectionId}` },
  'read a product': { method: 'GET', url: (i) => `/api/vendor/products/${i.productId}` },
};

const writes: Record<string, Call> = {
  'create a section': {
    method: 'POST',
    url: (i) => `${acc(i)}/sections`,
    body: () => ({ name: { values: { en: 'New' } } }),
  },
  'reorder sections': {
    method: 'POST',
    url: (i) => `${acc(i)}/sections/change-order`,
    body: () => ({ orderedSectionIds: [] }),
  },
  'reorder products': {
    method: 'POST',
    url: (i) => `${acc(i)}/sections/${i.sectionId}/products/change-order`,
    body: (i) => ({ orderedProductIds: i.productIds }),
  },
  'create a product': {
    method: 'POST',
    url: (i) => `${acc(i)}/products`,
    body: (i) => ({ name: { values: { en: 'New' } }, sectionID: i.sectionId }),
  },
  'add a popular product': {
    method: 'POST',
    url: (i) => `${acc(i)}/popular_products`,
    body: (i) => ({ productID: i.productId }),
  },
  'remove a popular product': { method: 'DELETE', url: (i) => `${acc(i)}/popular_products/${i.productId}` },
  'create a section group': {
    method: 'POST',
    url: (i) => `${acc(i)}/catalog-categories`,
    body: () => ({ name: { values: { en: 'G2' } }, image }),
  },
  'update section groups': {
    method: 'PATCH',
    url: (i) => `${acc(i)}/catalog-categories`,
    body: (i) => ({ catalogCategories: [{ id: i.groupId, priority: 5 }] }),
  },
  'delete a section group': { method: 'DELETE', url: (i) => `${acc(i)}/catalog-categories/${i.groupId}` },
  'add an account category': {
    method: 'POST',
    url: (i) => `${acc(i)}/categories`,
    body: (i) => ({ categoryID: i.categoryId }),
  },
  'remove an account category': { method: 'DELETE', url: (i) => `${acc(i)}/categories/${i.categoryId}` },
  'show or hide the catalogue': {
    method: 'PUT',
    url: (i) => `${acc(i)}/visible`,
    body: () => ({ visible: true }),
  },
  'set catalogue working hours': {
    method: 'PUT',
    url: (i) => `${acc(i)}/working_hours`,
    body: () => everyDay(),
  },
  'add a menu language': { method: 'POST', url: (i) => `${acc(i)}/languages`, body: () => ({ code: 'fr' }) },
  'remove a menu language': { method: 'DELETE', url: (i) => `${acc(i)}/languages/ru` },
  'update a section': {
    method: 'PUT',
    url: (i) => `/api/vendor/sections/${i.sectionId}`,
    body: () => ({ cookingTime: 25 }),
  },
  'delete a section': { method: 'DELETE', url: (i) => `/api/vendor/sections/${i.emptySectionId}` },
  'set section working hours': {
    method: 'PUT',
    url: (i) => `/api/vendor/sections/${i.sectionId}/working_hours`,
    body: () => everyDay(),
  },
  'add a product to a section': {
    method: 'POST',
    url: (i) => `/api/vendor/sections/${i.emptySectionId}/products`,
    body: (i) => ({ productID: i.productId }),
  },
  'remove a product from a section': {
    method: 'DELETE',
    url: (i) => `/api/vendor/sections/${i.sectionId}/products/${i.productId}`,
  },
  'update a product': {
    method: 'PUT',
    url: (i) => `/api/vendor/products/${i.productId}`,
    body: () => ({ weight: 10 }),
  },
  'change a price': {
    method: 'PUT',
    url: (i) => `/api/vendor/products/${i.productId}`,
    body: () => ({ price: 10 }),
  },
  'delete a product': { method: 'DELETE', url: (i) => `/api/vendor/products/${i.secondProductId}` },
  'set nutrition': {
    method: 'PUT',
    url: (i) => `/api/vendor/products/${i.productId}/nutrition`,
    body: () => ({ proteins: 1, fats: 1, carbs: 1 }),
  },
  'set the horizontal image': {
    method: 'PUT',
    url: (i) => `/api/vendor/products/${i.productId}/horizontal_image`,
    body: () => ({ path: null }),
  },
  'set the vertical image': {
    method: 'PUT',
    url: (i) => `/api/vendor/products/${i.productId}/vertical_image`,
    body: () => ({ path: null }),
  },
  'add a tag': {
    method: 'POST',
    url: (i) => `/api/vendor/products/${i.productId}/tags`,
    body: (i) => ({ tagID: i.tagId }),
  },
  'remove a tag': { method: 'DELETE', url: (i) => `/api/vendor/products/${i.productId}/tags/${i.tagId}` },
  'clone a product': {
    method: 'POST',
    url: (i) => `/api/vendor/products/${i.productId}/clone`,
    body: (i) => ({ targetSectionID: i.sectionId, targetName: { values: { en: 'Copy' } } }),
  },
  'set catalog page settings': {
    method: 'PUT',
    url: (i) => `/api/vendor/${i.vendorId}/params/catalog-page-settings`,
    body: () => ({ components: [] }),
  },
};

const availability: Call = {
  method: 'PUT',
  url: (i) => `/api/vendor/products/${i.productId}/available`,
  body: () => ({ available: false }),
};

const send = (client: CatalogueClient, call: Call, ids: Ids) =>
  client.call(call.method, call.url(ids), call.body?.(ids));

describe('workers', () => {
  it.each(Object.keys(writes))('may not %s → 403, nothing changed', async (name) => {
    const before = await catalogueSnapshot(t.database.db);
    const res = await send(worker, writes[name]!, own);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('Forbidden');
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);
  });

  it.each(Object.keys(reads))('may %s', async (name) => {
    expect((await send(worker, reads[name]!, own)).statusCode).toBe(200);
  });

  it('may toggle availability', async () => {
    const res = await send(worker, availability, own);
    expect(res.statusCode).toBe(200);
    expect(res.json().available).toBe(false);
    await send(worker, { ...availability, body: () => ({ available: true }) }, own);
  });

  it('may read the reference data', async () => {
    for (const url of ['service_sections', 'categories', 'categories/top', 'tag_groups', 'taxes']) {
      expect((await worker.call('GET', `/api/vendor/${url}`)).statusCode, url).toBe(200);
    }
  });
});

describe('managers', () => {
  it('may edit the catalogue and prices', async () => {
    const res = await send(manager, writes['change a price']!, own);
    expect(res.statusCode).toBe(200);
    expect((await send(manager, writes['update a section']!, own)).statusCode).toBe(200);
  });
});

describe("another account's ids answer 404 and change nothing", () => {
  const all: Record<string, Call> = { ...reads, ...writes, 'toggle availability': availability };
  // Calls whose only id is the account in the path: the tenant check answers 404 for the other account.
  it.each(Object.keys(all))('%s', async (name) => {
    const call = all[name]!;
    const before = await catalogueSnapshot(t.database.db);
    // The owner calls with the other tenant's ids (account, vendor, section, product, group).
    const res = await owner.call(call.method, call.url(theirs), call.body?.({ ...theirs, tagId: own.tagId }));
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().code).toBe('NotFound');
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);
  });

  it.each([
    [
      'a product of another account into an own section',
      'POST',
      () => `/api/vendor/sections/${own.emptySectionId}/products`,
      () => ({ productID: theirs.productId }),
    ],
    [
      'an own product into a section of another account',
      'POST',
      () => `/api/vendor/sections/${theirs.emptySectionId}/products`,
      () => ({ productID: own.productId }),
    ],
    [
      'a product of another account made popular',
      'POST',
      () => `${acc(own)}/popular_products`,
      () => ({ productID: theirs.productId }),
    ],
    [
      'a product created in a section of another account',
      'POST',
      () => `${acc(own)}/products`,
      () => ({ name: { values: { en: 'X' } }, sectionID: theirs.sectionId }),
    ],
    [
      'a clone into a section of another account',
      'POST',
      () => `/api/vendor/products/${own.productId}/clone`,
      () => ({ targetSectionID: theirs.sectionId, targetName: { values: { en: 'X' } } }),
    ],
    [
      'a section put in a group of another account',
      'PUT',
      () => `/api/vendor/sections/${own.sectionId}`,
      () => ({ catalogueCategoryId: theirs.groupId }),
    ],
    [
      'a section group of another account updated',
      'PATCH',
      () => `${acc(own)}/catalog-categories`,
      () => ({ catalogCategories: [{ id: theirs.groupId, priority: 1 }] }),
    ],
    [
      'a section group of another account deleted',
      'DELETE',
      () => `${acc(own)}/catalog-categories/${theirs.groupId}`,
      () => undefined,
    ],
    [
      'a product of another account removed from popular',
      'DELETE',
      () => `${acc(own)}/popular_products/${theirs.productId}`,
      () => undefined,
    ],
    [
      'products of another account in a change-order of an own section',
      'POST',
      () => `${acc(own)}/sections/${theirs.sectionId}/products/change-order`,
      () => ({ orderedProductIds: theirs.productIds }),
    ],
    [
      'a section group created for a vendor of another account',
      'POST',
      () => `${acc(own)}/catalog-categories`,
      () => ({ vendorId: theirs.vendorId, name: { values: { en: 'X' } }, image }),
    ],
  ] as [string, Method, () => string, () => unknown][])('%s', async (_name, method, url, body) => {
    const before = await catalogueSnapshot(t.database.db);
    const res = await owner.call(method, url(), body());
    expect(res.statusCode, res.body).toBe(404);
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);
  });

  it('an id that does not exist answers the same 404', async () => {
    for (const url of ['/api/vendor/sections/999999', '/api/vendor/products/999999']) {
      const res = await owner.call('GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NotFound');
    }
  });
});

describe('without a session', () => {
  it.each(Object.keys({ ...reads, ...writes }))('%s → 403', async (name) => {
    const call = { ...reads, ...writes }[name]!;
    const res = await t.app.inject(
      asClient({ method: call.method, url: call.url(own), payload: call.body?.(own) as object | undefined }),
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('bad payloads answer 4xx {code, message} and write nothing', () => {
  const json = (value: unknown) => JSON.stringify(value);
  const cases: [string, Method, () => string, () => string | undefined, number][] = [
    ['malformed JSON', 'POST', () => `${acc(own)}/sections`, () => '{"name":', 400],
    ['JSON null body', 'POST', () => `${acc(own)}/sections`, () => 'null', 400],
    ['array body', 'PUT', () => `/api/vendor/sections/${own.sectionId}`, () => '[]', 400],
    [
      'unknown field on a section',
      'PUT',
      () => `/api/vendor/sections/${own.sectionId}`,
      () => json({ colour: 'red' }),
      400,
    ],
    ['section name as a string', 'POST', () => `${acc(own)}/sections`, () => json({ name: 'Soups' }), 400],
    [
      'a language code that is not one',
      'POST',
      () => `${acc(own)}/sections`,
      () => json({ name: { values: { english: 'x' } } }),
      400,
    ],
    [
      'section name of 256 characters',
      'POST',
      () => `${acc(own)}/sections`,
      () => json({ name: { values: { en: 'x'.repeat(256) } } }),
      400,
    ],
    [
      'orientation not in the enum',
      'PUT',
      () => `/api/vendor/sections/${own.sectionId}`,
      () => json({ imageOrientation: 'DIAGONAL' }),
      400,
    ],
    [
      'cooking time 0',
      'PUT',
      () => `/api/vendor/sections/${own.sectionId}`,
      () => json({ cookingTime: 0 }),
      400,
    ],
    [
      'cooking time 4',
      'PUT',
      () => `/api/vendor/sections/${own.sectionId}`,
      () => json({ cookingTime: 4 }),
      400,
    ],
    [
      'cooking time 7 (not a step)',
      'PUT',
      () => `/api/vendor/sections/${own.sectionId}`,
      () => json({ cookingTime: 7 }),
      400,
    ],
    [
      'cooking time 96',
      'PUT',
      () => `/api/vendor/sections/${own.sectionId}`,
      () => json({ cookingTime: 96 }),
      400,
    ],
    [
      'cooking time 100',
      'PUT',
      () => `/api/vendor/sections/${own.sectionId}`,
      () => json({ cookingTime: 100 }),
      400,
    ],
    [
      'tax as a bare number',
      'PUT',
      () => `/api/vendor/sections/${own.sectionId}`,
      () => json({ taxSettings: 3 }),
      400,
    ],
    [
      'body id that is not the path id',
      'PUT',
      () => `/api/vendor/sections/${own.sectionId}`,
      () => json({ id: own.emptySectionId, visible: true }),
      400,
    ],
    [
      'product without a section',
      'POST',
      () => `${acc(own)}/products`,
      () => json({ name: { values: { en: 'x' } } }),
      400,
    ],
    [
      'section id as a string',
      'POST',
      () => `${acc(own)}/products`,
      () => json({ name: { values: { en: 'x' } }, sectionID: String(own.sectionId) }),
      400,
    ],
    [
      'price over 9 999 999',
      'PUT',
      () => `/api/vendor/products/${own.productId}`,
      () => json({ price: 10_000_000 }),
      400,
    ],
    [
      'negative weight',
      'PUT',
      () => `/api/vendor/products/${own.productId}`,
      () => json({ weight: -1 }),
      400,
    ],
    [
      'unknown attribute',
      'PUT',
      () => `/api/vendor/products/${own.productId}`,
      () => json({ attributes: ['SOLID'] }),
      400,
    ],
    [
      'description of 1001 characters',
      'PUT',
      () => `/api/vendor/products/${own.productId}`,
      () => json({ description: { values: { en: 'd'.repeat(1001) } } }),
      400,
    ],
    [
      'available as a string',
      'PUT',
      () => `/api/vendor/products/${own.productId}/available`,
      () => json({ available: 'no' }),
      400,
    ],
    [
      'nutrition with a missing value',
      'PUT',
      () => `/api/vendor/products/${own.productId}/nutrition`,
      () => json({ fats: 1, carbs: 1 }),
      400,
    ],
    [
      'negative nutrition',
      'PUT',
      () => `/api/vendor/products/${own.productId}/nutrition`,
      () => json({ proteins: -1, fats: 1, carbs: 1 }),
      400,
    ],
    [
      'tag id as text',
      'POST',
      () => `/api/vendor/products/${own.productId}/tags`,
      () => json({ tagID: 'vegan' }),
      400,
    ],
    [
      'clone name of 71 characters',
      'POST',
      () => `/api/vendor/products/${own.productId}/clone`,
      () => json({ targetSectionID: own.sectionId, targetName: { values: { en: 'n'.repeat(71) } } }),
      400,
    ],
    [
      'change-order with a duplicate',
      'POST',
      () => `${acc(own)}/sections/${own.sectionId}/products/change-order`,
      () => json({ orderedProductIds: [own.productId, own.productId] }),
      400,
    ],
    [
      'change-order with a missing product',
      'POST',
      () => `${acc(own)}/sections/${own.sectionId}/products/change-order`,
      () => json({ orderedProductIds: own.productIds.slice(1) }),
      409,
    ],
    [
      'change-order of ids as strings',
      'POST',
      () => `${acc(own)}/sections/change-order`,
      () => json({ orderedSectionIds: ['1'] }),
      400,
    ],
    ['visible missing', 'PUT', () => `${acc(own)}/visible`, () => json({}), 400],
    [
      'working hours with a bad time',
      'PUT',
      () => `${acc(own)}/working_hours`,
      () => json({ intervals: { MONDAY: { from: '9', until: '17:00' } } }),
      400,
    ],
    [
      'working hours ending before they start',
      'PUT',
      () => `${acc(own)}/working_hours`,
      () => json({ intervals: { MONDAY: { from: '17:00', until: '09:00' } } }),
      400,
    ],
    [
      'section group without an image',
      'POST',
      () => `${acc(own)}/catalog-categories`,
      () => json({ name: { values: { en: 'x' } } }),
      400,
    ],
    [
      'section groups not a list',
      'PATCH',
      () => `${acc(own)}/catalog-categories`,
      () => json({ catalogCategories: { id: 1 } }),
      400,
    ],
    ['language code in upper case', 'POST', () => `${acc(own)}/languages`, () => json({ code: 'FR' }), 400],
    ['language path code too long', 'DELETE', () => `${acc(own)}/languages/rus`, () => undefined, 400],
    [
      'page settings with a lower-case type',
      'PUT',
      () => `/api/vendor/${own.vendorId}/params/catalog-page-settings`,
      () => json({ components: [{ type: 'popular' }] }),
      400,
    ],
    ['non-numeric section id', 'GET', () => '/api/vendor/sections/abc', () => undefined, 400],
    [
      'section id past int4',
      'PUT',
      () => '/api/vendor/sections/99999999999',
      () => json({ visible: true }),
      400,
    ],
    ['form-encoded body', 'PUT', () => `${acc(own)}/visible`, () => 'visible=true', 415],
    [
      'oversized body',
      'POST',
      () => `${acc(own)}/sections`,
      () => json({ name: { values: { en: 'x'.repeat(2 * 1024 * 1024) } } }),
      413,
    ],
  ];

  it.each(cases)('%s', async (name, method, url, body, status) => {
    const before = await catalogueSnapshot(t.database.db);
    const payload = body();
    const res = await t.app.inject(
      asClient({
        method,
        url: url(),
        body: payload,
        headers:
          payload !== undefined
            ? {
                'content-type':
                  name === 'form-encoded body' ? 'application/x-www-form-urlencoded' : 'application/json',
              }
            : {},
        cookie: owner.cookie,
      }),
    );
    expect(res.statusCode, res.body).toBe(status);
    const answer = res.json();
    expect(typeof answer.code).toBe('string');
    expect(typeof answer.message).toBe('string');
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);
  });
});
