import {
  ALL_LOCATIONS,
  type ArchiveOrder,
  type ArchiveOrderSummary,
  type ArchiveOrdersPage,
  type ArchiveOrdersQuery,
  defaultArchivePeriod,
  earnsRevenue,
  fromMinorUnits,
  type OrderStatus,
  parseOrderNumber,
} from '@larder/contract';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { rowsOf } from '../../lib/sql.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { getOrder } from '../orders/service.ts';

export interface ArchiveFilter {
  /** The locations whose orders count: the path's one, or every one the user works at. */
  vendorIds: number[];
  from: Date;
  to: Date;
  status?: OrderStatus | undefined;
  search?: string | undefined;
}

/** The vendor's time zone; 404 for a vendor that does not exist. */
export async function vendorTimeZone(db: Db, vendorId: number): Promise<string> {
  const rows = await rowsOf<{ time_zone: string }>(
    db,
    sql`select ${vendors.timeZone} as time_zone from ${vendors} where ${vendors.id} = ${vendorId}`,
  );
  const row = rows[0];
  if (!row) throw notFound('Vendor not found');
  return row.time_zone;
}

/** The names of these locations, by id: the export's location column. */
export async function locationNames(db: Db, vendorIds: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(inArray(vendors.id, vendorIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The asked period, or the default (docs/product.md#archive-and-export): midnight one month ago in the vendor's zone until now. */
export function resolvePeriod(
  query: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
  now: Date,
): { from: Date; to: Date } {
  const to = query.to ? new Date(query.to) : now;
  const from = query.from ? new Date(query.from) : defaultArchivePeriod(to < now ? to : now, timeZone).from;
  return { from, to };
}

/**
 * The vendors a read of the archive, its export or the statistics covers: the path's, or with
 * `locations=all` every location the user works at (all of them in the user's own account).
 */
export const scopedVendorIds = (auth: SessionUser, vendorId: number, locations: string | undefined) =>
  locations === ALL_LOCATIONS ? [...auth.vendorIds].sort((a, b) => a - b) : [vendorId];

const vendorCondition = (vendorIds: number[]): SQL =>
  vendorIds.length === 1
    ? sql`o.vendor_id = ${vendorIds[0]}`
    : sql`o.vendor_id in (${sql.join(
        vendorIds.map((id) => sql`${id}`),
        sql`, `,
      )})`;

/**
 * The one WHERE of the archive, its export and its statistics, so that the three always agree
 * on which orders a period holds. `o` is the orders alias.
 */
export function archiveWhere(filter: ArchiveFilter): SQL {
  const parts: SQL[] = [
    vendorCondition(filter.vendorIds),
    sql`o.created_at >= ${filter.from.toISOString()}::timestamptz`,
    sql`o.created_at < ${filter.to.toISOString()}::timestamptz`,
  ];
  if (filter.status) parts.push(sql`o.status = ${filter.status}`);
  const search = filter.search?.trim();
  if (search) {
    const orderId = parseOrderNumber(search);
    const digits = search.replace(/\D/g, '');
    const matches: SQL[] = [];
    if (orderId !== null) matches.push(sql`o.id = ${orderId}`);
    // Phones are stored as typed (+1 212 555-0123); compare digits only.
    if (digits.length >= 3) {
      matches.push(
        sql`regexp_replace(coalesce(o.customer_info->>'phone', ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`,
      );
    }
    parts.push(matches.length > 0 ? sql`(${sql.join(matches, sql` or `)})` : sql`false`);
  }
  return sql.join(parts, sql` and `);
}

/** A row's place in the (createdAt, id) order; microseconds, as PostgreSQL stores them. */
export const cursorOf = (createdUs: string, id: number) => `${createdUs}_${id}`;

export function afterCursor(cursor: string): SQL {
  const [us, id] = cursor.split('_');
  return sql`(o.created_at, o.id) < (timestamptz 'epoch' + ${us}::bigint * interval '1 microsecond', ${Number(id)})`;
}

interface SummaryRow extends Record<string, unknown> {
  id: number;
  vendor_id: number;
  status: OrderStatus;
  receipt_type: ArchiveOrderSummary['receiptType'];
  payment_type: ArchiveOrderSummary['paymentType'];
  total_price_minor: number;
  original_total_price_minor: number;
  vendor_price_minor: number;
  delivery_cost_minor: number;
  currency_code: string;
  item_count: number | string;
  customer_name: string | null;
  customer_phone: string | null;
  created_at: string | Date;
  created_us: string;
}

/** What the vendor earned from an order: its vendor price once it earned money, else nothing. */
export const vendorProfitMinor = (status: OrderStatus, vendorPriceMinor: number) =>
  earnsRevenue(status) ? vendorPriceMinor : 0;

function toSummary(row: SummaryRow): ArchiveOrderSummary {
  const money = (minor: number) => fromMinorUnits(Number(minor), row.currency_code);
  return {
    orderId: row.id,
    vendorId: row.vendor_id,
    status: row.status,
    receiptType: row.receipt_type,
    paymentType: row.payment_type,
    totalPrice: money(row.total_price_minor),
    originalTotalPrice: money(row.original_total_price_minor),
    refund: money(Number(row.original_total_price_minor) - Number(row.total_price_minor)),
    vendorProfit: money(vendorProfitMinor(row.status, row.vendor_price_minor)),
    deliveryCost: money(row.delivery_cost_minor),
    currencyCode: row.currency_code,
    itemCount: Number(row.item_count),
    customerName: row.customer_name ?? '',
    customerPhone: row.customer_phone,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The archive list: newest first; a page starts after `after` (keyset) or at `page * size`. */
export async function listArchiveOrders(
  db: Db,
  vendorId: number,
  query: ArchiveOrdersQuery,
  now: Date,
  vendorIds: number[] = [vendorId],
): Promise<ArchiveOrdersPage> {
  const timeZone = await vendorTimeZone(db, vendorId);
  const period = resolvePeriod(query, timeZone, now);
  const where = [archiveWhere({ vendorIds, ...period, status: query.status, search: query.search })];
  if (query.after) where.push(afterCursor(query.after));
  const offset = query.after ? 0 : query.page * query.size;
  // Items are counted for the page's rows only, after the limit: an OFFSET skips rows unread.
  const rows = await rowsOf<SummaryRow>(
    db,
    sql`
    select p.*, (select coalesce(sum(i.count), 0) from order_items i where i.order_id = p.id) as item_count
    from (
      select o.id, o.vendor_id, o.status, o.receipt_type, o.payment_type, o.total_price_minor,
             o.original_total_price_minor, o.vendor_price_minor,
             o.delivery_cost_minor, o.currency_code, o.customer_info->>'name' as customer_name,
             o.customer_info->>'phone' as customer_phone, o.created_at,
             (extract(epoch from o.created_at) * 1000000)::bigint::text as created_us
      from orders o
      where ${sql.join(where, sql` and `)}
      order by o.created_at desc, o.id desc
      limit ${query.size + 1} offset ${offset}
    ) p
    order by p.created_at desc, p.id desc`,
  );
  const last = rows.length <= query.size;
  const page = rows.slice(0, query.size);
  const tail = page.at(-1);
  return {
    content: page.map(toSummary),
    last,
    next: !last && tail ? cursorOf(tail.created_us, tail.id) : null,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
  };
}

/** An archived order (docs/product.md#archive-and-export). Another vendor's order is 404, like an unknown one. */
export async function getArchiveOrder(db: Db, vendorId: number, orderId: number): Promise<ArchiveOrder> {
  const order = await getOrder(db, vendorId, orderId);
  return {
    ...order,
    vendorProfit: earnsRevenue(order.status) ? order.vendorPrice : 0,
    commentForVendor: order.comment,
  };
}

/** How many orders an export will write (the progress line's total) and their currency. */
export async function countArchiveOrders(db: Db, filter: ArchiveFilter) {
  const rows = await rowsOf<{ count: number | string; currency_code: string }>(
    db,
    sql`
    select (select count(*) from orders o where ${archiveWhere(filter)}) as count, currency_code
    from platform_settings where id = 1`,
  );
  return { rows: Number(rows[0]?.count ?? 0), currencyCode: rows[0]?.currency_code ?? 'USD' };
}
