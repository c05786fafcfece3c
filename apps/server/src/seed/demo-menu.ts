import type { Tx } from '../db/client.ts';
import {
  componentGroups,
  components,
  productComponentGroups,
  products,
  sectionProducts,
  sections,
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
}

const MENU: { en: string; ru: string; cookingTime: number; products: MenuProduct[] }[] = [
  {
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
      },
      {
        en: 'Pepperoni',
        ru: 'Пепперони',
        priceMinor: 1390,
        weight: 480,
        nutrition: { proteins: 13, fats: 14, carbs: 29 },
        toppings: true,
      },
      {
        en: 'Quattro Formaggi',
        ru: 'Четыре сыра',
        priceMinor: 1490,
        discountPriceMinor: 1290,
        weight: 470,
        toppings: true,
      },
    ],
  },
  {
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
      },
      { en: 'Greek salad', ru: 'Греческий салат', priceMinor: 890, weight: 260 },
    ],
  },
  {
    en: 'Drinks',
    ru: 'Напитки',
    cookingTime: 5,
    products: [
      { en: 'Lemonade', ru: 'Лимонад', priceMinor: 350, weight: 400, liquid: true },
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

/** A small real menu: sections, priced products and a topping group (orders reference it). */
export async function seedDemoMenu(tx: Tx, accountId: number) {
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
          nutritionFacts: p.nutrition
            ? {
                ...p.nutrition,
                kcal: Math.round(
                  p.nutrition.proteins * 4.1 + p.nutrition.fats * 9.29 + p.nutrition.carbs * 4.1,
                ),
              }
            : null,
        })
        .returning({ id: products.id });
      await tx
        .insert(sectionProducts)
        .values({ sectionId: row!.id, productId: product!.id, order: productOrder });
      if (p.toppings) {
        await tx
          .insert(productComponentGroups)
          .values({ productId: product!.id, groupId: group!.id, maxCount: 3 });
      }
    }
  }
}
