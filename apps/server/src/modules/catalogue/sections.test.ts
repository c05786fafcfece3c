import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sectionProducts, sections, serviceSections, taxes } from '../../db/schema/index.ts';
import { OWNER } from '../../test/app.ts';
import { catalogueSnapshot } from '../../test/catalogue-client.ts';
import { signedInTestApp } from '../../test/signed-in.ts';

const { t, user: owner } = signedInTestApp(OWNER);

const orders = async (accountId: number) =>
  (await t.database.db.select().from(sections).where(eq(sections.accountId, accountId)))
    .map((s) => s.order)
    .sort((a, b) => a - b);

describe('sections', () => {
  it('creates a section at the end, hidden, with cooking time 20, and reads it back', async () => {
    const before = await owner.sectionIds();
    const id = await owner.createSection('Soups', { name: { values: { en: 'Soups', ru: 'Супы' } } });
    const section = await owner.section(id);
    expect(section).toMatchObject({
      id,
      sectionId: null,
      name: 'Soups',
      nameI18n: { values: { en: 'Soups', ru: 'Супы' } },
      visible: false,
      order: before.length,
      taxSettings: null,
      imageOrientation: 'HORIZONTAL',
      cookingTime: 20,
      workingHours: null,
      products: [],
      catalogueCategoryId: null,
    });
    expect(await owner.sectionIds()).toEqual([...before, id]);
  });

  it('takes its name from a picked service section; a name is required otherwise', async () => {
    const [soups] = await t.database.db
      .select()
      .from(serviceSections)
      .where(eq(serviceSections.code, 'soups'));
    const res = await owner.call('POST', `${owner.base}/sections`, { sectionId: soups!.id });
    expect(res.statusCode).toBe(201);
    expect(await owner.section(res.json().id)).toMatchObject({ sectionId: soups!.id, name: 'Soups' });

    const none = await owner.call('POST', `${owner.base}/sections`, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('SectionNameRequired');
    const emptyMandatory = await owner.call('POST', `${owner.base}/sections`, {
      name: { values: { en: '  ', ru: 'Супы' } },
    });
    expect(emptyMandatory.statusCode).toBe(400);
    expect(emptyMandatory.json().code).toBe('MandatoryNameRequired');
  });

  it('drops empty language values and shows the name in the user language, else the mandatory one', async () => {
    const id = await owner.createSection('x', { name: { values: { en: 'Grill', ru: '' } } });
    expect((await owner.section(id)).nameI18n).toEqual({ values: { en: 'Grill' } });
    await owner.call('PATCH', '/api/vendor/users/me', { langCode: 'ru' });
    expect((await owner.section(id)).name).toBe('Grill');
    const pizza = await owner.sectionNamed('Pizza');
    expect((await owner.section(pizza.id)).name).toBe('Пицца');
  });

  it('updates name, cooking time, orientation, visibility, tax and catalogue category', async () => {
    const id = await owner.createSection('Soups');
    const [tax] = await t.database.db.select().from(taxes).where(eq(taxes.code, 'vat-10'));
    const group = await owner.call('POST', `${owner.base}/catalog-categories`, {
      name: { values: { en: 'Hot' } },
      image: await owner.upload('category', { width: 400, height: 300 }),
    });
    const res = await owner.call('PUT', `/api/vendor/sections/${id}`, {
      id,
      name: { values: { en: 'Hot soups', ru: 'Горячие супы' } },
      cookingTime: 35,
      imageOrientation: 'VERTICAL',
      visible: true,
      taxSettings: { productTaxId: tax!.id },
      catalogueCategoryId: group.json().id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Hot soups',
      cookingTime: 35,
      imageOrientation: 'VERTICAL',
      visible: true,
      taxSettings: { id: tax!.id },
      catalogueCategoryId: group.json().id,
    });
    const cleared = await owner.call('PUT', `/api/vendor/sections/${id}`, {
      taxSettings: null,
      catalogueCategoryId: null,
    });
    expect(cleared.json()).toMatchObject({ taxSettings: null, catalogueCategoryId: null, cookingTime: 35 });
  });

  it('refuses an unknown or retired tax with "Invalid tax name"', async () => {
    const id = await owner.createSection('Soups');
    const unknown = await owner.call('PUT', `/api/vendor/sections/${id}`, {
      taxSettings: { productTaxId: 999999 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'InvalidTaxName', message: 'Invalid tax name' });
    const [tax] = await t.database.db
      .update(taxes)
      .set({ active: false })
      .where(eq(taxes.code, 'vat-5'))
      .returning();
    const retired = await owner.call('PUT', `/api/vendor/sections/${id}`, {
      taxSettings: { productTaxId: tax!.id },
    });
    expect(retired.statusCode).toBe(400);
    expect((await owner.section(id)).taxSettings).toBeNull();
  });

  it('cooking time: 5..95 in steps of 5', async () => {
    const id = await owner.createSection('Soups');
    for (const ok of [5, 95, 50]) {
      const res = await owner.call('PUT', `/api/vendor/sections/${id}`, { cookingTime: ok });
      expect(res.statusCode, `${ok}`).toBe(200);
      expect(res.json().cookingTime).toBe(ok);
    }
    for (const bad of [0, 4, 7, 96, 100, -5, 12.5]) {
      const res = await owner.call('PUT', `/api/vendor/sections/${id}`, { cookingTime: bad });
      expect(res.statusCode, `${bad}`).toBe(400);
    }
    expect((await owner.section(id)).cookingTime).toBe(50);
    const created = await owner.call('POST', `${owner.base}/sections`, {
      name: { values: { en: 'x' } },
      cookingTime: 96,
    });
    expect(created.statusCode).toBe(400);
  });

  it('deletes an empty section and closes the ranks', async () => {
    const a = await owner.createSection('A');
    const b = await owner.createSection('B');
    const res = await owner.call('DELETE', `/api/vendor/sections/${a}`);
    expect(res.statusCode).toBe(200);
    expect((await owner.call('GET', `/api/vendor/sections/${a}`)).statusCode).toBe(404);
    const ids = await owner.sectionIds();
    expect(ids.at(-1)).toBe(b);
    expect(await orders(owner.accountId)).toEqual(ids.map((_, i) => i));
  });

  it('refuses to delete a section with products (409) and deletes nothing', async () => {
    const pizza = await owner.sectionNamed('Pizza');
    const before = await catalogueSnapshot(t.database.db);
    const res = await owner.call('DELETE', `/api/vendor/sections/${pizza.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NonEmptyCatalogueSectionDeletionException');
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);
  });

  it('reorders sections; a list that is not exactly the current set is refused', async () => {
    const ids = await owner.sectionIds();
    const reversed = [...ids].reverse();
    const res = await owner.call('POST', `${owner.base}/sections/change-order`, {
      orderedSectionIds: reversed,
    });
    expect(res.statusCode).toBe(200);
    expect(await owner.sectionIds()).toEqual(reversed);
    expect((await owner.catalogue()).sections.map((s: { order: number }) => s.order)).toEqual(
      reversed.map((_, i) => i),
    );

    const before = await catalogueSnapshot(t.database.db);
    for (const bad of [
      reversed.slice(1),
      [...reversed, 999999],
      [reversed[0], ...reversed.slice(2), 999999],
    ]) {
      const r = await owner.call('POST', `${owner.base}/sections/change-order`, { orderedSectionIds: bad });
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe('OrderListMismatch');
    }
    const dup = await owner.call('POST', `${owner.base}/sections/change-order`, {
      orderedSectionIds: [reversed[0], ...reversed.slice(0, -1)],
    });
    expect(dup.statusCode).toBe(400);
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);
  });

  it("reorders a section's products; another section's product or one left out is refused", async () => {
    const mains = await owner.createSection('Mains');
    const sides = await owner.createSection('Sides');
    const ids = [
      await owner.createProduct(mains, 'Soup'),
      await owner.createProduct(mains, 'Stew'),
      await owner.createProduct(mains, 'Pie'),
    ];
    const elsewhere = await owner.createProduct(sides, 'Fries');
    const url = `${owner.base}/sections/${mains}/products/change-order`;
    const reversed = [...ids].reverse();
    expect((await owner.call('POST', url, { orderedProductIds: reversed })).statusCode).toBe(200);
    expect((await owner.sectionNamed('Mains')).productIds).toEqual(reversed);

    const before = await catalogueSnapshot(t.database.db);
    for (const bad of [reversed.slice(1), [...reversed.slice(1), elsewhere]]) {
      const r = await owner.call('POST', url, { orderedProductIds: bad });
      expect(r.statusCode).toBe(409);
      expect(r.json().code).toBe('OrderListMismatch');
    }
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);
  });

  it('keeps a dense order under 10 concurrent section moves: the result is one of the requests', async () => {
    for (const name of ['D', 'E', 'F', 'G']) await owner.createSection(name);
    const ids = await owner.sectionIds();
    const requests = Array.from({ length: 10 }, (_, k) => {
      const list = [...ids];
      // A different rotation and swap per request.
      list.push(...list.splice(0, k % list.length));
      [list[0], list[k % list.length]] = [list[k % list.length]!, list[0]!];
      return list;
    });
    const answers = await Promise.all(
      requests.map((orderedSectionIds) =>
        owner.call('POST', `${owner.base}/sections/change-order`, { orderedSectionIds }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(requests.map(() => 200));
    const final = await owner.sectionIds();
    expect(requests).toContainEqual(final);
    expect(await orders(owner.accountId)).toEqual(ids.map((_, i) => i));
  });

  it('keeps a dense order while sections are created, moved and deleted at once', async () => {
    const extra = [await owner.createSection('X1'), await owner.createSection('X2')];
    const ids = await owner.sectionIds();
    await Promise.all([
      owner.createSection('N1'),
      owner.call('DELETE', `/api/vendor/sections/${extra[0]}`),
      owner.call('POST', `${owner.base}/sections/change-order`, { orderedSectionIds: [...ids].reverse() }),
      owner.createSection('N2'),
      owner.call('DELETE', `/api/vendor/sections/${extra[1]}`),
    ]);
    const final = await orders(owner.accountId);
    expect(final).toEqual(final.map((_, i) => i));
  });
});

describe('products in sections', () => {
  it('adds a product to a second section and removes it again; never from its last section', async () => {
    const pizza = await owner.sectionNamed('Pizza');
    const margherita = pizza.productIds[0]!;
    const specials = await owner.createSection('Specials');

    const added = await owner.call('POST', `/api/vendor/sections/${specials}/products`, {
      productID: margherita,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().products.map((p: { id: number }) => p.id)).toEqual([margherita]);
    expect((await owner.product(margherita)).sections.map((s: { id: number }) => s.id)).toEqual([
      pizza.id,
      specials,
    ]);
    // Adding it again changes nothing.
    await owner.call('POST', `/api/vendor/sections/${specials}/products`, { productID: margherita });
    expect((await owner.section(specials)).products).toHaveLength(1);

    const removed = await owner.call('DELETE', `/api/vendor/sections/${pizza.id}/products/${margherita}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().products.map((p: { order?: number; id: number }) => p.id)).not.toContain(
      margherita,
    );
    const orderInPizza = (
      await t.database.db.select().from(sectionProducts).where(eq(sectionProducts.sectionId, pizza.id))
    )
      .map((l) => l.order)
      .sort();
    expect(orderInPizza).toEqual([0, 1]);

    const before = await catalogueSnapshot(t.database.db);
    const last = await owner.call('DELETE', `/api/vendor/sections/${specials}/products/${margherita}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('ProductMustHaveAtLeastOneSectionException');
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);

    const notThere = await owner.call('DELETE', `/api/vendor/sections/${pizza.id}/products/${margherita}`);
    expect(notThere.statusCode).toBe(404);
  });

  it('two concurrent removals of a product from its two sections leave it in one', async () => {
    const pizza = await owner.sectionNamed('Pizza');
    const product = pizza.productIds[0]!;
    const other = await owner.createSection('Other');
    await owner.call('POST', `/api/vendor/sections/${other}/products`, { productID: product });
    const answers = await Promise.all([
      owner.call('DELETE', `/api/vendor/sections/${pizza.id}/products/${product}`),
      owner.call('DELETE', `/api/vendor/sections/${other}/products/${product}`),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await owner.product(product)).sections).toHaveLength(1);
  });

  it('reorders the products of a section and keeps it dense under concurrent moves', async () => {
    const pizza = await owner.sectionNamed('Pizza');
    for (const name of ['P4', 'P5', 'P6']) await owner.createProduct(pizza.id, name);
    const ids = (await owner.section(pizza.id)).products.map((p: { id: number }) => p.id);
    expect(ids).toHaveLength(6);
    const requests = Array.from({ length: 10 }, (_, k) => {
      const list = [...ids];
      list.push(...list.splice(0, k % list.length));
      if (k % 2) list.reverse();
      return list;
    });
    const answers = await Promise.all(
      requests.map((orderedProductIds) =>
        owner.call('POST', `${owner.base}/sections/${pizza.id}/products/change-order`, { orderedProductIds }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(requests.map(() => 200));
    const final = (await owner.section(pizza.id)).products.map((p: { id: number }) => p.id);
    expect(requests).toContainEqual(final);
    const stored = (
      await t.database.db.select().from(sectionProducts).where(eq(sectionProducts.sectionId, pizza.id))
    )
      .map((l) => l.order)
      .sort((a, b) => a - b);
    expect(stored).toEqual([0, 1, 2, 3, 4, 5]);

    const mismatch = await owner.call('POST', `${owner.base}/sections/${pizza.id}/products/change-order`, {
      orderedProductIds: ids.slice(1),
    });
    expect(mismatch.statusCode).toBe(409);
  });
});
