import { computeKcal } from '@larder/contract';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  accountCategories,
  accountMenuLanguages,
  categories,
  componentGroups,
  components,
  popularProducts,
  productComponentGroups,
  products,
  productTags,
  sectionProducts,
  sections,
  serviceSections,
  tags,
} from '../db/schema/index.ts';

interface MenuProduct {
  en: string;
  ru: string;
  priceMinor: number;
  discountPriceMinor?: number;
  weight: number;
  liquid?: boolean;
  nutrition?: { proteins: number; fats: number; carbs: number };
  toppings?: boolean;
  /** Codes of the platform tag tree (seed/reference-data.ts). */
  tags?: string[];
  popular?: boolean;
}

const MENU: { en: string; ru: string; service: string; cookingTime: number; products: MenuProduct[] }[] = [
  {
    service: 'pizza',
    en: 'Pizza',
    ru: 'Пицца',
    cookingTime: 20,
    products: [
      {
        en: 'Margherita',
        ru: 'Маргарита',
        priceMinor: 1190,
        weight: 450,
        nutrition: { proteins: 11, fats: 9, carbs: 30 },
        toppings: true,
        tags: ['vegetarian', 'bestseller'],
        popular: true,
      },
      {
        en: 'Pepperoni',
        ru: 'Пепперони',
        priceMinor: 1390,
        weight: 480,
        nutrition: { proteins: 13, fats: 14, carbs: 29 },
        toppings: true,
        tags: ['spicy', 'contains-gluten'],
        popular: true,
      },
      {
        en: 'Quattro Formaggi',
        ru: 'Четыре сыра',
        priceMinor: 1490,
        discountPriceMinor: 1290,
        weight: 470,
        toppings: true,
        tags: ['vegetarian', 'contains-milk'],
      },
    ],
  },
  {
    service: 'salads',
    en: 'Salads',
    ru: 'Салаты',
    cookingTime: 10,
    products: [
      {
        en: 'Caesar salad',
        ru: 'Цезарь',
        priceMinor: 990,
        weight: 280,
        nutrition: { proteins: 9, fats: 12, carbs: 7 },
        tags: ['contains-eggs'],
      },
      {
        en: 'Greek salad',
        ru: 'Греческий салат',
        priceMinor: 890,
        weight: 260,
        tags: ['vegetarian', 'gluten-free'],
      },
    ],
  },
  {
    service: 'drinks',
    en: 'Drinks',
    ru: 'Напитки',
    cookingTime: 5,
    products: [
      {
        en: 'Lemonade',
        ru: 'Лимонад',
        priceMinor: 350,
        weight: 400,
        liquid: true,
        tags: ['vegan'],
        popular: true,
      },
      { en: 'Espresso', ru: 'Эспрессо', priceMinor: 250, weight: 40, liquid: true },
    ],
  },
];

const TOPPINGS = [
  { en: 'Extra cheese', ru: 'Двойной сыр', priceMinor: 150, weight: 40 },
  { en: 'Jalapeño', ru: 'Халапеньо', priceMinor: 90, weight: 20 },
  { en: 'Mushrooms', ru: 'Грибы', priceMinor: 120, weight: 30 },
];

const name = (en: string, ru: string) => ({ values: { en, ru } });

/** Ids of reference rows by code; a code the platform lacks is simply left out. */
async function idsByCode(
  tx: Tx,
  table: typeof tags | typeof categories | typeof serviceSections,
  codes: string[],
) {
  if (codes.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ id: table.id, code: table.code })
    .from(table)
    .where(inArray(table.code, codes));
  return new Map(rows.map((r) => [r.code, r.id]));
}

/**
 * A small real menu in English and Russian: sections, priced products with tags, popular products,
 * catalogue categories and a topping group (orders reference it).
 */
export async function seedDemoMenu(tx: Tx, accountId: number) {
  await tx.insert(accountMenuLanguages).values([
    { accountId, code: 'en', mandatory: true, position: 0 },
    { accountId, code: 'ru', mandatory: false, position: 1 },
  ]);
  const tagIds = await idsByCode(tx, tags, [
    ...new Set(MENU.flatMap((s) => s.products.flatMap((p) => p.tags ?? []))),
  ]);
  const serviceIds = await idsByCode(
    tx,
    serviceSections,
    MENU.map((s) => s.service),
  );
  const categoryIds = await idsByCode(tx, categories, ['cuisine-italian', 'dish-pizza', 'format-cafe']);
  if (categoryIds.size > 0) {
    await tx
      .insert(accountCategories)
      .values([...categoryIds.values()].map((categoryId) => ({ accountId, categoryId })));
  }
  const popular: number[] = [];

  const [group] = await tx
    .insert(componentGroups)
    .values({ accountId, nameI18n: name('Extra toppings', 'Добавки'), visible: true, displayMode: 'LIST' })
    .returning({ id: componentGroups.id });
  await tx.insert(components).values(
    TOPPINGS.map((t, order) => ({
      groupId: group!.id,
      nameI18n: name(t.en, t.ru),
      priceMinor: t.priceMinor,
      weight: t.weight,
      order,
    })),
  );

  for (const [sectionOrder, section] of MENU.entries()) {
    const [row] = await tx
      .insert(sections)
      .values({
        accountId,
        nameI18n: name(section.en, section.ru),
        serviceSectionId: serviceIds.get(section.service) ?? null,
        visible: true,
        order: sectionOrder,
        cookingTime: section.cookingTime,
      })
      .returning({ id: sections.id });
    for (const [productOrder, p] of section.products.entries()) {
      const [product] = await tx
        .insert(products)
        .values({
          accountId,
          nameI18n: name(p.en, p.ru),
          visible: true,
          priceMinor: p.priceMinor,
          discountPriceMinor: p.discountPriceMinor ?? null,
          weight: p.weight,
          attributes: p.liquid ? ['LIQUID'] : [],
          nutritionFacts: p.nutrition ? { ...p.nutrition, kcal: computeKcal(p.nutrition) } : null,
        })
        .returning({ id: products.id });
      await tx
        .insert(sectionProducts)
        .values({ sectionId: row!.id, productId: product!.id, order: productOrder });
      const productTagIds = (p.tags ?? []).flatMap((code) => tagIds.get(code) ?? []);
      if (productTagIds.length > 0) {
        await tx
          .insert(productTags)
          .values(productTagIds.map((tagId) => ({ productId: product!.id, tagId })));
      }
      if (p.popular) popular.push(product!.id);
      if (p.toppings) {
        await tx.insert(productComponentGroups).values({
          productId: product!.id,
          groupId: group!.id,
          multiSelection: true,
          maxCount: TOPPINGS.length,
          maxComponentsCount: TOPPINGS.length,
        });
      }
    }
  }
  if (popular.length > 0) {
    await tx
      .insert(popularProducts)
      .values(popular.map((productId, order) => ({ accountId, productId, order })));
  }
}
