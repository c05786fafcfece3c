import type { AuditAction, AuditSummary, AuditTargetType } from '@larder/contract';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { vendors } from './accounts.ts';
import { users } from './users.ts';

/**
 * The audit log (issue 13): one row per staff change and per vendor it was made for, written in
 * the transaction of the change. Rows outlive the objects they name (the target is a type, an id
 * and the name it had), and the person (userId turns null when the user is removed).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    action: text().$type<AuditAction>().notNull(),
    targetType: text().$type<AuditTargetType>().notNull(),
    targetId: integer(),
    targetName: text(),
    before: jsonb().$type<AuditSummary>(),
    after: jsonb().$type<AuditSummary>(),
  },
  // The log is read newest first per vendor, optionally by person or by action.
  (t) => [
    index().on(t.vendorId, t.at, t.id),
    index().on(t.vendorId, t.userId, t.at),
    index().on(t.vendorId, t.action, t.at),
  ],
);
