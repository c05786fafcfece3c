import type {
  BusinessModel,
  Image,
  Location,
  LocationType,
  SpecialDay,
  WorkingHours,
} from '@larder/contract';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const accounts = pgTable('accounts', {
  id: serial().primaryKey(),
  visible: boolean().notNull().default(false),
  activated: boolean().notNull().default(true),
  liveMode: boolean().notNull().default(false),
  locationType: text().$type<LocationType>().notNull().default('PHYSICAL'),
  businessModel: text().$type<BusinessModel>().notNull().default('COMMISSION'),
  /** Commission in basis points (1500 = 15 %): integers keep money arithmetic exact. */
  commissionBasisPoints: integer().notNull().default(1500),
  workingHours: jsonb().$type<WorkingHours>(),
  productTaxId: integer(),
  /**
   * Counts the committed changes of the account's catalogue; the marketplace's menu feed is named
   * by it (its ETag), so the feed's ETag is known in the change's own transaction.
   */
  menuVersion: integer().notNull().default(0),
  /**
   * Counts the changes made through the catalogue's editor (writeCatalogue) only, not those an
   * order, an amendment or the availability sweep make: a spreadsheet preview read before it moved
   * is refused (CatalogueChanged).
   */
  catalogueEdits: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const vendors = pgTable(
  'vendors',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    working: boolean().notNull().default(true),
    /** IANA time zone: every `...Local` field and working hours are read in it. */
    timeZone: text().notNull().default('UTC'),
    avatar: jsonb().$type<Image>(),
    image: jsonb().$type<Image>(),
    location: jsonb().$type<Location>(),
    commentForCourier: text(),
    phone: text(),
    email: text(),
    unp: text(),
    taxId: text(),
    legalAddress: text(),
    companyName: text(),
    catalogPageSettings: jsonb()
      .$type<{ components: { type: string }[] }>()
      .notNull()
      .default({ components: [{ type: 'CATALOG_SECTIONS_LIST' }] }),
    /** A timed pause ends here; reads compare it with the clock, so it ends by itself. */
    pausedUntil: timestamp({ withTimezone: true }),
    /** The server paused the vendor (no orders screen open); the pause holds until someone resumes. */
    autoPausedAt: timestamp({ withTimezone: true }),
    /** The server's pause whose notice nobody has dismissed yet. */
    autoPauseNoticeAt: timestamp({ withTimezone: true }),
    /** Auto-pause after this many minutes of opening hours with no orders screen; null is off. */
    autoPauseAfterMinutes: integer(),
    /**
     * Dates whose hours replace the weekly hours (closed, or other intervals), by date. A column,
     * not a table: the intake reads it with the vendor row it already loads, the list is small
     * (at most SPECIAL_HOURS_LIMITS.entries) and always replaced whole; past dates stay until the
     * next write and are left out on read.
     */
    specialHours: jsonb().$type<SpecialDay[]>().notNull().default([]),
    /**
     * The last time someone was known to watch the orders: a connected board's heartbeat (any
     * instance), or a person turning auto-pause on or resuming. Auto-pause counts from here.
     */
    attendedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.accountId)],
);
