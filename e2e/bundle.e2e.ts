import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_USERS, type PageChunks, STRING_PARTS, VIEWPORT_COOKIE } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import { openPage, signInThroughForm } from './support/session.ts';
import { serverAndBrowser } from './support/setup.ts';

/** Vite's record of the build: which chunk each entry and lazily loaded module went to. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  dynamicImports?: string[];
}
const manifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../apps/web/dist/.vite/manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

const assets = path.resolve(import.meta.dirname, '../apps/web/dist');
const code = (file: string) => readFileSync(path.join(assets, file), 'utf8');

/** The files a chunk loads before it runs: itself and its static imports, transitively. */
function staticFiles(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]!;
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticFiles(imported, seen);
  return seen;
}

/**
 * What a first visit loads before its page runs: the scripts index.html names (its entry and the
 * chunks it preloads, which the entry starts at once) and their static imports.
 */
function firstLoad(): Set<string> {
  const html = readFileSync(path.join(assets, 'index.html'), 'utf8');
  const named = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    ([, file]) => file!,
  );
  expect(named.length).toBeGreaterThan(1);
  const files = new Set<string>();
  for (const file of named) staticFiles(keyOf(file), files);
  return files;
}

/** Every chunk file of the build. */
const allFiles = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) =>
  file.endsWith('.js'),
);
/** The chunk holding a piece of code, found by a string only that code contains. */
const fileWith = (marker: string) => {
  const files = allFiles.filter((file) => code(file).includes(marker));
  expect(files, marker).toHaveLength(1);
  return files[0]!;
};
/** Each named piece of code (found by its marker) is in the build, and in none of `files`. */
function expectNoneIn(files: Set<string>, markers: Record<string, string>) {
  for (const [name, marker] of Object.entries(markers)) {
    const holding = allFiles.filter((file) => code(file).includes(marker));
    expect(holding.length, name).toBeGreaterThan(0);
    for (const file of holding) expect(files.has(file), `${name} in ${file}`).toBe(false);
  }
}
/** The chunk key of a file, to follow its imports. */
const keyOf = (file: string) => Object.keys(manifest).find((key) => manifest[key]!.file === file)!;

/** Strings that only each page's own code contains (test ids it renders). */
const PAGE_MARKERS = {
  'sign-in page': 'sign-in-submit',
  'orders board': 'orders-no-results',
  catalogue: 'add-existing-product',
  statistics: 'stats-presets',
  archive: 'archive-export-open',
  employees: 'employee-list',
  account: 'account-establishment',
};

/**
 * The page a visit most likely starts on: it comes with the shell (build/chunks.ts). The sign-in
 * page is a chunk of its own, which the server preloads for a visitor without a session.
 */
const FIRST_PAGES = ['orders board'];

describe('the build', () => {
  it('loads with a first visit the orders board, and every other page only when it is opened', () => {
    const first = firstLoad();
    for (const [page, marker] of Object.entries(PAGE_MARKERS)) {
      const files = allFiles.filter((file) => code(file).includes(marker));
      expect(files.length, page).toBeGreaterThan(0);
      const inFirstLoad = FIRST_PAGES.includes(page);
      for (const file of files) expect(first.has(file), `${page} in ${file}`).toBe(inFirstLoad);
    }
  });

  it('keeps the charts, the map, the cropper, drag-and-drop and the date picker out of the orders board', () => {
    const board = staticFiles(keyOf(fileWith('orders-no-results')));
    const first = firstLoad();
    const heavy = {
      charts: 'u-cursor-pt',
      map: 'leaflet-container',
      cropper: 'reactEasyCrop_Container',
      'drag-and-drop': 'DndDescribedBy',
      'date picker': '@mantine/dates/DatePicker',
    };
    expectNoneIn(board, heavy);
    expectNoneIn(first, heavy);
  });

  it('keeps what floats over the board — menus, dialogs, notices — out of the first load', () => {
    const first = firstLoad();
    const overlays = {
      menu: '@mantine/core/Menu',
      popover: '@mantine/core/Popover',
      modal: '@mantine/core/ModalRoot',
      notifications: '@mantine/notifications/Notifications',
      'decline dialog': 'confirm-decline',
      'hand-over dialogs': 'take-away-code-form',
    };
    expectNoneIn(first, overlays);
  });

  it("keeps zod out of the first load: the pages that parse with the contract's schemas bring it", () => {
    const zod = fileWith('`ZodObject`');
    expect(firstLoad().has(zod)).toBe(false);
    // The orders board checks its live messages with the schemas once the socket starts.
    const parsers = manifest['src/features/orders/lib/live-message-parsers.ts'];
    expect(parsers?.isDynamicEntry).toBe(true);
    expect(staticFiles(keyOf(parsers!.file)).has(zod)).toBe(true);
  });

  it("keeps zod out of the sign-in page: its forms' schemas come once it shows, without any vendor page", () => {
    const zod = fileWith('`ZodObject`');
    const signInKey = keyOf(fileWith(PAGE_MARKERS['sign-in page']));
    expect(staticFiles(signInKey).has(zod)).toBe(false);
    const schemas = manifest[signInKey]!.dynamicImports ?? [];
    expect(schemas.length).toBeGreaterThan(0);
    const withSchemas = new Set<string>();
    for (const key of schemas) staticFiles(key, withSchemas);
    expect(withSchemas.has(zod)).toBe(true);
    // Besides what a first visit loads already (the orders board among it).
    const first = firstLoad();
    const { 'sign-in page': _, ...vendorPages } = PAGE_MARKERS;
    expectNoneIn(new Set([...withSchemas].filter((file) => !first.has(file))), vendorPages);
  });

  it("keeps each UI language's two parts, the board's and the rest, in chunks of their own", () => {
    const first = firstLoad();
    const files = new Set<string>();
    for (const language of ['en', 'ru']) {
      for (const part of STRING_PARTS) {
        const chunk = manifest[`src/i18n/${language}.json?part=${part}`];
        expect(chunk?.isDynamicEntry, `${language} ${part}`).toBe(true);
        expect(first.has(chunk!.file), `${language} ${part}`).toBe(false);
        files.add(chunk!.file);
      }
    }
    expect(files.size).toBe(4);
  });
});

describe('a first visit in the browser', () => {
  const e2e = serverAndBrowser();

  it('gets every script and stylesheet compressed, and no other language than its own', async () => {
    const { context, page } = await openPage(e2e.browser);
    const assets: { url: string; encoding: string | undefined }[] = [];
    page.on('response', (response) => {
      if (/\/assets\/.+\.(js|css)$/.test(response.url())) {
        assets.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
      }
    });
    await signInThroughForm(page, e2e.server.url, DEMO_USERS.owner);
    await page.getByRole('heading', { level: 1, name: 'Active orders' }).waitFor();

    expect(assets.some((asset) => asset.url.endsWith('.js'))).toBe(true);
    expect(assets.some((asset) => asset.url.endsWith('.css'))).toBe(true);
    for (const asset of assets) expect(['br', 'gzip'], asset.url).toContain(asset.encoding);
    const russian = STRING_PARTS.map((part) => manifest[`src/i18n/ru.json?part=${part}`]!.file);
    expect(assets.filter((asset) => russian.some((file) => asset.url.endsWith(file)))).toEqual([]);
    // The board shows with its own strings; the rest come by themselves once the app is idle.
    const rest = manifest['src/i18n/en.json?part=rest']!.file;
    await expect.poll(() => assets.some((asset) => asset.url.endsWith(rest))).toBe(true);
    await context.close();
  });

  it("asks for the first screen's data and page code with the page itself, each once, on a page the server renders no first screen of", async () => {
    const signingIn = await openPage(e2e.browser);
    await signInThroughForm(signingIn.page, e2e.server.url, DEMO_USERS.owner);
    const vendorId = /\/vendor\/(\d+)\//.exec(signingIn.page.url())![1];
    // A visit with the session and nothing else: the signed-in page may have cached the page's
    // code already (it preloads the next pages when idle). The server renders no first screen of
    // the employees page: the page names what its first screen needs instead.
    const { cookies, origins } = await signingIn.context.storageState();
    const context = await e2e.browser.newContext({
      storageState: { cookies: cookies.filter((cookie) => cookie.name !== VIEWPORT_COOKIE), origins },
    });
    await signingIn.context.close();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests: { path: string; initiator: string }[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      requests.push({ path: new URL(event.request.url).pathname, initiator: event.initiator.type });
    });
    await page.goto(`${e2e.server.url}/vendor/${vendorId}/employees`);
    await page.getByTestId(PAGE_MARKERS.employees).waitFor();
    // Until the first screen is there: the live connection reloads the user when it opens.
    const untilShown = [...requests];

    const pageChunks = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../apps/web/dist/page-chunks.json'), 'utf8'),
    ) as PageChunks;
    const employeesCode = pageChunks.employees!.scripts;
    expect(employeesCode.some((file) => code(file.slice(1)).includes(PAGE_MARKERS.employees))).toBe(true);
    const firstScreen = ['/api/vendor/users/me', '/api/vendor/params', ...employeesCode];
    // Named by index.html (the parser asked), not found by the app once it ran.
    const fromHtml = untilShown.filter((request) => request.initiator === 'parser').map((r) => r.path);
    expect(fromHtml).toEqual(expect.arrayContaining(firstScreen));
    // The app took the preloaded answers rather than asking again. (Not told by the user's: the
    // live connection reloads it when it opens, which may come first.)
    for (const path of fromHtml.filter((p) => p.startsWith('/api/') && p !== '/api/vendor/users/me')) {
      expect(
        untilShown.filter((request) => request.path === path).map((r) => r.initiator),
        path,
      ).toEqual(['parser']);
    }
    await context.close();
  });
});
