import type { ContactParams, TakeAwayValidationMethod, WorkingHours } from '@larder/contract';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** Platform-wide settings: one row (id = 1), read by GET /api/vendor/params. */
export const platformSettings = pgTable('platform_settings', {
  id: integer().primaryKey().default(1),
  platformName: text().notNull(),
  lang: text().notNull(),
  currencyCode: text().notNull(),
  currencySymbol: text().notNull(),
  countryCode: text().notNull(),
  localityCode: text().notNull(),
  clientHost: text().notNull(),
  menuLanguages: jsonb().$type<{ code: string; mandatory: boolean }[]>().notNull(),
  takeAwayValidationMethod: text().$type<TakeAwayValidationMethod>().notNull().default('VENDOR_QR'),
  cookingDelayOptions: jsonb().$type<number[]>().notNull(),
  contactParams: jsonb().$type<ContactParams>().notNull(),
  workingHours: jsonb().$type<WorkingHours>().notNull(),
  availablePromotedSections: jsonb().$type<string[]>().notNull(),
  deliveryZone: jsonb().$type<{ latitude: number; longitude: number }[]>().notNull(),
});
