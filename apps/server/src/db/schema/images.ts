import type { ImageType, UploadedImage } from '@larder/contract';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** PostgreSQL bytea: PGlite answers a Uint8Array, node-postgres a Buffer; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The bytes of every image variant, keyed by its file name (the SHA-256 of the bytes plus the
 * extension): identical variants are stored once, and a name never changes its content, which is
 * what lets the GET answer be cached forever.
 */
export const imageBlobs = pgTable('image_blobs', {
  name: text().primaryKey(),
  contentType: text().notNull(),
  size: integer().notNull(),
  bytes: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * An upload of an account: which variants it produced. A product, vendor or group may only point
 * at a path its own account uploaded.
 */
export const images = pgTable(
  'images',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text().$type<ImageType>().notNull(),
    path: text().notNull(),
    image: jsonb().$type<UploadedImage>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.accountId, t.path), index().on(t.path)],
);
