import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, serviceSections, tagGroups, tags, taxes } from '../db/schema/index.ts';

/**
 * Platform reference data every installation needs (not demo data): the section names vendors pick
 * from, the category tree, the tag tree and the VAT rates. Rows are keyed by `code`: the seed runs
 * at every start, inserts what is missing and never overwrites what an operator changed.
 */

type Names = { en: string; ru: string };
const values = (n: Names) => ({ values: { en: n.en, ru: n.ru } });

export const SERVICE_SECTIONS: (Names & { code: string })[] = [
  { code: 'breakfast', en: 'Breakfast', ru: 'Завтраки' },
  { code: 'starters', en: 'Starters', ru: 'Закуски' },
  { code: 'salads', en: 'Salads', ru: 'Салаты' },
  { code: 'soups', en: 'Soups', ru: 'Супы' },
  { code: 'pizza', en: 'Pizza', ru: 'Пицца' },
  { code: 'pasta', en: 'Pasta', ru: 'Паста' },
  { code: 'burgers', en: 'Burgers', ru: 'Бургеры' },
  { code: 'sandwiches', en: 'Sandwiches', ru: 'Сэндвичи' },
  { code: 'sushi', en: 'Sushi', ru: 'Суши' },
  { code: 'rolls', en: 'Rolls', ru: 'Роллы' },
  { code: 'wok', en: 'Wok', ru: 'Вок' },
  { code: 'main-courses', en: 'Main courses', ru: 'Горячие блюда' },
  { code: 'grill', en: 'Grill', ru: 'Гриль' },
  { code: 'sides', en: 'Side dishes', ru: 'Гарниры' },
  { code: 'sauces', en: 'Sauces', ru: 'Соусы' },
  { code: 'kids', en: 'Kids menu', ru: 'Детское меню' },
  { code: 'combo', en: 'Combo meals', ru: 'Комбо' },
  { code: 'desserts', en: 'Desserts', ru: 'Десерты' },
  { code: 'bakery', en: 'Bakery', ru: 'Выпечка' },
  { code: 'drinks', en: 'Drinks', ru: 'Напитки' },
  { code: 'coffee', en: 'Coffee', ru: 'Кофе' },
  { code: 'tea', en: 'Tea', ru: 'Чай' },
  { code: 'smoothies', en: 'Smoothies and juices', ru: 'Смузи и соки' },
];

interface TreeGroup extends Names {
  code: string;
  children: (Names & { code: string; top?: boolean })[];
}

export const CATEGORY_TREE: TreeGroup[] = [
  {
    code: 'cuisine',
    en: 'Cuisine',
    ru: 'Кухня',
    children: [
      { code: 'cuisine-italian', en: 'Italian', ru: 'Итальянская', top: true },
      { code: 'cuisine-japanese', en: 'Japanese', ru: 'Японская', top: true },
      { code: 'cuisine-american', en: 'American', ru: 'Американская', top: true },
      { code: 'cuisine-chinese', en: 'Chinese', ru: 'Китайская' },
      { code: 'cuisine-georgian', en: 'Georgian', ru: 'Грузинская' },
      { code: 'cuisine-indian', en: 'Indian', ru: 'Индийская' },
      { code: 'cuisine-mexican', en: 'Mexican', ru: 'Мексиканская' },
      { code: 'cuisine-middle-eastern', en: 'Middle Eastern', ru: 'Ближневосточная' },
      { code: 'cuisine-thai', en: 'Thai', ru: 'Тайская' },
      { code: 'cuisine-french', en: 'French', ru: 'Французская' },
      { code: 'cuisine-european', en: 'European', ru: 'Европейская' },
    ],
  },
  {
    code: 'dishes',
    en: 'Dishes',
    ru: 'Блюда',
    children: [
      { code: 'dish-pizza', en: 'Pizza', ru: 'Пицца', top: true },
      { code: 'dish-burgers', en: 'Burgers', ru: 'Бургеры', top: true },
      { code: 'dish-sushi', en: 'Sushi and rolls', ru: 'Суши и роллы', top: true },
      { code: 'dish-salads', en: 'Salads and bowls', ru: 'Салаты и боулы' },
      { code: 'dish-soups', en: 'Soups', ru: 'Супы' },
      { code: 'dish-grill', en: 'Grill and BBQ', ru: 'Гриль и барбекю' },
      { code: 'dish-shawarma', en: 'Shawarma and kebab', ru: 'Шаурма и кебаб' },
      { code: 'dish-desserts', en: 'Desserts', ru: 'Десерты', top: true },
      { code: 'dish-breakfast', en: 'Breakfast', ru: 'Завтраки' },
    ],
  },
  {
    code: 'format',
    en: 'Format',
    ru: 'Формат',
    children: [
      { code: 'format-restaurant', en: 'Restaurant', ru: 'Ресторан' },
      { code: 'format-cafe', en: 'Cafe', ru: 'Кафе' },
      { code: 'format-fast-food', en: 'Fast food', ru: 'Фастфуд', top: true },
      { code: 'format-coffee', en: 'Coffee shop', ru: 'Кофейня', top: true },
      { code: 'format-bakery', en: 'Bakery', ru: 'Пекарня' },
      { code: 'format-healthy', en: 'Healthy food', ru: 'Здоровое питание', top: true },
      { code: 'format-grocery', en: 'Grocery', ru: 'Продукты' },
    ],
  },
];

export const TAG_TREE: TreeGroup[] = [
  {
    code: 'diet',
    en: 'Diet',
    ru: 'Питание',
    children: [
      { code: 'vegetarian', en: 'Vegetarian', ru: 'Вегетарианское' },
      { code: 'vegan', en: 'Vegan', ru: 'Веганское' },
      { code: 'gluten-free', en: 'Gluten free', ru: 'Без глютена' },
      { code: 'lactose-free', en: 'Lactose free', ru: 'Без лактозы' },
      { code: 'sugar-free', en: 'Sugar free', ru: 'Без сахара' },
      { code: 'halal', en: 'Halal', ru: 'Халяль' },
      { code: 'kosher', en: 'Kosher', ru: 'Кошерное' },
      { code: 'keto', en: 'Keto', ru: 'Кето' },
    ],
  },
  {
    code: 'taste',
    en: 'Taste',
    ru: 'Вкус',
    children: [
      { code: 'spicy', en: 'Spicy', ru: 'Острое' },
      { code: 'very-spicy', en: 'Very spicy', ru: 'Очень острое' },
      { code: 'sweet', en: 'Sweet', ru: 'Сладкое' },
      { code: 'sour', en: 'Sour', ru: 'Кислое' },
      { code: 'smoked', en: 'Smoked', ru: 'Копчёное' },
    ],
  },
  {
    code: 'allergens',
    en: 'Allergens',
    ru: 'Аллергены',
    children: [
      { code: 'contains-nuts', en: 'Contains nuts', ru: 'Содержит орехи' },
      { code: 'contains-gluten', en: 'Contains gluten', ru: 'Содержит глютен' },
      { code: 'contains-milk', en: 'Contains milk', ru: 'Содержит молоко' },
      { code: 'contains-eggs', en: 'Contains eggs', ru: 'Содержит яйца' },
      { code: 'contains-fish', en: 'Contains fish', ru: 'Содержит рыбу' },
      { code: 'contains-shellfish', en: 'Contains shellfish', ru: 'Содержит моллюсков' },
      { code: 'contains-soy', en: 'Contains soy', ru: 'Содержит сою' },
      { code: 'contains-sesame', en: 'Contains sesame', ru: 'Содержит кунжут' },
    ],
  },
  {
    code: 'labels',
    en: 'Labels',
    ru: 'Метки',
    children: [
      { code: 'new', en: 'New', ru: 'Новинка' },
      { code: 'bestseller', en: 'Bestseller', ru: 'Хит' },
      { code: 'chefs-choice', en: "Chef's choice", ru: 'Выбор шефа' },
      { code: 'seasonal', en: 'Seasonal', ru: 'Сезонное' },
      { code: 'limited', en: 'Limited edition', ru: 'Ограниченная серия' },
      { code: 'local', en: 'Local produce', ru: 'Местные продукты' },
    ],
  },
  {
    code: 'meal',
    en: 'Meal',
    ru: 'Приём пищи',
    children: [
      { code: 'meal-breakfast', en: 'Breakfast', ru: 'Завтрак' },
      { code: 'meal-lunch', en: 'Lunch', ru: 'Обед' },
      { code: 'meal-dinner', en: 'Dinner', ru: 'Ужин' },
      { code: 'meal-snack', en: 'Snack', ru: 'Перекус' },
      { code: 'meal-sharing', en: 'For sharing', ru: 'На компанию' },
    ],
  },
];

export const TAXES: (Names & { code: string; rateBasisPoints: number })[] = [
  { code: 'vat-0', en: 'VAT 0%', ru: 'НДС 0%', rateBasisPoints: 0 },
  { code: 'vat-5', en: 'VAT 5%', ru: 'НДС 5%', rateBasisPoints: 500 },
  { code: 'vat-10', en: 'VAT 10%', ru: 'НДС 10%', rateBasisPoints: 1000 },
  { code: 'vat-12', en: 'VAT 12%', ru: 'НДС 12%', rateBasisPoints: 1200 },
  { code: 'vat-20', en: 'VAT 20%', ru: 'НДС 20%', rateBasisPoints: 2000 },
  { code: 'vat-exempt', en: 'Exempt from VAT', ru: 'Без НДС', rateBasisPoints: 0 },
];

/** Inserts missing reference rows; safe to run at every start and from several instances at once. */
export async function seedReferenceData(db: Db) {
  await db
    .insert(serviceSections)
    .values(SERVICE_SECTIONS.map((s, order) => ({ code: s.code, nameI18n: values(s), order })))
    .onConflictDoNothing({ target: serviceSections.code });
  await db
    .insert(taxes)
    .values(
      TAXES.map((t, order) => ({
        code: t.code,
        nameI18n: values(t),
        rateBasisPoints: t.rateBasisPoints,
        order,
      })),
    )
    .onConflictDoNothing({ target: taxes.code });

  await db
    .insert(categories)
    .values(CATEGORY_TREE.map((g, order) => ({ code: g.code, nameI18n: values(g), order })))
    .onConflictDoNothing({ target: categories.code });
  const categoryGroups = await db
    .select({ id: categories.id, code: categories.code })
    .from(categories)
    .where(
      inArray(
        categories.code,
        CATEGORY_TREE.map((g) => g.code),
      ),
    );
  const categoryGroupId = new Map(categoryGroups.map((g) => [g.code, g.id]));
  await db
    .insert(categories)
    .values(
      CATEGORY_TREE.flatMap((g) =>
        g.children.map((c, order) => ({
          code: c.code,
          parentId: categoryGroupId.get(g.code)!,
          nameI18n: values(c),
          order,
          top: c.top ?? false,
        })),
      ),
    )
    .onConflictDoNothing({ target: categories.code });

  await db
    .insert(tagGroups)
    .values(TAG_TREE.map((g, order) => ({ code: g.code, nameI18n: values(g), order })))
    .onConflictDoNothing({ target: tagGroups.code });
  const groups = await db
    .select({ id: tagGroups.id, code: tagGroups.code })
    .from(tagGroups)
    .where(
      inArray(
        tagGroups.code,
        TAG_TREE.map((g) => g.code),
      ),
    );
  const tagGroupId = new Map(groups.map((g) => [g.code, g.id]));
  await db
    .insert(tags)
    .values(
      TAG_TREE.flatMap((g) =>
        g.children.map((t, order) => ({
          code: t.code,
          groupId: tagGroupId.get(g.code)!,
          nameI18n: values(t),
          order,
        })),
      ),
    )
    .onConflictDoNothing({ target: tags.code });
}
