import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/test/fixtures';
import {
  formatLocalDateTime,
  groupByEstimatedTime,
  minutesOverdue,
  minutesSince,
  orderDateTime,
} from './order-time';

describe('order times', () => {
  it('reads ...Local values as the vendor wall clock', () => {
    expect(formatLocalDateTime('2026-03-02T11:06:00')).toBe('02/03/2026 11:06');
    expect(orderDateTime('2026-03-02T09:06:00.000Z', '2026-03-02T11:06:00')).toBe('02/03/2026 11:06');
    expect(orderDateTime('2026-03-02T09:06:00.000Z', null, 'Europe/Riga')).toBe('02/03/2026 11:06');
    expect(orderDateTime(null)).toBe('');
  });

  it('counts whole minutes since creation', () => {
    const now = Date.parse('2026-03-02T10:00:00Z');
    expect(minutesSince('2026-03-02T09:58:59Z', now)).toBe(1);
    expect(minutesSince('2026-03-02T10:00:30Z', now)).toBe(0);
  });

  it('groups orders by the 15-minute slot their cooking ends in, unconfirmed first', () => {
    const at = (orderId: number, end: string | null) =>
      makeOrder({ orderId, status: end ? 'APPROVED' : 'WAITING_APPROVAL', estimatedCookingEndAt: end });
    const sections = groupByEstimatedTime([
      at(1, '2026-03-02T10:20:00Z'),
      at(2, null),
      at(3, '2026-03-02T10:05:00Z'),
      at(4, '2026-03-02T10:16:00Z'),
    ]);
    expect(
      sections.map((section) => [
        section.start && new Date(section.start).toISOString(),
        section.orders.map((o) => o.orderId),
      ]),
    ).toEqual([
      [null, [2]],
      ['2026-03-02T10:00:00.000Z', [3]],
      ['2026-03-02T10:15:00.000Z', [4, 1]],
    ]);
  });
});

describe('minutesOverdue', () => {
  const end = Date.parse('2026-03-02T09:36:00.000Z');
  const approved = makeOrder({
    status: 'APPROVED',
    receiptType: 'DELIVERY',
    estimatedCookingEndAt: '2026-03-02T09:36:00.000Z',
  });

  it('an approved order not ready past its cooking end is late by whole minutes, growing with the clock', () => {
    expect(minutesOverdue(approved, end - 60_000)).toBeNull();
    expect(minutesOverdue(approved, end)).toBeNull();
    expect(minutesOverdue(approved, end + 59_999)).toBeNull();
    expect(minutesOverdue(approved, end + 60_000)).toBe(1);
    expect(minutesOverdue(approved, end + 12 * 60_000 + 30_000)).toBe(12);
  });

  it('a ready, waiting or unestimated order is never late', () => {
    const later = end + 30 * 60_000;
    expect(minutesOverdue({ ...approved, readyAt: '2026-03-02T09:30:00.000Z' }, later)).toBeNull();
    expect(minutesOverdue({ ...approved, status: 'WAITING_APPROVAL' }, later)).toBeNull();
    expect(minutesOverdue({ ...approved, status: 'ARRIVED' }, later)).toBeNull();
    expect(minutesOverdue({ ...approved, estimatedCookingEndAt: null }, later)).toBeNull();
  });
});
