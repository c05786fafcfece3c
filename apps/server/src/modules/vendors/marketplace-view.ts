/**
 * A vendor as the marketplace reads it (GET /api/manager/vendors/{id}) and as its vendor.* events
 * carry it: its state, whether the intake takes orders now (the intake's own rule, orders/intake.ts)
 * and until when not, its hours and special hours, address and order settings.
 */
import {
  DAYS,
  effectiveOrderSettings,
  type ManagerVendor,
  type MarketplaceEventType,
  upcomingSpecialHours,
  type WorkingHours,
  zonedDay,
} from '@larder/contract';
import { asc, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accounts, platformSettings, vendors } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { recordMarketplaceEvent } from '../events/outbox.ts';
import { intakeState } from '../orders/intake.ts';
import { loadOrderSettings } from '../params/order-settings.ts';

const vendorColumns = {
  vendor: vendors,
  liveMode: accounts.liveMode,
  visible: accounts.visible,
  activated: accounts.activated,
  accountHours: accounts.workingHours,
  platformHours: platformSettings.workingHours,
};
type VendorJoin = {
  vendor: typeof vendors.$inferSelect;
  liveMode: boolean;
  visible: boolean;
  activated: boolean;
  accountHours: WorkingHours | null;
  platformHours: WorkingHours | null;
};

const joined = (db: Db | Tx) =>
  db
    .select(vendorColumns)
    .from(vendors)
    .innerJoin(accounts, eq(accounts.id, vendors.accountId))
    .innerJoin(platformSettings, eq(platformSettings.id, 1));

/** Weekly hours as a list, Monday first; a day without an interval is a day off. */
function hoursList(hours: WorkingHours | null): ManagerVendor['workingHours'] {
  if (!hours) return [];
  return DAYS.flatMap((day) => {
    const interval = hours.intervals[day];
    return interval ? [{ day, ...interval, turnIntoAnotherDay: interval.turnIntoAnotherDay ?? false }] : [];
  });
}

async function toManagerVendor(db: Db | Tx, row: VendorJoin, now: Date): Promise<ManagerVendor> {
  const { vendor } = row;
  const intake = await intakeState(db, { ...vendor, visible: row.visible }, now);
  const settings = effectiveOrderSettings(await loadOrderSettings(db, vendor.id), now);
  return {
    id: vendor.id,
    accountId: vendor.accountId,
    name: vendor.name,
    liveMode: row.liveMode,
    activated: row.activated,
    visible: row.visible,
    opened: row.visible && vendor.working,
    pausedUntil: vendor.pausedUntil && now < vendor.pausedUntil ? vendor.pausedUntil.toISOString() : null,
    autoPaused: vendor.autoPausedAt !== null,
    acceptingOrders: intake.refusal === null,
    notAcceptingReason: intake.refusal,
    nextOpeningAt: intake.nextOpeningAt?.toISOString() ?? null,
    timeZone: vendor.timeZone,
    workingHours: hoursList(row.accountHours ?? row.platformHours),
    specialHours: upcomingSpecialHours(vendor.specialHours, zonedDay(now, vendor.timeZone)),
    address: vendor.location
      ? {
          address: vendor.location.address,
          latitude: vendor.location.latitude,
          longitude: vendor.location.longitude,
        }
      : null,
    phone: vendor.phone,
    acceptanceMinutes: settings.acceptanceMinutes,
    maxOrdersPer15Min: settings.maxOrdersPer15Min,
    busyExtraMinutes: settings.busyExtraMinutes,
    autoAccept: settings.autoAccept,
  };
}

export async function managerVendor(db: Db | Tx, vendorId: number, now: Date): Promise<ManagerVendor> {
  const [row] = await joined(db).where(eq(vendors.id, vendorId));
  if (!row) throw notFound('Vendor not found');
  return toManagerVendor(db, row, now);
}

/** Every vendor, activated or not, by id; `after` is the last id of the previous page. */
export async function listManagerVendors(db: Db, after: number, limit: number, now: Date) {
  const rows = await joined(db).where(gt(vendors.id, after)).orderBy(asc(vendors.id)).limit(limit);
  const list: ManagerVendor[] = [];
  for (const row of rows) list.push(await toManagerVendor(db, row, now));
  const last = rows[rows.length - 1];
  return { vendors: list, next: rows.length === limit && last ? String(last.vendor.id) : null };
}

type VendorEventType = Extract<MarketplaceEventType, `vendor.${string}`>;

/** Writes a vendor.* event in the change's transaction, carrying the vendor as read at that moment. */
export async function recordVendorEvent(tx: Tx, type: VendorEventType, vendorId: number, now: Date) {
  const vendor = await managerVendor(tx, vendorId, now);
  await recordMarketplaceEvent(tx, { type, vendorId, data: { vendor }, at: now });
}

/** A change to what every vendor of an account shares (weekly hours, visibility): each one's event. */
export async function recordAccountVendorsEvent(tx: Tx, type: VendorEventType, accountId: number, now: Date) {
  const rows = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.accountId, accountId))
    .orderBy(asc(vendors.id));
  for (const { id } of rows) await recordVendorEvent(tx, type, id, now);
}
