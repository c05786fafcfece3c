import type { OnboardingEventName } from '@larder/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accounts, onboardingEvents, vendors } from '../../db/schema/index.ts';

export interface EventActor {
  userId: number | null;
  vendorId: number | null;
}

/** Records one SPEC §4 onboarding event; inside the caller's transaction when it has one. */
export async function recordEvent(db: Db | Tx, actor: EventActor, name: OnboardingEventName) {
  await db.insert(onboardingEvents).values({ userId: actor.userId, vendorId: actor.vendorId, name });
}

/**
 * The two onboarding steps are the header image and the location; when a vendor of a not yet
 * activated account has both, the account is activated. The conditional UPDATE makes exactly one
 * of two racing saves record the completion.
 */
export async function activateIfOnboarded(tx: Tx, actor: EventActor & { vendorId: number }) {
  const [vendor] = await tx
    .select({ accountId: vendors.accountId, image: vendors.image, location: vendors.location })
    .from(vendors)
    .where(eq(vendors.id, actor.vendorId));
  if (!vendor?.image || !vendor.location) return false;
  const activated = await tx
    .update(accounts)
    .set({ activated: true })
    .where(and(eq(accounts.id, vendor.accountId), eq(accounts.activated, false)))
    .returning({ id: accounts.id });
  if (activated.length === 0) return false;
  await recordEvent(tx, actor, 'onboarding_completed');
  return true;
}
