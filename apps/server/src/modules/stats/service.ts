import {
  DAYS,
  type DeclineReason,
  fromMinorUnits,
  intervalMinutes,
  ORDER_STATUSES,
  type OrderStatus,
  PaymentType,
  REVENUE_STATUSES,
  type Statistic,
  type WorkingHours,
  zonedDate,
  zonedTimeToInstant,
} from '@larder/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { rowsOf } from '../../lib/sql.ts';
import { archiveWhere } from '../archive/service.ts';

interface VendorFacts extends Record<string, unknown> {
  time_zone: string;
  working_hours: WorkingHours | null;
  platform_hours: WorkingHours;
  currency_code: string;
}

/** Orders nobody accepted in time: declined by the acceptance window, not by the kitchen. */
const missedReason: DeclineReason = 'NOT_ACCEPTED_IN_TIME';

const revenueStatuses = sql.join(
  REVENUE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * The statistics of a period (docs/product.md#statistics), of the path's location or of several
 * (`vendorIds`), the days and hours on the path location's clock. Every figure is an aggregate over exactly the orders the
 * archive lists for the same period (one shared WHERE), in minor units until the last step, so
 * a count or a sum here always equals what the archive shows.
 */
export async function getStatistic(
  db: Db,
  vendorId: number,
  period: { from: Date; to: Date },
  now: Date,
  vendorIds: number[] = [vendorId],
): Promise<Statistic> {
  const [facts] = await rowsOf<VendorFacts>(
    db,
    sql`
      select v.time_zone, a.working_hours, s.working_hours as platform_hours, s.currency_code
      from vendors v join accounts a on a.id = v.account_id join platform_settings s on s.id = 1
      where v.id = ${vendorId}`,
  );
  if (!facts) throw notFound('Vendor not found');
  const tz = facts.time_zone;
  const where: SQL = archiveWhere({ vendorIds, ...period });
  const local = sql`(o.created_at at time zone ${tz})`;

  const [byStatus, byDay, byHour, byPayment, acceptance, openHours, missed, amended] = await Promise.all([
    rowsOf<{ status: OrderStatus; count: number | string }>(
      db,
      sql`select o.status, count(*) as count from orders o where ${where} group by o.status`,
    ),
    rowsOf<{ day: string; count: number | string; revenue: number | string }>(
      db,
      sql`
      select to_char(${local}, 'YYYY-MM-DD') as day, count(*) as count,
             coalesce(sum(o.total_price_minor) filter (where o.status in (${revenueStatuses})), 0) as revenue
      from orders o where ${where} group by 1`,
    ),
    rowsOf<{ hour: number | string; count: number | string }>(
      db,
      sql`select extract(hour from ${local})::int as hour, count(*) as count from orders o where ${where} group by 1`,
    ),
    rowsOf<{
      payment_type: PaymentType;
      count: number | string;
      revenue: number | string;
      profit: number | string;
    }>(
      db,
      sql`
      select o.payment_type, count(*) as count, sum(o.total_price_minor) as revenue,
             sum(o.vendor_price_minor) as profit
      from orders o where ${where} and o.status in (${revenueStatuses}) group by o.payment_type`,
    ),
    rowsOf<{ median: number | string | null }>(
      db,
      sql`
      select percentile_cont(0.5) within group (order by extract(epoch from o.approved_at - o.created_at)) as median
      from orders o where ${where} and o.approved_at is not null and not o.auto_accepted`,
    ),
    rowsOf<{ hour: string }>(
      db,
      sql`select distinct to_char(${local}, 'YYYY-MM-DD HH24') as hour from orders o where ${where}`,
    ),
    rowsOf<{ count: number | string }>(
      db,
      sql`
      select count(*) as count from orders o
      where ${where} and o.status = 'DECLINED' and o.decline_reason = ${missedReason}`,
    ),
    // Changed: one amendment that is not a proposal still waiting (which changed nothing yet).
    rowsOf<{ count: number | string }>(
      db,
      sql`
      select count(*) as count from orders o
      where ${where} and jsonb_path_exists(o.amendments, '$[*] ? (@.status != "PENDING")')`,
    ),
  ]);

  const currency = facts.currency_code;
  const money = (minor: number | string) => fromMinorUnits(Number(minor), currency);
  const counts = new Map(byStatus.map((r) => [r.status, Number(r.count)]));
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const rate = (status: OrderStatus) => (total === 0 ? null : (counts.get(status) ?? 0) / total);

  const days = new Map(byDay.map((r) => [r.day, r]));
  const hours = new Map(byHour.map((r) => [Number(r.hour), Number(r.count)]));
  const payments = new Map(byPayment.map((r) => [r.payment_type, r]));
  let revenueMinor = 0;
  let profitMinor = 0;
  let revenueCount = 0;
  for (const r of byPayment) {
    revenueMinor += Number(r.revenue);
    profitMinor += Number(r.profit);
    revenueCount += Number(r.count);
  }
  const median = acceptance[0]?.median;
  const schedule = scheduledHours(
    facts.working_hours ?? facts.platform_hours,
    tz,
    period.from,
    period.to < now ? period.to : now,
  );
  const withOrders = new Set(openHours.map((r) => r.hour));
  const openScheduled = schedule.filter((h) => withOrders.has(h)).length;

  return {
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    orderStats: {
      total,
      byStatus: ORDER_STATUSES.filter((s) => counts.has(s)).map((status) => ({
        status,
        count: counts.get(status) ?? 0,
      })),
      byDay: localDays(period.from, period.to, tz).map((date) => ({
        date,
        count: Number(days.get(date)?.count ?? 0),
        revenue: money(days.get(date)?.revenue ?? 0),
      })),
      byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, count: hours.get(hour) ?? 0 })),
      medianAcceptanceSeconds: median === null || median === undefined ? null : Math.round(Number(median)),
      declineRate: rate('DECLINED'),
      amendedRate: total === 0 ? null : Number(amended[0]?.count ?? 0) / total,
      missed: Number(missed[0]?.count ?? 0),
      cancellationRate: rate('CANCELLED'),
      openHoursShare: schedule.length === 0 ? null : openScheduled / schedule.length,
      scheduledHours: schedule.length,
    },
    paymentStats: {
      currencyCode: currency,
      revenue: money(revenueMinor),
      vendorProfit: money(profitMinor),
      averageCheck: revenueCount === 0 ? null : money(Math.round(revenueMinor / revenueCount)),
      byPaymentType: PaymentType.options.map((paymentType) => {
        const row = payments.get(paymentType);
        return {
          paymentType,
          count: Number(row?.count ?? 0),
          revenue: money(row?.revenue ?? 0),
          vendorProfit: money(row?.profit ?? 0),
        };
      }),
    },
  };
}

/** The time zone the vendor's days are counted in, which the statistics page's opening period needs. */
export async function vendorTimeZone(db: Db, vendorId: number): Promise<string | undefined> {
  const [row] = await db.select({ timeZone: vendors.timeZone }).from(vendors).where(eq(vendors.id, vendorId));
  return row?.timeZone;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayKey = (d: { year: number; month: number; day: number }) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

/** The calendar days (YYYY-MM-DD, vendor's zone) that [from, to) touches. */
export function localDays(from: Date, to: Date, timeZone: string): string[] {
  const first = zonedDate(from, timeZone);
  const last = zonedDate(new Date(to.getTime() - 1), timeZone);
  const out: string[] = [];
  const cursor = new Date(Date.UTC(first.year, first.month - 1, first.day));
  const end = Date.UTC(last.year, last.month - 1, last.day);
  while (cursor.getTime() <= end) {
    out.push(
      dayKey({ year: cursor.getUTCFullYear(), month: cursor.getUTCMonth() + 1, day: cursor.getUTCDate() }),
    );
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return out;
}

/**
 * The hours ('YYYY-MM-DD HH' on the vendor's clock) that the weekly schedule opens within
 * [from, until): an hour counts when it starts inside an opening interval.
 */
export function scheduledHours(hours: WorkingHours, timeZone: string, from: Date, until: Date): string[] {
  if (until <= from) return [];
  const out: string[] = [];
  const firstDay = zonedDate(new Date(from.getTime() - 86_400_000), timeZone);
  const cursor = new Date(Date.UTC(firstDay.year, firstDay.month - 1, firstDay.day));
  const lastDay = zonedDate(until, timeZone);
  const end = Date.UTC(lastDay.year, lastDay.month - 1, lastDay.day);
  while (cursor.getTime() <= end) {
    // getUTCDay: 0 is Sunday; DAYS starts on Monday.
    const weekday = DAYS[(cursor.getUTCDay() + 6) % 7]!;
    const interval = hours.intervals[weekday];
    const minutes = interval ? intervalMinutes(interval) : null;
    if (minutes && typeof minutes === 'object') {
      for (let h = Math.ceil(minutes.start / 60); h * 60 < minutes.end; h++) {
        const day = new Date(cursor.getTime() + Math.floor(h / 24) * 86_400_000);
        const wall = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
        const instant = zonedTimeToInstant({ ...wall, hour: h % 24 }, timeZone);
        if (instant >= from && instant < until) out.push(`${dayKey(wall)} ${pad(h % 24)}`);
      }
    }
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return [...new Set(out)];
}
