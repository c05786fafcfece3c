import { describe, expect, it } from 'vitest';
import en from './en.json';
import ru from './ru.json';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

const base = (list: string[]) => new Set(list.map((key) => key.replace(PLURAL_SUFFIX, '')));

describe('UI translations', () => {
  it('has every English string in Russian and nothing extra', () => {
    expect([...base(keys(ru))].sort()).toEqual([...base(keys(en))].sort());
  });

  it('has no empty strings', () => {
    const empty = (tree: unknown) =>
      keys(tree).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        return typeof value !== 'string' || value.trim() === '';
      });
    expect(empty(en)).toEqual([]);
    expect(empty(ru)).toEqual([]);
  });
});
