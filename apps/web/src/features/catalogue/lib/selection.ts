/**
 * The catalogue categories and product tags picker (docs/product.md#section-groups-categories-and-tags):
 * groups of items, at most N chosen.
 */
import { foldText } from './catalogue';

export interface PickItem {
  id: number;
  name: string;
  groupId: number;
}

export interface PickGroup {
  id: number;
  name: string;
  items: PickItem[];
}

/** `selected` with `id` switched: removed when chosen, added when not and the limit allows it. */
export function toggleSelection(selected: readonly number[], id: number, limit: number): number[] {
  if (selected.includes(id)) return selected.filter((current) => current !== id);
  return selected.length >= limit ? [...selected] : [...selected, id];
}

/** What a save must do: remove what was unchosen (first, to free places), then add the new ones. */
export function selectionChanges(
  stored: readonly number[],
  selected: readonly number[],
): { add: number[]; remove: number[] } {
  return {
    remove: stored.filter((id) => !selected.includes(id)),
    add: selected.filter((id) => !stored.includes(id)),
  };
}

/** Items whose name contains every word of the query (accents and case ignored); [] for a blank query. */
export function searchItems(groups: readonly PickGroup[], query: string, limit = 12): PickItem[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found: PickItem[] = [];
  for (const group of groups) {
    for (const item of group.items) {
      const name = foldText(item.name);
      if (words.every((word) => name.includes(word))) found.push(item);
      if (found.length >= limit) return found;
    }
  }
  return found;
}
