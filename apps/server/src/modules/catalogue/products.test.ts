import { ERROR_CODES } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  popularProducts,
  productComponentGroups,
  products,
  sectionProducts,
  tags,
} from '../../db/schema/index.ts';
import { OTHER_OWNER, OWNER } from '../../test/app.ts';
import { catalogueClient, catalogueSnapshot } from '../../test/catalogue-client.ts';
import { uploadPhoto } from '../../test/image-files.ts';
import { signedInTestApp } from '../../test/signed-in.ts';

const { t, user: owner } = signedInTestApp(OWNER);
let pizza: { id: number; productIds: number[] };

beforeEach(async () => {
  pizza = await owner.sectionNamed('Pizza');
});

const row = async (id: number) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;
const put = (id: number, body: unknown, path = '') =>
  owner.call('PUT', `/api/vendor/products/${id}${path}`, body);

describe('products', () => {
  it('creates a hidden, available product at the end of its section with the fields the web reads', async () => {
    const horizontal = await uploadPhoto(t.app, owner.cookie, owner.accountId, { width: 800, height: 600 });
    const vertical = await uploadPhoto(t.app, owner.cookie, owner.accountId, { width: 600, height: 800 });
    const id = await owner.createProduct(pizza.id, 'Calzone', {
      name: { values: { en: 'Calzone', ru: 'Кальцоне' } },
      horizontalImagePath: horizontal.path,
      verticalImagePath: vertical.path,
      // A client's copy of the variants is ignored: the upload's own are kept.
      basePath: 'product/h',
      variants: [{ w: 1600, h: 1200, n: 'l' }],
      price: 12.5,
      weight: 420,
      description: { values: { en: 'Folded pizza', ru: '' } },
    });
    const product = await owner.product(id);
    expect(product).toEqual({
      id,
      name: 'Calzone',
      nameI18n: { values: { en: 'Calzone', ru: 'Кальцоне' } },
      description: 'Folded pizza',
      descriptionI18n: { values: { en: 'Folded pizza' } },
      visible: false,
      available: true,
      availableAgainAt: null,
      weight: 420,
      price: 12.5,
      discountPrice: null,
      attributes: [],
      horizontalImagePath: horizontal.path,
      verticalImagePath: vertical.path,
      image: horizontal,
      images: [horizontal, vertical],
      sku: null,
      stock: null,
      maxCount: null,
      tags: [],
      componentGroups: [],
      nutritionFacts: null,
      sections: [{ id: pizza.id, name: 'Pizza', workingHours: null }],
      sectionID: pizza.id,
    });
    expect((await row(id)).priceMinor).toBe(1250);
    const section = await owner.section(pizza.id);
    expect(section.products.map((p: { id: number }) => p.id)).toEqual([...pizza.productIds, id]);
  });

  it('needs a name in the mandatory language and refuses languages the menu does not have', async () => {
    const before = await catalogueSnapshot(t.database.db);
    const noEnglish = await owner.call('POST', `${owner.base}/products`, {
      name: { values: { ru: 'Кальцоне' } },
      sectionID: pizza.id,
    });
    expect(noEnglish.statusCode).toBe(400);
    expect(noEnglish.json().code).toBe('MandatoryNameRequired');
    const german = await owner.call('POST', `${owner.base}/products`, {
      name: { values: { en: 'Calzone', de: 'Calzone' } },
      sectionID: pizza.id,
    });
    expect(german.statusCode).toBe(400);
    expect(german.json().code).toBe('UnknownMenuLanguage');
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);
  });

  it('updates only the fields sent: price, discount, weight, sku, maxCount, attributes, description, visibility', async () => {
    const id = pizza.productIds[0]!;
    const res = await put(id, {
      id,
      price: 10.5,
      discountPrice: 9.99,
      weight: 500,
      sku: 'PZ-001',
      maxCount: 5,
      attributes: ['LIQUID'],
      description: { values: { en: 'Tomato, mozzarella, basil', ru: 'Томаты, моцарелла, базилик' } },
      visible: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Margherita',
      price: 10.5,
      discountPrice: 9.99,
      weight: 500,
      sku: 'PZ-001',
      maxCount: 5,
      attributes: ['LIQUID'],
      description: 'Tomato, mozzarella, basil',
      visible: false,
    });
    expect(await row(id)).toMatchObject({ priceMinor: 1050, discountPriceMinor: 999 });
    // A later price-only change keeps the discount.
    expect((await put(id, { price: 11 })).json()).toMatchObject({ price: 11, discountPrice: 9.99 });
  });

  it('stores a discount of 0 as null', async () => {
    const id = pizza.productIds[2]!; // Quattro Formaggi has a discount
    expect((await row(id)).discountPriceMinor).not.toBeNull();
    const res = await put(id, { price: 14.9, discountPrice: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().discountPrice).toBeNull();
    expect((await row(id)).discountPriceMinor).toBeNull();
    const created = await owner.createProduct(pizza.id, 'Free discount', { price: 5, discountPrice: 0 });
    expect((await row(created)).discountPriceMinor).toBeNull();
  });

  it('refuses a discount not below the price, and more decimals than the currency has', async () => {
    const id = pizza.productIds[0]!;
    const before = await catalogueSnapshot(t.database.db);
    const above = await put(id, { price: 10, discountPrice: 10 });
    expect(above.statusCode).toBe(400);
    expect(above.json().code).toBe('InvalidDiscountPrice');
    const cents = await put(id, { price: 10.005 });
    expect(cents.statusCode).toBe(400);
    expect(cents.json().code).toBe('InvalidAmount');
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);
  });

  it('numeric inputs take at most 7 characters: 9 999 999 is the largest price and weight', async () => {
    const id = pizza.productIds[0]!;
    expect((await put(id, { price: 9_999_999 })).statusCode).toBe(200);
    expect((await put(id, { weight: 9_999_999 })).statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ priceMinor: 999_999_900, weight: 9_999_999 });
    const before = await catalogueSnapshot(t.database.db);
    for (const body of [
      { price: 10_000_000 },
      { weight: 10_000_000 },
      { discountPrice: 10_000_000 },
      { maxCount: 10_000_000 },
      { price: -1 },
      { weight: -1 },
      { weight: 1.5 },
      { price: '12' },
    ]) {
      const res = await put(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const nutrition = await put(id, { proteins: 10_000_000, fats: 1, carbs: 1 }, '/nutrition');
    expect(nutrition.statusCode).toBe(400);
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);
  });

  it('description: 1000 characters per language, not 1001', async () => {
    const id = pizza.productIds[0]!;
    const ok = await put(id, { description: { values: { en: 'd'.repeat(1000), ru: 'д'.repeat(1000) } } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().descriptionI18n.values.en).toHaveLength(1000);
    const before = await catalogueSnapshot(t.database.db);
    const long = await put(id, { description: { values: { en: 'd'.repeat(1001) } } });
    expect(long.statusCode).toBe(400);
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);
  });

  it('renaming keeps names stored in a language the menu no longer has', async () => {
    const id = pizza.productIds[0]!;
    await owner.call('DELETE', `${owner.base}/languages/ru`);
    const res = await put(id, { name: { values: { en: 'Margherita classic' } } });
    expect(res.json().nameI18n).toEqual({ values: { en: 'Margherita classic', ru: 'Маргарита' } });
  });

  it('PUT takes the product as GET answers it: put back with a new price, only the price changes', async () => {
    const id = pizza.productIds[0]!;
    const product = await owner.product(id);
    const res = await put(id, { ...product, price: 13.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...product, price: 13.5 });
    expect(await owner.product(id)).toEqual({ ...product, price: 13.5 });
  });

  it('PUT ignores the read-only fields of the GET shape and the display name; nameI18n renames', async () => {
    const id = pizza.productIds[0]!;
    const product = await owner.product(id);
    const res = await put(id, {
      ...product,
      name: 'Not the name',
      description: 'Not the description',
      nameI18n: { values: { en: 'Margherita classic', ru: 'Маргарита' } },
      available: !product.available,
      horizontalImagePath: null,
      verticalImagePath: null,
      image: null,
      images: [],
      tags: [],
      componentGroups: [],
      nutritionFacts: null,
      sections: [],
      sectionID: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ...product,
      name: 'Margherita classic',
      nameI18n: { values: { en: 'Margherita classic', ru: 'Маргарита' } },
    });
  });

  it('PUT refuses name and nameI18n that differ, and unknown fields, changing nothing', async () => {
    const id = pizza.productIds[0]!;
    const product = await owner.product(id);
    const before = await catalogueSnapshot(t.database.db);
    const differing = await put(id, {
      ...product,
      name: { values: { en: 'One' } },
      nameI18n: { values: { en: 'Two' } },
    });
    expect(differing.statusCode).toBe(400);
    const garbage = await put(id, { ...product, price: 13.5, colour: 'red' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().code).toBe(ERROR_CODES.validation);
    const readOnlyOnly = await put(id, { id, available: false, tags: [] });
    expect(readOnlyOnly.statusCode).toBe(400);
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);
  });

  it('PUT of the GET shape keeps a name in a language the menu no longer has', async () => {
    const id = pizza.productIds[0]!;
    await owner.call('DELETE', `${owner.base}/languages/ru`);
    const product = await owner.product(id);
    expect(product.nameI18n.values.ru).toBe('Маргарита');
    const res = await put(id, { ...product, price: 12.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...product, price: 12.5 });
    // A new value in that language is still refused.
    const changed = await put(id, { ...product, nameI18n: { values: { en: 'Margherita', ru: 'Новая' } } });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().code).toBe('UnknownMenuLanguage');
  });

  it('toggles availability', async () => {
    const id = pizza.productIds[0]!;
    const res = await put(id, { available: false }, '/available');
    expect(res.statusCode).toBe(200);
    expect(res.json().available).toBe(false);
    expect((await row(id)).available).toBe(false);
  });

  it('computes kcal from the grams: 4.1 per g of protein and carbs, 9.29 per g of fat', async () => {
    const id = pizza.productIds[0]!;
    const res = await put(id, { proteins: 10, fats: 5, carbs: 20, kcal: 1 }, '/nutrition');
    expect(res.statusCode).toBe(400); // kcal is never taken from the client
    const ok = await put(id, { proteins: 10, fats: 5, carbs: 20 }, '/nutrition');
    expect(ok.statusCode).toBe(200);
    // 10 × 4.1 + 5 × 9.29 + 20 × 4.1 = 169.45 → 169
    expect(ok.json().nutritionFacts).toEqual({ proteins: 10, fats: 5, carbs: 20, kcal: 169 });
    const decimals = await put(id, { proteins: 2.5, fats: 0.5, carbs: 0 }, '/nutrition');
    expect(decimals.json().nutritionFacts.kcal).toBe(15); // 10.25 + 4.645 = 14.895
  });

  it('nutrition is per 100 g: each nutrient up to 100 g, all three together too; 101 g is refused', async () => {
    const id = pizza.productIds[0]!;
    expect((await put(id, { proteins: 100, fats: 0, carbs: 0 }, '/nutrition')).statusCode).toBe(200);
    expect((await put(id, { proteins: 40, fats: 30, carbs: 30 }, '/nutrition')).statusCode).toBe(200);
    const before = await catalogueSnapshot(t.database.db);
    for (const body of [
      { proteins: 101, fats: 0, carbs: 0 },
      { proteins: 0, fats: 0, carbs: 99_999 },
      { proteins: 40, fats: 30, carbs: 31 },
    ]) {
      const res = await put(id, body, '/nutrition');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);
  });

  it('a product without a price cannot be made visible, nor a visible one lose its price (409)', async () => {
    const id = await owner.createProduct(pizza.id, 'Unpriced');
    const before = await catalogueSnapshot(t.database.db);
    const publish = await put(id, { visible: true });
    expect(publish.statusCode).toBe(409);
    expect(publish.json().code).toBe('ProductPriceRequired');
    const visibleAtZero = await put(id, { visible: true, price: 0 });
    expect(visibleAtZero.json().code).toBe('ProductPriceRequired');
    const createdVisible = await owner.call('POST', `${owner.base}/products`, {
      name: { values: { en: 'Free lunch' } },
      sectionID: pizza.id,
      visible: true,
    });
    expect(createdVisible.statusCode).toBe(409);
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);

    // Priced and published together, or one after the other, is fine.
    expect((await put(id, { visible: true, price: 0.01 })).json()).toMatchObject({
      visible: true,
      price: 0.01,
    });
    const unpricing = await put(id, { price: 0 });
    expect(unpricing.statusCode).toBe(409);
    expect((await row(id)).priceMinor).toBe(1);
    // A hidden product may be free (a draft).
    expect((await put(id, { visible: false, price: 0 })).statusCode).toBe(200);
  });

  it('product names: 70 characters per language when created and renamed, not 71', async () => {
    const id = await owner.createProduct(pizza.id, 'n'.repeat(70));
    expect((await owner.product(id)).name).toHaveLength(70);
    expect((await put(id, { name: { values: { en: 'r'.repeat(70) } } })).statusCode).toBe(200);
    const before = await catalogueSnapshot(t.database.db);
    const created = await owner.call('POST', `${owner.base}/products`, {
      name: { values: { en: 'n'.repeat(71) } },
      sectionID: pizza.id,
    });
    expect(created.statusCode).toBe(400);
    expect((await put(id, { name: { values: { en: 'r'.repeat(71) } } })).statusCode).toBe(400);
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);
  });

  it('sets and removes the horizontal and vertical images', async () => {
    const id = pizza.productIds[0]!;
    const horizontal = await uploadPhoto(t.app, owner.cookie, owner.accountId, { width: 800, height: 600 });
    const vertical = await uploadPhoto(t.app, owner.cookie, owner.accountId, { width: 600, height: 800 });
    const h = await put(id, { path: horizontal.path }, '/horizontal_image');
    expect(h.statusCode).toBe(200);
    expect(h.json()).toMatchObject({ horizontalImagePath: horizontal.path, image: horizontal });
    const v = await put(id, { path: vertical.path }, '/vertical_image');
    expect(v.json()).toMatchObject({ verticalImagePath: vertical.path, images: [horizontal, vertical] });
    const removed = await put(id, { path: null }, '/horizontal_image');
    expect(removed.json()).toMatchObject({ horizontalImagePath: null, image: vertical, images: [vertical] });
  });

  it('refuses a picture this account did not upload, and changes nothing', async () => {
    const id = pizza.productIds[0]!;
    const other = await catalogueClient(t.app, OTHER_OWNER);
    const theirs = await uploadPhoto(t.app, other.cookie, other.accountId, { width: 500, height: 400 });
    const before = await row(id);
    for (const path of [theirs.path, '/api/images/made-up.webp', 'product/h.jpg']) {
      const res = await put(
        id,
        { path, basePath: theirs.basePath, variants: theirs.variants },
        '/horizontal_image',
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('UnknownImage');
    }
    const create = await owner.call('POST', `${owner.base}/products`, {
      name: { values: { en: 'Stolen' } },
      sectionID: pizza.id,
      verticalImagePath: theirs.path,
    });
    expect(create.statusCode).toBe(400);
    expect(await row(id)).toEqual(before);
  });

  it('deleting a product removes it from every section and the popular list, and closes the ranks', async () => {
    const id = pizza.productIds[0]!; // Margherita: popular
    const other = await owner.createSection('Specials');
    await owner.createProduct(other, 'Special one');
    await owner.call('POST', `/api/vendor/sections/${other}/products`, { productID: id });
    await owner.createProduct(other, 'Special two');
    expect((await owner.catalogue()).popularProductIds).toContain(id);

    const res = await owner.call('DELETE', `/api/vendor/products/${id}`);
    expect(res.statusCode).toBe(200);
    expect((await owner.call('GET', `/api/vendor/products/${id}`)).statusCode).toBe(404);
    const links = await t.database.db.select().from(sectionProducts).where(eq(sectionProducts.productId, id));
    expect(links).toEqual([]);
    for (const sectionId of [pizza.id, other]) {
      const orders = (
        await t.database.db.select().from(sectionProducts).where(eq(sectionProducts.sectionId, sectionId))
      )
        .map((l) => l.order)
        .sort();
      expect(orders).toEqual(orders.map((_, i) => i));
    }
    const popular = await t.database.db
      .select()
      .from(popularProducts)
      .where(eq(popularProducts.accountId, owner.accountId));
    expect(popular.map((p) => p.productId)).not.toContain(id);
    expect(popular.map((p) => p.order).sort()).toEqual(popular.map((_, i) => i));
  });
});

describe('tags', () => {
  it('adds and removes tags; 15 at most, the 16th answers 409', async () => {
    const id = await owner.createProduct(pizza.id, 'Tagged');
    const allTags = await t.database.db.select().from(tags).orderBy(tags.id);
    for (const tag of allTags.slice(0, 15)) {
      const res = await owner.call('POST', `/api/vendor/products/${id}/tags`, { tagID: tag.id });
      expect(res.statusCode).toBe(200);
    }
    const product = await owner.product(id);
    expect(product.tags).toHaveLength(15);
    expect(product.tags[0]).toEqual({ id: allTags[0]!.id, name: 'Vegetarian', groupId: allTags[0]!.groupId });
    // Adding one it has is not a 16th.
    expect(
      (await owner.call('POST', `/api/vendor/products/${id}/tags`, { tagID: allTags[0]!.id })).statusCode,
    ).toBe(200);
    const before = await catalogueSnapshot(t.database.db);
    const sixteenth = await owner.call('POST', `/api/vendor/products/${id}/tags`, { tagID: allTags[15]!.id });
    expect(sixteenth.statusCode).toBe(409);
    expect(sixteenth.json().code).toBe('ProductTagsLimitExceeded');
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);

    const removed = await owner.call('DELETE', `/api/vendor/products/${id}/tags/${allTags[0]!.id}`);
    expect(removed.json().tags).toHaveLength(14);
    expect(
      (await owner.call('POST', `/api/vendor/products/${id}/tags`, { tagID: allTags[15]!.id })).statusCode,
    ).toBe(200);
    expect((await owner.call('POST', `/api/vendor/products/${id}/tags`, { tagID: 999999 })).statusCode).toBe(
      404,
    );
  });

  it('concurrent tag additions never pass 15', async () => {
    const id = await owner.createProduct(pizza.id, 'Tagged');
    const allTags = await t.database.db.select().from(tags).orderBy(tags.id);
    const answers = await Promise.all(
      allTags
        .slice(0, 20)
        .map((tag) => owner.call('POST', `/api/vendor/products/${id}/tags`, { tagID: tag.id })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(15);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5);
    expect((await owner.product(id)).tags).toHaveLength(15);
  });
});

describe('clone', () => {
  it('copies the product into the target section under the new name', async () => {
    const source = pizza.productIds[0]!; // Margherita: tags, nutrition, toppings
    const target = await owner.createSection('Specials');
    const res = await owner.call('POST', `/api/vendor/products/${source}/clone`, {
      targetSectionID: target,
      targetName: { values: { en: 'Margherita XL', ru: '' } },
    });
    expect(res.statusCode).toBe(201);
    const copy = await owner.product(res.json().id);
    const original = await owner.product(source);
    expect(copy).toMatchObject({
      name: 'Margherita XL',
      nameI18n: { values: { en: 'Margherita XL' } },
      price: original.price,
      weight: original.weight,
      nutritionFacts: original.nutritionFacts,
      tags: original.tags,
      visible: false,
      sections: [{ id: target }],
      sectionID: target,
    });
    const groups = await t.database.db
      .select()
      .from(productComponentGroups)
      .where(eq(productComponentGroups.productId, copy.id));
    expect(groups).toHaveLength(1);
    expect((await owner.section(target)).products.map((p: { id: number }) => p.id)).toEqual([copy.id]);
    // The original is untouched.
    expect(await owner.product(source)).toEqual(original);
  });

  it('needs a target section; names are 70 characters at most per language', async () => {
    const source = pizza.productIds[0]!;
    const ok = await owner.call('POST', `/api/vendor/products/${source}/clone`, {
      targetSectionID: pizza.id,
      targetName: { values: { en: 'n'.repeat(70), ru: 'и'.repeat(70) } },
    });
    expect(ok.statusCode).toBe(201);
    const before = await catalogueSnapshot(t.database.db);
    for (const body of [
      { targetSectionID: pizza.id, targetName: { values: { en: 'n'.repeat(71) } } },
      { targetSectionID: pizza.id, targetName: { values: { en: 'ok', ru: 'и'.repeat(71) } } },
      { targetName: { values: { en: 'No section' } } },
      { targetSectionID: pizza.id, targetName: { values: { en: '' } } },
    ]) {
      const res = await owner.call('POST', `/api/vendor/products/${source}/clone`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const missingSection = await owner.call('POST', `/api/vendor/products/${source}/clone`, {
      targetSectionID: 999999,
      targetName: { values: { en: 'Nowhere' } },
    });
    expect(missingSection.statusCode).toBe(404);
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);
  });
});
