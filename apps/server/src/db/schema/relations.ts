import { relations } from 'drizzle-orm';
import { accounts, vendors } from './accounts.ts';
import { sessions, users, vendorMemberships } from './users.ts';

export const accountRelations = relations(accounts, ({ many }) => ({
  vendors: many(vendors),
  users: many(users),
}));
export const vendorRelations = relations(vendors, ({ one }) => ({
  account: one(accounts, { fields: [vendors.accountId], references: [accounts.id] }),
}));
export const userRelations = relations(users, ({ one, many }) => ({
  account: one(accounts, { fields: [users.accountId], references: [accounts.id] }),
  memberships: many(vendorMemberships),
  sessions: many(sessions),
}));
export const membershipRelations = relations(vendorMemberships, ({ one }) => ({
  user: one(users, { fields: [vendorMemberships.userId], references: [users.id] }),
  vendor: one(vendors, { fields: [vendorMemberships.vendorId], references: [vendors.id] }),
}));
export const sessionRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));
