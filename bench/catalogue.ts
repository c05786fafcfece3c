/**
 * npm run bench:catalogue — a big catalogue (50 sections × 40 products × 10 tags, built through the
 * API: the sections one by one, the products and their tags in one menu import): throughput of GET the full catalogue against the hello-world route of the same server and a
 * bare Fastify's hello (no plugins; the compressed catalogue ≥ 0.20 of it), the server logging at
 * info as it ships (BENCH_LOG_LEVEL changes it), the size of that answer raw and gzipped, and what the catalogue page costs in Chromium — navigation
 * start to the first product tile on screen (median of 5 loads, cold and warm cache), a search as you
 * type across the 2 000 products, and a switch of section. Prints figures; asserts nothing.
 *
 * Needs the built SPA (npm run build). BENCH_DURATION, BENCH_CONNECTIONS, BENCH_SECTIONS,
 * BENCH_PRODUCTS and BENCH_TAGS override the defaults; DATABASE_URL runs it on that PostgreSQL instead of PGlite.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  type Catalogue,
  MENU_SPREADSHEET_BOOLEAN,
  MENU_SPREADSHEET_SHEETS,
  MENU_SPREADSHEET_TAG_SEPARATOR,
  type MenuImportPreview,
  menuSpreadsheetHeader,
  type TagGroup,
} from '@larder/contract';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../tools/test-support/browser.ts';
import { freshPostgresDatabase, startServer } from '../tools/test-support/server.ts';
import {
  BENCH_LOG_LEVEL,
  BENCH_SERVER_ENV,
  menuSpreadsheetUpload,
  percentile,
  pool,
  signInOwner,
  vendorApi,
} from './lib/larder.ts';
import {
  aroundHello,
  bareCeiling,
  CONNECTIONS,
  DURATION_S,
  load,
  printThroughput,
} from './lib/throughput.ts';

const SECTIONS = Number(process.env.BENCH_SECTIONS ?? 50);
const PRODUCTS_PER_SECTION = Number(process.env.BENCH_PRODUCTS ?? 40);
const TAGS_PER_PRODUCT = Number(process.env.BENCH_TAGS ?? 10);
const PAGE_LOADS = 5;
const GZIP_BUDGET_BYTES = 1024 * 1024;
const TARGET_RATIO = 0.2;
/** The compressed catalogue against a bare Fastify's hello: what the app's whole pipeline leaves of it. */
const BARE_TARGET_RATIO = 0.2;

const distIndex = path.resolve(import.meta.dirname, '../apps/web/dist/index.html');
if (!fs.existsSync(distIndex)) {
  console.error('The SPA is not built: run `npm run build` first.');
  process.exit(1);
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Sections, products (named in en and ru, priced, described, visible) and tags, through the API. */
async function seed(call: ReturnType<typeof vendorApi>, accountId: number) {
  const started = performance.now();
  const catalogue = `accounts/${accountId}/catalogue`;
  const languages = await call<{ code: string }[]>('GET', `${catalogue}/languages`);
  if (!languages.some((language) => language.code === 'ru')) {
    await call('POST', `${catalogue}/languages`, { code: 'ru' });
  }
  const tagNames = (await call<TagGroup[]>('GET', 'tag_groups')).flatMap((group) =>
    group.tags.map((tag) => tag.name),
  );
  if (tagNames.length < TAGS_PER_PRODUCT) throw new Error(`only ${tagNames.length} tags to choose from`);

  const sectionNames = Array.from({ length: SECTIONS }, (_, s) => `Section ${s + 1} — house specials`);
  // Sections take the account lock: a few at a time is as fast as it gets.
  await pool(SECTIONS, 4, async (s) => {
    await call('POST', `${catalogue}/sections`, {
      name: { values: { en: sectionNames[s], ru: `Раздел ${s + 1} — фирменное` } },
      imageOrientation: s % 3 === 2 ? 'VERTICAL' : 'HORIZONTAL',
      cookingTime: 20,
      visible: true,
    });
  });
  const sectionsDone = performance.now();

  // The products and their tags in one file through the menu import, as an owner moving a big menu
  // in would: one product at a time through the API took minutes on PGlite.
  const file = await productsFile(sectionNames, tagNames);
  const preview = await call<MenuImportPreview>('POST', `${catalogue}/import`, menuSpreadsheetUpload(file));
  if (preview.errors.length > 0)
    throw new Error(`seed refused: ${JSON.stringify(preview.errors.slice(0, 3))}`);
  await call('POST', `${catalogue}/import/${preview.previewId}/apply`);
  return {
    sections: (sectionsDone - started) / 1000,
    products: (performance.now() - sectionsDone) / 1000,
    requests: SECTIONS + 2,
  };
}

/** Every product of the big catalogue as a row of the menu import: names, description, price, tags. */
async function productsFile(sectionNames: string[], tagNames: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(MENU_SPREADSHEET_SHEETS.menu);
  sheet.addRow([
    menuSpreadsheetHeader('id'),
    menuSpreadsheetHeader('section'),
    ...['en', 'ru'].map((language) => menuSpreadsheetHeader('name', language)),
    ...['en', 'ru'].map((language) => menuSpreadsheetHeader('description', language)),
    menuSpreadsheetHeader('price'),
    menuSpreadsheetHeader('weight'),
    menuSpreadsheetHeader('visible'),
    menuSpreadsheetHeader('tags'),
  ]);
  for (let s = 0; s < SECTIONS; s++) {
    for (let p = 0; p < PRODUCTS_PER_SECTION; p++) {
      const i = s * PRODUCTS_PER_SECTION + p;
      const tags = Array.from({ length: TAGS_PER_PRODUCT }, (_, k) => tagNames[(i + k) % tagNames.length]);
      sheet.addRow([
        null,
        sectionNames[s],
        `Dish ${s + 1}.${p + 1} with seasonal greens`,
        `Блюдо ${s + 1}.${p + 1} с зеленью`,
        'Slow-cooked, served warm with bread of the day and a side of pickled vegetables.',
        'Томлёное, подаётся тёплым с хлебом дня и маринованными овощами.',
        5 + (i % 40) + 0.5,
        150 + (i % 20) * 10,
        MENU_SPREADSHEET_BOOLEAN.yes,
        tags.join(MENU_SPREADSHEET_TAG_SEPARATOR),
      ]);
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// The browser-side code is plain text: tsx (esbuild keepNames) would wrap functions passed to the
// page in a `__name` helper that does not exist there.

/** Takes the time at the first animation frame after a product tile was inserted. */
const FIRST_TILE_WATCH = `
  new MutationObserver(function (_records, observer) {
    if (!document.querySelector('[data-testid^="product-tile-"]')) return;
    observer.disconnect();
    requestAnimationFrame(function () { window.firstTileAt = performance.now(); });
  }).observe(document, { childList: true, subtree: true });`;

/** Types each query into the search box; for each, the time until the next frame shows its answer. */
/** A promise, in the page, of the moment it is idle: what a render left for later is done by then. */
const SETTLED = 'new Promise(function (r) { requestIdleCallback(r, { timeout: 1000 }); })';

const TYPE_QUERIES = (queries: string[]) => `(async function () {
  var input = document.querySelector('[data-testid="catalog-search"]');
  var setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  var answer = '[data-testid="catalog-search-count"], [data-testid="catalog-search-empty"]';
  var timings = [];
  for (var query of ${JSON.stringify(queries)}) {
    // Each key on a settled page, as a person types.
    await ${SETTLED};
    var start = performance.now();
    setValue.call(input, query);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // The results carry the query they answer (the search follows the input a render later).
    var shown = query === '' ? '[data-testid="product-grid"]' : '[data-query="' + CSS.escape(query) + '"]';
    while (!document.querySelector(shown)) await new Promise(function (r) { setTimeout(r, 0); });
    await new Promise(function (r) { requestAnimationFrame(r); });
    var found = document.querySelector(answer);
    timings.push({ query: query, ms: performance.now() - start, found: found ? found.textContent : 'the section again' });
  }
  return timings;
})()`;

/** Clicks a section; the time until the next frame shows its products. */
const SWITCH_SECTION = (sectionId: number) => `(async function () {
  await ${SETTLED};
  var start = performance.now();
  document.querySelector('[data-testid="section-trigger-${sectionId}"]').click();
  while ((document.querySelector('[data-testid="product-grid"]') || {}).dataset?.section !== '${sectionId}')
    await new Promise(function (r) { setTimeout(r, 0); });
  await new Promise(function (r) { requestAnimationFrame(r); });
  return performance.now() - start;
})()`;

interface PageLoad {
  /** Navigation start → the first product tile on screen. */
  firstTile: number;
  /**
   * Navigation start → the catalogue asked for (after the app, the user and the params loaded);
   * undefined when it came in the page (the server rendered the first screen for a known device).
   */
  asked?: number;
  /** Navigation start → the catalogue's answer fully received; undefined as `asked`. */
  catalogue?: number;
}

/** Milliseconds from navigation start to the first product tile on screen, and to the catalogue's answer. */
async function timeToFirstTile(context: BrowserContext, url: string): Promise<PageLoad> {
  const page = await context.newPage();
  await page.addInitScript(FIRST_TILE_WATCH);
  await page.goto(url);
  try {
    await page.waitForFunction('window.firstTileAt !== undefined', null, { timeout: 60_000 });
  } catch (error) {
    throw new Error(`no product tile at ${page.url()}: ${(error as Error).message}`);
  }
  const load = await page.evaluate<PageLoad>(`({
    firstTile: window.firstTileAt,
    asked: (performance.getEntriesByType('resource')
      .filter(function (entry) { return entry.name.includes('/catalogue/catalogue'); })[0] || {}).startTime,
    catalogue: (performance.getEntriesByType('resource')
      .filter(function (entry) { return entry.name.includes('/catalogue/catalogue'); })[0] || {}).responseEnd,
  })`);
  await page.close();
  return load;
}

async function browserFigures(
  browser: Browser,
  base: string,
  cookie: string,
  vendorId: number,
  [sectionId, otherSectionId]: [number, number],
) {
  const [name, value] = cookie.split('=') as [string, string];
  const host = new URL(base).hostname;
  const newContext = async () => {
    // The page's CSP forbids eval; the bench's probes are evaluated strings.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    await context.addCookies([{ name, value, domain: host, path: '/' }]);
    return context;
  };
  const url = `${base}/vendor/${vendorId}/catalog`;

  const cold: PageLoad[] = [];
  for (let i = 0; i < PAGE_LOADS; i += 1) {
    const context = await newContext();
    cold.push(await timeToFirstTile(context, url));
    await context.close();
  }
  const context = await newContext();
  await timeToFirstTile(context, url);
  const warm: PageLoad[] = [];
  for (let i = 0; i < PAGE_LOADS; i += 1) warm.push(await timeToFirstTile(context, url));

  const page = await context.newPage();
  await page.goto(url);
  await page.getByTestId('product-grid').waitFor();
  // The grid shows first as the server's markup: typing before the app holds the search box would
  // wait for answers that never come.
  await page.waitForFunction(
    `Object.keys(document.querySelector('[data-testid="catalog-search"]') || {}).some(function (key) { return key.startsWith('__reactFiber$'); })`,
    null,
    { timeout: 60_000 },
  );
  const typed = await page.evaluate<{ query: string; ms: number; found: string }[]>(
    TYPE_QUERIES(['d', 'dish 1', 'dish 12.3', 'блюдо 7', 'nothing like it', '']),
  );
  // Back and forth between two sections: the median of the switches.
  const switches: number[] = [];
  for (let i = 0; i < PAGE_LOADS; i += 1) {
    switches.push(await page.evaluate<number>(SWITCH_SECTION(sectionId)));
    switches.push(await page.evaluate<number>(SWITCH_SECTION(otherSectionId)));
  }
  const switchMs = median(switches);
  await page.evaluate(SETTLED);
  const tiles = await page.locator('[data-testid^="product-tile-"]').count();
  await context.close();
  return { cold, warm, typed, switchMs, tiles };
}

const databaseUrl = process.env.DATABASE_URL
  ? await freshPostgresDatabase(process.env.DATABASE_URL, 'larder_bench_catalogue')
  : undefined;
const server = await startServer({
  databaseUrl,
  env: { ...BENCH_SERVER_ENV, LOG_LEVEL: BENCH_LOG_LEVEL },
  logToFile: true,
});
const browser = await launchBrowser();
try {
  const { cookie, accountId, vendorId } = await signInOwner(server.url);
  const call = vendorApi(server.url, cookie);
  const seeding = await seed(call, accountId);

  const catalogueUrl = `${server.url}/api/vendor/accounts/${accountId}/catalogue/catalogue`;
  const res = await fetch(catalogueUrl, { headers: { cookie } });
  const body = await res.text();
  const catalogue = JSON.parse(body) as Catalogue;
  const products = catalogue.sections.reduce((sum, section) => sum + section.products.length, 0);
  const tags = catalogue.sections.reduce(
    (sum, section) => sum + section.products.reduce((n, product) => n + product.tags.length, 0),
    0,
  );
  const rawBytes = Buffer.byteLength(body);
  const gzipBytes = gzipSync(body).byteLength;
  const lastSection = catalogue.sections[catalogue.sections.length - 1]!.id;
  const middleSection = catalogue.sections[Math.floor(catalogue.sections.length / 2)]!.id;

  // One request at a time: what a single page load waits for.
  const alone: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const start = performance.now();
    await (await fetch(catalogueUrl, { headers: { cookie } })).arrayBuffer();
    alone.push(performance.now() - start);
  }

  const etag = res.headers.get('etag');
  const [hello, { full, revalidated }] = await aroundHello(server.url, async (seconds) => ({
    full: await load(catalogueUrl, { cookie, 'accept-encoding': 'gzip, deflate, br' }, seconds),
    // As a browser revalidates the catalogue it holds: a 304 without a body.
    revalidated: etag ? await load(catalogueUrl, { cookie, 'if-none-match': etag }, seconds) : undefined,
  }));

  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\nbench:catalogue — ${database}; ${catalogue.sections.length} sections, ${products} products, ${tags} product tags`,
  );
  console.log(
    `seeded through the API in ${(seeding.sections + seeding.products).toFixed(1)} s (${seeding.requests} requests): sections ${seeding.sections.toFixed(1)} s, products and their tags through the menu import ${seeding.products.toFixed(1)} s\n`,
  );
  console.log(`${CONNECTIONS} connections, ${DURATION_S} s per route, server LOG_LEVEL=${BENCH_LOG_LEVEL}`);
  const bound = await bareCeiling(body);
  printThroughput(database, hello, [
    {
      route: 'GET …/catalogue/catalogue (compressed)',
      figures: full,
      target: TARGET_RATIO,
      bareTarget: BARE_TARGET_RATIO,
    },
    ...(revalidated
      ? [{ route: 'GET …/catalogue/catalogue (If-None-Match → 304)', figures: revalidated }]
      : []),
  ]);
  console.log(
    `ceiling: the same catalogue from memory, bare Fastify (hello ${bound.hello.reqPerSec.toFixed(0)} req/s): ${(rawBytes / 1024).toFixed(0)} KB as is ${bound.list.reqPerSec.toFixed(0)} req/s; ${bound.brotliKb.toFixed(0)} KB brotli ${bound.compressed.reqPerSec.toFixed(0)} req/s, ratio ${(bound.compressed.reqPerSec / bound.hello.reqPerSec).toFixed(3)} (the compressed row above ÷ this: ${(full.reqPerSec / bound.compressed.reqPerSec).toFixed(3)})`,
  );
  console.log(
    `one request at a time: median ${median(alone).toFixed(0)} ms  [${alone.map((v) => v.toFixed(0)).join(', ')}]`,
  );
  console.log(
    `payload: ${(rawBytes / 1024).toFixed(0)} KB raw, ${(gzipBytes / 1024).toFixed(0)} KB gzip (budget < ${GZIP_BUDGET_BYTES / 1024} KB gzip: ${gzipBytes < GZIP_BUDGET_BYTES ? 'within' : 'OVER'}); content-encoding of the answer to a gzip-accepting client: ${res.headers.get('content-encoding') ?? 'none'})\n`,
  );
  // The throughput is printed first: the browser part below takes a while and may fail on its own.
  const page = await browserFigures(browser, server.url, cookie, vendorId, [lastSection, middleSection]);
  const ms = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
  console.log(
    `Chromium, 1280×800: navigation start → first product tile on screen (${PAGE_LOADS} loads each)`,
  );
  for (const [label, loads] of [
    ['cold cache', page.cold],
    ['warm cache', page.warm],
  ] as const) {
    const tiles = loads.map((l) => l.firstTile);
    const fetched = loads.filter((l) => l.asked !== undefined && l.catalogue !== undefined);
    const inPage = loads.length - fetched.length;
    const requests = fetched.length
      ? `catalogue asked at ${median(fetched.map((l) => l.asked!)).toFixed(0)} ms, answer in at ${median(fetched.map((l) => l.catalogue!)).toFixed(0)} ms (medians of ${fetched.length})`
      : '';
    const rendered = inPage ? `${inPage} with the catalogue in the server-rendered page` : '';
    console.log(
      `  ${label}: median ${median(tiles).toFixed(0)} ms  [${ms(tiles)}]; ${[requests, rendered].filter(Boolean).join('; ')}`,
    );
  }
  console.log('search as you type (input → next frame with the first results; each key on a settled page):');
  for (const { query, ms: time, found } of page.typed) {
    console.log(`  ${JSON.stringify(query).padEnd(18)} ${time.toFixed(0).padStart(5)} ms  ${found}`);
  }
  console.log(
    `switch to another section: median ${page.switchMs.toFixed(0)} ms of ${2 * PAGE_LOADS} switches (${page.tiles} tiles)\n`,
  );
} finally {
  await browser.close();
  await server.stop();
}
