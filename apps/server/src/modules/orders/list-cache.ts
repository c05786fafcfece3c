/**
 * The active-order lists of this instance, per vendor, ready to send (serialized, compressed at
 * most once per encoding, with an ETag). Kitchen tablets poll the list and refetch it after every
 * live event, so the same answer is read many times between changes. An entry is dropped whenever
 * an order of its vendor changes, like every other copy (live/stale.ts: the change names it or
 * sends the vendor a live message), and after a short time-to-live in case a notification was
 * missed.
 */
import type { Db } from '../../db/client.ts';
import { CopyCache } from '../../lib/copy-cache.ts';
import { perDb } from '../../lib/per-db.ts';
import { PrebuiltAnswer } from '../../lib/prebuilt-answer.ts';
import { onStale } from '../../live/stale.ts';

const LIST_TTL_MS = 5000;
/** Lists of this many vendors at most; the least recently polled go first. */
const MAX_LISTS = 10_000;

export class ActiveOrdersCache {
  private readonly lists: CopyCache<number, PrebuiltAnswer>;

  constructor(ttlMs = LIST_TTL_MS) {
    this.lists = new CopyCache({ ttlMs, maxWeight: MAX_LISTS });
  }

  /**
   * The vendor's list; read once (`read`) when no fresh copy exists, however many ask meanwhile. A
   * list re-read only because its copy ran out of time is mostly the same list: then the copy's
   * compressions are kept rather than redone every few seconds for each polled vendor.
   */
  answer(vendorId: number, read: () => Promise<unknown>): Promise<PrebuiltAnswer> {
    return this.lists.load(vendorId, async (expired) =>
      PrebuiltAnswer.of(JSON.stringify(await read()), expired),
    );
  }

  /** The vendor's list when a fresh copy is held: a poll then needs no promise at all. */
  held(vendorId: number): PrebuiltAnswer | undefined {
    return this.lists.fresh(vendorId);
  }

  /** Drops these vendors' lists. */
  forget(vendorIds: readonly number[]) {
    if (vendorIds.length === 0) return;
    const stale = new Set(vendorIds);
    this.lists.forget((_, key) => stale.has(key));
  }

  clear() {
    this.lists.forget();
  }
}

/** The cache of the instance that owns this database handle; changes name its lists stale. */
export const ordersCacheOf: (db: Db) => ActiveOrdersCache = perDb((db) => {
  const cache = new ActiveOrdersCache();
  onStale(db, (stale) => (stale === 'everything' ? cache.clear() : cache.forget(stale.orders)));
  return cache;
});
