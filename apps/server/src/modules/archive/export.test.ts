import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EXPORT_LABELS, EXPORT_ROW_COUNT_HEADER, formatOrderNumber } from '@larder/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/sql.ts';
import { seedHistory } from '../../seed/history.ts';
import { asClient, OWNER } from '../../test/app.ts';
import { signedInTestApp } from '../../test/signed-in.ts';
import { toLocalIso } from '../orders/view.ts';

const { t, user: demo } = signedInTestApp(OWNER);

const excelUrl = (query: string) => `/api/vendor/${demo.vendorId}/archive_orders/excel?${query}`;
const period = 'from=2020-01-01T00:00:00Z';

async function workbookOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('archive export', () => {
  it('writes one row per order with number and date cells in the vendor zone', async () => {
    await seedHistory(t.database.db, { vendorId: demo.vendorId, orders: 60, days: 10 });
    const res = await t.app.inject(
      asClient({ method: 'GET', url: excelUrl(`${period}&name=March report`), cookie: demo.cookie }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('filename="March_report.xlsx"');
    expect(res.headers[EXPORT_ROW_COUNT_HEADER]).toBe('60');

    const sheet = await workbookOf(res.rawPayload);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).getCell(1).value).toBe(EXPORT_LABELS.en.columns.number);
    // Column D says what it holds; the customer and the payment have their own columns.
    expect(sheet.getRow(1).getCell(4).value).toBe('Type');
    expect(sheet.getRow(1).getCell(5).value).toBe('Payment');
    expect(sheet.getRow(1).getCell(6).value).toBe('Customer');
    expect(sheet.getColumn(7).width).toBeGreaterThan(40);
    // The orders, then a totals row.
    expect(sheet.rowCount).toBe(62);

    const orders = await rowsOf<{
      id: number;
      created_at: string | Date;
      total_price_minor: number;
      vendor_price_minor: number;
      customer: string;
      status: string;
      items: string;
      item_count: number;
    }>(
      t.database.db,
      sql`select o.id, o.created_at, o.total_price_minor, o.vendor_price_minor, o.status,
                 o.customer_info->>'name' as customer,
                 string_agg(i.count || ' × ' || (i.name_i18n->'values'->>'en'), '; ' order by i.position) as items,
                 sum(i.count)::int as item_count
          from orders o join order_items i on i.order_id = o.id
          where o.vendor_id = ${demo.vendorId}
          group by o.id order by o.created_at desc, o.id desc`,
    );
    for (const [index, order] of orders.entries()) {
      const row = sheet.getRow(index + 2);
      expect(row.getCell(1).value).toBe(formatOrderNumber(order.id));
      const created = row.getCell(2);
      expect(created.value).toBeInstanceOf(Date);
      expect(created.numFmt).toBe('dd/mm/yyyy hh:mm');
      // The cell shows the New York wall clock.
      const local = toLocalIso(new Date(order.created_at), 'America/New_York');
      expect((created.value as Date).toISOString().slice(0, 19)).toBe(local);
      expect(row.getCell(6).value).toBe(order.customer);
      const total = row.getCell(9);
      expect(typeof total.value).toBe('number');
      expect(total.value).toBe(order.total_price_minor / 100);
      expect(total.numFmt).toBe('#,##0.00');
      // The items as text (the seeded orders have no components) and how many there are.
      expect(row.getCell(7).value).toBe(order.items);
      expect(row.getCell(8).value).toBe(order.item_count);
      expect(row.getCell(8).numFmt).toBe('0');
    }
    const totals = sheet.getRow(62);
    expect(totals.getCell(1).value).toBe('Total: 60 orders');
    const cents = (sum: number, order: (typeof orders)[number]) => sum + order.total_price_minor;
    expect(totals.getCell(9).value).toBe(orders.reduce(cents, 0) / 100);
    expect(totals.getCell(9).numFmt).toBe('#,##0.00');
    const profit = orders
      .filter((order) => order.status === 'COMPLETED')
      .reduce((sum, order) => sum + order.vendor_price_minor, 0);
    expect(totals.getCell(10).value).toBe(profit / 100);
  });

  it('filters by status and names the file after the report title and today by default', async () => {
    await seedHistory(t.database.db, { vendorId: demo.vendorId, orders: 40, days: 5 });
    const res = await t.app.inject(
      asClient({ method: 'GET', url: excelUrl(`${period}&status=DECLINED&lang=ru`), cookie: demo.cookie }),
    );
    const [declined] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where status = 'DECLINED'`,
    );
    const sheet = await workbookOf(res.rawPayload);
    expect(sheet.rowCount).toBe(declined!.n + 2);
    expect(sheet.getRow(declined!.n + 2).getCell(1).value).toMatch(/^Итого: \d+ заказ/);
    expect(sheet.getRow(1).getCell(1).value).toBe(EXPORT_LABELS.ru.columns.number);
    expect(res.headers['content-disposition']).toMatch(
      /filename\*=UTF-8''%D0%9E%D1%82%D1%87%D1%91%D1%82_%D0%BF%D0%BE_%D0%B7%D0%B0%D0%BA%D0%B0%D0%B7%D0%B0%D0%BC_\d\d-\d\d-\d{4}\.xlsx$/,
    );
  });

  it('refuses a file name longer than 30 characters', async () => {
    const res = await t.app.inject(
      asClient({ method: 'GET', url: excelUrl(`name=${'x'.repeat(31)}`), cookie: demo.cookie }),
    );
    expect(res.statusCode).toBe(400);
  });

  it('keeps memory flat for 20,000 orders and survives a client that hangs up', async () => {
    await seedHistory(t.database.db, { vendorId: demo.vendorId, orders: 20_000, days: 200 });
    const before = process.memoryUsage().heapUsed;
    const res = await t.app.inject(asClient({ method: 'GET', url: excelUrl(period), cookie: demo.cookie }));
    const grown = process.memoryUsage().heapUsed - before;
    expect(res.statusCode).toBe(200);
    const sheet = await workbookOf(res.rawPayload);
    // The header, the orders and the totals.
    expect(sheet.rowCount).toBe(20_002);
    // Every order once, newest first, across the boundaries of the batches the export reads in.
    const expected = await rowsOf<{ id: number }>(
      t.database.db,
      sql`select id from orders where vendor_id = ${demo.vendorId} order by created_at desc, id desc`,
    );
    const numbers = sheet.getColumn(1).values.slice(2, -1);
    expect(numbers).toEqual(expected.map((order) => formatOrderNumber(order.id)));
    // Holding 20,000 rows as a workbook costs hundreds of MB; streaming costs about one batch.
    expect(grown).toBeLessThan(96 * 1024 * 1024);

    // A real socket: read the first bytes, then hang up mid-stream.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: excelUrl(period), headers: { cookie: demo.cookie } },
        (response) => {
          expect(response.statusCode).toBe(200);
          response.once('data', () => {
            req.destroy();
            resolve();
          });
        },
      );
      req.on('error', (error) => {
        if (!req.destroyed) reject(error);
      });
    });
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const again = await t.app.inject(
      asClient({ method: 'GET', url: excelUrl(`${period}&status=CANCELLED`), cookie: demo.cookie }),
    );
    expect(again.statusCode).toBe(200);
    expect((await workbookOf(again.rawPayload)).rowCount).toBeGreaterThan(1);
    // 20,000 orders are seeded, written and read back twice: minutes on a busy machine.
  }, 180_000);
});
