import { ARCHIVE_PAGE_SIZE, type ArchiveOrderSummary, toMinorUnits } from '@larder/contract';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/sql.ts';
import { seedHistory } from '../../seed/history.ts';
import { asClient, fileTestApp, MANAGER, OTHER_OWNER, OWNER, seededCookie, WORKER } from '../../test/app.ts';
import { customer, marketplace, menuOf, orderBody } from '../../test/orders.ts';

const t = fileTestApp();
let demo: Awaited<ReturnType<typeof menuOf>>;
let other: Awaited<ReturnType<typeof menuOf>>;

beforeEach(async () => {
  demo = await menuOf(t.app, OWNER);
  other = await menuOf(t.app, OTHER_OWNER);
});

const get = (url: string, cookie = demo.cookie) => t.app.inject(asClient({ method: 'GET', url, cookie }));
const archiveUrl = (query: Record<string, string | number | undefined> = {}, vendorId = demo.vendorId) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  return `/api/vendor/${vendorId}/archive_orders?${params}`;
};
const allTime = { from: '2020-01-01T00:00:00Z' };

async function anyProduct(accountId: number) {
  const [row] = await rowsOf<{ id: number }>(
    t.database.db,
    sql`select id from products where account_id = ${accountId} and price_minor > 0 order by id limit 1`,
  );
  return row!.id;
}

async function placeOrder(overrides: Record<string, unknown> = {}, vendor = demo) {
  const res = await marketplace(t.app).createOrder(
    vendor.vendorId,
    orderBody([await anyProduct(vendor.accountId)], overrides),
  );
  expect(res.statusCode).toBe(201);
  return res.json().orderId as number;
}

/** Walks every page by its `next` cursor, calling `between` after each page. */
async function walk(query: Record<string, string | number | undefined>, between?: () => Promise<void>) {
  const seen: ArchiveOrderSummary[] = [];
  let after: string | undefined;
  for (let pages = 0; pages < 1000; pages++) {
    const res = await get(archiveUrl({ ...query, after }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    seen.push(...body.content);
    if (body.last) {
      expect(body.next).toBeNull();
      return seen;
    }
    after = body.next;
    await between?.();
  }
  throw new Error('paging never ended');
}

describe('archive list', () => {
  it('pages newest first with no overlap and no gap while new orders arrive', async () => {
    await seedHistory(t.database.db, { vendorId: demo.vendorId, orders: 230, days: 10 });
    const [count] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where vendor_id = ${demo.vendorId}`,
    );
    const to = new Date().toISOString();
    const seen = await walk({ ...allTime, to, size: 25 }, async () => {
      await placeOrder();
    });
    const ids = seen.map((o) => o.orderId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(count!.n);
    const times = seen.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('keeps ties on createdAt apart by id', async () => {
    const ids = [await placeOrder(), await placeOrder(), await placeOrder()];
    await t.database.db.execute(
      sql`update orders set created_at = '2025-06-01T12:00:00.123456Z' where id in ${ids}`,
    );
    const seen = await walk({ ...allTime, size: 1 });
    expect(seen.map((o) => o.orderId)).toEqual([...ids].sort((a, b) => b - a));
  });

  it('answers size up to 100 and refuses 101', async () => {
    await seedHistory(t.database.db, { vendorId: demo.vendorId, orders: 120, days: 5 });
    const full = await get(archiveUrl({ ...allTime, size: ARCHIVE_PAGE_SIZE.max }));
    expect(full.statusCode).toBe(200);
    expect(full.json().content).toHaveLength(100);
    expect(full.json().last).toBe(false);
    const second = await get(archiveUrl({ ...allTime, size: 100, page: 1 }));
    expect(second.json().content).toHaveLength(20);
    expect(second.json().last).toBe(true);
    expect((await get(archiveUrl({ size: 101 }))).statusCode).toBe(400);
    expect((await get(archiveUrl({ size: 0 }))).statusCode).toBe(400);
    expect((await get(archiveUrl({ after: 'nonsense' }))).statusCode).toBe(400);
  });

  it('filters by status, period and search by number or phone', async () => {
    const a = await placeOrder();
    const b = await placeOrder({ customerInfo: { ...customer, phone: '+44 20 7946 0958' } });
    await marketplace(t.app).event(b, 'cancel');
    const cancelled = await get(archiveUrl({ ...allTime, status: 'CANCELLED' }));
    expect(cancelled.json().content.map((o: ArchiveOrderSummary) => o.orderId)).toEqual([b]);

    const number = `#${String(a).padStart(6, '0')}`;
    for (const search of [number, String(a)]) {
      const res = await get(archiveUrl({ ...allTime, search }));
      expect(res.json().content.map((o: ArchiveOrderSummary) => o.orderId)).toEqual([a]);
    }
    const byPhone = await get(archiveUrl({ ...allTime, search: '7946 0958' }));
    expect(byPhone.json().content.map((o: ArchiveOrderSummary) => o.orderId)).toEqual([b]);
    expect((await get(archiveUrl({ ...allTime, search: 'no match' }))).json().content).toEqual([]);

    const future = await get(archiveUrl({ from: '2099-01-01T00:00:00Z', to: '2099-02-01T00:00:00Z' }));
    expect(future.json().content).toEqual([]);
    expect(
      (await get(archiveUrl({ from: '2025-02-01T00:00:00Z', to: '2025-01-01T00:00:00Z' }))).statusCode,
    ).toBe(400);
  });

  it('reads from midnight one month ago in the vendor zone by default', async () => {
    const inside = await placeOrder();
    const outside = await placeOrder();
    await t.database.db.execute(
      sql`update orders set created_at = now() - interval '40 days' where id = ${outside}`,
    );
    const res = await get(archiveUrl());
    const body = res.json();
    expect(body.content.map((o: ArchiveOrderSummary) => o.orderId)).toEqual([inside]);
    // America/New_York midnight is 04:00 or 05:00 UTC.
    expect(body.from).toMatch(/T0[45]:00:00\.000Z$/);
    const days = (Date.parse(body.to) - Date.parse(body.from)) / 86_400_000;
    // A month of 28 to 31 days, plus the part of today gone by (up to a day, and a DST hour).
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThan(32 + 1 / 24);
  });

  it('lists money and item counts as the order holds them', async () => {
    const id = await placeOrder({ receiptType: 'DELIVERY', deliveryCost: 3.5, paymentType: 'CASH' });
    const [row] = (await get(archiveUrl(allTime))).json().content as ArchiveOrderSummary[];
    const order = (await get(`/api/vendor/${demo.vendorId}/archive_orders/${id}`)).json();
    expect(row!.orderId).toBe(id);
    expect(row!.totalPrice).toBe(order.totalPrice);
    expect(row!.deliveryCost).toBe(3.5);
    expect(row!.itemCount).toBe(1);
    expect(row!.vendorProfit).toBe(0);
    expect(order.vendorProfit).toBe(0);
  });
});

describe('archive order', () => {
  it('answers the archive order with the vendor profit once completed', async () => {
    await seedHistory(t.database.db, { vendorId: demo.vendorId, orders: 20, days: 3 });
    const [done] = await rowsOf<{ id: number; vendor_price_minor: number; currency_code: string }>(
      t.database.db,
      sql`select id, vendor_price_minor, currency_code from orders where status = 'COMPLETED' limit 1`,
    );
    const res = await get(`/api/vendor/${demo.vendorId}/archive_orders/${done!.id}`);
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(toMinorUnits(order.vendorProfit, done!.currency_code)).toBe(done!.vendor_price_minor);
    expect(order.items.length).toBeGreaterThan(0);
    expect(order.approvedAt).not.toBeNull();
    expect(order.estimatedCookingStartAtLocal).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
  });
});

describe('access', () => {
  it('lets owner and manager in, keeps the worker out, hides another vendor', async () => {
    const mine = await placeOrder();
    const theirs = await placeOrder({}, other);
    const manager = seededCookie(MANAGER);
    const worker = seededCookie(WORKER);
    const paths = [
      archiveUrl(),
      `/api/vendor/${demo.vendorId}/archive_orders/${mine}`,
      `/api/vendor/${demo.vendorId}/archive_orders/excel`,
    ];
    for (const path of paths) {
      expect((await get(path, demo.cookie)).statusCode).toBe(200);
      expect((await get(path, manager)).statusCode).toBe(200);
      expect((await get(path, worker)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(403);
    }
    // Another vendor's order through my vendor, and my order through theirs: both 404.
    expect((await get(`/api/vendor/${demo.vendorId}/archive_orders/${theirs}`)).statusCode).toBe(404);
    expect((await get(`/api/vendor/${other.vendorId}/archive_orders/${theirs}`)).statusCode).toBe(404);
    expect((await get(archiveUrl({}, other.vendorId))).statusCode).toBe(404);
    expect((await get(`/api/vendor/${other.vendorId}/archive_orders/excel`)).statusCode).toBe(404);
  });
});
