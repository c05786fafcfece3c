/**
 * A least-recently-used map bounded by the total size of its values, not their count: a few
 * 1920-px variants weigh as much as hundreds of thumbnails.
 */
export class ByteLru<V extends { bytes: { length: number } }> {
  private readonly entries = new Map<string, V>();
  private total = 0;

  constructor(
    readonly maxBytes: number,
    /** Larger values are served but not kept: one would evict everything else. */
    readonly maxEntryBytes = Math.floor(maxBytes / 8),
  ) {}

  get size() {
    return this.total;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Re-inserting moves the key to the newest end of the Map's insertion order.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    const weight = value.bytes.length;
    if (weight > this.maxEntryBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.total -= previous.bytes.length;
    }
    this.entries.set(key, value);
    this.total += weight;
    for (const [oldest, old] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= old.bytes.length;
    }
  }
}
