import { describe, expect, it } from 'vitest';
import {
  CreateComponentGroupRequest,
  CreateComponentRequest,
  canMultiSelect,
  cheapestComponentId,
  defaultMaxCount,
  groupSetupProblems,
  isGroupSelectable,
  isMaxCountOutOfRange,
  SetProductComponentGroupsRequest,
} from './components.ts';

describe('component group rules', () => {
  it('default maxCount is 3, or the component count when fewer', () => {
    expect([0, 1, 2, 3, 4, 10].map(defaultMaxCount)).toEqual([0, 1, 2, 3, 3, 3]);
  });

  it('multiple choice needs two components', () => {
    expect([0, 1, 2, 3].map(canMultiSelect)).toEqual([false, false, true, true]);
  });

  it.each([
    // maxCount, components, out of range
    [1, 1, false],
    [3, 3, false],
    [2, 3, false],
    [4, 3, true],
    [2, 1, true],
    [0, 3, true],
    [-1, 3, true],
    // Omitted: the default (3, or the component count when fewer) always fits.
    [undefined, 1, false],
    [undefined, 2, false],
    [undefined, 5, false],
    // A group without components is refused as EmptyComponentGroup, not InvalidMaxCount.
    [3, 0, false],
    [undefined, 0, false],
  ] as const)('maxCount %s of a group of %s components: out of range %s', (maxCount, n, expected) => {
    expect(isMaxCountOutOfRange(maxCount, n)).toBe(expected);
  });

  it('maxCount may reach the component count, not one more; the multiple-choice maximum is 1..count', () => {
    const setup = (maxCount: number, multiSelection = false, maxComponentsCount = 1) => ({
      maxCount,
      multiSelection,
      maxComponentsCount,
    });
    expect(groupSetupProblems(setup(3), 3)).toEqual([]);
    expect(groupSetupProblems(setup(4), 3)).toEqual(['maxCount']);
    expect(groupSetupProblems(setup(0), 3)).toEqual(['maxCount']);
    expect(groupSetupProblems(setup(3, true, 3), 3)).toEqual([]);
    expect(groupSetupProblems(setup(3, true, 1), 3)).toEqual([]);
    expect(groupSetupProblems(setup(3, true, 4), 3)).toEqual(['maxComponentsCount']);
    expect(groupSetupProblems(setup(1, true, 1), 1)).toEqual(['multiSelection']);
  });

  it('a required group defaults to its cheapest component, the first of equals', () => {
    expect(
      cheapestComponentId([
        { id: 1, price: 2 },
        { id: 2, price: 0.5 },
        { id: 3, price: 0.5 },
      ]),
    ).toBe(2);
    expect(cheapestComponentId([])).toBeNull();
  });

  it('a group is selectable only with an available component', () => {
    expect(isGroupSelectable([])).toBe(false);
    expect(isGroupSelectable([{ available: false }])).toBe(false);
    expect(isGroupSelectable([{ available: false }, { available: true }])).toBe(true);
  });
});

describe('component requests', () => {
  it('a new group is LIST unless asked; names refuse NUL', () => {
    expect(CreateComponentGroupRequest.parse({ name: { values: { en: 'Sauces' } } }).displayMode).toBe(
      'LIST',
    );
    expect(CreateComponentGroupRequest.safeParse({ name: { values: { en: 'Sau\u0000ces' } } }).success).toBe(
      false,
    );
  });

  it('component prices are 0..9 999 999', () => {
    const parse = (price: number) =>
      CreateComponentRequest.safeParse({ name: { values: { en: 'X' } }, price });
    expect(parse(0).success).toBe(true);
    expect(parse(9_999_999).success).toBe(true);
    expect(parse(10_000_000).success).toBe(false);
    expect(parse(-0.01).success).toBe(false);
  });

  it('a product lists each group once, each component price once', () => {
    expect(
      SetProductComponentGroupsRequest.safeParse([{ componentGroupID: 1 }, { componentGroupID: 1 }]).success,
    ).toBe(false);
    expect(
      SetProductComponentGroupsRequest.safeParse([
        {
          componentGroupID: 1,
          components: [
            { id: 5, price: 1 },
            { id: 5, price: 2 },
          ],
        },
      ]).success,
    ).toBe(false);
    expect(SetProductComponentGroupsRequest.parse([{ componentGroupID: 1 }])).toEqual([
      { componentGroupID: 1, required: false, multiSelection: false, components: [] },
    ]);
  });
});
