import { describe, expect, it } from 'vitest';
import { makeActiveOrders, makeOrder, makeOrderItem } from '@/test/fixtures';
import { availableActions, filterOrders, orderMatches, placeOrder, withoutDeclined } from './active-orders';

describe('placeOrder', () => {
  it('moves an order to the group of its status and keeps creation order', () => {
    const first = makeOrder({ orderId: 1, status: 'APPROVED', createdAt: '2026-01-01T10:00:00Z' });
    const second = makeOrder({ orderId: 2, createdAt: '2026-01-01T10:05:00Z' });
    const third = makeOrder({ orderId: 3, status: 'APPROVED', createdAt: '2026-01-01T10:10:00Z' });
    const lists = placeOrder(makeActiveOrders(first, second, third), { ...second, status: 'APPROVED' });
    expect(lists.WAITING_APPROVAL).toEqual([]);
    expect(lists.APPROVED.map((order) => order.orderId)).toEqual([1, 2, 3]);
  });

  it('keeps an ARRIVED delivery order off the page (ARRIVED holds takeaway only)', () => {
    const order = makeOrder({ orderId: 4, status: 'APPROVED', receiptType: 'DELIVERY' });
    const lists = placeOrder(makeActiveOrders(order), { ...order, status: 'ARRIVED' });
    expect(lists.APPROVED).toEqual([]);
    expect(lists.ARRIVED).toEqual([]);
  });
});

describe('withoutDeclined', () => {
  it('drops declined orders from waiting and approved lists', () => {
    const lists = makeActiveOrders(makeOrder({ orderId: 1 }), makeOrder({ orderId: 2, status: 'APPROVED' }));
    const result = withoutDeclined(lists, new Set([1, 2]));
    expect(result.WAITING_APPROVAL).toEqual([]);
    expect(result.APPROVED).toEqual([]);
  });
});

describe('availableActions (the state machine)', () => {
  it('offers approve and decline while waiting, ready once approved, complete when ready', () => {
    expect(availableActions(makeOrder())).toEqual(['approve', 'decline']);
    expect(availableActions(makeOrder({ status: 'APPROVED' }))).toEqual(['ready']);
    expect(availableActions(makeOrder({ status: 'ARRIVED' }))).toEqual(['complete']);
    const delivery = makeOrder({ status: 'APPROVED', receiptType: 'DELIVERY' });
    expect(availableActions(delivery)).toEqual(['ready']);
    expect(availableActions({ ...delivery, readyAt: '2026-01-01T10:00:00Z' })).toEqual(['complete']);
    expect(availableActions(makeOrder({ status: 'COMPLETED' }))).toEqual([]);
  });
});

describe('order search', () => {
  const order = makeOrder({
    orderId: 123,
    customerInfo: { name: 'Grace Hopper', phone: '+1 (212) 555-0188', address: null, comment: null },
    items: [
      makeOrderItem({ name: 'Caesar salad', nameI18n: { values: { en: 'Caesar salad', ru: 'Цезарь' } } }),
    ],
  });

  it('finds an order by number with or without # and zeros', () => {
    expect(orderMatches(order, '#000123')).toBe(true);
    expect(orderMatches(order, '000123')).toBe(true);
    expect(orderMatches(order, '123')).toBe(true);
    expect(orderMatches(order, '124')).toBe(false);
  });

  it('finds an order by customer name or phone digits', () => {
    expect(orderMatches(order, 'grace')).toBe(true);
    expect(orderMatches(order, '555 0188')).toBe(true);
    expect(orderMatches(order, 'Turing')).toBe(false);
  });

  it('finds an order by item name in any menu language', () => {
    expect(orderMatches(order, 'caesar')).toBe(true);
    expect(orderMatches(order, 'цезарь')).toBe(true);
  });

  it('filters every group', () => {
    const other = makeOrder({ orderId: 7, status: 'APPROVED' });
    const result = filterOrders(makeActiveOrders(order, other), 'grace');
    expect(result.WAITING_APPROVAL.map((item) => item.orderId)).toEqual([123]);
    expect(result.APPROVED).toEqual([]);
  });
});
