import { describe, expect, it } from 'vitest';
import { makeOrder, makeOrderItem } from '@/test/fixtures';
import { ordersToCook, summarizeProducts } from './product-summary';

const cheese = {
  componentId: 1,
  name: 'Extra cheese',
  nameI18n: { values: { ru: 'Сыр' } },
  count: 2,
  price: 1.5,
};

describe('what to cook (productBar)', () => {
  const orders = [
    makeOrder({ orderId: 1, status: 'APPROVED', items: [makeOrderItem({ count: 2, components: [cheese] })] }),
    makeOrder({
      orderId: 2,
      status: 'APPROVED',
      items: [
        makeOrderItem({ count: 1, comment: 'well done' }),
        makeOrderItem({ productId: 2, name: 'Cola', nameI18n: { values: { en: 'Cola' } }, count: 3 }),
      ],
    }),
    makeOrder({ orderId: 3, status: 'WAITING_APPROVAL', items: [makeOrderItem({ count: 9 })] }),
    makeOrder({ orderId: 4, status: 'APPROVED', receiptType: 'DELIVERY', readyAt: '2026-01-01T10:00:00Z' }),
  ];

  it('counts only confirmed orders that are not ready yet', () => {
    expect(ordersToCook(orders).map((order) => order.orderId)).toEqual([1, 2]);
  });

  it('sums portions per product, components per portion, most first, in the UI language', () => {
    const totals = summarizeProducts(ordersToCook(orders), 'en');
    // Equal counts: alphabetical.
    expect(totals.map((total) => total.name)).toEqual(['Cola', 'Margherita']);
    const [cola, pizza] = totals;
    expect(pizza).toMatchObject({ name: 'Margherita', count: 3, orders: 2, comments: ['well done'] });
    expect(pizza?.components).toEqual([{ name: 'Extra cheese', count: 4 }]);
    expect(cola).toMatchObject({ name: 'Cola', count: 3, orders: 1 });
    expect(summarizeProducts(ordersToCook(orders), 'ru').find((total) => total.key === 'id:1')).toMatchObject(
      {
        name: 'Маргарита',
        components: [{ name: 'Сыр', count: 4 }],
      },
    );
  });
});
