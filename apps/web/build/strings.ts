import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { STRING_PARTS, type StringPart } from '../../../packages/contract/src/first-screen.ts';
import { partOfSection } from '../src/i18n/string-parts.ts';

const PART_QUERY = /\.json\?part=(\w+)$/;

/**
 * `import('./en.json?part=board')`: the sections of a language file that make up one part
 * (src/i18n/string-parts.ts), as a module of its own. The translators keep one file per language.
 */
export function stringParts(): Plugin {
  return {
    name: 'larder-string-parts',
    enforce: 'pre',
    load(id) {
      const part = PART_QUERY.exec(id)?.[1];
      if (!part) return null;
      if (!(STRING_PARTS as readonly string[]).includes(part)) throw new Error(`Unknown string part: ${id}`);
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const picked = Object.fromEntries(
        Object.entries(strings).filter(([section]) => partOfSection(section) === (part as StringPart)),
      );
      return { code: `export default ${JSON.stringify(picked)};`, moduleType: 'js' };
    },
  };
}
