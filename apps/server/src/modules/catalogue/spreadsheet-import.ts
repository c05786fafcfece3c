import { randomBytes } from 'node:crypto';
import {
  type AppErrorCode,
  CATALOGUE_ERROR_CODES,
  CreateProductRequest,
  ERROR_CODES,
  LIMITS,
  LocalizedDescription,
  LocalizedName,
  type LocalizedValue,
  MENU_SPREADSHEET_BOOLEAN,
  MENU_SPREADSHEET_ERROR_CODES,
  MENU_SPREADSHEET_LIMITS,
  MENU_SPREADSHEET_SHEETS,
  MENU_SPREADSHEET_TAG_SEPARATOR,
  type MenuImportChange,
  type MenuImportCreated,
  type MenuImportError,
  type MenuImportPreview,
  type MenuImportValue,
  type MenuSpreadsheetColumn,
  Money,
  menuSpreadsheetField,
  normalizeDiscountPrice,
  type Product,
  Stock,
  Weight,
} from '@larder/contract';
import { eq, lt } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { accounts, menuImportPreviews, tags as tagTable } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { type CatalogueContext, display, menuText, toMinor } from './context.ts';
import { loadSections } from './load.ts';
import { assertDiscountBelowPrice, assertPricedIfVisible, discountMinor } from './products.ts';
import { cellOf, columnLetter, type SheetColumn, sheetColumns, yesNo } from './spreadsheet-export.ts';

/** What apply writes for one product: only the fields the file changes. */
export interface PlannedUpdate {
  productId: number;
  set: {
    nameI18n?: LocalizedValue;
    descriptionI18n?: LocalizedValue;
    priceMinor?: number;
    discountPriceMinor?: number | null;
    weight?: number;
    sku?: string | null;
    visible?: boolean;
    available?: boolean;
    /** Set as the file gives it, whatever orders took meanwhile; null stops counting. */
    stock?: number | null;
    tagIds?: number[];
  };
}

/** A product a row without an id creates. */
export interface PlannedCreate {
  row: number;
  sectionId: number;
  nameI18n: LocalizedValue;
  descriptionI18n: LocalizedValue;
  priceMinor: number;
  discountPriceMinor: number | null;
  weight: number;
  sku: string | null;
  visible: boolean;
  available: boolean;
  stock: number | null;
  tagIds: number[];
}

export interface ImportPlan {
  updates: PlannedUpdate[];
  creates: PlannedCreate[];
}

type Cell = string | number | boolean | null;
interface SheetRow {
  number: number;
  cells: (Cell | { formula: true })[];
}

const unreadable = (message = 'The file is not an .xlsx workbook') =>
  new AppError(400, MENU_SPREADSHEET_ERROR_CODES.unreadable, message);

/** A cell as exceljs reads it, reduced to its value; a formula is told apart, never evaluated. */
function cellValue(raw: unknown): Cell | { formula: true } {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') return raw;
  if (raw instanceof Date) return raw.toISOString();
  if (typeof raw === 'object') {
    if ('formula' in raw || 'sharedFormula' in raw) return { formula: true };
    if ('richText' in raw && Array.isArray(raw.richText)) {
      return raw.richText.map((part: { text?: string }) => part.text ?? '').join('');
    }
    if ('text' in raw) return String(raw.text);
    if ('error' in raw) return String(raw.error);
  }
  return String(raw);
}

const isEmpty = (cell: Cell | { formula: true } | undefined) =>
  cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

/**
 * Unpacks every part of the ZIP once, counting the bytes as they come and stopping at
 * MENU_SPREADSHEET_LIMITS.maxUnpackedBytes, before exceljs unpacks it whole into memory: a ZIP's
 * directory may state any size, so only the unpacked bytes themselves are trusted.
 */
async function assertUnpacksWithinLimit(bytes: Buffer): Promise<void> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw unreadable('The file could not be read as an .xlsx workbook');
  }
  let unpacked = 0;
  for (const part of Object.values(zip.files)) {
    if (part.dir) continue;
    await new Promise<void>((resolve, reject) => {
      const stream = part.nodeStream('nodebuffer');
      stream
        .on('data', (chunk: Buffer) => {
          unpacked += chunk.length;
          if (unpacked <= MENU_SPREADSHEET_LIMITS.maxUnpackedBytes) return;
          stream.pause();
          reject(tooMuchUnpacked());
        })
        .on('error', () => reject(unreadable('The file could not be read as an .xlsx workbook')))
        .on('end', () => resolve());
    });
  }
}

const tooMuchUnpacked = () =>
  unreadable(
    `The file unpacks to more than ${MENU_SPREADSHEET_LIMITS.maxUnpackedBytes / 1024 / 1024} MB: it is no menu spreadsheet`,
  );

/**
 * The menu sheet's rows: the sheet named so, else the workbook's first. An .xlsx is a ZIP, so
 * anything else is refused by its first bytes before a parser sees it. exceljs's streaming reader
 * was tried and dropped: it fails now and then on a file whose parts come in another order, and a
 * file of at most 5 MB fits in memory.
 */
export async function readSheet(bytes: Buffer): Promise<{ header: string[]; rows: SheetRow[] }> {
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) throw unreadable();
  await assertUnpacksWithinLimit(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    // The drop-downs are not read: exceljs spreads a range's rule over each of its cells, and the
    // export's cover 10,000 rows in three columns, a second of parsing for nothing the import uses.
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer, { ignoreNodes: ['dataValidations'] });
  } catch {
    throw unreadable('The file could not be read as an .xlsx workbook');
  }
  const sheet = workbook.getWorksheet(MENU_SPREADSHEET_SHEETS.menu) ?? workbook.worksheets[0];
  if (!sheet) throw unreadable('The workbook has no sheet');
  let header: string[] = [];
  const rows: SheetRow[] = [];
  let over = false;
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = (row.values as unknown[]).slice(1).map(cellValue);
    if (row.number === 1) {
      header = values.map((v) => (v === null || typeof v === 'object' ? '' : String(v).trim()));
      return;
    }
    if (values.every(isEmpty)) return;
    if (rows.length >= MENU_SPREADSHEET_LIMITS.maxRows) over = true;
    else rows.push({ number: row.number, cells: values });
  });
  if (header.length === 0) throw unreadable('The workbook has no header row');
  if (over) {
    throw new AppError(
      400,
      MENU_SPREADSHEET_ERROR_CODES.tooManyRows,
      `A file holds at most ${MENU_SPREADSHEET_LIMITS.maxRows} rows below its header`,
    );
  }
  return { header, rows };
}

/** Where each known column of the file is (0-based), by its header. */
function locateColumns(header: string[], columns: SheetColumn[]) {
  const at = new Map<string, number>();
  header.forEach((text, index) => {
    if (text) at.set(text.toLowerCase(), index);
  });
  return columns.flatMap((c) => {
    const index = at.get(c.header.toLowerCase());
    return index === undefined ? [] : [{ ...c, index }];
  });
}

type Located = SheetColumn & { index: number };

/** Why a cell is refused: a code of the error catalogue and the words for it. */
class CellProblem {
  constructor(
    readonly code: AppErrorCode,
    readonly message: string,
  ) {}
}

const zodProblem = (error: z.ZodError) =>
  new CellProblem(ERROR_CODES.validation, error.issues.map((issue) => issue.message).join('; '));

function parseWith<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw zodProblem(result.error);
  return result.data;
}

function asText(cell: Cell): string {
  if (cell === null) return '';
  return typeof cell === 'string' ? cell.trim() : String(cell);
}

function asNumber(cell: Cell): number | null {
  if (cell === null) return null;
  if (typeof cell === 'number') return cell;
  const text = String(cell).trim();
  if (text === '') return null;
  if (!/^-?\d+(?:[.,]\d+)?$/.test(text)) throw new CellProblem(ERROR_CODES.validation, 'Expected a number');
  return Number(text.replace(',', '.'));
}

const TRUE_WORDS = new Set([MENU_SPREADSHEET_BOOLEAN.yes, 'true', '1']);
const FALSE_WORDS = new Set([MENU_SPREADSHEET_BOOLEAN.no, 'false', '0']);

function asBoolean(cell: Cell): boolean | null {
  if (cell === null) return null;
  if (typeof cell === 'boolean') return cell;
  const text = String(cell).trim().toLowerCase();
  if (text === '') return null;
  if (TRUE_WORDS.has(text)) return true;
  if (FALSE_WORDS.has(text)) return false;
  throw new CellProblem(
    ERROR_CODES.validation,
    `Expected ${MENU_SPREADSHEET_BOOLEAN.yes} or ${MENU_SPREADSHEET_BOOLEAN.no}`,
  );
}

/** Every row's value of one field, as the product stores it (and as a preview shows it). */
interface FieldValue {
  /** What a change shows and the comparison uses. */
  shown: MenuImportValue;
  /** What the product's plan stores. */
  stored: unknown;
}

/** The tag names a Tags cell may use, each of the platform's tags by its name in every language. */
function tagResolver(rows: { id: number; nameI18n: LocalizedValue }[]) {
  const byName = new Map<string, number>();
  for (const row of rows) {
    for (const name of Object.values(row.nameI18n.values)) {
      const key = name.trim().toLowerCase();
      if (key && !byName.has(key)) byName.set(key, row.id);
    }
  }
  return (text: string): number[] => {
    const names = text
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    const ids: number[] = [];
    for (const name of names) {
      const id = byName.get(name.toLowerCase());
      if (id === undefined) {
        throw new CellProblem(MENU_SPREADSHEET_ERROR_CODES.unknownTag, `No tag is called "${name}"`);
      }
      if (!ids.includes(id)) ids.push(id);
    }
    if (ids.length > LIMITS.productTags) {
      throw new CellProblem(
        CATALOGUE_ERROR_CODES.productTagsLimit,
        `A product has at most ${LIMITS.productTags} tags`,
      );
    }
    return ids;
  };
}

/**
 * Reads a filled-in sheet against the catalogue as it is now: what each row would change, the
 * products rows without an id would create, and every cell refused, with the rules the product
 * editor applies (the contract's schemas per cell, then the editor's own checks per product).
 */
export async function planImport(
  db: Db,
  ctx: CatalogueContext,
  sheet: { header: string[]; rows: SheetRow[] },
  options: { mayPrice: boolean },
) {
  const [sections, tagRows] = await Promise.all([
    loadSections(db, ctx),
    db.select({ id: tagTable.id, nameI18n: tagTable.nameI18n }).from(tagTable),
  ]);
  const columns = sheetColumns(ctx);
  const located = locateColumns(sheet.header, columns);
  const errors: MenuImportError[] = [];
  const changes: MenuImportChange[] = [];
  const created: MenuImportCreated[] = [];
  const plan: ImportPlan = { updates: [], creates: [] };
  const fail = (row: number, column: Located | SheetColumn, problem: CellProblem) =>
    errors.push({
      row,
      column: column.header,
      cell: 'index' in column ? `${columnLetter(column.index + 1)}${row}` : null,
      code: problem.code,
      message: problem.message,
    });

  for (const required of columns.filter(
    (c) =>
      c.column === 'id' || c.column === 'section' || (c.column === 'name' && c.language === ctx.mandatory),
  )) {
    if (!located.some((c) => c.header === required.header)) {
      fail(
        1,
        required,
        new CellProblem(
          MENU_SPREADSHEET_ERROR_CODES.missingColumn,
          `The file has no "${required.header}" column`,
        ),
      );
    }
  }
  if (errors.length > 0) return { plan, changes, created, errors };

  const products = new Map<number, { product: Product; sectionName: string }>();
  const sectionByName = new Map<string, number>();
  for (const section of sections) {
    const name = display(ctx, section.nameI18n);
    for (const text of [name, ...Object.values(section.nameI18n.values)]) {
      const key = text.trim().toLowerCase();
      if (key && !sectionByName.has(key)) sectionByName.set(key, section.id);
    }
    for (const product of section.products) {
      if (!products.has(product.id)) products.set(product.id, { product, sectionName: name });
    }
  }
  const tagIdsOf = tagResolver(tagRows);
  const tagName = new Map(tagRows.map((t) => [t.id, display(ctx, t.nameI18n)]));
  const idColumn = located.find((c) => c.column === 'id')!;
  const sectionColumn = located.find((c) => c.column === 'section')!;

  /** A cell's value for a column, checked by the contract's rule for its field. */
  const read = (column: Located, cell: Cell): FieldValue | undefined => {
    switch (column.column) {
      case 'name':
      case 'description': {
        const text = asText(cell);
        const schema = column.column === 'name' ? LocalizedName : LocalizedDescription;
        parseWith(schema, { values: { [column.language!]: text } });
        return { shown: text === '' ? null : text, stored: text };
      }
      case 'sku': {
        const sku = parseWith(CreateProductRequest.shape.sku, asText(cell)) || null;
        return { shown: sku, stored: sku };
      }
      case 'price':
      case 'discountPrice': {
        const amount = asNumber(cell);
        if (amount === null) {
          return column.column === 'price' ? undefined : { shown: null, stored: null };
        }
        parseWith(Money, amount);
        const minor = column.column === 'price' ? toMinor(ctx, amount, 'Price') : discountMinor(ctx, amount);
        const normalized = column.column === 'price' ? amount : normalizeDiscountPrice(amount);
        return { shown: normalized, stored: minor };
      }
      case 'weight': {
        const weight = asNumber(cell);
        if (weight === null) return undefined;
        parseWith(Weight, weight);
        return { shown: weight, stored: weight };
      }
      case 'visible':
      case 'available': {
        const value = asBoolean(cell);
        return value === null ? undefined : { shown: value, stored: value };
      }
      case 'stock': {
        // An empty cell is an item not counted, as the export writes one.
        const stock = asNumber(cell);
        if (stock === null) return { shown: null, stored: null };
        parseWith(Stock, stock);
        return { shown: stock, stored: stock };
      }
      case 'tags': {
        const ids = tagIdsOf(asText(cell));
        return {
          shown: ids.map((id) => tagName.get(id)).join(MENU_SPREADSHEET_TAG_SEPARATOR) || null,
          stored: ids,
        };
      }
      default:
        return undefined;
    }
  };

  /** The product's own value of a column, as `read` gives a cell's. */
  const current = (product: Product, column: SheetColumn): MenuImportValue => {
    const value = cellOf(product, column, '');
    if (column.column === 'visible' || column.column === 'available') return value === yesNo(true);
    if (column.column === 'tags') {
      return product.tags.map((t) => t.name).join(MENU_SPREADSHEET_TAG_SEPARATOR) || null;
    }
    return value === '' ? null : value;
  };

  const sameValue = (
    a: MenuImportValue,
    b: MenuImportValue,
    column: SheetColumn,
    product: Product,
    stored: unknown,
  ) =>
    column.column === 'tags'
      ? JSON.stringify([...(stored as number[])].sort()) ===
        JSON.stringify(product.tags.map((t) => t.id).sort())
      : a === b;

  /** Per product: each field the file changes, from which row. */
  const pending = new Map<number, Map<string, { row: number; column: Located; value: FieldValue }>>();
  const seenIds = new Set<number>();

  for (const row of sheet.rows) {
    const cellAt = (column: Located) => row.cells[column.index] ?? null;
    // A formula is refused wherever it is: the file's values are what it shows, not what it computes.
    let formula = false;
    for (const column of located) {
      const cell = cellAt(column);
      if (cell !== null && typeof cell === 'object') {
        formula = true;
        fail(
          row.number,
          column,
          new CellProblem(
            MENU_SPREADSHEET_ERROR_CODES.formula,
            'A cell holds a formula: type the value itself',
          ),
        );
      }
    }
    if (formula) continue;
    const cells = (column: Located) => cellAt(column) as Cell;

    const idCell = cells(idColumn);
    if (isEmpty(idCell)) {
      createFromRow(row.number, cells);
      continue;
    }
    const id = typeof idCell === 'number' ? idCell : Number(asText(idCell));
    const entry = Number.isInteger(id) ? products.get(id) : undefined;
    if (!entry) {
      fail(
        row.number,
        idColumn,
        new CellProblem(
          CATALOGUE_ERROR_CODES.unknownProduct,
          `No product of this catalogue has the id ${asText(idCell)}`,
        ),
      );
      continue;
    }
    seenIds.add(id);
    const { product } = entry;
    for (const column of located) {
      if (column.column === 'id' || column.column === 'section') continue;
      let value: FieldValue | undefined;
      try {
        value = read(column, cells(column));
      } catch (error) {
        if (error instanceof CellProblem) fail(row.number, column, error);
        else if (error instanceof AppError)
          fail(row.number, column, new CellProblem(error.code, error.message));
        else throw error;
        continue;
      }
      if (value === undefined) continue;
      if (sameValue(value.shown, current(product, column), column, product, value.stored)) continue;
      const field = menuSpreadsheetField(column.column, column.language);
      let fields = pending.get(id);
      if (!fields) {
        fields = new Map();
        pending.set(id, fields);
      }
      const earlier = fields.get(field);
      if (earlier && JSON.stringify(earlier.value.stored) !== JSON.stringify(value.stored)) {
        fail(
          row.number,
          column,
          new CellProblem(
            MENU_SPREADSHEET_ERROR_CODES.conflictingRows,
            `Row ${earlier.row} gives this product another ${column.header}`,
          ),
        );
        continue;
      }
      if (!earlier) fields.set(field, { row: row.number, column, value });
    }
  }

  // Per product, the editor's own checks on the product as the file would leave it.
  for (const [id, fields] of pending) {
    const { product } = products.get(id)!;
    const firstRow = Math.min(...[...fields.values()].map((f) => f.row));
    const set: PlannedUpdate['set'] = {};
    const problems: { at: { row: number; column: SheetColumn }; problem: CellProblem }[] = [];
    const check = (at: { row: number; column: SheetColumn }, rule: () => void) => {
      try {
        rule();
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        problems.push({ at, problem: new CellProblem(error.code, error.message) });
      }
    };
    const changed = (column: MenuSpreadsheetColumn, language?: string) =>
      fields.get(menuSpreadsheetField(column, language));
    const at = (column: MenuSpreadsheetColumn, language?: string) => {
      const change = changed(column, language);
      return change
        ? { row: change.row, column: change.column }
        : { row: firstRow, column: columns.find((c) => c.column === column && c.language === language)! };
    };
    for (const field of ['name', 'description'] as const) {
      const edits = ctx.languages.filter((l) => changed(field, l.code));
      if (edits.length === 0) continue;
      const values = { ...product[`${field}I18n`].values };
      for (const { code } of edits) values[code] = changed(field, code)!.value.stored as string;
      check(at(field, edits[0]!.code), () => {
        const text = menuText(
          ctx,
          { values },
          {
            required: field === 'name',
            field: field === 'name' ? 'product name' : 'description',
            stored: product[`${field}I18n`],
          },
        );
        set[`${field}I18n`] = text;
      });
    }
    const priceMinor =
      (changed('price')?.value.stored as number | undefined) ?? toMinorOf(ctx, product.price);
    const discountChange = changed('discountPrice');
    const discountPriceMinor = discountChange
      ? (discountChange.value.stored as number | null)
      : product.discountPrice === null
        ? null
        : toMinorOf(ctx, product.discountPrice);
    if (changed('price') || discountChange) {
      if (!options.mayPrice) {
        problems.push({
          at: at(changed('price') ? 'price' : 'discountPrice'),
          problem: new CellProblem(ERROR_CODES.forbidden, 'Your role may not change prices'),
        });
      }
      check(at(discountChange ? 'discountPrice' : 'price'), () =>
        assertDiscountBelowPrice(priceMinor, discountPriceMinor),
      );
      set.priceMinor = priceMinor;
      set.discountPriceMinor = discountPriceMinor;
    }
    const visible = (changed('visible')?.value.stored as boolean | undefined) ?? product.visible;
    check(at(changed('visible') ? 'visible' : 'price'), () => assertPricedIfVisible(visible, priceMinor));
    if (changed('visible')) set.visible = visible;
    if (changed('weight')) set.weight = changed('weight')!.value.stored as number;
    if (changed('sku')) set.sku = changed('sku')!.value.stored as string | null;
    if (changed('available')) set.available = changed('available')!.value.stored as boolean;
    if (changed('stock')) set.stock = changed('stock')!.value.stored as number | null;
    if (changed('tags')) set.tagIds = changed('tags')!.value.stored as number[];
    for (const { at: where, problem } of problems) fail(where.row, where.column, problem);
    if (problems.length > 0) continue;
    plan.updates.push({ productId: id, set });
    for (const [field, change] of fields) {
      changes.push({
        row: change.row,
        productId: id,
        productName: product.name,
        field,
        from: current(product, change.column),
        to: change.value.shown,
      });
    }
  }
  changes.sort((a, b) => a.row - b.row);
  return { plan, changes, created, errors: errors.sort((a, b) => a.row - b.row) };

  /** A row without an id: a new product in its section, checked as the product creator checks one. */
  function createFromRow(rowNumber: number, cells: (column: Located) => Cell) {
    const sectionText = asText(cells(sectionColumn));
    const sectionId = sectionByName.get(sectionText.toLowerCase());
    let failed = false;
    const problem = (column: Located | SheetColumn, p: CellProblem) => {
      failed = true;
      fail(rowNumber, column, p);
    };
    if (sectionId === undefined) {
      problem(
        sectionColumn,
        new CellProblem(
          MENU_SPREADSHEET_ERROR_CODES.unknownSection,
          sectionText ? `No section is called "${sectionText}"` : 'A new product needs a section',
        ),
      );
    }
    const values: Partial<Record<string, FieldValue>> = {};
    for (const column of located) {
      if (column.column === 'id' || column.column === 'section') continue;
      try {
        const value = read(column, cells(column));
        if (value !== undefined) values[menuSpreadsheetField(column.column, column.language)] = value;
      } catch (error) {
        if (error instanceof CellProblem) problem(column, error);
        else if (error instanceof AppError) problem(column, new CellProblem(error.code, error.message));
        else throw error;
      }
    }
    if (failed) return;
    const texts = (field: 'name' | 'description') =>
      Object.fromEntries(
        ctx.languages.map((l) => [l.code, (values[`${field}.${l.code}`]?.stored as string) ?? '']),
      );
    const nameColumn = located.find((c) => c.column === 'name' && c.language === ctx.mandatory)!;
    const guard = (column: Located | SheetColumn, rule: () => void) => {
      try {
        rule();
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        problem(column, new CellProblem(error.code, error.message));
      }
    };
    let nameI18n: LocalizedValue = { values: {} };
    let descriptionI18n: LocalizedValue = { values: {} };
    guard(nameColumn, () => {
      nameI18n = menuText(ctx, { values: texts('name') }, { required: true, field: 'product name' });
    });
    guard(nameColumn, () => {
      descriptionI18n = menuText(
        ctx,
        { values: texts('description') },
        { required: false, field: 'description' },
      );
    });
    const priceMinor = (values.price?.stored as number | undefined) ?? 0;
    const discountPriceMinor = (values.discountPrice?.stored as number | null | undefined) ?? null;
    const visible = (values.visible?.stored as boolean | undefined) ?? false;
    const column = (name: MenuSpreadsheetColumn) => located.find((c) => c.column === name) ?? nameColumn;
    if (!options.mayPrice && (values.price || values.discountPrice)) {
      problem(column('price'), new CellProblem(ERROR_CODES.forbidden, 'Your role may not change prices'));
    }
    guard(column('discountPrice'), () => assertDiscountBelowPrice(priceMinor, discountPriceMinor));
    guard(column('visible'), () => assertPricedIfVisible(visible, priceMinor));
    if (failed) return;
    plan.creates.push({
      row: rowNumber,
      sectionId: sectionId!,
      nameI18n,
      descriptionI18n,
      priceMinor,
      discountPriceMinor,
      weight: (values.weight?.stored as number | undefined) ?? 0,
      sku: (values.sku?.stored as string | null | undefined) ?? null,
      visible,
      available: (values.available?.stored as boolean | undefined) ?? true,
      stock: (values.stock?.stored as number | null | undefined) ?? null,
      tagIds: (values.tags?.stored as number[] | undefined) ?? [],
    });
    created.push({
      row: rowNumber,
      section: sectionText,
      name: display(ctx, nameI18n),
      fields: Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value!.shown])),
    });
  }
}

const toMinorOf = (ctx: CatalogueContext, amount: number) => toMinor(ctx, amount, 'price');

/**
 * Reads the file and keeps its plan as a preview in the database (any instance may apply it),
 * under the count of the catalogue's edits it was read against. Expired previews go as a new one
 * comes.
 */
export async function previewImport(
  db: Db,
  ctx: CatalogueContext,
  bytes: Buffer,
  options: { mayPrice: boolean },
): Promise<MenuImportPreview> {
  // The edits are counted before the catalogue is read: an edit in between makes the preview
  // stale rather than silently folded in.
  const [account] = await db
    .select({ catalogueEdits: accounts.catalogueEdits })
    .from(accounts)
    .where(eq(accounts.id, ctx.accountId));
  const sheet = await readSheet(bytes);
  const { plan, changes, created, errors } = await planImport(db, ctx, sheet, options);
  const id = randomBytes(16).toString('hex');
  const expiresAt = new Date(ctx.now.getTime() + MENU_SPREADSHEET_LIMITS.previewTtlMs);
  await db.delete(menuImportPreviews).where(lt(menuImportPreviews.expiresAt, ctx.now));
  await db.insert(menuImportPreviews).values({
    id,
    accountId: ctx.accountId,
    userId: ctx.userId,
    catalogueEdits: account?.catalogueEdits ?? 0,
    plan,
    errorCount: errors.length,
    createdAt: ctx.now,
    expiresAt,
  });
  return {
    previewId: id,
    expiresAt: expiresAt.toISOString(),
    rows: sheet.rows.length,
    changes,
    created,
    errors,
  };
}
