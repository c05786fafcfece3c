import type { Writable } from 'node:stream';
import {
  MENU_SPREADSHEET_BOOLEAN,
  MENU_SPREADSHEET_COLUMNS,
  MENU_SPREADSHEET_LIMITS,
  MENU_SPREADSHEET_LOCALIZED,
  MENU_SPREADSHEET_SHEETS,
  MENU_SPREADSHEET_TAG_SEPARATOR,
  type MenuSpreadsheetColumn,
  menuSpreadsheetHeader,
  minorUnitDigits,
  type Product,
} from '@larder/contract';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import { tags as tagTable } from '../../db/schema/index.ts';
import type { CatalogueContext } from './context.ts';
import { display } from './context.ts';
import { loadSections } from './load.ts';

/** One column of the sheet: its header, what it holds for a product, and how wide it is. */
export interface SheetColumn {
  column: MenuSpreadsheetColumn;
  language?: string;
  header: string;
}

/** The sheet's columns for the account's menu languages, in MENU_SPREADSHEET_COLUMNS' order. */
export function sheetColumns(ctx: CatalogueContext): SheetColumn[] {
  return MENU_SPREADSHEET_COLUMNS.flatMap((column) =>
    MENU_SPREADSHEET_LOCALIZED.has(column)
      ? ctx.languages.map(({ code }) => ({
          column,
          language: code,
          header: menuSpreadsheetHeader(column, code),
        }))
      : [{ column, header: menuSpreadsheetHeader(column) }],
  );
}

const WIDTHS: Record<MenuSpreadsheetColumn, number> = {
  id: 8,
  sku: 12,
  section: 20,
  name: 28,
  description: 40,
  price: 10,
  discountPrice: 10,
  weight: 8,
  visible: 9,
  available: 10,
  stock: 8,
  tags: 30,
};

export const yesNo = (value: boolean) => (value ? MENU_SPREADSHEET_BOOLEAN.yes : MENU_SPREADSHEET_BOOLEAN.no);

/** A product's cell of a column, as the sheet writes it and the import compares it. */
export function cellOf(product: Product, column: SheetColumn, sectionName: string): string | number {
  switch (column.column) {
    case 'id':
      return product.id;
    case 'sku':
      return product.sku ?? '';
    case 'section':
      return sectionName;
    case 'name':
      return product.nameI18n.values[column.language!] ?? '';
    case 'description':
      return product.descriptionI18n.values[column.language!] ?? '';
    case 'price':
      return product.price;
    case 'discountPrice':
      return product.discountPrice ?? '';
    case 'weight':
      return product.weight;
    case 'visible':
      return yesNo(product.visible);
    case 'available':
      return yesNo(product.available);
    case 'stock':
      return product.stock ?? '';
    case 'tags':
      return product.tags.map((tag) => tag.name).join(MENU_SPREADSHEET_TAG_SEPARATOR);
  }
}

/** Spreadsheet column letters: 1 → A, 27 → AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/**
 * Writes the account's catalogue as an .xlsx into `out`: one row per product per section, in the
 * catalogue's order, with drop-down lists where a column has fixed values (the sections, yes/no).
 * Rows are committed as they are written, so the workbook is never held whole in memory.
 */
export async function writeMenuWorkbook(db: Db, ctx: CatalogueContext, out: Writable): Promise<number> {
  const [sections, tagRows] = await Promise.all([
    loadSections(db, ctx),
    db.select({ nameI18n: tagTable.nameI18n }).from(tagTable),
  ]);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(MENU_SPREADSHEET_SHEETS.menu, {
    views: [{ state: 'frozen', ySplit: 1, xSplit: 1 }],
  });
  const columns = sheetColumns(ctx);
  const money = {
    numFmt: minorUnitDigits(ctx.currency) === 0 ? '0' : `0.${'0'.repeat(minorUnitDigits(ctx.currency))}`,
  };
  sheet.columns = columns.map((c) => ({
    key: c.header,
    header: c.header,
    width: WIDTHS[c.column],
    style: c.column === 'price' || c.column === 'discountPrice' ? money : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  // Validation covers every row a file may hold, so rows added below the last product get it too.
  const lastRow = MENU_SPREADSHEET_LIMITS.maxRows + 1;
  const sectionNames = sections.map((s) => display(ctx, s.nameI18n));
  const range = (column: MenuSpreadsheetColumn) => {
    const letter = columnLetter(columns.findIndex((c) => c.column === column) + 1);
    return `${letter}2:${letter}${lastRow}`;
  };
  // The streaming sheet keeps its validations like a full one, which exceljs's types leave out.
  const validations = (
    sheet as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } }
  ).dataValidations;
  const yesNoList = `"${MENU_SPREADSHEET_BOOLEAN.yes},${MENU_SPREADSHEET_BOOLEAN.no}"`;
  for (const column of ['visible', 'available'] as const) {
    validations.add(range(column), {
      type: 'list',
      allowBlank: column === 'available',
      formulae: [yesNoList],
      showErrorMessage: true,
    });
  }
  if (sectionNames.length > 0) {
    validations.add(range('section'), {
      type: 'list',
      allowBlank: false,
      formulae: [`${MENU_SPREADSHEET_SHEETS.lists}!$A$2:$A$${sectionNames.length + 1}`],
      showErrorMessage: true,
    });
  }

  let written = 0;
  for (const section of sections) {
    const sectionName = display(ctx, section.nameI18n);
    for (const product of section.products) {
      sheet.addRow(columns.map((c) => cellOf(product, c, sectionName))).commit();
      written++;
    }
    if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
  }
  sheet.commit();

  // The lists the drop-downs offer, and every tag name the Tags column takes.
  const lists = workbook.addWorksheet(MENU_SPREADSHEET_SHEETS.lists);
  lists.columns = [
    { header: menuSpreadsheetHeader('section'), width: 30 },
    { header: menuSpreadsheetHeader('tags'), width: 30 },
  ];
  const tagNames = tagRows.map((t) => display(ctx, t.nameI18n)).sort((a, b) => a.localeCompare(b));
  for (let i = 0; i < Math.max(sectionNames.length, tagNames.length); i++) {
    lists.addRow([sectionNames[i] ?? null, tagNames[i] ?? null]).commit();
  }
  lists.commit();
  await workbook.commit();
  return written;
}
