import type { Product, Section, TagGroup, Tax } from '@larder/contract';

/** A stored product as GET /vendor/products/{id} answers it. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    name: 'Margherita',
    nameI18n: { values: { en: 'Margherita', ru: 'Маргарита' } },
    description: '',
    descriptionI18n: { values: {} },
    visible: true,
    available: true,
    availableAgainAt: null,
    stock: null,
    weight: 450,
    price: 12,
    discountPrice: null,
    attributes: [],
    horizontalImagePath: null,
    verticalImagePath: null,
    image: null,
    images: [],
    sku: null,
    maxCount: null,
    tags: [],
    componentGroups: [],
    nutritionFacts: null,
    sections: [{ id: 1, name: 'Pizza', workingHours: null }],
    sectionID: 1,
    ...overrides,
  };
}

/** A stored section as GET /vendor/sections/{id} answers it. */
export function makeSection(overrides: Partial<Section> = {}): Section {
  return {
    id: 1,
    sectionId: null,
    name: 'Pizza',
    nameI18n: { values: { en: 'Pizza' } },
    visible: true,
    order: 0,
    taxSettings: null,
    imageOrientation: 'HORIZONTAL',
    cookingTime: 20,
    workingHours: null,
    products: [],
    catalogueCategoryId: null,
    ...overrides,
  };
}

/** A tag tree of `groups` groups with `perGroup` tags each; tag ids are group * 100 + n. */
export function makeTagGroups(groups: number, perGroup: number): TagGroup[] {
  return Array.from({ length: groups }, (_, g) => ({
    id: g + 1,
    name: `Group ${g + 1}`,
    tags: Array.from({ length: perGroup }, (_, n) => ({
      id: (g + 1) * 100 + n + 1,
      name: `Tag ${g + 1}.${n + 1}`,
    })),
  }));
}

export function makeTax(overrides: Partial<Tax> = {}): Tax {
  const name = { values: { en: 'Standard VAT', ru: 'Стандартный НДС' } };
  return { id: 1, name, nameI18n: name, rate: 21, ...overrides };
}
