import {
  type AutoPauseSettings,
  END_OF_DAY,
  isOpenAt,
  isPausedAt,
  nextMidnight,
  PAUSE_ERROR_CODES,
  PAUSE_MAX_AHEAD_MS,
  type PauseRequest,
  type PauseState,
} from '@larder/contract';
import { and, eq, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accounts, platformSettings, vendors } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { publishLive } from '../../live/publish.ts';
import { changeCached } from '../../live/stale.ts';
import { type AuditActor, recordAudit } from '../audit/service.ts';
import { recordVendorEvent } from '../vendors/marketplace-view.ts';

type PauseColumns = {
  pausedUntil: Date | null;
  autoPausedAt: Date | null;
  autoPauseNoticeAt: Date | null;
};

const pauseColumns = {
  pausedUntil: vendors.pausedUntil,
  autoPausedAt: vendors.autoPausedAt,
  autoPauseNoticeAt: vendors.autoPauseNoticeAt,
};

/** The pause as the API shows it at `now`: a timed pause that has ended reads as none. */
export function toPauseState(row: PauseColumns, now: Date): PauseState {
  return {
    pausedUntil: row.pausedUntil && now < row.pausedUntil ? row.pausedUntil.toISOString() : null,
    autoPausedAt: row.autoPausedAt?.toISOString() ?? null,
    autoPauseNoticeAt: row.autoPauseNoticeAt?.toISOString() ?? null,
  };
}

/** Every board of the vendor hears of the change, on every instance, once the change commits. */
async function announce(tx: Tx, vendorId: number, row: PauseColumns, now: Date) {
  await publishLive(tx, vendorId, { type: 'VENDOR_PAUSE', body: toPauseState(row, now) });
}

/**
 * The marketplace hears of a pause that starts, moves or ends (not of a notice dismissed): the
 * pause as readers see it at `now`, before and after the change.
 */
async function announceToMarketplace(
  tx: Tx,
  vendorId: number,
  before: Pick<PauseColumns, 'pausedUntil' | 'autoPausedAt'>,
  after: Pick<PauseColumns, 'pausedUntil' | 'autoPausedAt'>,
  now: Date,
) {
  const was = toPauseState({ ...before, autoPauseNoticeAt: null }, now);
  const is = toPauseState({ ...after, autoPauseNoticeAt: null }, now);
  const paused = isPausedAt(is, now);
  if (
    paused === isPausedAt(was, now) &&
    was.pausedUntil === is.pausedUntil &&
    was.autoPausedAt === is.autoPausedAt
  ) {
    return;
  }
  await recordVendorEvent(tx, paused ? 'vendor.paused' : 'vendor.resumed', vendorId, now);
}

/** When a requested pause ends: minutes from now, the vendor's next midnight, or a given instant. */
export function pauseEnd(request: PauseRequest, now: Date, timeZone: string): Date {
  if ('minutes' in request) return new Date(now.getTime() + request.minutes * 60_000);
  if (request.until === END_OF_DAY) return nextMidnight(now, timeZone);
  const until = new Date(request.until);
  if (until <= now || until.getTime() - now.getTime() > PAUSE_MAX_AHEAD_MS) {
    throw badRequest(
      PAUSE_ERROR_CODES.invalidPauseEnd,
      'A pause must end in the future and at most 7 days from now',
    );
  }
  return until;
}

/** A change a member of staff made, for the audit log; the server's own changes have none. */
interface AuditedChange {
  actor: AuditActor;
  action: 'vendor.pause' | 'vendor.resume';
}

/** Changes the pause columns of one vendor and announces the result, in one transaction. */
async function changePause(
  db: Db,
  vendorId: number,
  now: Date,
  change: (timeZone: string) => Partial<typeof vendors.$inferInsert>,
  audited?: AuditedChange,
): Promise<PauseState> {
  return changeCached(db, async (tx, stale) => {
    const [vendor] = await tx
      .select({
        timeZone: vendors.timeZone,
        pausedUntil: vendors.pausedUntil,
        autoPausedAt: vendors.autoPausedAt,
        accountId: vendors.accountId,
      })
      .from(vendors)
      .where(eq(vendors.id, vendorId))
      .for('no key update');
    if (!vendor) throw notFound('Vendor not found');
    const [row] = await tx
      .update(vendors)
      .set(change(vendor.timeZone))
      .where(eq(vendors.id, vendorId))
      .returning(pauseColumns);
    stale.account(vendor.accountId);
    await announce(tx, vendorId, row!, now);
    await announceToMarketplace(tx, vendorId, vendor, row!, now);
    if (audited) {
      await recordAudit(tx, audited.actor, {
        action: audited.action,
        target: { type: 'vendor', id: vendorId },
        before: { pausedUntil: vendor.pausedUntil?.toISOString() ?? null },
        after: { pausedUntil: row!.pausedUntil?.toISOString() ?? null },
      });
    }
    return toPauseState(row!, now);
  });
}

/** PUT pause: a new pause replaces any other, the server's included. */
export function pauseVendor(db: Db, actor: AuditActor, vendorId: number, request: PauseRequest, now: Date) {
  return changePause(
    db,
    vendorId,
    now,
    (timeZone) => ({ pausedUntil: pauseEnd(request, now, timeZone), autoPausedAt: null }),
    { actor, action: 'vendor.pause' },
  );
}

/** DELETE pause: orders come in again; whoever resumes is watching, so auto-pause counts from now. */
export function resumeVendor(db: Db, actor: AuditActor, vendorId: number, now: Date) {
  return changePause(db, vendorId, now, () => ({ pausedUntil: null, autoPausedAt: null, attendedAt: now }), {
    actor,
    action: 'vendor.resume',
  });
}

/** The notice about the server's pause has been read. */
export function dismissAutoPauseNotice(db: Db, vendorId: number, now: Date) {
  return changePause(db, vendorId, now, () => ({ autoPauseNoticeAt: null }));
}

export async function getAutoPause(db: Db, vendorId: number): Promise<AutoPauseSettings> {
  const [row] = await db
    .select({ autoPauseAfterMinutes: vendors.autoPauseAfterMinutes })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  if (!row) throw notFound('Vendor not found');
  return row;
}

/** Turning auto-pause on starts its count now, not at the last time a board happened to be open. */
export async function setAutoPause(
  db: Db,
  actor: AuditActor,
  vendorId: number,
  settings: AutoPauseSettings,
  now: Date,
): Promise<AutoPauseSettings> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ autoPauseAfterMinutes: vendors.autoPauseAfterMinutes })
      .from(vendors)
      .where(eq(vendors.id, vendorId));
    if (!before) throw notFound('Vendor not found');
    const [row] = await tx
      .update(vendors)
      .set({ autoPauseAfterMinutes: settings.autoPauseAfterMinutes, attendedAt: now })
      .where(eq(vendors.id, vendorId))
      .returning({ autoPauseAfterMinutes: vendors.autoPauseAfterMinutes });
    if (before.autoPauseAfterMinutes !== row!.autoPauseAfterMinutes) {
      await recordAudit(tx, actor, {
        action: 'vendor.autoPause',
        target: { type: 'vendor', id: vendorId },
        before,
        after: row!,
      });
    }
    return row!;
  });
}

// ---- the sweep (sweeper.ts runs these on every instance) ----

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** Boards connected to this instance keep their vendors attended. */
export async function markAttended(db: Db, vendorIds: number[], now: Date) {
  if (vendorIds.length === 0) return;
  await db
    .update(vendors)
    .set({ attendedAt: sql`greatest(${vendors.attendedAt}, ${at(now)})` })
    .where(inArray(vendors.id, vendorIds));
}

/**
 * Publishes the end of the timed pauses that have passed. Reads never wait for this (they compare
 * with the clock); the conditional UPDATE makes one instance announce each end, once.
 */
export async function announceEndedPauses(db: Db, now: Date): Promise<number[]> {
  return changeCached(db, async (tx, stale) => {
    const ended = await tx
      .update(vendors)
      .set({ pausedUntil: null })
      .where(lte(vendors.pausedUntil, now))
      .returning({ id: vendors.id, accountId: vendors.accountId, ...pauseColumns });
    for (const row of ended) {
      stale.account(row.accountId);
      await announce(tx, row.id, row, now);
      if (row.autoPausedAt === null) await recordVendorEvent(tx, 'vendor.resumed', row.id, now);
    }
    return ended.map((row) => row.id);
  });
}

/**
 * Auto-pause: a vendor that has it on, is open and not paused, and has had no orders screen for
 * its minutes — all of them inside its opening hours — is paused until someone resumes. The
 * pause and its notice are recorded on the vendor; the UPDATE repeats every condition, so of
 * several instances sweeping at once exactly one pauses it.
 */
export async function autoPauseUnattended(db: Db, now: Date): Promise<number[]> {
  const unattended: SQL[] = [
    isNotNull(vendors.autoPauseAfterMinutes),
    isNull(vendors.autoPausedAt),
    or(isNull(vendors.pausedUntil), lte(vendors.pausedUntil, now))!,
    eq(vendors.working, true),
    sql`${vendors.attendedAt} <= ${at(now)} - make_interval(mins => ${vendors.autoPauseAfterMinutes})`,
  ];
  const candidates = await db
    .select({
      id: vendors.id,
      timeZone: vendors.timeZone,
      minutes: vendors.autoPauseAfterMinutes,
      hours: sql<
        typeof accounts.$inferSelect.workingHours
      >`coalesce(${accounts.workingHours}, ${platformSettings.workingHours})`,
    })
    .from(vendors)
    .innerJoin(accounts, eq(accounts.id, vendors.accountId))
    .innerJoin(platformSettings, eq(platformSettings.id, 1))
    .where(and(eq(accounts.visible, true), ...unattended));
  const paused: number[] = [];
  for (const vendor of candidates) {
    const since = new Date(now.getTime() - (vendor.minutes ?? 0) * 60_000);
    // The whole stretch without a screen must lie in opening hours: a shop that opened 2 minutes
    // ago has not been unattended for 5 minutes of them.
    if (!vendor.hours || !isOpenAt(vendor.hours, vendor.timeZone, now)) continue;
    if (!isOpenAt(vendor.hours, vendor.timeZone, since)) continue;
    const done = await changeCached(db, async (tx, stale) => {
      const [row] = await tx
        .update(vendors)
        .set({ pausedUntil: null, autoPausedAt: now, autoPauseNoticeAt: now })
        .where(and(eq(vendors.id, vendor.id), ...unattended))
        .returning({ accountId: vendors.accountId, ...pauseColumns });
      if (row) {
        stale.account(row.accountId);
        await announce(tx, vendor.id, row, now);
        await recordVendorEvent(tx, 'vendor.paused', vendor.id, now);
      }
      return row !== undefined;
    });
    if (done) paused.push(vendor.id);
  }
  return paused;
}
