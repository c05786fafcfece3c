import type { OnboardingEventName } from '@larder/contract';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { vendors } from './accounts.ts';
import { users } from './users.ts';

/** Onboarding events (docs/product.md#onboarding), kept by us instead of a third-party analytics service. */
export const onboardingEvents = pgTable(
  'onboarding_events',
  {
    id: serial().primaryKey(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    vendorId: integer().references(() => vendors.id, { onDelete: 'cascade' }),
    name: text().$type<OnboardingEventName>().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.vendorId, t.at), index().on(t.userId)],
);

/** Push tokens for the marketplace's push sender: one per user and device, the newest wins. */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceToken: text().notNull(),
    fcmToken: text().notNull(),
    fcmProjectId: text().notNull(),
    platform: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_tokens_user_device_unique').on(t.userId, t.deviceToken)],
);
