import { EXPORT_COLUMNS, EXPORT_LABELS, type Order } from '@larder/contract';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { asClient, createTestApp, OWNER, type TestApp } from '../../test/app.ts';
import { marketplace, menuOf, orderBody, vendorAction } from '../../test/orders.ts';

/** The archive, its export and the statistics of orders the kitchen changed. */
let nowMs: number;
const clock = () => new Date(nowMs);
let t: TestApp;
let demo: Awaited<ReturnType<typeof menuOf>>;

beforeEach(async () => {
  nowMs = Date.parse('2030-01-07T12:01:00Z');
  t = await createTestApp({}, { clock });
  demo = await menuOf(t.app, OWNER);
});
afterEach(() => t.close());

const period = `from=${new Date(Date.parse('2030-01-07T00:00:00Z')).toISOString()}&to=${new Date(
  Date.parse('2030-01-08T00:00:00Z'),
).toISOString()}`;
const get = (url: string) =>
  t.app.inject(asClient({ method: 'GET', url: `/api/vendor/${demo.vendorId}${url}`, cookie: demo.cookie }));

async function productId(english: string) {
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.accountId, demo.accountId), sql`${products.nameI18n}->'values'->>'en' = ${english}`),
    );
  return row!.id;
}

/** Two orders completed: a Margherita and a lemonade (15.40) that lost its lemonade, and one unchanged. */
async function completedOrders() {
  const market = marketplace(t.app);
  const act = vendorAction(t.app, demo.cookie, demo.vendorId);
  const ids: number[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await market.createOrder(
      demo.vendorId,
      orderBody([await productId('Margherita'), await productId('Lemonade')]),
    );
    ids.push((res.json() as Order).orderId);
  }
  const amended = await t.app.inject(
    asClient({
      method: 'POST',
      url: `/api/vendor/${demo.vendorId}/orders/${ids[0]}/amend`,
      payload: { reason: 'OUT_OF_STOCK', lines: [{ line: 1, count: 0 }] },
      cookie: demo.cookie,
    }),
  );
  expect(amended.statusCode).toBe(200);
  for (const id of ids) {
    for (const action of ['approve', 'ready', 'complete'] as const) {
      expect((await act(id, action)).statusCode).toBe(200);
    }
  }
  return { changed: ids[0]!, unchanged: ids[1]! };
}

describe('an order changed after it arrived', () => {
  it('is listed with its original total, final total and refund', async () => {
    const { changed, unchanged } = await completedOrders();
    const list = (await get(`/archive_orders?${period}`)).json().content as {
      orderId: number;
      totalPrice: number;
      originalTotalPrice: number;
      refund: number;
    }[];
    expect(list.find((o) => o.orderId === changed)).toMatchObject({
      totalPrice: 11.9,
      originalTotalPrice: 15.4,
      refund: 3.5,
    });
    expect(list.find((o) => o.orderId === unchanged)).toMatchObject({
      totalPrice: 15.4,
      originalTotalPrice: 15.4,
      refund: 0,
    });
    // The archive's order shows what changed.
    const detail = (await get(`/archive_orders/${changed}`)).json();
    expect(detail).toMatchObject({
      originalTotalPrice: 15.4,
      amendments: [
        { status: 'APPLIED', refund: 3.5, removed: [{ before: { name: 'Lemonade' }, after: null }] },
      ],
    });
  });

  it('gives the export original total and refund columns, summed in the last row', async () => {
    const { changed } = await completedOrders();
    const res = await get(`/archive_orders/excel?${period}`);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const column = (key: (typeof EXPORT_COLUMNS)[number]) => EXPORT_COLUMNS.indexOf(key) + 1;
    expect(sheet.getRow(1).getCell(column('originalTotal')).value).toBe(
      EXPORT_LABELS.en.columns.originalTotal,
    );
    expect(sheet.getRow(1).getCell(column('refund')).value).toBe(EXPORT_LABELS.en.columns.refund);
    const rows = [2, 3].map((n) => sheet.getRow(n));
    const changedRow = rows.find((row) => String(row.getCell(1).value).endsWith(String(changed)))!;
    expect(changedRow.getCell(column('total')).value).toBe(11.9);
    expect(changedRow.getCell(column('originalTotal')).value).toBe(15.4);
    expect(changedRow.getCell(column('refund')).value).toBe(3.5);
    expect(changedRow.getCell(column('refund')).numFmt).toBe('#,##0.00');
    const totals = sheet.getRow(4);
    expect(totals.getCell(column('total')).value).toBe(27.3);
    expect(totals.getCell(column('originalTotal')).value).toBe(30.8);
    expect(totals.getCell(column('refund')).value).toBe(3.5);
  });

  it('counts in the statistics by its final total, and as changed beside the declined', async () => {
    await completedOrders();
    // A third order, declined: 1 of 3 changed, 1 of 3 declined.
    const market = marketplace(t.app);
    const declined = await market.createOrder(demo.vendorId, orderBody([await productId('Lemonade')]));
    await vendorAction(t.app, demo.cookie, demo.vendorId)(declined.json().orderId, 'decline');
    // A proposal still waiting has changed nothing yet.
    const waiting = await market.createOrder(
      demo.vendorId,
      orderBody([await productId('Margherita'), await productId('Lemonade')]),
    );
    const proposed = await t.app.inject(
      asClient({
        method: 'POST',
        url: `/api/vendor/${demo.vendorId}/orders/${waiting.json().orderId}/amend`,
        payload: {
          reason: 'OUT_OF_STOCK',
          substitutes: [{ line: 0, productId: await productId('Pepperoni'), count: 1 }],
        },
        cookie: demo.cookie,
      }),
    );
    expect(proposed.statusCode).toBe(200);
    const stat = (await get(`/statistic?${period}`)).json();
    expect(stat.paymentStats.revenue).toBe(27.3);
    expect(stat.orderStats.total).toBe(4);
    expect(stat.orderStats.amendedRate).toBe(1 / 4);
    expect(stat.orderStats.declineRate).toBe(1 / 4);
  });
});
