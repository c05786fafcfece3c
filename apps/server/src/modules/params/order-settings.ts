import {
  DEFAULT_ORDER_SETTINGS,
  effectiveOrderSettings,
  ORDER_SETTINGS_ERROR_CODES,
  type OrderSettings,
} from '@larder/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { vendorOrderSettings } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { type AuditActor, changes, recordAudit } from '../audit/service.ts';
import { recordVendorEvent } from '../vendors/marketplace-view.ts';

type SettingsRow = typeof vendorOrderSettings.$inferSelect;

/** The settings a stored row holds; a vendor that never saved them (no row) has the defaults. */
export const toOrderSettings = (row: SettingsRow | null): OrderSettings =>
  row ? toSettings(row) : DEFAULT_ORDER_SETTINGS;

const toSettings = (row: SettingsRow): OrderSettings => ({
  autoAccept: row.autoAccept,
  acceptanceMinutes: row.acceptanceMinutes,
  maxOrdersPer15Min: row.maxOrdersPerSlot,
  busyExtraMinutes: row.busyExtraMinutes,
  busyUntil: row.busyUntil?.toISOString() ?? null,
});

/** The vendor's order settings as stored; a vendor that never saved them has the defaults. */
export async function loadOrderSettings(db: Db | Tx, vendorId: number): Promise<OrderSettings> {
  const [row] = await db.select().from(vendorOrderSettings).where(eq(vendorOrderSettings.vendorId, vendorId));
  return toOrderSettings(row ?? null);
}

/** GET: what is in effect now (a busy mode whose end has passed reads as off). */
export async function getOrderSettings(db: Db, vendorId: number, now: Date): Promise<OrderSettings> {
  return effectiveOrderSettings(await loadOrderSettings(db, vendorId), now);
}

/**
 * PUT: replaces the settings. Busy mode cannot be set to end in the past (400), and an end time
 * means nothing without busy minutes, so it is dropped when busy mode is off.
 */
export async function saveOrderSettings(
  db: Db,
  actor: AuditActor,
  vendorId: number,
  input: OrderSettings,
  now: Date,
): Promise<OrderSettings> {
  const busyUntil =
    input.busyExtraMinutes === 0 || input.busyUntil === null ? null : new Date(input.busyUntil);
  if (busyUntil && busyUntil <= now) {
    throw badRequest(ORDER_SETTINGS_ERROR_CODES.busyUntilInPast, 'Busy mode cannot end in the past');
  }
  const values = {
    autoAccept: input.autoAccept,
    acceptanceMinutes: input.acceptanceMinutes,
    maxOrdersPerSlot: input.maxOrdersPer15Min,
    busyExtraMinutes: input.busyExtraMinutes,
    busyUntil,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    const before = await loadOrderSettings(tx, vendorId);
    const [row] = await tx
      .insert(vendorOrderSettings)
      .values({ vendorId, ...values })
      .onConflictDoUpdate({ target: vendorOrderSettings.vendorId, set: values })
      .returning();
    const after = toSettings(row!);
    const changed = changes(before, after);
    if (Object.keys(changed.after).length > 0) {
      await recordAudit(tx, actor, {
        action: 'vendor.orderSettings',
        target: { type: 'vendor', id: vendorId },
        ...changed,
      });
      await recordVendorEvent(tx, 'vendor.updated', vendorId, now);
    }
    return after;
  });
}
