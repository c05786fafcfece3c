/**
 * A per-instance copy of what the database says, kept for a short time and dropped as soon as a
 * change makes it stale (see live/stale.ts). The database stays the truth: a copy is only ever
 * served within `ttlMs` of being read, and never after a change this instance heard of.
 */
/** Reads take milliseconds; this many forgets meanwhile is far more than a busy instance sees. */
const FORGET_LOG_LENGTH = 256;

export class CopyCache<K, V> {
  private readonly entries = new Map<K, { value: V; storedAt: number; weight: number }>();
  private readonly reading = new Map<K, { version: number; value: Promise<V> }>();
  /** The latest forgets, so a read that straddles one is kept only if that forget spares it. */
  private readonly forgotten: { version: number; stale?: (value: V, key: K) => boolean }[] = [];
  private total = 0;
  private forgets = 0;
  /** The key last stored or read: at the newest end of the Map's order already. */
  private newest: K | undefined;

  constructor(
    private readonly options: {
      ttlMs: number;
      /** The most the copies may weigh together; the least recently used go first. */
      maxWeight: number;
      /** What one copy weighs (1 unless given: then maxWeight is a count). */
      weigh?: (value: V) => number;
      now?: () => number;
    },
  ) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  get(key: K): V | undefined {
    const copy = this.fresh(key);
    if (copy === undefined) this.delete(key);
    return copy;
  }

  /**
   * The copy while it is fresh, like `get`, but a copy that ran out of time is left for `load`,
   * which hands it to the read that replaces it.
   */
  fresh(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || this.now() - entry.storedAt > this.options.ttlMs) return undefined;
    // Re-inserted at the newest end of the Map's order: the oldest end is the least recently used.
    // A copy read over and over (one busy vendor's list) is there already.
    if (!Object.is(key, this.newest)) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.newest = key;
    }
    return entry.value;
  }

  /**
   * Taken before reading the database: a copy read while a change was forgotten may predate the
   * change, so `set` drops it.
   */
  version(): number {
    return this.forgets;
  }

  /** Keeps the copy unless a forget since `version` names it; answers the value either way. */
  set(key: K, version: number, value: V): V {
    if (this.forgottenSince(version, key, value)) return value;
    const weight = this.options.weigh?.(value) ?? 1;
    if (weight > this.options.maxWeight) return value;
    this.delete(key);
    this.entries.set(key, { value, storedAt: this.now(), weight });
    this.newest = key;
    this.total += weight;
    for (const [oldest] of this.entries) {
      if (this.total <= this.options.maxWeight) break;
      this.delete(oldest);
    }
    return value;
  }

  /**
   * The copy, or else the one read of it in flight: requests that ask meanwhile share it instead of
   * each repeating the read. A read that straddles a forget is neither kept nor shared afterwards.
   * `read` is given the copy it replaces when that copy only ran out of time (a forgotten copy is
   * gone): the new read decides what of it still holds (PrebuiltAnswer.of keeps identical bytes).
   */
  load(key: K, read: (expired: V | undefined) => Promise<V>): Promise<V> {
    const held = this.entries.get(key)?.value;
    const copy = this.get(key);
    if (copy !== undefined) return Promise.resolve(copy);
    const pending = this.reading.get(key);
    if (pending && pending.version === this.forgets) return pending.value;
    const version = this.forgets;
    const value = read(held)
      .then((read) => this.set(key, version, read))
      .finally(() => {
        if (this.reading.get(key)?.value === value) this.reading.delete(key);
      });
    this.reading.set(key, { version, value });
    return value;
  }

  /**
   * `load` for a copy that may run out by itself (a pause or a sold-out time ends): while `holds`
   * says the held copy still holds it is the answer; once it does not, that copy alone is forgotten
   * and read again. Only then: a forget on every read would cost each read a pass over the copies,
   * and end the sharing of the reads in flight (a read that straddles a forget is not kept).
   */
  loadWhile(key: K, holds: (copy: V) => boolean, read: (expired: V | undefined) => Promise<V>): Promise<V> {
    const held = this.get(key);
    if (held !== undefined) {
      if (holds(held)) return Promise.resolve(held);
      this.forget((copy, copyKey) => Object.is(copyKey, key) && !holds(copy));
    }
    return this.load(key, read);
  }

  private forgottenSince(version: number, key: K, value: V): boolean {
    if (version === this.forgets) return false;
    // Forgets older than the log are unknown: the copy is not kept.
    if ((this.forgotten[0]?.version ?? Number.POSITIVE_INFINITY) > version + 1) return true;
    return this.forgotten.some((f) => f.version > version && (!f.stale || f.stale(value, key)));
  }

  /** Drops the copies the predicate picks (all of them without one). */
  forget(stale?: (value: V, key: K) => boolean) {
    this.forgets++;
    this.forgotten.push({ version: this.forgets, stale });
    if (this.forgotten.length > FORGET_LOG_LENGTH) this.forgotten.shift();
    for (const [key, entry] of this.entries) if (!stale || stale(entry.value, key)) this.delete(key);
  }

  get size() {
    return this.entries.size;
  }

  private delete(key: K) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    if (Object.is(key, this.newest)) this.newest = undefined;
    this.total -= entry.weight;
  }
}
