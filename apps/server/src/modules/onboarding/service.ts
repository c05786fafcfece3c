import {
  type ClientOnboardingEvent,
  ERROR_CODES,
  ONBOARDING_EVENT_LIMITS,
  type OnboardingEventName,
} from '@larder/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accounts, onboardingEvents, vendors } from '../../db/schema/index.ts';
import { countAttempt } from '../../lib/attempt-limits.ts';
import { AppError } from '../../lib/errors.ts';

export interface EventActor {
  userId: number | null;
  vendorId: number | null;
}

/**
 * Records onboarding events (docs/product.md#onboarding); inside the caller's transaction when it has one, so
 * an event is recorded if and only if its change is. A `false` stands for an event that did not happen
 * (`visible && 'section_published'`), so each place that records stays one call.
 */
export async function recordEvent(db: Db | Tx, actor: EventActor, ...names: (OnboardingEventName | false)[]) {
  const happened = names.filter((name): name is OnboardingEventName => name !== false);
  if (happened.length === 0) return;
  await db
    .insert(onboardingEvents)
    .values(happened.map((name) => ({ userId: actor.userId, vendorId: actor.vendorId, name })));
}

/**
 * Who changed the catalogue: the signed-in user, and the account's vendor they work for (the
 * catalogue is the account's; its events are the onboarding of that vendor).
 */
export const catalogueActor = (ctx: { userId: number; vendorIds: number[] }): EventActor => ({
  userId: ctx.userId,
  vendorId: ctx.vendorIds[0] ?? null,
});

/**
 * The establishment was shown to customers or hidden: opened or closed. The first time it is
 * shown it is also the catalogue's publication, the onboarding's last milestone.
 */
export async function recordVisibilityChange(tx: Tx, actor: EventActor, visible: boolean) {
  if (!visible) return recordEvent(tx, actor, 'vendor_closed');
  const vendor = actor.vendorId === null ? undefined : eq(onboardingEvents.vendorId, actor.vendorId);
  const [published] = await tx
    .select({ id: onboardingEvents.id })
    .from(onboardingEvents)
    .where(and(vendor, eq(onboardingEvents.name, 'catalog_published')))
    .limit(1);
  await recordEvent(tx, actor, 'vendor_opened', !published && 'catalog_published');
}

/**
 * An event only the browser sees (a creation modal opened), limited per user so that a page in a
 * loop or a script cannot fill the table: past the limit → 429.
 */
export async function recordClientEvent(
  db: Db,
  actor: EventActor & { userId: number },
  event: ClientOnboardingEvent,
  now = new Date(),
) {
  const key = `onboarding-events:${actor.userId}`;
  if (
    (await countAttempt(db, key, ONBOARDING_EVENT_LIMITS.windowMs, now)) > ONBOARDING_EVENT_LIMITS.perUser
  ) {
    throw new AppError(429, ERROR_CODES.rateLimited, 'Too many events reported; try again in a minute');
  }
  await recordEvent(db, actor, event);
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
