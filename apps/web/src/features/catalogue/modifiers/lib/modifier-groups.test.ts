import type { ComponentGroup, ProductComponentGroup } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import { makeCatalogue } from '@/test/catalogue-fixtures';
import { draftFor, effectiveDefault, setupFromSaved, setupOf, withModifierOrder } from './modifier-groups';

const component = (id: number, price: number) => ({
  id,
  groupId: 1,
  name: `C${id}`,
  nameI18n: { values: { en: `C${id}` } },
  description: '',
  descriptionI18n: { values: {} },
  price,
  weight: 0,
  available: true,
  availableAgainAt: null,
  stock: null,
  order: 0,
  image: null,
  imagePath: null,
});

const group = (prices: number[]): ComponentGroup => ({
  id: 1,
  name: 'Sauces',
  nameI18n: { values: { en: 'Sauces' } },
  order: 0,
  displayMode: 'LIST',
  visible: true,
  vendorNotes: null,
  components: prices.map((price, i) => component(i + 1, price)),
  productCount: 0,
});

describe('a group setup draft', () => {
  it('starts from the defaults: maxCount 3 or fewer, nothing selected, no multiple choice', () => {
    expect(draftFor(group([1, 2]), undefined)).toMatchObject({
      required: false,
      multiSelection: false,
      maxCount: 2,
      defaultComponentId: 0,
      prices: { 1: 1, 2: 2 },
    });
    expect(draftFor(group([1, 2, 3, 4]), undefined).maxCount).toBe(3);
  });

  it('a required draft without a default shows the cheapest by this product`s prices', () => {
    const g = group([1, 2, 3]);
    const draft = { ...draftFor(g, undefined), required: true, prices: { 1: 5, 2: 2, 3: 3 } };
    expect(effectiveDefault(draft, g)).toBe(2);
    expect(effectiveDefault({ ...draft, required: false }, g)).toBe(0);
  });

  it('sends only the prices that differ from the components` own', () => {
    const g = group([1, 2]);
    const draft = { ...draftFor(g, undefined), prices: { 1: 1, 2: 2.5 } };
    expect(setupOf(draft, g)).toEqual({
      componentGroupID: 1,
      required: false,
      multiSelection: false,
      maxCount: 2,
      defaultComponentId: 0,
      components: [{ id: 2, price: 2.5 }],
    });
  });

  it('sends a saved setup back as it was', () => {
    const saved: ProductComponentGroup = {
      componentGroupID: 1,
      name: 'Sauces',
      required: true,
      multiSelection: true,
      maxCount: 2,
      maxComponentsCount: 2,
      defaultComponentId: 1,
      components: [{ id: 1, price: 1 }],
    };
    expect(setupFromSaved(saved)).toEqual({
      componentGroupID: 1,
      required: true,
      multiSelection: true,
      maxCount: 2,
      maxComponentsCount: 2,
      defaultComponentId: 1,
      components: [{ id: 1, price: 1 }],
    });
  });

  it('reorders a group`s components in the cached catalogue', () => {
    const catalogue = makeCatalogue({ componentGroups: [group([1, 2, 3])] });
    const moved = withModifierOrder(catalogue, 1, [3, 1, 2]);
    expect(moved.componentGroups[0]!.components.map((c) => [c.id, c.order])).toEqual([
      [3, 0],
      [1, 1],
      [2, 2],
    ]);
  });
});
