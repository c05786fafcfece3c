import { describe, expect, it } from 'vitest';
import { type PickGroup, searchItems, selectionChanges, toggleSelection } from './selection';

describe('selection', () => {
  it('toggles an item, never past the limit', () => {
    expect(toggleSelection([1, 2], 3, 3)).toEqual([1, 2, 3]);
    expect(toggleSelection([1, 2, 3], 4, 3)).toEqual([1, 2, 3]);
    expect(toggleSelection([1, 2, 3], 2, 3)).toEqual([1, 3]);
  });

  it('removes before it adds', () => {
    expect(selectionChanges([1, 2, 3], [3, 4])).toEqual({ remove: [1, 2], add: [4] });
    expect(selectionChanges([1], [1])).toEqual({ remove: [], add: [] });
  });

  it('searches names by every word, ignoring case and accents', () => {
    const groups: PickGroup[] = [
      {
        id: 1,
        name: 'Diet',
        items: [
          { id: 1, name: 'Végétarien', groupId: 1 },
          { id: 2, name: 'Vegan', groupId: 1 },
        ],
      },
      { id: 2, name: 'Taste', items: [{ id: 3, name: 'Very spicy', groupId: 2 }] },
    ];
    expect(searchItems(groups, 'vege').map((item) => item.id)).toEqual([1]);
    expect(searchItems(groups, 'VE').map((item) => item.id)).toEqual([1, 2, 3]);
    expect(searchItems(groups, 'spicy very').map((item) => item.id)).toEqual([3]);
    expect(searchItems(groups, '  ')).toEqual([]);
  });
});
