import {
  type Catalogue,
  DEFAULT_MENU_LANGUAGE,
  LIMITS,
  type LocalizedValue,
  localizedName,
  type MenuLanguage,
  type Product,
  type Section,
} from '@larder/contract';

/** A section trigger text longer than this uses a smaller heading. */
export const LONG_TITLE_CHARS = 30;

export const isLongTitle = (text: string): boolean => [...text].length > LONG_TITLE_CHARS;

/** The mandatory menu language of a catalogue (en unless the account chose another). */
export function mandatoryLanguage(languages: readonly MenuLanguage[]): string {
  return languages.find((language) => language.mandatory)?.code ?? DEFAULT_MENU_LANGUAGE;
}

/** Menu languages with the mandatory one first: the order name inputs are shown in. */
export function orderedLanguages(languages: readonly MenuLanguage[]): MenuLanguage[] {
  return [...languages].sort((a, b) => Number(b.mandatory) - Number(a.mandatory));
}

/** What a name reads in the UI: the UI language, then the mandatory menu language, then the first value. */
export function displayName(value: LocalizedValue | null | undefined, uiLanguage: string, mandatory: string) {
  return localizedName(value, uiLanguage, mandatory);
}

/** The section the page shows: the one of the `section` parameter, else the first one. */
export function pickActiveSection(catalogue: Catalogue, sectionId: number | null): Section | undefined {
  return catalogue.sections.find((section) => section.id === sectionId) ?? catalogue.sections[0];
}

/**
 * Which move buttons an item at `index` of `count` gets (docs/product.md#the-catalogue-page: no up on the
 * first, no down on the last).
 */
export function moveButtons(index: number, count: number): { up: boolean; down: boolean } {
  return { up: index > 0, down: index < count - 1 };
}

/** `ids` with the item at `from` moved to `to` (both indexes into `ids`). */
export function moveId<T>(ids: readonly T[], from: number, to: number): T[] {
  const next = [...ids];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The order after a drag: `active` dropped where `over` was. Unchanged when either is unknown. */
export function reorderAfterDrop<T>(ids: readonly T[], active: T, over: T): T[] {
  return moveId(ids, ids.indexOf(active), ids.indexOf(over));
}

/** The order after a move up (-1) or down (+1) button. */
export function reorderByStep<T>(ids: readonly T[], id: T, step: -1 | 1): T[] {
  const from = ids.indexOf(id);
  return moveId(ids, from, from + step);
}

const sameOrder = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

export const orderChanged = <T>(before: readonly T[], after: readonly T[]) => !sameOrder(before, after);

/** The catalogue with its sections in `orderedSectionIds` order (an optimistic reorder). */
export function withSectionOrder(catalogue: Catalogue, orderedSectionIds: readonly number[]): Catalogue {
  const byId = new Map(catalogue.sections.map((section) => [section.id, section]));
  const sections = orderedSectionIds.flatMap((id) => byId.get(id) ?? []);
  if (sections.length !== catalogue.sections.length) return catalogue;
  return { ...catalogue, sections: sections.map((section, order) => ({ ...section, order })) };
}

/** The catalogue with one section's products in `orderedProductIds` order (an optimistic reorder). */
export function withProductOrder(
  catalogue: Catalogue,
  sectionId: number,
  orderedProductIds: readonly number[],
): Catalogue {
  return {
    ...catalogue,
    sections: catalogue.sections.map((section) => {
      if (section.id !== sectionId) return section;
      const byId = new Map(section.products.map((product) => [product.id, product]));
      const products = orderedProductIds.flatMap((id) => byId.get(id) ?? []);
      return products.length === section.products.length ? { ...section, products } : section;
    }),
  };
}

/** The catalogue with a section the server answered put in place (its products kept as they were loaded). */
export function withSection(catalogue: Catalogue, section: Section): Catalogue {
  return {
    ...catalogue,
    sections: catalogue.sections.map((current) => (current.id === section.id ? section : current)),
  };
}

/** The catalogue with a product the server answered put in place in every section holding it. */
export function withProduct(catalogue: Catalogue, product: Product): Catalogue {
  return {
    ...catalogue,
    sections: catalogue.sections.map((section) =>
      section.products.some((current) => current.id === product.id)
        ? {
            ...section,
            products: section.products.map((current) => (current.id === product.id ? product : current)),
          }
        : section,
    ),
  };
}

/** Every product of the catalogue once (a product may be in several sections), in catalogue order. */
export function uniqueProducts(catalogue: Catalogue): Product[] {
  const seen = new Map<number, Product>();
  for (const section of catalogue.sections) {
    for (const product of section.products) if (!seen.has(product.id)) seen.set(product.id, product);
  }
  return [...seen.values()];
}

/** Lower case without accents, so "creme" finds "Crème". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** What a product is found by: its names in every language, folded once. */
export function productHaystack(product: Product): string {
  return foldText([product.name, ...Object.values(product.nameI18n.values)].join('\n'));
}

export interface SectionMatches {
  section: Section;
  products: Product[];
}

/**
 * A search index over a loaded catalogue: built once per catalogue, then every keystroke is a scan
 * of pre-folded strings (2 000 products answer well within a frame).
 */
export function createCatalogueSearch(catalogue: Catalogue) {
  const haystacks = new Map<number, string>();
  for (const section of catalogue.sections) {
    for (const product of section.products) {
      if (!haystacks.has(product.id)) haystacks.set(product.id, productHaystack(product));
    }
  }
  /** The products whose name contains every word of `query`, grouped by section; [] for a blank query. */
  return (query: string): SectionMatches[] => {
    const words = foldText(query).split(/\s+/).filter(Boolean);
    if (words.length === 0) return [];
    const matches = (product: Product) => {
      const haystack = haystacks.get(product.id) ?? '';
      return words.every((word) => haystack.includes(word));
    };
    return catalogue.sections
      .map((section) => ({ section, products: section.products.filter(matches) }))
      .filter((group) => group.products.length > 0);
  };
}

/** docs/product.md#products: a weight reads in g, or ml for a LIQUID product. */
export function weightUnit(product: Pick<Product, 'attributes'>): 'g' | 'ml' {
  return product.attributes.includes('LIQUID') ? 'ml' : 'g';
}

/**
 * docs/product.md#popular-products: popular products are at most 9; adding is offered only while there are
 * fewer.
 */
export const canAddPopular = (count: number): boolean => count < LIMITS.popularProducts;

/** Name inputs start from the stored values of the menu languages (empty where there is none). */
export function nameDraft(languages: readonly MenuLanguage[], stored?: LocalizedValue | null) {
  return Object.fromEntries(
    languages.map((language) => [language.code, stored?.values[language.code] ?? '']),
  );
}

/** docs/product.md#menu-languages: the create and rename buttons need a name in the mandatory language. */
export const hasMandatoryName = (values: Record<string, string>, mandatory: string): boolean =>
  (values[mandatory] ?? '').trim() !== '';

/**
 * docs/product.md#products: a clone's name is cut to 70 characters per language (a longer stored name is
 * shortened).
 */
export const clipCloneName = (text: string): string => [...text].slice(0, LIMITS.itemName).join('');

/**
 * The add-products modal's list: the products matching `query` (all when it is blank), each once under
 * the first section it appears in, leaving out the products already in `excludeSectionId`, at most
 * `limit` rows. `total` counts every product that matched.
 */
export function pickerGroups(
  catalogue: Catalogue,
  search: (query: string) => SectionMatches[],
  query: string,
  { excludeSectionId, limit }: { excludeSectionId?: number; limit: number },
): { groups: SectionMatches[]; total: number } {
  const matched =
    query.trim() === ''
      ? catalogue.sections.map((section) => ({ section, products: section.products }))
      : search(query);
  const excluded = catalogue.sections.find((section) => section.id === excludeSectionId);
  const seen = new Set<number>(excluded?.products.map((product) => product.id));
  const groups: SectionMatches[] = [];
  let total = 0;
  let room = limit;
  for (const { section, products } of matched) {
    const fresh = products.filter((product) => !seen.has(product.id));
    for (const product of fresh) seen.add(product.id);
    total += fresh.length;
    if (room > 0 && fresh.length > 0) {
      groups.push({ section, products: fresh.slice(0, room) });
      room -= Math.min(room, fresh.length);
    }
  }
  return { groups, total };
}
