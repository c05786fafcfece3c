import { describe, expect, it } from 'vitest';
import { CopyCache } from './copy-cache.ts';
import { acceptedEncoding, PrebuiltAnswer } from './prebuilt-answer.ts';

describe('a prebuilt answer', () => {
  it('is kept, compressions and all, when a re-read finds the same bytes', async () => {
    const json = JSON.stringify({ name: 'Борщ', price: 4.5 });
    const first = new PrebuiltAnswer(json);
    const brotli = await first.compressed('br');
    const again = PrebuiltAnswer.of(JSON.stringify({ name: 'Борщ', price: 4.5 }), first);
    expect(again).toBe(first);
    expect(again.compressedNow('br')).toBe(brotli);
  });

  it('is built anew when a single byte differs, or when the old one was named by a version', () => {
    const first = new PrebuiltAnswer('{"price":4.5}');
    const changed = PrebuiltAnswer.of('{"price":4.6}', first);
    expect(changed).not.toBe(first);
    expect(changed.etag).not.toBe(first.etag);
    const named = new PrebuiltAnswer('{"price":4.5}', 'menu-7');
    expect(PrebuiltAnswer.of('{"price":4.5}', named)).not.toBe(named);
    expect(PrebuiltAnswer.of('{"price":4.5}').etag).toBe(first.etag);
  });

  it('reads the same Accept-Encoding the same way the second time', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
      expect(acceptedEncoding('gzip;q=1, br;q=0')).toBe('gzip');
      expect(acceptedEncoding('identity')).toBeNull();
      expect(acceptedEncoding('*')).toBe('br');
    }
  });
});

describe('a copy cache', () => {
  it('gives a read the copy it replaces only when that copy ran out of time, never a forgotten one', async () => {
    let now = 0;
    const cache = new CopyCache<number, string>({ ttlMs: 100, maxWeight: 10, now: () => now });
    const seen: (string | undefined)[] = [];
    const read = (value: string) => async (expired: string | undefined) => {
      seen.push(expired);
      return value;
    };
    expect(await cache.load(1, read('a'))).toBe('a');
    expect(await cache.load(1, read('unused'))).toBe('a');
    now = 101;
    expect(await cache.load(1, read('b'))).toBe('b');
    cache.forget((_, key) => key === 1);
    expect(await cache.load(1, read('c'))).toBe('c');
    expect(seen).toEqual([undefined, 'a', undefined]);
  });

  it('answers a held copy at once while fresh, and leaves one that ran out for the read that replaces it', async () => {
    let now = 0;
    const cache = new CopyCache<number, string>({ ttlMs: 100, maxWeight: 10, now: () => now });
    const seen: (string | undefined)[] = [];
    expect(cache.fresh(1)).toBeUndefined();
    await cache.load(1, async () => 'a');
    now = 100;
    expect(cache.fresh(1)).toBe('a');
    now = 101;
    // A poll finds no fresh copy and loads: the load is handed the copy that ran out (its bytes'
    // compressions are kept when the re-read finds the same bytes).
    expect(cache.fresh(1)).toBeUndefined();
    expect(
      await cache.load(1, async (expired) => {
        seen.push(expired);
        return 'b';
      }),
    ).toBe('b');
    expect(seen).toEqual(['a']);
  });

  it('drops the least recently read copy first, however often the newest is read', () => {
    const cache = new CopyCache<number, string>({ ttlMs: 1000, maxWeight: 2, now: () => 0 });
    cache.set(1, cache.version(), 'one');
    cache.set(2, cache.version(), 'two');
    cache.get(1);
    cache.get(1);
    cache.set(3, cache.version(), 'three');
    expect(cache.get(2)).toBeUndefined();
    expect(cache.get(1)).toBe('one');
    expect(cache.get(3)).toBe('three');
    cache.get(3);
    cache.set(4, cache.version(), 'four');
    expect(cache.get(1)).toBeUndefined();
    expect(cache.get(3)).toBe('three');
  });

  it('reads a copy that runs out by itself again only once it is due, once for every request meanwhile', async () => {
    const cache = new CopyCache<number, { until: number; n: number }>({ ttlMs: 60_000, maxWeight: 100 });
    let now = 0;
    let reads = 0;
    const read = async () => ({ until: 10, n: ++reads });
    const holds = (copy: { until: number }) => copy.until > now;
    // Users asking at once, some for other keys: one read each, and every one kept.
    const first = await Promise.all([
      ...Array.from({ length: 5 }, () => cache.loadWhile(1, holds, read)),
      cache.loadWhile(2, holds, read),
      ...Array.from({ length: 5 }, () => cache.loadWhile(1, holds, read)),
    ]);
    expect(reads).toBe(2);
    expect(new Set(first.map((c) => c.n))).toEqual(new Set([1, 2]));
    expect((await cache.loadWhile(1, holds, read)).n).toBe(first[0]!.n);
    expect(reads).toBe(2);
    // Due: read again, once for all who ask; the other key's copy is due too, and read on its own.
    now = 10;
    const again = await Promise.all(Array.from({ length: 5 }, () => cache.loadWhile(1, holds, read)));
    expect(reads).toBe(3);
    expect(new Set(again.map((c) => c.n)).size).toBe(1);
    expect((await cache.loadWhile(2, holds, read)).n).toBe(4);
  });
});
