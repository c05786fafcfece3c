import type { Role, UiLanguage } from '@larder/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, vendors } from './accounts.ts';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    accountId: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Stored lower-cased and trimmed; sign-in compares the same way. */
    email: text().notNull(),
    name: text().notNull(),
    firstName: text().notNull().default(''),
    position: text(),
    phone: text(),
    avatarPath: text(),
    role: text().$type<Role>().notNull(),
    langCode: text().$type<UiLanguage>().notNull().default('en'),
    passwordHash: text().notNull(),
    blocked: boolean().notNull().default(false),
    blockedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`), index().on(t.accountId)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not leak usable sessions. */
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId)],
);

/**
 * Attempt counters of the rate limits (sign-in, password reset), shared by every instance so a
 * limit holds behind a load balancer. One row per key and fixed window: an attempt is counted by
 * one atomic upsert that also answers the new count, so parallel requests cannot all pass.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Devices a user has signed in from (a long-lived cookie holds the token). A correct password
 * from a known device passes the per-account sign-in limit, so guessing at someone's account
 * cannot lock them out of the devices they already use.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    /** SHA-256 of the cookie token. */
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

/** Which vendors (establishments) of the account a user works at. */
export const vendorMemberships = pgTable(
  'vendor_memberships',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.vendorId] }), index().on(t.vendorId)],
);
