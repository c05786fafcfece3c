import { type ArchiveOrderSummary, type Statistic, toMinorUnits } from '@larder/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/sql.ts';
import { seedHistory } from '../../seed/history.ts';
import { asClient, MANAGER, OTHER_OWNER, OWNER, seededCookie, WORKER } from '../../test/app.ts';
import { menuOf } from '../../test/orders.ts';
import { signedInTestApp } from '../../test/signed-in.ts';
import { localDays, scheduledHours } from './service.ts';

const { t, user: demo } = signedInTestApp(OWNER);

const get = (url: string, cookie = demo.cookie) => t.app.inject(asClient({ method: 'GET', url, cookie }));
const statUrl = (from: string, to: string, vendorId = demo.vendorId) =>
  `/api/vendor/${vendorId}/statistic?from=${from}&to=${to}`;

async function archive(from: string, to: string, status?: string) {
  const out: ArchiveOrderSummary[] = [];
  let after = '';
  for (;;) {
    const query = `from=${from}&to=${to}&size=100${status ? `&status=${status}` : ''}${after ? `&after=${after}` : ''}`;
    const body = (await get(`/api/vendor/${demo.vendorId}/archive_orders?${query}`)).json();
    out.push(...body.content);
    if (body.last) return out;
    after = body.next;
  }
}

const minor = (amounts: number[]) => amounts.reduce((sum, a) => sum + toMinorUnits(a, 'USD'), 0);

describe('statistics', () => {
  it('counts and sums exactly what the archive shows for the same period', async () => {
    const until = new Date();
    await seedHistory(t.database.db, { vendorId: demo.vendorId, orders: 600, days: 30, until });
    const from = new Date(until.getTime() - 20 * 86_400_000).toISOString();
    const to = new Date(until.getTime() - 5 * 86_400_000).toISOString();

    const res = await get(statUrl(from, to));
    expect(res.statusCode).toBe(200);
    const stat: Statistic = res.json();
    const all = await archive(from, to);
    expect(all.length).toBeGreaterThan(100);
    expect(stat.orderStats.total).toBe(all.length);
    for (const { status, count } of stat.orderStats.byStatus) {
      expect(all.filter((o) => o.status === status).length).toBe(count);
    }
    expect(stat.orderStats.byStatus.reduce((s, r) => s + r.count, 0)).toBe(all.length);
    expect(stat.orderStats.byDay.reduce((s, r) => s + r.count, 0)).toBe(all.length);
    expect(stat.orderStats.byHour.reduce((s, r) => s + r.count, 0)).toBe(all.length);
    expect(stat.orderStats.byHour).toHaveLength(24);

    const completed = await archive(from, to, 'COMPLETED');
    const revenue = minor(completed.map((o) => o.totalPrice));
    expect(toMinorUnits(stat.paymentStats.revenue, 'USD')).toBe(revenue);
    expect(toMinorUnits(stat.paymentStats.vendorProfit, 'USD')).toBe(minor(all.map((o) => o.vendorProfit)));
    expect(minor(stat.orderStats.byDay.map((d) => d.revenue))).toBe(revenue);
    for (const row of stat.paymentStats.byPaymentType) {
      const mine = completed.filter((o) => o.paymentType === row.paymentType);
      expect(row.count).toBe(mine.length);
      expect(toMinorUnits(row.revenue, 'USD')).toBe(minor(mine.map((o) => o.totalPrice)));
    }
    expect(stat.paymentStats.averageCheck).toBeCloseTo(revenue / completed.length / 100, 2);
    expect(stat.orderStats.declineRate).toBeCloseTo(
      all.filter((o) => o.status === 'DECLINED').length / all.length,
      10,
    );
    expect(stat.orderStats.cancellationRate).toBeCloseTo(
      all.filter((o) => o.status === 'CANCELLED').length / all.length,
      10,
    );
    // The seeder approves between 30 s and 270 s after creation.
    expect(stat.orderStats.medianAcceptanceSeconds).toBeGreaterThanOrEqual(30);
    expect(stat.orderStats.medianAcceptanceSeconds).toBeLessThanOrEqual(270);
    expect(stat.orderStats.openHoursShare).toBeGreaterThan(0);
    expect(stat.orderStats.openHoursShare).toBeLessThanOrEqual(1);
  });

  it('answers an empty period with zeros and nulls, one entry per day', async () => {
    const stat: Statistic = (await get(statUrl('2023-03-01T05:00:00Z', '2023-03-08T05:00:00Z'))).json();
    expect(stat.orderStats.total).toBe(0);
    expect(stat.orderStats.byDay.map((d) => d.date)).toEqual([
      '2023-03-01',
      '2023-03-02',
      '2023-03-03',
      '2023-03-04',
      '2023-03-05',
      '2023-03-06',
      '2023-03-07',
    ]);
    expect(stat.orderStats.medianAcceptanceSeconds).toBeNull();
    expect(stat.orderStats.declineRate).toBeNull();
    expect(stat.paymentStats.averageCheck).toBeNull();
    expect(stat.paymentStats.revenue).toBe(0);
    expect(stat.orderStats.openHoursShare).toBe(0);
  });

  it('refuses a bad period and keeps workers and other vendors out', async () => {
    expect((await get(statUrl('2023-03-08T00:00:00Z', '2023-03-01T00:00:00Z'))).statusCode).toBe(400);
    expect((await get(`/api/vendor/${demo.vendorId}/statistic`)).statusCode).toBe(400);
    expect((await get(statUrl('2010-01-01T00:00:00Z', '2023-03-01T00:00:00Z'))).statusCode).toBe(400);
    const ok = statUrl('2023-03-01T00:00:00Z', '2023-03-08T00:00:00Z');
    expect((await get(ok, seededCookie(MANAGER))).statusCode).toBe(200);
    expect((await get(ok, seededCookie(WORKER))).statusCode).toBe(403);
    const other = await menuOf(t.app, OTHER_OWNER);
    expect(
      (await get(statUrl('2023-03-01T00:00:00Z', '2023-03-08T00:00:00Z', other.vendorId))).statusCode,
    ).toBe(404);
  });

  it('counts an order of another vendor nowhere', async () => {
    const other = await menuOf(t.app, OTHER_OWNER);
    await seedHistory(t.database.db, { vendorId: other.vendorId, orders: 50, days: 5 });
    const to = new Date().toISOString();
    const from = new Date(Date.now() - 10 * 86_400_000).toISOString();
    const stat: Statistic = (await get(statUrl(from, to))).json();
    const [mine] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where vendor_id = ${demo.vendorId}`,
    );
    expect(stat.orderStats.total).toBe(mine!.n);
  });
});

describe('calendar helpers', () => {
  it('lists the local days of a period across a DST change', () => {
    // New York springs forward on 9 March 2025: that day has 23 hours.
    expect(
      localDays(new Date('2025-03-08T05:00:00Z'), new Date('2025-03-11T04:00:00Z'), 'America/New_York'),
    ).toEqual(['2025-03-08', '2025-03-09', '2025-03-10']);
  });

  it('counts the scheduled hours of a week, including a night that crosses midnight', () => {
    const hours = {
      intervals: {
        MONDAY: { from: '10:00', until: '22:00', turnIntoAnotherDay: false },
        FRIDAY: { from: '18:00', until: '02:00', turnIntoAnotherDay: true },
      },
    };
    // Monday 3 to Monday 10 March 2025 (UTC zone): Monday 12 hours, Friday 8 hours.
    const list = scheduledHours(
      hours,
      'UTC',
      new Date('2025-03-03T00:00:00Z'),
      new Date('2025-03-10T00:00:00Z'),
    );
    expect(list).toHaveLength(20);
    expect(list).toContain('2025-03-08 01');
    expect(list).not.toContain('2025-03-08 02');
  });
});
