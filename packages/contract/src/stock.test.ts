import { describe, expect, it } from 'vitest';
import { RestockRequest, Stock } from './schemas/stock.ts';
import { isLowStock, restockedCount, STOCK_LOW_AT, STOCK_MAX } from './stock.ts';

describe('stock counts', () => {
  it('takes a whole count from 0 to STOCK_MAX', () => {
    for (const ok of [0, 1, STOCK_MAX]) expect(Stock.safeParse(ok).success, String(ok)).toBe(true);
    for (const bad of [-1, STOCK_MAX + 1, 2.5, Number.NaN, '3']) {
      expect(Stock.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('restocks by {add} (at least 1) or {set} (a count or null), never both', () => {
    for (const ok of [{ add: 1 }, { add: STOCK_MAX }, { set: 0 }, { set: STOCK_MAX }, { set: null }]) {
      expect(RestockRequest.safeParse(ok).success, JSON.stringify(ok)).toBe(true);
    }
    for (const bad of [
      {},
      { add: 0 },
      { add: -3 },
      { add: STOCK_MAX + 1 },
      { set: -1 },
      { add: 1, set: 2 },
    ]) {
      expect(RestockRequest.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('adds on top of the count, an uncounted item starting from zero', () => {
    expect(restockedCount(5, { add: 10 })).toBe(15);
    expect(restockedCount(null, { add: 10 })).toBe(10);
    expect(restockedCount(5, { set: 2 })).toBe(2);
    expect(restockedCount(5, { set: null })).toBeNull();
  });

  it('reads as low at STOCK_LOW_AT or fewer, never when not counted', () => {
    expect(isLowStock(STOCK_LOW_AT)).toBe(true);
    expect(isLowStock(0)).toBe(true);
    expect(isLowStock(STOCK_LOW_AT + 1)).toBe(false);
    expect(isLowStock(null)).toBe(false);
  });
});
