import type { Catalogue, Component, ComponentGroup, Product, Section } from '@larder/contract';
import { makeProduct, makeSection } from './catalogue-detail-fixtures';

/** The account of `makeUser()`: catalogue calls go to vendor/accounts/10/catalogue/... */
export const TEST_ACCOUNT_ID = 10;
export const CATALOGUE_PATH = `vendor/accounts/${TEST_ACCOUNT_ID}/catalogue`;

/** A product named `en` (and `ru` when given) in section `sectionId`. */
export function namedProduct(id: number, en: string, sectionId: number, overrides: Partial<Product> = {}) {
  return makeProduct({
    id,
    name: en,
    nameI18n: { values: { en } },
    sections: [{ id: sectionId, name: '', workingHours: null }],
    sectionID: sectionId,
    ...overrides,
  });
}

/** A section named `en` holding `products`, in catalogue position `order`. */
export function namedSection(id: number, en: string, products: Product[], overrides: Partial<Section> = {}) {
  return makeSection({ id, name: en, nameI18n: { values: { en } }, order: id - 1, products, ...overrides });
}

/** A modifier (component) named `en` of group `groupId` at `price`. */
export function namedComponent(
  id: number,
  groupId: number,
  en: string,
  price: number,
  available = true,
): Component {
  return {
    id,
    groupId,
    name: en,
    nameI18n: { values: { en } },
    description: '',
    descriptionI18n: { values: {} },
    price,
    weight: 10,
    available,
    availableAgainAt: null,
    stock: null,
    order: 0,
    image: null,
    imagePath: null,
  };
}

/** A visible modifier group named `en` holding `components` in this order. */
export function namedGroup(id: number, en: string, components: Component[]): ComponentGroup {
  return {
    id,
    name: en,
    nameI18n: { values: { en } },
    order: id,
    displayMode: 'LIST',
    visible: true,
    vendorNotes: null,
    components: components.map((c, order) => ({ ...c, order })),
    productCount: 0,
  };
}

/**
 * Pizza (Margherita, Pepperoni, Quattro Formaggi), Salads (Caesar, Greek salad), Drinks (Lemonade):
 * the menu the catalogue tests work on; menu languages en (mandatory) and ru.
 */
export function makeCatalogue(overrides: Partial<Catalogue> = {}): Catalogue {
  return {
    visible: true,
    workingHours: null,
    menuLanguages: [
      { code: 'en', mandatory: true },
      { code: 'ru', mandatory: false },
    ],
    popularProductIds: [],
    sections: [
      namedSection(1, 'Pizza', [
        namedProduct(11, 'Margherita', 1, { nameI18n: { values: { en: 'Margherita', ru: 'Маргарита' } } }),
        namedProduct(12, 'Pepperoni', 1),
        namedProduct(13, 'Quattro Formaggi', 1, { price: 15, discountPrice: 12.5 }),
      ]),
      namedSection(2, 'Salads', [
        namedProduct(21, 'Caesar salad', 2),
        namedProduct(22, 'Greek salad', 2, { available: false }),
      ]),
      namedSection(3, 'Drinks', [
        namedProduct(31, 'Lemonade', 3, { attributes: ['LIQUID'], weight: 400, visible: false }),
      ]),
    ],
    componentGroups: [],
    ...overrides,
  };
}

/** Fake API routes answering `catalogue` for GET .../catalogue/catalogue. */
export function catalogueRoutes(catalogue: Catalogue) {
  return { [`GET ${CATALOGUE_PATH}/catalogue`]: { body: catalogue } };
}
