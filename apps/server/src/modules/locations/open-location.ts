import {
  type CreateLocationRequest,
  type CreateLocationResponse,
  LOCATION_LIMITS,
  MARKETPLACE_ERROR_CODES,
} from '@larder/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, users, vendorMemberships, vendors } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { changeCached } from '../../live/stale.ts';

/**
 * POST /manager/accounts/{accountId}/vendors: another location of an existing account
 * (docs/product.md#accounts-vendors-and-users). The catalogue, the weekly hours, the demo or live
 * mode and the open/closed switch are the account's, so the location shares them by being the
 * account's; it starts as the first location started: in its time zone, opened, not paused, with
 * the default order settings and no special hours. The account's owners work at it at once: their
 * sessions and users/me copies are named stale with the commit, on every instance.
 */
export async function openLocation(
  db: Db,
  accountId: number,
  body: CreateLocationRequest,
): Promise<CreateLocationResponse> {
  return changeCached(db, async (tx, stale) => {
    // The account's row lock makes two simultaneous requests count each other's location.
    const [account] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('update');
    if (!account) throw notFound('Account not found');
    const existing = await tx
      .select({ id: vendors.id, timeZone: vendors.timeZone })
      .from(vendors)
      .where(eq(vendors.accountId, accountId))
      .orderBy(asc(vendors.id));
    if (existing.length >= LOCATION_LIMITS.perAccount) {
      throw new AppError(
        409,
        MARKETPLACE_ERROR_CODES.locationLimitReached,
        `An account holds at most ${LOCATION_LIMITS.perAccount} locations`,
      );
    }
    const [vendor] = await tx
      .insert(vendors)
      .values({
        accountId,
        name: body.vendorName,
        timeZone: existing[0]?.timeZone ?? 'UTC',
        phone: body.phone ?? null,
      })
      .returning({ id: vendors.id });
    const owners = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.accountId, accountId), eq(users.role, 'VENDOR_OWNER')));
    if (owners.length > 0) {
      await tx
        .insert(vendorMemberships)
        .values(owners.map((owner) => ({ userId: owner.id, vendorId: vendor!.id })))
        .onConflictDoNothing();
    }
    stale.user(...owners.map((owner) => owner.id)).account(accountId);
    return { vendorId: vendor!.id };
  });
}
