import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_USERS } from '@larder/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { openPage, signInThroughForm } from './support/session.ts';

/** Vite's record of the build: which chunk each entry and lazily loaded module went to. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
const manifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../apps/web/dist/.vite/manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

/** The files a chunk loads before it runs: itself and its static imports, transitively. */
function staticFiles(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]!;
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticFiles(imported, seen);
  return seen;
}

const PAGES = ['auth', 'orders', 'catalogue', 'statistics', 'archive', 'employees', 'account'];
const pageModule = (page: string) => `src/features/${page}/routes/${page}-page.tsx`;

describe('the build', () => {
  it('loads every page only when it is opened: none is in the first chunk', () => {
    const first = staticFiles('index.html');
    for (const page of PAGES) {
      const chunk = manifest[pageModule(page)];
      expect(chunk?.isDynamicEntry, page).toBe(true);
      expect(first.has(chunk!.file), page).toBe(false);
    }
  });

  it('keeps the statistics charts and the address map out of the orders board', () => {
    const ordersBoard = staticFiles(pageModule('orders'));
    for (const heavy of [
      'src/features/statistics/components/statistics-charts.tsx',
      'src/features/account/components/address-map.tsx',
    ]) {
      expect(manifest[heavy]?.isDynamicEntry, heavy).toBe(true);
      expect(ordersBoard.has(manifest[heavy]!.file), heavy).toBe(false);
    }
  });

  it('keeps each UI language in its own chunk', () => {
    const first = staticFiles('index.html');
    for (const language of ['en', 'ru']) {
      const chunk = manifest[`src/i18n/${language}.json`];
      expect(chunk?.isDynamicEntry, language).toBe(true);
      expect(first.has(chunk!.file), language).toBe(false);
    }
  });
});

describe('a first visit in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('gets every script and stylesheet compressed, and no other language than its own', async () => {
    const { context, page } = await openPage(browser);
    const assets: { url: string; encoding: string | undefined }[] = [];
    page.on('response', (response) => {
      if (/\/assets\/.+\.(js|css)$/.test(response.url())) {
        assets.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
      }
    });
    await signInThroughForm(page, server.url, DEMO_USERS.owner);
    await page.getByRole('heading', { level: 1, name: 'Active orders' }).waitFor();

    expect(assets.some((asset) => asset.url.endsWith('.js'))).toBe(true);
    expect(assets.some((asset) => asset.url.endsWith('.css'))).toBe(true);
    for (const asset of assets) expect(['br', 'gzip'], asset.url).toContain(asset.encoding);
    const russian = manifest['src/i18n/ru.json']!.file;
    expect(assets.map((asset) => asset.url).filter((url) => url.endsWith(russian))).toEqual([]);
    await context.close();
  });
});
