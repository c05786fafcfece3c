import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { vendors } from './accounts.ts';
import { orders } from './orders.ts';

/** A customer's review of one finished order, and the vendor's one public reply to it. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial().primaryKey(),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    /** Unique: one review per order, however many times the marketplace sends it. */
    orderId: integer()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    text: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    replyText: text(),
    replyUserId: integer(),
    replyUpdatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.vendorId, t.createdAt, t.id),
    index().on(t.vendorId, t.rating, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
