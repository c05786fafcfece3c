/**
 * The active-order lists of this instance, per vendor, ready to send (serialized, compressed at
 * most once per encoding, with an ETag). Kitchen tablets poll the list and refetch it after every
 * live event, so the same answer is read many times between changes. An entry is dropped whenever
 * an order of its vendor changes (the live NOTIFY reaches every instance) and after a short
 * time-to-live in case a notification was missed.
 */
import type { Db } from '../../db/client.ts';
import { CopyCache } from '../../lib/copy-cache.ts';
import { perDb } from '../../lib/per-db.ts';
import { PrebuiltAnswer } from '../../lib/prebuilt-answer.ts';

const LIST_TTL_MS = 5000;
/** Lists of this many vendors at most; the least recently polled go first. */
const MAX_LISTS = 10_000;

export class ActiveOrdersCache {
  private readonly lists: CopyCache<number, PrebuiltAnswer>;

  constructor(ttlMs = LIST_TTL_MS) {
    this.lists = new CopyCache({ ttlMs, maxWeight: MAX_LISTS });
  }

  /** The vendor's list; read once (`read`) when no fresh copy exists, however many ask meanwhile. */
  answer(vendorId: number, read: () => Promise<unknown>): Promise<PrebuiltAnswer> {
    return this.lists.load(vendorId, async () => new PrebuiltAnswer(JSON.stringify(await read())));
  }

  invalidate(vendorId: number) {
    this.lists.forget((_, key) => key === vendorId);
  }

  clear() {
    this.lists.forget();
  }
}

/**
 * The cache of the instance that owns this database handle. The order services drop an entry
 * right after their change commits, so this instance answers fresh at once; other instances drop
 * theirs when the NOTIFY reaches them.
 */
export const ordersCacheOf: (db: Db) => ActiveOrdersCache = perDb(() => new ActiveOrdersCache());
