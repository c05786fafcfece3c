/**
 * The pull feed: events in position order from a cursor (the position of the last event read).
 * Positions are given after the commit (sequencer.ts), so a consumer that keeps calling with
 * `next` reads every event once, in order, and never passes one that commits late.
 */
import { EVENT_FEED, type EventFeedQuery, MARKETPLACE_ERROR_CODES } from '@larder/contract';
import { and, asc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventFeedState, marketplaceEvents, vendors } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';

/** The columns an event is sent from; `data` as the text PostgreSQL keeps, never parsed here. */
export const eventColumns = {
  seq: marketplaceEvents.seq,
  id: marketplaceEvents.id,
  type: marketplaceEvents.type,
  vendorId: marketplaceEvents.vendorId,
  accountId: marketplaceEvents.accountId,
  liveMode: marketplaceEvents.liveMode,
  createdAt: marketplaceEvents.createdAt,
  position: marketplaceEvents.position,
  orderingKey: marketplaceEvents.orderingKey,
  dataJson: sql<string>`${marketplaceEvents.data}::text`,
};
export type EventRow = {
  id: string;
  type: string;
  vendorId: number | null;
  accountId: number;
  liveMode: boolean;
  createdAt: Date | string;
  dataJson: string;
};

/**
 * An event as JSON, the one serialization the feed and the webhooks send: a webhook's body is
 * the event exactly as the feed returns it.
 */
export function eventJson(row: EventRow): string {
  const createdAt = new Date(row.createdAt).toISOString();
  return `{"id":${JSON.stringify(row.id)},"type":${JSON.stringify(row.type)},"createdAt":"${createdAt}","vendorId":${row.vendorId ?? 'null'},"accountId":${row.accountId},"liveMode":${row.liveMode},"data":${row.dataJson}}`;
}

const cursorExpired = () =>
  new AppError(
    410,
    MARKETPLACE_ERROR_CODES.cursorExpired,
    `Events are kept ${EVENT_FEED.retentionDays} days: this cursor points before the oldest one kept; start again without one`,
  );

function parseCursor(after: string | undefined): number {
  if (after === undefined) return 0;
  if (!/^(?:0|[1-9][0-9]{0,15})$/.test(after)) {
    throw badRequest(MARKETPLACE_ERROR_CODES.invalidCursor, 'The cursor is not one this feed gave');
  }
  return Number(after);
}

export interface FeedPage {
  /** The page as JSON: `{events, next}`. */
  json: string;
  count: number;
  next: string;
}

/** One page of the feed. The caller has run the sequencer, so every committed event is positioned. */
export async function readFeed(db: Db, query: EventFeedQuery): Promise<FeedPage> {
  const after = parseCursor(query.after);
  const [state] = await db.select().from(eventFeedState).where(eq(eventFeedState.id, 1));
  const prunedThrough = state?.prunedThrough ?? 0;
  const lastPosition = state?.lastPosition ?? 0;
  if (query.after !== undefined && after < prunedThrough) throw cursorExpired();
  if (after > lastPosition) {
    throw badRequest(MARKETPLACE_ERROR_CODES.invalidCursor, 'The cursor is not one this feed gave');
  }

  const where: SQL[] = [gt(marketplaceEvents.position, after)];
  if (query.types) where.push(inArray(marketplaceEvents.type, query.types));
  if (query.vendorId !== undefined) {
    // A vendor's events, and its account's own (the menu it sells from).
    const accountOfVendor = db
      .select({ accountId: vendors.accountId })
      .from(vendors)
      .where(eq(vendors.id, query.vendorId));
    where.push(
      or(
        eq(marketplaceEvents.vendorId, query.vendorId),
        and(isNull(marketplaceEvents.vendorId), inArray(marketplaceEvents.accountId, accountOfVendor)),
      )!,
    );
  }
  const rows = await db
    .select(eventColumns)
    .from(marketplaceEvents)
    .where(and(...where))
    .orderBy(asc(marketplaceEvents.position))
    .limit(query.limit);
  // A short page has read every event positioned when the state was read, matching or not: a
  // filtered reader moves past the others instead of reading them again next time.
  const lastRead = rows.length > 0 ? Number(rows[rows.length - 1]!.position) : after;
  const next = String(rows.length < query.limit ? Math.max(lastRead, lastPosition) : lastRead);
  return {
    json: `{"events":[${rows.map(eventJson).join(',')}],"next":"${next}"}`,
    count: rows.length,
    next,
  };
}

/**
 * Deletes the events older than the retention, and only a prefix of the feed: every position up to
 * the first event still young enough, so a cursor is either before the prune (410) or intact.
 */
export async function pruneEvents(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - EVENT_FEED.retentionDays * 86_400_000);
  return db.transaction(async (tx) => {
    const [state] = await tx.select().from(eventFeedState).where(eq(eventFeedState.id, 1)).for('update');
    if (!state) return 0;
    const [young] = await tx
      .select({ position: sql<string | null>`min(${marketplaceEvents.position})` })
      .from(marketplaceEvents)
      .where(and(sql`${marketplaceEvents.createdAt} >= ${cutoff.toISOString()}::timestamptz`));
    const through = young?.position == null ? state.lastPosition : Number(young.position) - 1;
    if (through <= state.prunedThrough) return 0;
    const deleted = await tx
      .delete(marketplaceEvents)
      .where(lte(marketplaceEvents.position, through))
      .returning({ seq: marketplaceEvents.seq });
    await tx.update(eventFeedState).set({ prunedThrough: through }).where(eq(eventFeedState.id, 1));
    return deleted.length;
  });
}
