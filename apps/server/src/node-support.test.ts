import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The supported Node versions are said in three places that must agree: package.json's engines,
 * the README, and CI (.ci/run), which runs Node 20. The dependencies that declare a newer Node
 * (npm warns EBADENGINE about them on Node 20) are named in the README, which says the suite passes
 * on Node 20 all the same.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Whether an engines range lets in Node 20.19 (the forms the lock file holds). */
function acceptsNode20(range: string): boolean {
  return range.split('||').some((alternative) => {
    const part = alternative.trim();
    if (part === '' || part === '*' || part === 'x') return true;
    const atLeast = /^>=\s*v?(\d+)(?:\.(\d+))?/.exec(part);
    if (atLeast)
      return Number(atLeast[1]) < 20 || (Number(atLeast[1]) === 20 && Number(atLeast[2] ?? 0) <= 19);
    const major = /^[\^~]?v?(\d+)/.exec(part);
    return major !== null && Number(major[1]) === 20;
  });
}

describe('supported Node versions', () => {
  const engines = JSON.parse(read('package.json')).engines.node as string;
  const readme = read('README.md');

  it('package.json, the README and CI say the same: Node 20.19 or newer, CI on Node 20', () => {
    expect(engines).toBe('>=20.19');
    expect(readme).toContain('Node 20.19 or newer');
    expect(read('.ci/run')).toMatch(/Node 20\b/);
    expect(acceptsNode20(engines)).toBe(true);
  });

  it('the README names every installed dependency that declares a newer Node than 20', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { engines?: { node?: string } | string[]; dev?: boolean }>;
    };
    const newer = Object.entries(lock.packages)
      .filter(([, meta]) => {
        const node = Array.isArray(meta.engines) ? undefined : meta.engines?.node;
        return node !== undefined && !acceptsNode20(node);
      })
      .map(([key]) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(newer.length).toBeGreaterThan(0);
    const section = readme.slice(readme.indexOf('## Node versions'));
    for (const name of new Set(newer)) expect(section, name).toContain(`\`${name}\``);
  });
});
