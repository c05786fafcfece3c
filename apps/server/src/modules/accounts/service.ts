import type { Account } from '@larder/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, vendors } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { changeCached } from '../../live/stale.ts';
import { recordAudit } from '../audit/service.ts';
import { recordEvent } from '../onboarding/service.ts';
import { recordAccountVendorsEvent } from '../vendors/marketplace-view.ts';
import { toVendorView, type VendorRow } from '../vendors/service.ts';

type AccountRow = typeof accounts.$inferSelect;

/** The account as a user sees it: only the vendors they work at. */
export async function loadAccountView(db: Db, accountId: number, vendorIds: number[]): Promise<Account> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw notFound('Account not found');
  const vendorRows = vendorIds.length
    ? await db
        .select()
        .from(vendors)
        .where(and(eq(vendors.accountId, accountId), inArray(vendors.id, vendorIds)))
        .orderBy(asc(vendors.id))
    : [];
  return toAccountView(account, vendorRows);
}

export function toAccountView(account: AccountRow, vendorRows: VendorRow[], now = new Date()): Account {
  return {
    id: account.id,
    visible: account.visible,
    activated: account.activated,
    liveMode: account.liveMode,
    locationType: account.locationType,
    vendors: vendorRows.map((row) => toVendorView(row, now)),
    categories: [],
    workingHours: account.workingHours,
    commissionRate: account.commissionBasisPoints / 100,
    businessModel: account.businessModel,
    taxSettings: { productTaxId: account.productTaxId },
  };
}

/**
 * Leaving demo mode is one-way: liveMode only ever becomes true (docs/product.md#demo-mode). The demo player
 * reads liveMode before each order it plays, so the vendor's demo traffic stops with this commit.
 */
export async function leaveDemoMode(db: Db, accountId: number, actor: { userId: number; vendorId: number }) {
  await changeCached(db, async (tx, stale) => {
    stale.account(accountId);
    const left = await tx
      .update(accounts)
      .set({ liveMode: true })
      .where(and(eq(accounts.id, accountId), eq(accounts.liveMode, false)))
      .returning({ id: accounts.id });
    if (left.length === 0) return;
    await recordEvent(tx, actor, 'leave_demo_mode');
    await recordAccountVendorsEvent(tx, 'vendor.updated', accountId, new Date());
    await recordAudit(
      tx,
      { userId: actor.userId, vendorIds: [actor.vendorId] },
      {
        action: 'vendor.leaveDemo',
        target: { type: 'vendor', id: actor.vendorId },
        before: { liveMode: false },
        after: { liveMode: true },
      },
    );
  });
}
