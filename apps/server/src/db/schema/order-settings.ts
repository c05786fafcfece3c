import type { BusyExtraMinutes } from '@larder/contract';
import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { vendors } from './accounts.ts';

/**
 * A vendor's order settings (issue 13). A vendor without a row has the contract's defaults; the
 * row is written on the first save.
 */
export const vendorOrderSettings = pgTable('vendor_order_settings', {
  vendorId: integer()
    .primaryKey()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  autoAccept: boolean().notNull(),
  acceptanceMinutes: integer().notNull(),
  /** Orders per quarter-hour slot; null: no cap. */
  maxOrdersPerSlot: integer(),
  busyExtraMinutes: integer().$type<BusyExtraMinutes>().notNull(),
  busyUntil: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
