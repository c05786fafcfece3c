import {
  type CopyLocationSettingsRequest,
  type CopyLocationSettingsResponse,
  ERROR_CODES,
  effectiveOrderSettings,
  type OrderSettings,
  type SpecialDay,
  upcomingSpecialHours,
  zonedDay,
} from '@larder/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { vendorOrderSettings, vendors } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { changeCached } from '../../live/stale.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { changes, recordAudit } from '../audit/service.ts';
import { loadOrderSettings } from '../params/order-settings.ts';
import { recordVendorEvent } from '../vendors/marketplace-view.ts';

type Actor = Pick<SessionUser, 'userId' | 'accountId' | 'vendorIds'>;

/** What one location holds of its own hours and intake rules, as copied. */
interface LocationSettings {
  specialHours: SpecialDay[];
  orderSettings: OrderSettings;
  autoPauseAfterMinutes: number | null;
}

/** Keys in one order: the audit compares the lists as JSON. */
const canonicalDay = (day: SpecialDay): SpecialDay => ({
  date: day.date,
  closed: day.closed,
  intervals: day.intervals.map(({ from, until }) => ({ from, until })),
  note: day.note,
});

async function loadLocation(tx: Tx, vendorId: number) {
  const [row] = await tx
    .select({
      id: vendors.id,
      accountId: vendors.accountId,
      timeZone: vendors.timeZone,
      specialHours: vendors.specialHours,
      autoPauseAfterMinutes: vendors.autoPauseAfterMinutes,
    })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .for('update');
  if (!row) throw notFound('Vendor not found');
  return row;
}

/**
 * POST /vendor/{vendorId}/copy-settings (docs/product.md#accounts-vendors-and-users): the location's
 * special hours, order settings and auto-pause become those of the other locations named, in one
 * transaction. The weekly hours need no copy, being the account's. A special day already past on a
 * target's own calendar is left out there, as its reads would; a busy mode that has ended is
 * copied as off. Each target that changes records its own audit entries and one `vendor.updated`.
 * A location the user does not work at (another account's included) answers 404.
 */
export async function copyLocationSettings(
  db: Db,
  actor: Actor,
  vendorId: number,
  request: CopyLocationSettingsRequest,
  now: Date,
): Promise<CopyLocationSettingsResponse> {
  const targets = [...new Set(request.vendorIds)];
  if (targets.includes(vendorId))
    throw badRequest(ERROR_CODES.validation, 'A location cannot copy to itself');
  if (targets.some((id) => !actor.vendorIds.includes(id))) throw notFound('Vendor not found');
  return changeCached(db, async (tx, stale) => {
    // Rows locked in id order, the source among them: two copies at once cannot deadlock.
    const rows = new Map<number, Awaited<ReturnType<typeof loadLocation>>>();
    for (const id of [vendorId, ...targets].sort((a, b) => a - b)) rows.set(id, await loadLocation(tx, id));
    const source = rows.get(vendorId)!;
    if ([...rows.values()].some((row) => row.accountId !== actor.accountId))
      throw notFound('Vendor not found');
    const copied: LocationSettings = {
      specialHours: upcomingSpecialHours(
        source.specialHours.map(canonicalDay),
        zonedDay(now, source.timeZone),
      ),
      orderSettings: effectiveOrderSettings(await loadOrderSettings(tx, vendorId), now),
      autoPauseAfterMinutes: source.autoPauseAfterMinutes,
    };
    for (const targetId of targets) {
      await copyTo(tx, { userId: actor.userId, vendorIds: [targetId] }, rows.get(targetId)!, copied, now);
    }
    stale.account(actor.accountId);
    return { vendorIds: targets };
  });
}

async function copyTo(
  tx: Tx,
  auditActor: { userId: number; vendorIds: number[] },
  target: Awaited<ReturnType<typeof loadLocation>>,
  copied: LocationSettings,
  now: Date,
) {
  const targetRef = { type: 'vendor' as const, id: target.id };
  let changed = false;

  const today = zonedDay(now, target.timeZone);
  const hoursBefore = upcomingSpecialHours(target.specialHours.map(canonicalDay), today);
  const hoursAfter = upcomingSpecialHours(copied.specialHours, today);
  const hours = changes({ specialHours: hoursBefore }, { specialHours: hoursAfter });
  if (Object.keys(hours.after).length > 0) {
    await tx.update(vendors).set({ specialHours: hoursAfter }).where(eq(vendors.id, target.id));
    await recordAudit(tx, auditActor, { action: 'vendor.specialHours', target: targetRef, ...hours });
    changed = true;
  }

  const settingsBefore = effectiveOrderSettings(await loadOrderSettings(tx, target.id), now);
  const settings = changes(settingsBefore, copied.orderSettings);
  if (Object.keys(settings.after).length > 0) {
    const values = {
      autoAccept: copied.orderSettings.autoAccept,
      acceptanceMinutes: copied.orderSettings.acceptanceMinutes,
      maxOrdersPerSlot: copied.orderSettings.maxOrdersPer15Min,
      busyExtraMinutes: copied.orderSettings.busyExtraMinutes,
      busyUntil: copied.orderSettings.busyUntil ? new Date(copied.orderSettings.busyUntil) : null,
      updatedAt: now,
    };
    await tx
      .insert(vendorOrderSettings)
      .values({ vendorId: target.id, ...values })
      .onConflictDoUpdate({ target: vendorOrderSettings.vendorId, set: values });
    await recordAudit(tx, auditActor, { action: 'vendor.orderSettings', target: targetRef, ...settings });
    changed = true;
  }

  if (target.autoPauseAfterMinutes !== copied.autoPauseAfterMinutes) {
    // Auto-pause counts from now at the target, as when someone turns it on there.
    await tx
      .update(vendors)
      .set({ autoPauseAfterMinutes: copied.autoPauseAfterMinutes, attendedAt: now })
      .where(eq(vendors.id, target.id));
    await recordAudit(tx, auditActor, {
      action: 'vendor.autoPause',
      target: targetRef,
      before: { autoPauseAfterMinutes: target.autoPauseAfterMinutes },
      after: { autoPauseAfterMinutes: copied.autoPauseAfterMinutes },
    });
    changed = true;
  }

  if (changed) await recordVendorEvent(tx, 'vendor.updated', target.id, now);
}
