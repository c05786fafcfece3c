import { randomBytes } from 'node:crypto';
import {
  APP_VERSION_HEADER,
  CATALOGUE_ERROR_CODES,
  ERROR_CODES,
  LIMITS,
  MENU_SPREADSHEET_ERROR_CODES,
  MENU_SPREADSHEET_LIMITS,
  MENU_SPREADSHEET_SHEETS,
  type MenuImportPreview,
  STOCK_MAX,
} from '@larder/contract';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
// exceljs's own ZIP library: the test builds a file of an exact size with it.
import JSZip from 'jszip';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, marketplaceEvents, products, sections, tags } from '../../db/schema/index.ts';
import { MANAGER, OTHER_OWNER, OWNER, seededCookie, WORKER } from '../../test/app.ts';
import { catalogueClient, catalogueSnapshot } from '../../test/catalogue-client.ts';
import { multipartBody } from '../../test/image-files.ts';
import { marketplace, orderBody } from '../../test/orders.ts';
import { signedInTestApp } from '../../test/signed-in.ts';
import { restoreDueAvailability } from './availability.ts';

const { t, user: owner } = signedInTestApp(OWNER);

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function exportFile(cookie = owner.cookie, accountId = owner.accountId) {
  return t.app.inject({
    method: 'GET',
    url: `/api/vendor/accounts/${accountId}/catalogue/export.xlsx`,
    headers: { cookie },
  });
}

/**
 * The export, to edit and upload. Without its drop-downs, which the import does not read: exceljs
 * would write their rule back for each of the 30,000 cells they cover, a second a test. The export
 * test reads them, and one test uploads the file as it was downloaded, drop-downs and all.
 */
async function exportedWorkbook() {
  const res = await exportFile();
  expect(res.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer, { ignoreNodes: ['dataValidations'] });
  return workbook;
}

/** The menu sheet's column number of a header. */
const columnOf = (sheet: ExcelJS.Worksheet, header: string) => {
  const values = sheet.getRow(1).values as unknown[];
  const index = values.indexOf(header);
  if (index < 1) throw new Error(`no column ${header}`);
  return index;
};

/** The first row of a product (by its English name). */
const rowOf = (sheet: ExcelJS.Worksheet, en: string) => {
  const nameColumn = columnOf(sheet, 'Name (en)');
  for (let r = 2; r <= sheet.rowCount; r++) {
    if (sheet.getRow(r).getCell(nameColumn).value === en) return sheet.getRow(r);
  }
  throw new Error(`no row for ${en}`);
};

const setCell = (sheet: ExcelJS.Worksheet, en: string, header: string, value: ExcelJS.CellValue) => {
  const row = rowOf(sheet, en);
  row.getCell(columnOf(sheet, header)).value = value;
  return row.number;
};

// The fastest deflate: the import reads a file alike at any level, and the 10,000-row one is
// written sooner.
const bytesOf = async (workbook: ExcelJS.Workbook) =>
  Buffer.from(
    await workbook.xlsx.writeBuffer({ zip: { compression: 'DEFLATE', compressionOptions: { level: 1 } } }),
  );

async function upload(bytes: Buffer, cookie = owner.cookie, accountId = owner.accountId) {
  const body = multipartBody(bytes, { field: 'file', filename: 'menu.xlsx', contentType: XLSX_TYPE });
  return t.app.inject({
    method: 'POST',
    url: `/api/vendor/accounts/${accountId}/catalogue/import`,
    payload: body.payload,
    headers: { ...body.headers, cookie, [APP_VERSION_HEADER]: 'test' },
  });
}

async function preview(workbook: ExcelJS.Workbook): Promise<MenuImportPreview> {
  const res = await upload(await bytesOf(workbook));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const apply = (previewId: string, cookie = owner.cookie, accountId = owner.accountId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/vendor/accounts/${accountId}/catalogue/import/${previewId}/apply`,
    headers: { cookie, [APP_VERSION_HEADER]: 'test' },
  });

const productNamed = async (en: string) =>
  (
    await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.accountId, owner.accountId), sql`${products.nameI18n}->'values'->>'en' = ${en}`))
  )[0]!;

const menuEvents = async () =>
  (await t.database.db.select().from(marketplaceEvents).where(eq(marketplaceEvents.type, 'menu.updated')))
    .length;

describe('the menu as a spreadsheet: export', () => {
  it('writes one row per product per section with every menu language, and lists where values are fixed', async () => {
    const res = await exportFile();
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(MENU_SPREADSHEET_SHEETS.menu)!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'ID',
      'SKU',
      'Section',
      'Name (en)',
      'Name (ru)',
      'Description (en)',
      'Description (ru)',
      'Price',
      'Sale price',
      'Weight',
      'Visible',
      'Available',
      'Stock',
      'Tags',
    ]);
    const catalogue = await owner.catalogue();
    const expected = catalogue.sections.flatMap((s: { name: string; products: { id: number }[] }) =>
      s.products.map((p) => [p.id, s.name]),
    );
    const rows = [];
    for (let r = 2; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r);
      rows.push([row.getCell(1).value, row.getCell(3).value]);
    }
    expect(rows).toEqual(expected);
    const margherita = rowOf(sheet, 'Margherita');
    expect(margherita.getCell(columnOf(sheet, 'Name (ru)')).value).toBe('Маргарита');
    expect(margherita.getCell(columnOf(sheet, 'Visible')).value).toBe('yes');
    expect(String(margherita.getCell(columnOf(sheet, 'Tags')).value)).toContain('Vegetarian');
    // The drop-downs: yes/no for Visible and Available, the sections for Section.
    const validations = (
      sheet as unknown as { dataValidations: { model: Record<string, ExcelJS.DataValidation> } }
    ).dataValidations.model;
    const rules = Object.values(validations);
    expect(rules).toContainEqual(expect.objectContaining({ type: 'list', formulae: ['"yes,no"'] }));
    expect(rules).toContainEqual(
      expect.objectContaining({ type: 'list', formulae: [expect.stringMatching(/^Lists!\$A\$2:\$A\$\d+$/)] }),
    );
    expect(workbook.getWorksheet(MENU_SPREADSHEET_SHEETS.lists)!.getRow(2).getCell(1).value).toBe('Pizza');
  });

  it('is for those who edit products, in their own account', async () => {
    expect((await exportFile(seededCookie(MANAGER))).statusCode).toBe(200);
    expect((await exportFile(seededCookie(WORKER))).statusCode).toBe(403);
    const other = await catalogueClient(t.app, OTHER_OWNER);
    expect((await exportFile(owner.cookie, other.accountId)).statusCode).toBe(404);
  });
});

describe('the menu as a spreadsheet: import', () => {
  let snapshot: Awaited<ReturnType<typeof catalogueSnapshot>>;
  beforeEach(async () => {
    snapshot = await catalogueSnapshot(t.database.db);
  });

  it('reads its own export back as no change, and writes nothing for a preview', async () => {
    const res = await upload((await exportFile()).rawPayload);
    expect(res.statusCode, res.body).toBe(200);
    const result: MenuImportPreview = res.json();
    expect(result).toMatchObject({ changes: [], created: [], errors: [] });
    expect(result.previewId).toMatch(/^[0-9a-f]{32}$/);
    expect(await catalogueSnapshot(t.database.db)).toEqual(snapshot);
  });

  it('previews three price changes and applies them in one transaction with one menu.updated', async () => {
    const workbook = await exportedWorkbook();
    const sheet = workbook.getWorksheet(MENU_SPREADSHEET_SHEETS.menu)!;
    const rows = [
      setCell(sheet, 'Margherita', 'Price', 11.5),
      setCell(sheet, 'Pepperoni', 'Price', 13),
      setCell(sheet, 'Lemonade', 'Price', 4.25),
    ];
    const before = await productNamed('Margherita');
    const result = await preview(workbook);
    expect(result.errors).toEqual([]);
    expect(result.changes.map((c) => [c.row, c.field, c.to])).toEqual([
      [rows[0], 'price', 11.5],
      [rows[1], 'price', 13],
      [rows[2], 'price', 4.25],
    ]);
    expect(result.changes[0]).toMatchObject({ productId: before.id, from: before.priceMinor / 100 });
    expect(await catalogueSnapshot(t.database.db)).toEqual(snapshot);

    const events = await menuEvents();
    const audits = (await t.database.db.select().from(auditLog)).length;
    const res = await apply(result.previewId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 3, created: 0 });
    expect((await productNamed('Margherita')).priceMinor).toBe(1150);
    expect((await productNamed('Pepperoni')).priceMinor).toBe(1300);
    expect((await productNamed('Lemonade')).priceMinor).toBe(425);
    expect(await menuEvents()).toBe(events + 1);
    const entries = (await t.database.db.select().from(auditLog).orderBy(auditLog.id)).slice(audits);
    expect(new Set(entries.map((e) => e.targetId))).toEqual(new Set(result.changes.map((c) => c.productId)));
    expect(new Set(entries.map((e) => e.action))).toEqual(new Set(['product.price']));
    // One entry per product (and per vendor the change is recorded for).
    expect(entries.length % 3).toBe(0);
    // Applied once: the preview is gone.
    expect((await apply(result.previewId)).statusCode).toBe(404);
  });

  it('creates a product from a row without an id, at the end of the section it names', async () => {
    const workbook = await exportedWorkbook();
    const sheet = workbook.getWorksheet(MENU_SPREADSHEET_SHEETS.menu)!;
    const row = sheet.addRow([]);
    row.getCell(columnOf(sheet, 'Section')).value = 'Pizza';
    row.getCell(columnOf(sheet, 'Name (en)')).value = 'Diavola';
    row.getCell(columnOf(sheet, 'Price')).value = 14;
    row.getCell(columnOf(sheet, 'Tags')).value = 'Spicy';
    const result = await preview(workbook);
    expect(result.errors).toEqual([]);
    expect(result.created).toEqual([
      expect.objectContaining({ row: row.number, section: 'Pizza', name: 'Diavola' }),
    ]);
    expect((await apply(result.previewId)).json()).toEqual({ updated: 0, created: 1 });
    const pizza = await owner.sectionNamed('Pizza');
    const created = await owner.product(pizza.productIds.at(-1)!);
    expect(created).toMatchObject({
      name: 'Diavola',
      price: 14,
      visible: false,
      tags: [expect.objectContaining({ name: 'Spicy' })],
    });
  });

  describe('every rule of the product editor, per cell', () => {
    const cases: [string, string, ExcelJS.CellValue, string | null][] = [
      ['a name at the limit', 'Name (en)', 'n'.repeat(LIMITS.itemName), null],
      ['a name one past', 'Name (en)', 'n'.repeat(LIMITS.itemName + 1), ERROR_CODES.validation],
      [
        'an empty name in the mandatory language',
        'Name (en)',
        '',
        CATALOGUE_ERROR_CODES.mandatoryNameRequired,
      ],
      ['a description at the limit', 'Description (ru)', 'd'.repeat(LIMITS.description), null],
      [
        'a description one past',
        'Description (ru)',
        'd'.repeat(LIMITS.description + 1),
        ERROR_CODES.validation,
      ],
      ['the highest price', 'Price', 9_999_999, null],
      ['a price one past', 'Price', 10_000_000, ERROR_CODES.validation],
      ['a negative price', 'Price', -1, ERROR_CODES.validation],
      ['a price in cents', 'Price', 12.34, null],
      ['a price below a cent', 'Price', 12.345, CATALOGUE_ERROR_CODES.invalidAmount],
      ['a price that is not a number', 'Price', 'twelve', ERROR_CODES.validation],
      ['a sale price a cent below the price', 'Sale price', 11.89, null],
      ['a sale price equal to the price', 'Sale price', 11.9, CATALOGUE_ERROR_CODES.invalidDiscountPrice],
      ['the heaviest weight', 'Weight', 9_999_999, null],
      ['a weight one past', 'Weight', 10_000_000, ERROR_CODES.validation],
      ['a weight with decimals', 'Weight', 10.5, ERROR_CODES.validation],
      ['an SKU at the limit', 'SKU', 's'.repeat(LIMITS.shortText), null],
      ['an SKU one past', 'SKU', 's'.repeat(LIMITS.shortText + 1), ERROR_CODES.validation],
      ['visible as neither yes nor no', 'Visible', 'maybe', ERROR_CODES.validation],
      ['an unknown tag', 'Tags', 'Vegetarian, Crunchy', MENU_SPREADSHEET_ERROR_CODES.unknownTag],
      ['the largest stock count', 'Stock', STOCK_MAX, null],
      ['a stock count one past', 'Stock', STOCK_MAX + 1, ERROR_CODES.validation],
      ['a negative stock count', 'Stock', -1, ERROR_CODES.validation],
    ];
    it.each(cases)('%s', async (_, header, value, code) => {
      const workbook = await exportedWorkbook();
      const sheet = workbook.getWorksheet(MENU_SPREADSHEET_SHEETS.menu)!;
      // Margherita sells at 11.90 in the demo menu.
      expect((await productNamed('Margherita')).priceMinor).toBe(1190);
      const row = setCell(sheet, 'Margherita', header, value);
      const result = await preview(workbook);
      if (code === null) {
        expect(result.errors).toEqual([]);
        expect(result.changes).toHaveLength(1);
      } else {
        expect(result.errors).toEqual([
          expect.objectContaining({
            row,
            column: header,
            code,
            cell: expect.stringMatching(new RegExp(`^[A-Z]+${row}$`)),
          }),
        ]);
        expect(result.changes).toEqual([]);
      }
    });

    it('15 tags on a product, not 16', async () => {
      const names = (await t.database.db.select({ nameI18n: tags.nameI18n }).from(tags)).map(
        (t) => t.nameI18n.values.en!,
      );
      for (const [count, code] of [
        [LIMITS.productTags, null],
        [LIMITS.productTags + 1, CATALOGUE_ERROR_CODES.productTagsLimit],
      ] as const) {
        const workbook = await exportedWorkbook();
        const sheet = workbook.getWorksheet(MENU_SPREADSHEET_SHEETS.menu)!;
        setCell(sheet, 'Margherita', 'Tags', names.slice(0, count).join(', '));
        const result = await preview(workbook);
        expect(result.errors.map((e) => e.code)).toEqual(code ? [code] : []);
      }
    });

    it('a visible product needs a price', async () => {
      const workbook = await exportedWorkbook();
      const sheet = workbook.getWorksheet(MENU_SPREADSHEET_SHEETS.menu)!;
      const row = setCell(sheet, 'Margherita', 'Price', 0);
      const result = await preview(workbook);
      expect(result.errors).toEqual([
        expect.objectContaining({ row, code: CATALOGUE_ERROR_CODES.priceRequired }),
      ]);
    });

    it('two rows of one product may not disagree', async () => {
      const workbook = await exportedWorkbook();
      const sheet = workbook.getWorksheet(MENU_SPREADSHEET_SHEETS.menu)!;
      const first = rowOf(sheet, 'Margherita');
      const copy = sheet.addRow(first.values as ExcelJS.CellValue[]);
      first.getCell(columnOf(sheet, 'Price')).value = 10;
      copy.getCell(columnOf(sheet, 'Price')).value = 11;
      const result = await preview(workbook);
      expect(result.errors).toEqual([
        expect.objectContaining({ row: copy.number, code: MENU_SPREADSHEET_ERROR_CODES.conflictingRows }),
      ]);
    });
  });

  it("refuses a formula, an unknown id and another account's id, naming the row and the column", async () => {
    const other = await catalogueClient(t.app, OTHER_OWNER);
    const otherProduct = (await other.catalogue()).sections[0].products[0].id;
    const workbook = await exportedWorkbook();
    const sheet = workbook.getWorksheet(MENU_SPREADSHEET_SHEETS.menu)!;
    const formulaRow = setCell(sheet, 'Margherita', 'Price', {
      formula: '9+1',
      result: 10,
    } as ExcelJS.CellValue);
    const unknownRow = setCell(sheet, 'Pepperoni', 'ID', 999_999);
    const foreignRow = setCell(sheet, 'Lemonade', 'ID', otherProduct);
    const result = await preview(workbook);
    expect(result.errors).toEqual([
      expect.objectContaining({
        row: formulaRow,
        column: 'Price',
        code: MENU_SPREADSHEET_ERROR_CODES.formula,
      }),
      expect.objectContaining({
        row: unknownRow,
        column: 'ID',
        cell: `A${unknownRow}`,
        code: CATALOGUE_ERROR_CODES.unknownProduct,
      }),
      expect.objectContaining({ row: foreignRow, column: 'ID', code: CATALOGUE_ERROR_CODES.unknownProduct }),
    ]);
    // A preview with refused cells is never applied.
    const res = await apply(result.previewId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(MENU_SPREADSHEET_ERROR_CODES.hasErrors);
    expect(await catalogueSnapshot(t.database.db)).toEqual(snapshot);
  });

  it('refuses a file that is not an .xlsx, whatever its name', async () => {
    for (const bytes of [Buffer.from('ID,Price\n1,2\n'), Buffer.from('PK\u0003\u0004 not really a zip')]) {
      const res = await upload(bytes);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(MENU_SPREADSHEET_ERROR_CODES.unreadable);
    }
    const none = await t.app.inject({
      method: 'POST',
      url: `${owner.base}/import`,
      payload: {},
      headers: { cookie: owner.cookie, [APP_VERSION_HEADER]: 'test' },
    });
    expect(none.statusCode).toBe(415);
  });

  it('takes 10,000 rows and refuses 10,001', async () => {
    const workbook = await exportedWorkbook();
    const sheet = workbook.getWorksheet(MENU_SPREADSHEET_SHEETS.menu)!;
    const template = rowOf(sheet, 'Margherita').values as ExcelJS.CellValue[];
    while (sheet.rowCount - 1 < MENU_SPREADSHEET_LIMITS.maxRows) sheet.addRow(template);
    const full = await preview(workbook);
    expect(full).toMatchObject({ rows: MENU_SPREADSHEET_LIMITS.maxRows, errors: [], changes: [] });
    sheet.addRow(template);
    const res = await upload(await bytesOf(workbook));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(MENU_SPREADSHEET_ERROR_CODES.tooManyRows);
  });

  it('takes a file of 5 MB and refuses one byte more', async () => {
    const exported = (await exportFile()).rawPayload;
    // The export with a stored (uncompressed) part of random bytes, sized to make the file `size`.
    const padded = async (size: number) => {
      const build = async (padding: number) => {
        const zip = await JSZip.loadAsync(exported);
        zip.file('xl/media/padding.bin', randomBytes(padding), { compression: 'STORE' });
        return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
      };
      const bare = await build(0);
      const file = await build(size - bare.length);
      expect(file.length).toBe(size);
      return file;
    };
    const atLimit = await upload(await padded(MENU_SPREADSHEET_LIMITS.maxBytes));
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    expect(atLimit.json()).toMatchObject({ changes: [], errors: [] });
    const over = await upload(await padded(MENU_SPREADSHEET_LIMITS.maxBytes + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json().code).toBe(MENU_SPREADSHEET_ERROR_CODES.tooLarge);
  });

  it('takes a file whose parts unpack to 64 MB, and refuses one that unpacks to a byte more', async () => {
    const exported = (await exportFile()).rawPayload;
    const parts = await JSZip.loadAsync(exported);
    let bare = 0;
    for (const part of Object.values(parts.files)) {
      if (!part.dir) bare += (await part.async('nodebuffer')).length;
    }
    // The export with a part of zeros: a few compressed kilobytes that unpack to the limit in all.
    const limit = MENU_SPREADSHEET_LIMITS.maxUnpackedBytes;
    const zip = await JSZip.loadAsync(exported);
    zip.file('xl/media/zeros.bin', Buffer.alloc(limit - bare));
    const full = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const atLimit = await upload(full);
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    expect(atLimit.json()).toMatchObject({ changes: [], errors: [] });
    // The same file with a part of one byte more. Compressing 64 MB of zeros takes seconds; a
    // loaded file keeps its parts compressed, so the zeros are not compressed a second time.
    const plusOne = await JSZip.loadAsync(full);
    plusOne.file('xl/media/one.bin', Buffer.alloc(1));
    const bomb = await plusOne.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bomb.length).toBeLessThan(MENU_SPREADSHEET_LIMITS.maxBytes / 10);
    const over = await upload(bomb);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: MENU_SPREADSHEET_ERROR_CODES.unreadable,
      message: expect.stringContaining('64 MB'),
    });
  });

  it('refuses a preview read before an edit in the catalogue, but not one older than a sweep', async () => {
    const workbook = await exportedWorkbook();
    const sheet = workbook.getWorksheet(MENU_SPREADSHEET_SHEETS.menu)!;
    setCell(sheet, 'Margherita', 'Price', 12);
    const older = await preview(workbook);
    // Availability coming back by itself changes the menu, but it is no edit of the catalogue's.
    const lemonade = await productNamed('Lemonade');
    await t.database.db
      .update(products)
      .set({ available: false, availableAgainAt: new Date(Date.now() - 1000) })
      .where(eq(products.id, lemonade.id));
    const events = await menuEvents();
    await restoreDueAvailability(t.database.db, new Date());
    expect(await menuEvents()).toBe(events + 1);
    expect((await apply(older.previewId)).statusCode).toBe(200);
    expect((await productNamed('Margherita')).priceMinor).toBe(1200);

    setCell(sheet, 'Margherita', 'Price', 12.5);
    const stale = await preview(workbook);
    const pepperoni = await productNamed('Pepperoni');
    expect(
      (await owner.call('PUT', `/api/vendor/products/${pepperoni.id}`, { weight: 500 })).statusCode,
    ).toBe(200);
    const res = await apply(stale.previewId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(MENU_SPREADSHEET_ERROR_CODES.catalogueChanged);
    expect((await productNamed('Margherita')).priceMinor).toBe(1200);
    const again = await preview(workbook);
    expect((await apply(again.previewId)).statusCode).toBe(200);
    expect((await productNamed('Margherita')).priceMinor).toBe(1250);
  });

  it('sets the stock a cell changes, whatever orders took meanwhile, and orders do not make a preview stale', async () => {
    const margherita = await productNamed('Margherita');
    const lemonade = await productNamed('Lemonade');
    expect((await owner.call('PUT', `/api/vendor/products/${margherita.id}`, { stock: 5 })).statusCode).toBe(
      200,
    );
    const workbook = await exportedWorkbook();
    const sheet = workbook.getWorksheet(MENU_SPREADSHEET_SHEETS.menu)!;
    expect(rowOf(sheet, 'Margherita').getCell(columnOf(sheet, 'Stock')).value).toBe(5);
    expect(rowOf(sheet, 'Lemonade').getCell(columnOf(sheet, 'Stock')).value).toBe(null);
    setCell(sheet, 'Margherita', 'Stock', 12);
    setCell(sheet, 'Lemonade', 'Stock', 0);
    const result = await preview(workbook);
    expect(result.changes.map((c) => [c.productId, c.field, c.from, c.to])).toEqual([
      [margherita.id, 'stock', 5, 12],
      [lemonade.id, 'stock', null, 0],
    ]);
    // An order takes two portions after the file was read: no edit of the catalogue.
    const placed = await marketplace(t.app).createOrder(owner.vendorId, {
      ...orderBody([]),
      paid: true,
      items: [{ productId: margherita.id, count: 2, components: [] }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await productNamed('Margherita')).stock).toBe(3);
    expect((await apply(result.previewId)).statusCode).toBe(200);
    expect(await productNamed('Margherita')).toMatchObject({ stock: 12, available: true });
    // A count of 0 is sold out until restocked.
    expect(await productNamed('Lemonade')).toMatchObject({
      stock: 0,
      available: false,
      availableAgainAt: null,
    });
  });

  it('writes all of a file or nothing', async () => {
    const emptySection = await owner.createSection('Specials');
    const workbook = await exportedWorkbook();
    const sheet = workbook.getWorksheet(MENU_SPREADSHEET_SHEETS.menu)!;
    setCell(sheet, 'Margherita', 'Price', 12);
    const row = sheet.addRow([]);
    row.getCell(columnOf(sheet, 'Section')).value = 'Specials';
    row.getCell(columnOf(sheet, 'Name (en)')).value = 'Calzone';
    const result = await preview(workbook);
    expect(result.errors).toEqual([]);
    // The section goes behind the editor's back, so the preview still counts as current and apply
    // fails halfway: after the price was written.
    await t.database.db.delete(sections).where(eq(sections.id, emptySection));
    const before = await catalogueSnapshot(t.database.db);
    const res = await apply(result.previewId);
    expect(res.statusCode).toBe(409);
    expect(await catalogueSnapshot(t.database.db)).toEqual(before);
  });

  it('is for owners and managers, each in their own account', async () => {
    const bytes = await bytesOf(await exportedWorkbook());
    expect((await upload(bytes, seededCookie(MANAGER))).statusCode).toBe(200);
    const worker = await upload(bytes, seededCookie(WORKER));
    expect(worker.statusCode).toBe(403);
    const mine = await preview(await exportedWorkbook());
    expect((await apply(mine.previewId, seededCookie(WORKER))).statusCode).toBe(403);
    const other = await catalogueClient(t.app, OTHER_OWNER);
    expect((await upload(bytes, owner.cookie, other.accountId)).statusCode).toBe(404);
    expect((await apply(mine.previewId, owner.cookie, other.accountId)).statusCode).toBe(404);
    // Another account's preview is unknown under one's own account.
    expect((await apply(mine.previewId, other.cookie, other.accountId)).statusCode).toBe(404);
    expect((await apply(mine.previewId, seededCookie(MANAGER))).statusCode).toBe(200);
  });

  it('a preview expires', async () => {
    const result = await preview(await exportedWorkbook());
    await t.database.db.execute(
      sql`update menu_import_previews set expires_at = now() - interval '1 second'`,
    );
    expect((await apply(result.previewId)).statusCode).toBe(404);
  });
});
