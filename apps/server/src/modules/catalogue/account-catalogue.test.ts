import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountMenuLanguages,
  categories,
  popularProducts,
  products,
  productTags,
  sectionProducts,
  sections,
  tags,
} from '../../db/schema/index.ts';
import { OTHER_OWNER, OWNER } from '../../test/app.ts';
import { catalogueClient, catalogueSnapshot, image } from '../../test/catalogue-client.ts';
import { signedInTestApp } from '../../test/signed-in.ts';

const { t, user: owner } = signedInTestApp(OWNER);

describe('the whole catalogue', () => {
  const getCatalogue = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `${owner.base}/catalogue`,
      headers: { cookie: owner.cookie, ...headers },
    });

  it('is compressed as the client accepts (brotli, else gzip), with the same content', async () => {
    const plain = await getCatalogue();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await getCatalogue({ 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const zipped = await getCatalogue({ 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    const refused = await getCatalogue({ 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('answers 304 to a matching ETag, and 200 with a new ETag after a write', async () => {
    const first = await getCatalogue({ 'accept-encoding': 'gzip' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await getCatalogue({ 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // The same content in another coding is the same catalogue: still not modified.
    expect((await getCatalogue({ 'if-none-match': etag })).statusCode).toBe(304);

    const margherita = (await owner.sectionNamed('Pizza')).productIds[0]!;
    const priced = await owner.call('PUT', `/api/vendor/products/${margherita}`, { price: 15 });
    expect(priced.statusCode).toBe(200);
    const changed = await getCatalogue({ 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const catalogue = JSON.parse(gunzipSync(changed.rawPayload).toString());
    expect(catalogue.sections[0].products[0]).toMatchObject({ id: margherita, price: 15 });
  });

  it('shows every kind of write in the next read: availability, names, languages, visibility', async () => {
    const pizzaSection = await owner.sectionNamed('Pizza');
    const margherita = pizzaSection.productIds[0]!;
    await owner.catalogue();
    await owner.call('PUT', `/api/vendor/products/${margherita}/available`, { available: false });
    expect((await owner.catalogue()).sections[0].products[0].available).toBe(false);
    await owner.call('PUT', `/api/vendor/sections/${pizzaSection.id}`, {
      name: { values: { en: 'Pizzas' } },
    });
    expect((await owner.catalogue()).sections[0].name).toBe('Pizzas');
    await owner.call('DELETE', `${owner.base}/languages/ru`);
    expect((await owner.catalogue()).menuLanguages).toEqual([{ code: 'en', mandatory: true }]);
    await owner.call('PUT', `${owner.base}/visible`, { visible: false });
    expect((await owner.catalogue()).visible).toBe(false);
    // users/me shows the account's visibility too.
    const me = await owner.call('GET', '/api/vendor/users/me');
    expect(me.json().account.visible).toBe(false);
  });

  it('names things in the language the user just switched to', async () => {
    expect((await owner.catalogue()).sections[0].products[0].name).toBe('Margherita');
    const switched = await owner.call('PATCH', '/api/vendor/users/me', { langCode: 'ru' });
    expect(switched.statusCode).toBe(200);
    expect((await owner.catalogue()).sections[0].products[0].name).toBe('Маргарита');
  });

  it('answers sections in order with their products in order, and the account settings', async () => {
    const catalogue = await owner.catalogue();
    expect(catalogue).toMatchObject({
      visible: true,
      workingHours: null,
      menuLanguages: [
        { code: 'en', mandatory: true },
        { code: 'ru', mandatory: false },
      ],
    });
    expect(catalogue.sections.map((s: { name: string }) => s.name)).toEqual(['Pizza', 'Salads', 'Drinks']);
    expect(catalogue.sections[0].products.map((p: { name: string }) => p.name)).toEqual([
      'Margherita',
      'Pepperoni',
      'Quattro Formaggi',
    ]);
    const margherita = catalogue.sections[0].products[0];
    expect(margherita).toMatchObject({
      price: 11.9,
      discountPrice: null,
      nutritionFacts: { proteins: 11, fats: 9, carbs: 30, kcal: 252 },
      tags: [{ name: 'Vegetarian' }, { name: 'Bestseller' }],
      sectionID: catalogue.sections[0].id,
    });
    expect(catalogue.sections[2].products[0].attributes).toEqual(['LIQUID']);
    expect(catalogue.popularProductIds).toHaveLength(3);

    const list = (await owner.call('GET', `${owner.base}/sections`)).json();
    expect(list.map((s: { id: number }) => s.id)).toEqual(
      catalogue.sections.map((s: { id: number }) => s.id),
    );
    expect(list[0].productIds).toEqual(catalogue.sections[0].products.map((p: { id: number }) => p.id));
    expect(list[0]).not.toHaveProperty('products');

    const allProducts = (await owner.call('GET', `${owner.base}/products`)).json();
    expect(allProducts).toHaveLength(7);
  });

  it('loads 50 sections × 40 products × 10 tags with a few queries into well under 1 MB gzip', async () => {
    const db = t.database.db;
    const tagIds = (await db.select({ id: tags.id }).from(tags).orderBy(tags.id).limit(10)).map((r) => r.id);
    await db.transaction(async (tx) => {
      const sectionRows = await tx
        .insert(sections)
        .values(
          Array.from({ length: 50 }, (_, i) => ({
            accountId: owner.accountId,
            nameI18n: { values: { en: `Section ${i}`, ru: `Раздел ${i}` } },
            order: 3 + i,
            cookingTime: 20,
            workingHours: {
              intervals: { MONDAY: { from: '10:00', until: '22:00', turnIntoAnotherDay: false } },
            },
          })),
        )
        .returning({ id: sections.id });
      for (const section of sectionRows) {
        const productRows = await tx
          .insert(products)
          .values(
            Array.from({ length: 40 }, (_, i) => ({
              accountId: owner.accountId,
              nameI18n: { values: { en: `Product ${section.id}-${i}`, ru: `Продукт ${section.id}-${i}` } },
              descriptionI18n: { values: { en: 'A tasty dish with a description of a realistic length.' } },
              priceMinor: 1000 + i,
              weight: 300,
              horizontalImage: { path: 'p/h.jpg', basePath: 'p/h', variants: [{ w: 800, h: 600, n: 'm' }] },
              nutritionFacts: { proteins: 10, fats: 5, carbs: 20, kcal: 169 },
            })),
          )
          .returning({ id: products.id });
        await tx
          .insert(sectionProducts)
          .values(productRows.map((p, order) => ({ sectionId: section.id, productId: p.id, order })));
        await tx
          .insert(productTags)
          .values(productRows.flatMap((p) => tagIds.map((tagId) => ({ productId: p.id, tagId }))));
      }
    });

    const queries: string[] = [];
    const logger = (t.database.db as unknown as { dialect: unknown; session: { logger: unknown } }).session;
    const originalLogger = logger.logger;
    logger.logger = { logQuery: (query: string) => queries.push(query) };
    const started = performance.now();
    const res = await owner.call('GET', `${owner.base}/catalogue`);
    const elapsed = performance.now() - started;
    logger.logger = originalLogger;

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.sections).toHaveLength(53);
    expect(body.sections[3].products).toHaveLength(40);
    expect(body.sections[3].products[0].tags).toHaveLength(10);
    const gzipped = gzipSync(res.body).length;
    expect(gzipped).toBeLessThan(1024 * 1024);
    // Set-based: the number of queries does not grow with sections or products (three of them load
    // the component groups, their components and the products' attached groups).
    expect(queries.length).toBeLessThanOrEqual(15);
    console.info(
      `catalogue of 2007 products: ${(res.body.length / 1024).toFixed(0)} kB raw, ` +
        `${(gzipped / 1024).toFixed(0)} kB gzip, ${queries.length} queries, ${elapsed.toFixed(0)} ms`,
    );
  });
});

describe('popular products', () => {
  it('adds up to 9; the 10th answers 409; removing closes the ranks', async () => {
    const pizza = await owner.sectionNamed('Pizza');
    const extra: number[] = [];
    for (let i = 0; i < 8; i++) extra.push(await owner.createProduct(pizza.id, `Extra ${i}`));
    const current = (await owner.catalogue()).popularProductIds as number[];
    expect(current).toHaveLength(3);
    for (const id of extra.slice(0, 6)) {
      const res = await owner.call('POST', `${owner.base}/popular_products`, { productID: id });
      expect(res.statusCode).toBe(200);
    }
    const nine = (await owner.call('GET', `${owner.base}/popular_products`)).json();
    expect(nine.map((p: { id: number }) => p.id)).toEqual([...current, ...extra.slice(0, 6)]);
    // An already popular product is not a 10th.
    expect(
      (await owner.call('POST', `${owner.base}/popular_products`, { productID: current[0] })).statusCode,
    ).toBe(200);
    const before = await catalogueSnapshot(t.database.db);
    const tenth = await owner.call('POST', `${owner.base}/popular_products`, { productID: extra[6] });
    expect(tenth.statusCode).toBe(409);
    expect(tenth.json().code).toBe('PopularProductsLimitExceeded');
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);

    const removed = await owner.call('DELETE', `${owner.base}/popular_products/${current[1]}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toHaveLength(8);
    const orders = (
      await t.database.db.select().from(popularProducts).where(eq(popularProducts.accountId, owner.accountId))
    )
      .map((p) => p.order)
      .sort((a, b) => a - b);
    expect(orders).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(
      (await owner.call('POST', `${owner.base}/popular_products`, { productID: extra[6] })).statusCode,
    ).toBe(200);
  });

  it('concurrent additions never pass 9', async () => {
    const pizza = await owner.sectionNamed('Pizza');
    const extra: number[] = [];
    for (let i = 0; i < 10; i++) extra.push(await owner.createProduct(pizza.id, `Extra ${i}`));
    const answers = await Promise.all(
      extra.map((productID) => owner.call('POST', `${owner.base}/popular_products`, { productID })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(6);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(4);
    const orders = (
      await t.database.db.select().from(popularProducts).where(eq(popularProducts.accountId, owner.accountId))
    )
      .map((p) => p.order)
      .sort((a, b) => a - b);
    expect(orders).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('catalogue categories of the account', () => {
  it('chooses up to 3 leaf categories; the 4th answers 409', async () => {
    const chosen = (await owner.call('GET', `${owner.base}/categories`)).json();
    expect(chosen.map((c: { name: string }) => c.name)).toEqual(['Italian', 'Pizza', 'Cafe']);
    const before = await catalogueSnapshot(t.database.db);
    const [japanese] = await t.database.db
      .select()
      .from(categories)
      .where(eq(categories.code, 'cuisine-japanese'));
    const fourth = await owner.call('POST', `${owner.base}/categories`, { categoryID: japanese!.id });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().code).toBe('CatalogueCategoriesLimitExceeded');
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);

    const removed = await owner.call('DELETE', `${owner.base}/categories/${chosen[0].id}`);
    expect(removed.json()).toHaveLength(2);
    expect((await owner.call('DELETE', `${owner.base}/categories/${chosen[0].id}`)).statusCode).toBe(404);
    const added = await owner.call('POST', `${owner.base}/categories`, { categoryID: japanese!.id });
    expect(added.statusCode).toBe(200);
    expect(added.json().map((c: { name: string }) => c.name)).toEqual(['Pizza', 'Cafe', 'Japanese']);
    // Choosing one again is not a 4th.
    expect(
      (await owner.call('POST', `${owner.base}/categories`, { categoryID: japanese!.id })).statusCode,
    ).toBe(200);

    const [group] = await t.database.db.select().from(categories).where(eq(categories.code, 'cuisine'));
    expect((await owner.call('POST', `${owner.base}/categories`, { categoryID: group!.id })).statusCode).toBe(
      400,
    );
    expect((await owner.call('POST', `${owner.base}/categories`, { categoryID: 999999 })).statusCode).toBe(
      404,
    );
  });
});

describe('section groups (catalog-categories)', () => {
  const create = (body: unknown) => owner.call('POST', `${owner.base}/catalog-categories`, body);

  it('creates with priority = count + 1 by default, lists by priority, updates and deletes', async () => {
    const image = await owner.upload('category', { width: 800, height: 600 });
    const first = await create({
      vendorId: owner.vendorId,
      name: { values: { en: 'Lunch', ru: 'Обед' } },
      image,
    });
    expect(first.statusCode).toBe(201);
    const second = await create({ name: { values: { fr: 'Dîner', en: '' } }, image, priority: 0 });
    expect(second.statusCode).toBe(201);
    const third = await create({ name: { values: { uk: 'Сніданок' } }, image });
    const list = (await owner.call('GET', `${owner.base}/catalog-categories`)).json();
    expect(list).toEqual([
      {
        id: second.json().id,
        name: { values: { fr: 'Dîner' } },
        image,
        priority: 0,
        vendorId: owner.vendorId,
      },
      {
        id: first.json().id,
        name: { values: { en: 'Lunch', ru: 'Обед' } },
        image,
        priority: 1,
        vendorId: owner.vendorId,
      },
      {
        id: third.json().id,
        name: { values: { uk: 'Сніданок' } },
        image,
        priority: 3,
        vendorId: owner.vendorId,
      },
    ]);

    // A client's copy of the variants is ignored: the upload's own are kept.
    const newer = await owner.upload('category', { width: 640, height: 480 });
    const patched = await owner.call('PATCH', `${owner.base}/catalog-categories`, {
      catalogCategories: [
        { id: first.json().id, priority: 10, name: { values: { en: 'Lunch menu' } } },
        { id: third.json().id, image: { ...newer, variants: [{ w: 9999, h: 9999, n: 'x.webp' }] } },
      ],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().find((g: { id: number }) => g.id === third.json().id).image).toEqual(newer);
    expect(patched.json().at(-1)).toMatchObject({
      id: first.json().id,
      priority: 10,
      name: { values: { en: 'Lunch menu' } },
    });

    const pizza = await owner.sectionNamed('Pizza');
    await owner.call('PUT', `/api/vendor/sections/${pizza.id}`, { catalogueCategoryId: first.json().id });
    const deleted = await owner.call('DELETE', `${owner.base}/catalog-categories/${first.json().id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await owner.section(pizza.id)).catalogueCategoryId).toBeNull();
    expect(
      (await owner.call('DELETE', `${owner.base}/catalog-categories/${first.json().id}`)).statusCode,
    ).toBe(404);
  });

  it('needs an image and a name in one of the section group languages', async () => {
    const before = await catalogueSnapshot(t.database.db);
    for (const body of [
      { name: { values: { en: 'No image' } } },
      { name: { values: { en: 'No variants' } }, image: { basePath: 'x', variants: [] } },
      { name: { values: { de: 'Deutsch' } }, image },
      { name: { values: { en: '' } }, image },
      { name: { values: { en: 'x' } }, image, priority: -1 },
    ]) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const otherVendor = await create({ vendorId: 999999, name: { values: { en: 'x' } }, image });
    expect(otherVendor.statusCode).toBe(404);
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);
  });

  it('takes only a picture this account uploaded', async () => {
    const other = await catalogueClient(t.app, OTHER_OWNER);
    const theirs = await other.upload('category', { width: 800, height: 600 });
    const ours = await owner.upload('category', { width: 640, height: 480 });
    const created = await create({ name: { values: { en: 'Lunch' } }, image: ours });
    expect(created.statusCode).toBe(201);
    const before = await catalogueSnapshot(t.database.db);
    const { path: _path, ...withoutPath } = ours;
    for (const res of [
      await create({ name: { values: { en: 'Theirs' } }, image: theirs }),
      await create({ name: { values: { en: 'Made up' } }, image }),
      await create({ name: { values: { en: 'No path' } }, image: withoutPath }),
      await owner.call('PATCH', `${owner.base}/catalog-categories`, {
        catalogCategories: [{ id: created.json().id, image: theirs }],
      }),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('UnknownImage');
    }
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);
  });
});

describe('visibility and page settings', () => {
  it('PUT visible shows or hides the whole catalogue', async () => {
    const res = await owner.call('PUT', `${owner.base}/visible`, { visible: false });
    expect(res.json()).toEqual({ visible: false });
    expect((await owner.catalogue()).visible).toBe(false);
    const me = (await owner.call('GET', '/api/vendor/users/me')).json();
    expect(me.account.visible).toBe(false);
  });

  it('catalog-page-settings always ends with exactly one CATALOG_SECTIONS_LIST', async () => {
    const url = `/api/vendor/${owner.vendorId}/params/catalog-page-settings`;
    const res = await owner.call('PUT', url, {
      components: [
        { type: 'CATALOG_SECTIONS_LIST' },
        { type: 'POPULAR_PRODUCTS' },
        { type: 'POPULAR_PRODUCTS' },
        { type: 'CATALOG_CATEGORIES' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      components: [
        { type: 'POPULAR_PRODUCTS' },
        { type: 'CATALOG_CATEGORIES' },
        { type: 'CATALOG_SECTIONS_LIST' },
      ],
    });
    const empty = await owner.call('PUT', url, { components: [] });
    expect(empty.json()).toEqual({ components: [{ type: 'CATALOG_SECTIONS_LIST' }] });
    const me = (await owner.call('GET', '/api/vendor/users/me')).json();
    expect(me.account.vendors[0].catalogPageSettings).toEqual({
      components: [{ type: 'CATALOG_SECTIONS_LIST' }],
    });
  });
});

describe('menu languages', () => {
  const url = () => `${owner.base}/languages`;

  it('mandatory plus at most one more; the mandatory one cannot be removed; params follow the account', async () => {
    expect((await owner.call('GET', url())).json()).toEqual([
      { code: 'en', mandatory: true },
      { code: 'ru', mandatory: false },
    ]);
    const before = await catalogueSnapshot(t.database.db);
    const third = await owner.call('POST', url(), { code: 'fr' });
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('MenuLanguagesLimitExceeded');
    const again = await owner.call('POST', url(), { code: 'ru' });
    expect(again.statusCode).toBe(409);
    const mandatory = await owner.call('DELETE', `${url()}/en`);
    expect(mandatory.statusCode).toBe(409);
    expect(mandatory.json().code).toBe('MandatoryMenuLanguageRemoval');
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);

    const removed = await owner.call('DELETE', `${url()}/ru`);
    expect(removed.json()).toEqual([{ code: 'en', mandatory: true }]);
    expect((await owner.call('DELETE', `${url()}/ru`)).statusCode).toBe(404);
    // Names in the removed language stay stored.
    const pizza = await owner.sectionNamed('Pizza');
    expect((await owner.section(pizza.id)).nameI18n.values.ru).toBe('Пицца');

    const added = await owner.call('POST', url(), { code: 'fr' });
    expect(added.json()).toEqual([
      { code: 'en', mandatory: true },
      { code: 'fr', mandatory: false },
    ]);
    const params = (await owner.call('GET', '/api/vendor/params')).json();
    expect(params.menuLanguages).toEqual(added.json());
    for (const code of ['FR', 'fra', 'f', '12']) {
      expect((await owner.call('POST', url(), { code })).statusCode, code).toBe(400);
    }
  });

  it('an account that never chose has the platform mandatory language, and gets a second one', async () => {
    const other = await catalogueClient(t.app, OTHER_OWNER);
    // The other tenant's seed chose en + ru; start it from nothing.
    await t.database.db
      .delete(accountMenuLanguages)
      .where(eq(accountMenuLanguages.accountId, other.accountId));
    expect((await other.call('GET', `${other.base}/languages`)).json()).toEqual([
      { code: 'en', mandatory: true },
    ]);
    expect((await other.call('GET', '/api/vendor/params')).json().menuLanguages).toEqual([
      { code: 'en', mandatory: true },
    ]);
    const added = await other.call('POST', `${other.base}/languages`, { code: 'lv' });
    expect(added.json()).toEqual([
      { code: 'en', mandatory: true },
      { code: 'lv', mandatory: false },
    ]);
    // Another account's languages are untouched.
    expect((await owner.call('GET', '/api/vendor/params')).json().menuLanguages).toEqual([
      { code: 'en', mandatory: true },
      { code: 'ru', mandatory: false },
    ]);
    // Two concurrent additions: one wins, the other is past the limit.
    await other.call('DELETE', `${other.base}/languages/lv`);
    const answers = await Promise.all(
      ['de', 'es'].map((code) => other.call('POST', `${other.base}/languages`, { code })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await other.call('GET', `${other.base}/languages`)).json()).toHaveLength(2);
  });
});

describe('reference data', () => {
  it('service sections, category tree, top categories, tag tree and taxes', async () => {
    const serviceSections = (await owner.call('GET', '/api/vendor/service_sections')).json();
    expect(serviceSections.length).toBeGreaterThan(10);
    expect(serviceSections.find((s: { name: string }) => s.name === 'Pizza')).toMatchObject({
      nameI18n: { values: { en: 'Pizza', ru: 'Пицца' } },
    });

    const tree = (await owner.call('GET', '/api/vendor/categories')).json();
    expect(tree.map((g: { name: string }) => g.name)).toEqual(['Cuisine', 'Dishes', 'Format']);
    expect(tree[0].children[0]).toEqual({ id: expect.any(Number), name: 'Italian' });

    const top = (await owner.call('GET', '/api/vendor/categories/top')).json();
    expect(top.length).toBeGreaterThan(3);
    expect(top.every((c: { groupId: number }) => tree.some((g: { id: number }) => g.id === c.groupId))).toBe(
      true,
    );

    const tagGroups = (await owner.call('GET', '/api/vendor/tag_groups')).json();
    expect(tagGroups[0]).toMatchObject({
      name: 'Diet',
      tags: expect.arrayContaining([{ id: expect.any(Number), name: 'Vegan' }]),
    });

    const taxes = (await owner.call('GET', '/api/vendor/taxes')).json();
    expect(taxes.find((x: { rate: number }) => x.rate === 20)).toMatchObject({
      name: { values: { en: 'VAT 20%', ru: 'НДС 20%' } },
      nameI18n: { values: { en: 'VAT 20%', ru: 'НДС 20%' } },
    });

    await owner.call('PATCH', '/api/vendor/users/me', { langCode: 'ru' });
    const russian = (await owner.call('GET', '/api/vendor/tag_groups')).json();
    expect(russian[0].name).toBe('Питание');
  });
});
