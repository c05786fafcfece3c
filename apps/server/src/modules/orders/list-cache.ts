/**
 * The serialized active-order lists of this instance, per vendor. Kitchen tablets poll the list
 * and refetch it after every live event, so the same answer is read many times between changes.
 * An entry is dropped whenever an order of its vendor changes (the live NOTIFY reaches every
 * instance) and after a short time-to-live in case a notification was missed.
 */
import { gzipSync } from 'node:zlib';
import type { Db } from '../../db/client.ts';

export interface CachedList {
  json: string;
  /** Compressed once, on first demand: browsers always accept gzip, and lists repeat a lot. */
  gzip(): Buffer;
}

export class ActiveOrdersCache {
  private readonly entries = new Map<number, CachedList & { storedAt: number }>();
  private readonly generations = new Map<number, number>();

  constructor(private readonly ttlMs = 5000) {}

  get(vendorId: number): CachedList | undefined {
    const entry = this.entries.get(vendorId);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt > this.ttlMs) {
      this.entries.delete(vendorId);
      return undefined;
    }
    return entry;
  }

  /** Read before loading: a list loaded across an invalidation is not stored. */
  generation(vendorId: number): number {
    return this.generations.get(vendorId) ?? 0;
  }

  /** Stores the list unless it changed while it was being read; answers the entry either way. */
  set(vendorId: number, generation: number, json: string): CachedList {
    let compressed: Buffer | undefined;
    const entry = {
      json,
      storedAt: Date.now(),
      gzip: () => {
        compressed ??= gzipSync(json);
        return compressed;
      },
    };
    if (this.generation(vendorId) === generation) this.entries.set(vendorId, entry);
    return entry;
  }

  invalidate(vendorId: number) {
    this.generations.set(vendorId, this.generation(vendorId) + 1);
    this.entries.delete(vendorId);
  }

  clear() {
    for (const vendorId of this.entries.keys()) this.invalidate(vendorId);
  }
}

const caches = new WeakMap<Db, ActiveOrdersCache>();

/**
 * The cache of the instance that owns this database handle. The order services drop an entry
 * right after their change commits, so this instance answers fresh at once; other instances drop
 * theirs when the NOTIFY reaches them.
 */
export function ordersCacheOf(db: Db): ActiveOrdersCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ActiveOrdersCache();
    caches.set(db, cache);
  }
  return cache;
}
