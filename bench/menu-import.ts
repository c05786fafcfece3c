/**
 * npm run bench:menu-import — the menu as a spreadsheet at 2,000 products (20 sections, names and
 * descriptions in English and Russian): the preview of a file that changes 500 rows (a price each,
 * every fifth a Russian name too), then its apply, with the server's RSS sampled from the upload
 * to the end of the apply. The baseline is the same account's export.xlsx, measured in the same
 * run: preview and apply are printed as its multiples as well as against their goals (preview
 * ≤ 5 s, apply ≤ 10 s, RSS growth ≤ 100 MB). The catalogue is seeded through the import itself (a
 * file of 2,000 rows without an ID). Asserts nothing. On PGlite, then on the PostgreSQL of
 * DATABASE_URL when reachable (BENCH_POSTGRES=0 skips it); BENCH_PRODUCTS and BENCH_CHANGED
 * change the sizes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  MENU_SPREADSHEET_BOOLEAN,
  MENU_SPREADSHEET_SHEETS,
  type MenuImportPreview,
  menuSpreadsheetHeader,
} from '@larder/contract';
import ExcelJS from 'exceljs';
import { startServer } from '../e2e/support/server.ts';
import {
  BENCH_SERVER_ENV,
  menuSpreadsheetUpload,
  onEachDatabase,
  signInOwner,
  vendorApi,
} from './lib/larder.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2000);
const CHANGED = Number(process.env.BENCH_CHANGED ?? 500);
const SECTIONS = 20;
const GOALS = { previewS: 5, applyS: 10, rssGrowthMb: 100 };

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** A file of `PRODUCTS` new products spread over the sections: the seed. */
async function seedFile(sectionNames: string[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(MENU_SPREADSHEET_SHEETS.menu);
  sheet.addRow([
    menuSpreadsheetHeader('id'),
    menuSpreadsheetHeader('section'),
    menuSpreadsheetHeader('name', 'en'),
    menuSpreadsheetHeader('name', 'ru'),
    menuSpreadsheetHeader('description', 'en'),
    menuSpreadsheetHeader('price'),
    menuSpreadsheetHeader('weight'),
    menuSpreadsheetHeader('visible'),
  ]);
  for (let i = 0; i < PRODUCTS; i++) {
    sheet.addRow([
      null,
      sectionNames[i % SECTIONS],
      `Dish ${i + 1} with seasonal greens`,
      `Блюдо ${i + 1} с зеленью`,
      'Slow-cooked, served warm with bread of the day and a side of pickled vegetables.',
      5 + (i % 40) + 0.5,
      150 + (i % 20) * 10,
      MENU_SPREADSHEET_BOOLEAN.yes,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The export with `CHANGED` rows changed: a price each, every fifth its Russian name too. */
async function changedFile(exported: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(exported as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(MENU_SPREADSHEET_SHEETS.menu)!;
  const headers = sheet.getRow(1).values as unknown[];
  const price = headers.indexOf(menuSpreadsheetHeader('price'));
  const nameRu = headers.indexOf(menuSpreadsheetHeader('name', 'ru'));
  const step = Math.max(1, Math.floor((sheet.rowCount - 1) / CHANGED));
  let changed = 0;
  for (let r = 2; r <= sheet.rowCount && changed < CHANGED; r += step, changed++) {
    const row = sheet.getRow(r);
    row.getCell(price).value = Number(row.getCell(price).value) + 1;
    if (changed % 5 === 0) row.getCell(nameRu).value = `${row.getCell(nameRu).value} (новинка)`;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function benchDatabase(label: string, databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-bench-menu-import-'));
  const server = await startServer({ databaseUrl, dataDir, env: BENCH_SERVER_ENV });
  const pid = server.process.pid!;
  try {
    const { cookie, accountId } = await signInOwner(server.url);
    const call = vendorApi(server.url, cookie);
    const catalogue = `accounts/${accountId}/catalogue`;
    const languages = await call<{ code: string }[]>('GET', `${catalogue}/languages`);
    if (!languages.some((language) => language.code === 'ru')) {
      await call('POST', `${catalogue}/languages`, { code: 'ru' });
    }
    const sectionNames = Array.from({ length: SECTIONS }, (_, s) => `Bench section ${s + 1}`);
    for (const en of sectionNames) {
      await call('POST', `${catalogue}/sections`, { name: { values: { en } }, visible: true });
    }
    process.stdout.write(`${label}: seeding ${PRODUCTS} products through the import ...\n`);
    const seedStarted = performance.now();
    const seeded = await call<MenuImportPreview>(
      'POST',
      `${catalogue}/import`,
      menuSpreadsheetUpload(await seedFile(sectionNames)),
    );
    if (seeded.errors.length > 0)
      throw new Error(`seed refused: ${JSON.stringify(seeded.errors.slice(0, 3))}`);
    await call('POST', `${catalogue}/import/${seeded.previewId}/apply`);
    const seedS = (performance.now() - seedStarted) / 1000;

    // Baseline: the export of the same account.
    const exportStarted = performance.now();
    const res = await fetch(`${server.url}/api/vendor/${catalogue}/export.xlsx`, { headers: { cookie } });
    const exported = Buffer.from(await res.arrayBuffer());
    const exportS = (performance.now() - exportStarted) / 1000;
    const file = await changedFile(exported);

    const rssBefore = rssMb(pid);
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 20);
    const previewStarted = performance.now();
    const preview = await call<MenuImportPreview>('POST', `${catalogue}/import`, menuSpreadsheetUpload(file));
    const previewS = (performance.now() - previewStarted) / 1000;
    const applyStarted = performance.now();
    const applied = await call<{ updated: number }>('POST', `${catalogue}/import/${preview.previewId}/apply`);
    const applyS = (performance.now() - applyStarted) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(pid));
    const growth = peak - rssBefore;

    const verdict = (ok: boolean) => (ok ? 'within' : 'OVER');
    const lines = [
      '',
      `bench:menu-import — ${PRODUCTS} products, ${CHANGED} changed rows, ${label}, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs`,
      `  seed: ${PRODUCTS} new products through import and apply in ${seedS.toFixed(2)} s`,
      `  baseline export.xlsx: ${(exported.length / 1024).toFixed(0)} KB, ${exportS.toFixed(2)} s`,
      `  preview: ${preview.rows} rows, ${preview.changes.length} changed cells, ${preview.errors.length} refused, ${(file.length / 1024).toFixed(0)} KB file in ${previewS.toFixed(2)} s (goal ≤ ${GOALS.previewS} s: ${verdict(previewS <= GOALS.previewS)}; ${(previewS / exportS).toFixed(2)}× the export)`,
      `  apply: ${applied.updated} products in ${applyS.toFixed(2)} s (goal ≤ ${GOALS.applyS} s: ${verdict(applyS <= GOALS.applyS)}; ${(applyS / exportS).toFixed(2)}× the export)`,
      `  server RSS: ${rssBefore.toFixed(0)} MB before the upload, ${peak.toFixed(0)} MB peak until applied: +${growth.toFixed(0)} MB (goal ≤ ${GOALS.rssGrowthMb} MB: ${verdict(growth <= GOALS.rssGrowthMb)})`,
      '',
    ];
    process.stdout.write(lines.join('\n'));
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

onEachDatabase('larder_bench_menu_import', benchDatabase).catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : error}\n`);
  process.exit(1);
});
