import { describe, expect, it } from 'vitest';
import { makeCatalogue, namedProduct } from '@/test/catalogue-fixtures';
import {
  canAddPopular,
  clipCloneName,
  createCatalogueSearch,
  hasMandatoryName,
  isLongTitle,
  moveButtons,
  pickActiveSection,
  pickerGroups,
  reorderAfterDrop,
  reorderByStep,
  weightUnit,
  withProductOrder,
  withSectionOrder,
} from './catalogue';
import { groupImageUrl } from './section-groups';

describe('ordering', () => {
  it('gives the first item no up and the last no down', () => {
    expect(moveButtons(0, 3)).toEqual({ up: false, down: true });
    expect(moveButtons(1, 3)).toEqual({ up: true, down: true });
    expect(moveButtons(2, 3)).toEqual({ up: true, down: false });
    expect(moveButtons(0, 1)).toEqual({ up: false, down: false });
  });

  it('moves by a step and by a drop', () => {
    expect(reorderByStep([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
    expect(reorderByStep([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(reorderByStep([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(reorderAfterDrop([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(reorderAfterDrop([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(reorderAfterDrop([1, 2, 3], 1, 9)).toEqual([1, 2, 3]);
  });

  it('reorders the loaded catalogue, ignoring an order that is not its set', () => {
    const catalogue = makeCatalogue();
    const sections = withSectionOrder(catalogue, [3, 1, 2]).sections;
    expect(sections.map((s) => [s.id, s.order])).toEqual([
      [3, 0],
      [1, 1],
      [2, 2],
    ]);
    expect(withSectionOrder(catalogue, [3, 1])).toBe(catalogue);
    const pizza = withProductOrder(catalogue, 1, [13, 11, 12]).sections[0];
    expect(pizza?.products.map((p) => p.id)).toEqual([13, 11, 12]);
  });
});

describe('catalogue search', () => {
  const search = createCatalogueSearch(makeCatalogue());

  it('finds products by any word of any language, ignoring case and accents, grouped by section', () => {
    expect(search('SALAD').map((g) => [g.section.id, g.products.map((p) => p.id)])).toEqual([[2, [21, 22]]]);
    expect(search('маргарита')[0]?.products.map((p) => p.id)).toEqual([11]);
    expect(search('quattro formaggi')[0]?.products.map((p) => p.id)).toEqual([13]);
    expect(search('formaggi quattro')[0]?.products.map((p) => p.id)).toEqual([13]);
    expect(search('   ')).toEqual([]);
    expect(search('sushi')).toEqual([]);
  });

  it('folds accents', () => {
    const catalogue = makeCatalogue();
    catalogue.sections[0]!.products.push(namedProduct(14, 'Crème brûlée', 1));
    expect(createCatalogueSearch(catalogue)('creme brulee')[0]?.products.map((p) => p.id)).toEqual([14]);
  });

  it('lists each product once for the picker, without those of the target section, capped', () => {
    const catalogue = makeCatalogue();
    catalogue.sections[1]!.products.push(catalogue.sections[0]!.products[0]!);
    const all = pickerGroups(catalogue, createCatalogueSearch(catalogue), '', {
      excludeSectionId: 2,
      limit: 100,
    });
    expect(all.groups.map((g) => [g.section.id, g.products.map((p) => p.id)])).toEqual([
      [1, [12, 13]],
      [3, [31]],
    ]);
    const capped = pickerGroups(catalogue, createCatalogueSearch(catalogue), '', { limit: 2 });
    expect(capped.total).toBe(6);
    expect(capped.groups.flatMap((g) => g.products)).toHaveLength(2);
  });
});

describe('rules', () => {
  it('a section name over 30 characters reads smaller', () => {
    expect(isLongTitle('x'.repeat(30))).toBe(false);
    expect(isLongTitle('x'.repeat(31))).toBe(true);
  });

  it('popular products are at most 9', () => {
    expect(canAddPopular(8)).toBe(true);
    expect(canAddPopular(9)).toBe(false);
  });

  it('the mandatory-language name is required; a clone name is cut to 70', () => {
    expect(hasMandatoryName({ en: ' ', ru: 'Суп' }, 'en')).toBe(false);
    expect(hasMandatoryName({ en: 'Soup' }, 'en')).toBe(true);
    expect(clipCloneName('y'.repeat(80))).toHaveLength(70);
  });

  it('a liquid weighs in ml', () => {
    expect(weightUnit({ attributes: ['LIQUID'] })).toBe('ml');
    expect(weightUnit({ attributes: [] })).toBe('g');
  });

  it('opens the section of the parameter, else the first', () => {
    const catalogue = makeCatalogue();
    expect(pickActiveSection(catalogue, 2)?.id).toBe(2);
    expect(pickActiveSection(catalogue, 999)?.id).toBe(1);
    expect(pickActiveSection(catalogue, null)?.id).toBe(1);
  });
});

describe('section group images', () => {
  it('names a stored picture by its path, else basePath plus its first variant', () => {
    expect(
      groupImageUrl({ basePath: 'https://cdn.example/groups/', variants: [{ w: 0, h: 0, n: 'pasta.jpg' }] }),
    ).toBe('https://cdn.example/groups/pasta.jpg');
    expect(groupImageUrl({ path: '/api/images/a.webp', basePath: '/api/images/', variants: [] })).toBe(
      '/api/images/a.webp',
    );
    expect(groupImageUrl(null)).toBe('');
  });
});
