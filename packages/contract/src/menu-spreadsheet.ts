/**
 * The menu as a spreadsheet (docs/product.md#the-menu-as-a-spreadsheet): the account's catalogue as
 * an .xlsx, one row per product per section, and the same file read back as a preview of what it
 * would change, applied in one transaction.
 */
import { z } from 'zod';
import { ALL_ERROR_CODES } from './error-catalogue.ts';
import { Id } from './schemas/common.ts';

export const MENU_SPREADSHEET_LIMITS = {
  /** The file's size (5 MB). */
  maxBytes: 5 * 1024 * 1024,
  /**
   * What the file's parts may unpack to together (64 MB): an .xlsx is a ZIP, and a few compressed
   * kilobytes can unpack to gigabytes. 10,000 full rows unpack to well under a fifth of it.
   */
  maxUnpackedBytes: 64 * 1024 * 1024,
  /** Rows below the header row. */
  maxRows: 10_000,
  /** How long a preview may be applied after it was read. */
  previewTtlMs: 60 * 60 * 1000,
} as const;

/** The multipart field the file travels in. */
export const MENU_SPREADSHEET_FIELD = 'file';

/** The worksheet the rows are on; the lists the drop-downs offer are on a second one. */
export const MENU_SPREADSHEET_SHEETS = { menu: 'Menu', lists: 'Lists' } as const;

/** How a yes/no cell is written; reading also takes TRUE/FALSE and 1/0. */
export const MENU_SPREADSHEET_BOOLEAN = { yes: 'yes', no: 'no' } as const;

/** Tags share one cell, separated by commas. */
export const MENU_SPREADSHEET_TAG_SEPARATOR = ', ';

/**
 * The columns in their order. Name and description have one column per menu language ("Name (en)");
 * a column left out of a file changes nothing, except ID and Section, which every file needs.
 */
export const MENU_SPREADSHEET_COLUMNS = [
  'id',
  'sku',
  'section',
  'name',
  'description',
  'price',
  'discountPrice',
  'weight',
  'visible',
  'available',
  'stock',
  'tags',
] as const;
export type MenuSpreadsheetColumn = (typeof MENU_SPREADSHEET_COLUMNS)[number];

/** The header row's words: the file is data, read back by them whatever the UI language. */
export const MENU_SPREADSHEET_HEADERS: Record<MenuSpreadsheetColumn, string> = {
  id: 'ID',
  sku: 'SKU',
  section: 'Section',
  name: 'Name',
  description: 'Description',
  price: 'Price',
  discountPrice: 'Sale price',
  weight: 'Weight',
  visible: 'Visible',
  available: 'Available',
  stock: 'Stock',
  tags: 'Tags',
};

/** Columns written once per menu language. */
export const MENU_SPREADSHEET_LOCALIZED: ReadonlySet<MenuSpreadsheetColumn> = new Set([
  'name',
  'description',
]);

/** A header cell: "Price", or "Name (en)" for a column of one menu language. */
export const menuSpreadsheetHeader = (column: MenuSpreadsheetColumn, language?: string) =>
  language ? `${MENU_SPREADSHEET_HEADERS[column]} (${language})` : MENU_SPREADSHEET_HEADERS[column];

/** A change's `field`: the column, with the language for a localized one ("name.en"). */
export const menuSpreadsheetField = (column: MenuSpreadsheetColumn, language?: string) =>
  language ? `${column}.${language}` : column;

/** The value of a cell as a preview shows it (tags as their joined names, yes/no as booleans). */
export const MenuImportValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type MenuImportValue = z.infer<typeof MenuImportValue>;

/** One cell the file changes: its row (as the spreadsheet numbers it), the product and the field. */
export const MenuImportChange = z.object({
  row: z.number(),
  productId: z.number(),
  /** The product's name in the reader's language, so the preview can say which one. */
  productName: z.string(),
  field: z.string(),
  from: MenuImportValue,
  to: MenuImportValue,
});
export type MenuImportChange = z.infer<typeof MenuImportChange>;

/** A row without an id: a new product in the section it names, with the fields the row gives. */
export const MenuImportCreated = z.object({
  row: z.number(),
  section: z.string(),
  name: z.string(),
  fields: z.record(z.string(), MenuImportValue),
});
export type MenuImportCreated = z.infer<typeof MenuImportCreated>;

/** A refused cell: the row, the column's header, the cell's address ("F12") and why. */
export const MenuImportError = z.object({
  row: z.number(),
  column: z.string(),
  cell: z.string().nullable(),
  code: z.enum(ALL_ERROR_CODES),
  message: z.string(),
});
export type MenuImportError = z.infer<typeof MenuImportError>;

/** POST …/catalogue/import: what the file would change. Nothing is written until it is applied. */
export const MenuImportPreview = z.object({
  previewId: z.string(),
  expiresAt: z.string(),
  /** Rows read below the header. */
  rows: z.number(),
  changes: z.array(MenuImportChange),
  created: z.array(MenuImportCreated),
  errors: z.array(MenuImportError),
});
export type MenuImportPreview = z.infer<typeof MenuImportPreview>;

/** POST …/catalogue/import/{previewId}/apply: how many products changed and were created. */
export const MenuImportApplied = z.object({ updated: z.number(), created: z.number() });
export type MenuImportApplied = z.infer<typeof MenuImportApplied>;

/** 128 random bits as hex. */
export const MenuImportParams = z.object({
  accountId: Id,
  previewId: z.string().regex(/^[0-9a-f]{32}$/, 'Expected a preview id'),
});
