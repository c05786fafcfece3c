/**
 * Special and holiday hours (docs/product.md#special-and-holiday-hours): the vendor's list of dates
 * whose hours replace the weekly hours, kept in `vendors.special_hours` and read by the intake
 * (orders/intake.ts) with the vendor row.
 */
import {
  ERROR_CODES,
  SPECIAL_HOURS_LIMITS,
  type SpecialDay,
  type SpecialHoursRequest,
  specialDateProblem,
  upcomingSpecialHours,
  zonedDay,
} from '@larder/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { vendors } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { type AuditActor, changes, recordAudit } from '../audit/service.ts';
import { recordVendorEvent } from '../vendors/marketplace-view.ts';

async function loadVendor(db: Db | Tx, vendorId: number) {
  const [row] = await db
    .select({ timeZone: vendors.timeZone, specialHours: vendors.specialHours })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  if (!row) throw notFound('Vendor not found');
  return { timeZone: row.timeZone, specialHours: row.specialHours.map(canonical) };
}

/** Keys in one order: jsonb keeps its own, and the audit compares the lists as JSON. */
const canonical = (day: SpecialDay): SpecialDay => ({
  date: day.date,
  closed: day.closed,
  intervals: day.intervals.map(({ from, until }) => ({ from, until })),
  note: day.note,
});

/** GET: the upcoming days, by date; past days drop out here, so no job has to remove them. */
export async function getSpecialHours(db: Db, vendorId: number, now: Date): Promise<SpecialDay[]> {
  const vendor = await loadVendor(db, vendorId);
  return upcomingSpecialHours(vendor.specialHours, zonedDay(now, vendor.timeZone));
}

const toStored = (day: SpecialHoursRequest[number]): SpecialDay => ({
  date: day.date,
  closed: 'closed' in day,
  intervals:
    'intervals' in day
      ? day.intervals.map(({ from, until }) => ({ from, until })).sort((a, b) => a.from.localeCompare(b.from))
      : [],
  note: day.note ? day.note : null,
});

/**
 * PUT: replaces the whole list. Each date must be today or later and at most
 * SPECIAL_HOURS_LIMITS.daysAhead days ahead, on the vendor's own calendar (400 otherwise).
 */
export async function saveSpecialHours(
  db: Db,
  actor: AuditActor,
  vendorId: number,
  input: SpecialHoursRequest,
  now: Date,
): Promise<SpecialDay[]> {
  return db.transaction(async (tx) => {
    const vendor = await loadVendor(tx, vendorId);
    const today = zonedDay(now, vendor.timeZone);
    for (const day of input) {
      const problem = specialDateProblem(day.date, today);
      if (problem === 'past') throw badRequest(ERROR_CODES.validation, `${day.date} has already passed`);
      if (problem === 'tooFar') {
        throw badRequest(
          ERROR_CODES.validation,
          `${day.date} is more than ${SPECIAL_HOURS_LIMITS.daysAhead} days ahead`,
        );
      }
    }
    const before = upcomingSpecialHours(vendor.specialHours, today);
    const after = upcomingSpecialHours(input.map(toStored), today);
    await tx.update(vendors).set({ specialHours: after }).where(eq(vendors.id, vendorId));
    const changed = changes({ specialHours: before }, { specialHours: after });
    if (Object.keys(changed.after).length > 0) {
      await recordAudit(tx, actor, {
        action: 'vendor.specialHours',
        target: { type: 'vendor', id: vendorId },
        ...changed,
      });
      await recordVendorEvent(tx, 'vendor.updated', vendorId, now);
    }
    return after;
  });
}
