import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { users } from './users.ts';

/**
 * A spreadsheet import read and checked but not yet applied (docs/product.md#the-menu-as-a-spreadsheet).
 * Kept in the database, not in a server's memory, so the instance that applies it need not be the
 * one that read it; each lives MENU_SPREADSHEET_LIMITS.previewTtlMs.
 */
export const menuImportPreviews = pgTable(
  'menu_import_previews',
  {
    /** 128 random bits as hex: the preview's name in the apply URL. */
    id: text().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** accounts.catalogue_edits when the file was read: apply refuses once the editor changed anything. */
    catalogueEdits: integer().notNull(),
    /** What apply writes: the changed fields of each product and the products to create. */
    plan: jsonb().notNull(),
    /** Cells refused: a preview with any is shown but never applied. */
    errorCount: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.accountId), index().on(t.expiresAt)],
);
