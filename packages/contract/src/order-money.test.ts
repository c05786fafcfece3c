import { describe, expect, it } from 'vitest';
import { type PricedOrder, previewAmendment, splitOrderMoney } from './order-money.ts';

const pizza = (count: number, components = [{ componentId: 7, price: 1.5, count: 1 }]) => ({
  price: 12,
  discountPrice: 10.9,
  count,
  totalPrice: (10.9 + components.reduce((sum, c) => sum + c.price * c.count, 0)) * count,
  components,
});

const order = (overrides: Partial<PricedOrder> = {}): PricedOrder => ({
  currencyCode: 'EUR',
  totalPrice: 2 * 12.4 + 3 + 3.5,
  deliveryCost: 3.5,
  balanceModel: 'COMMISSION',
  commissionBasisPoints: 1500,
  items: [pizza(2), { price: 3, discountPrice: null, count: 1, totalPrice: 3, components: [] }],
  ...overrides,
});

describe('splitOrderMoney', () => {
  it('takes the commission from the vendor, or adds the markup to the customer', () => {
    expect(splitOrderMoney(1000, 300, 'COMMISSION', 1500)).toEqual({ total: 1300, vendor: 850 });
    expect(splitOrderMoney(1000, 300, 'MARKUP', 1500)).toEqual({ total: 1450, vendor: 1000 });
    expect(splitOrderMoney(333, 0, 'MARKUP', 1000)).toEqual({ total: 366, vendor: 333 });
  });
});

describe('previewAmendment', () => {
  it('refunds a reduced line and a removed modifier from the recorded prices', () => {
    const preview = previewAmendment(
      order(),
      { lines: [{ line: 0, count: 1, removeComponentIds: [7] }], substitutes: [] },
      0,
    );
    expect(preview.totalBefore).toBe(31.3);
    expect(preview.totalAfter).toBe(10.9 + 3 + 3.5);
    expect(preview.refund).toBe(13.9);
    expect(preview.totalIfRejected).toBeNull();
  });

  it('charges a dearer substitute, and says what a refusal refunds', () => {
    const preview = previewAmendment(
      order(),
      { lines: [], substitutes: [{ line: 1, unitPrice: 4.25, count: 2, components: [] }] },
      0,
    );
    expect(preview.totalAfter).toBe(31.3 - 3 + 8.5);
    expect(preview.refund).toBe(-5.5);
    expect(preview.refundIfRejected).toBe(3);
  });

  it('counts a substitute’s modifiers for each of its portions, as the server charges them', () => {
    const substitute = {
      line: 0,
      unitPrice: 9.95,
      count: 2,
      components: [
        { price: 1.25, count: 1 },
        { price: 0.4, count: 1 },
      ],
    };
    const preview = previewAmendment(order(), { lines: [], substitutes: [substitute] }, 0);
    // (9.95 + 1.25 + 0.40) × 2 = 23.20 in place of 24.80.
    expect(preview.totalAfter).toBe(23.2 + 3 + 3.5);
    expect(preview.refund).toBe(1.6);
    expect(preview.refundIfRejected).toBe(24.8);
  });

  it('recomputes a MARKUP order’s markup at its own rate, else the account’s', () => {
    // Items 27.8 + 15% markup 4.17 + delivery 3.5.
    const markup = order({ balanceModel: 'MARKUP', totalPrice: 35.47 });
    const change = { lines: [{ line: 1, count: 0, removeComponentIds: [] }], substitutes: [] };
    // Items 24.8 + 3.72 + 3.5.
    expect(previewAmendment(markup, change, 0).totalAfter).toBe(32.02);
    expect(previewAmendment({ ...markup, commissionBasisPoints: null }, change, 1000).totalAfter).toBe(30.78);
  });
});
