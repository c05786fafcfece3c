import type { Writable } from 'node:stream';
import {
  EXPORT_LABELS,
  type ExportColumn,
  type ExportLanguage,
  formatOrderNumber,
  fromMinorUnits,
  type LocalizedValue,
  localizedName,
  minorUnitDigits,
  type OrderStatus,
  type PaymentType,
  type ReceiptType,
} from '@larder/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client.ts';
import type { OrderItemComponentSnapshot } from '../../db/schema/index.ts';
import { rowsOf } from '../../lib/sql.ts';
import { toLocalIso } from '../orders/view.ts';
import { type ArchiveFilter, afterCursor, archiveWhere, cursorOf, vendorProfitMinor } from './service.ts';

/** Orders read per query: big enough to amortise the round trip, small enough to keep memory flat. */
export const EXPORT_BATCH = 1000;

interface ExportRow extends Record<string, unknown> {
  id: number;
  status: OrderStatus;
  receipt_type: ReceiptType;
  payment_type: PaymentType;
  total_price_minor: number;
  vendor_price_minor: number;
  delivery_cost_minor: number;
  currency_code: string;
  decline_comment: string | null;
  created_at: string | Date;
  created_us: string;
}

interface ItemRow extends Record<string, unknown> {
  order_id: number;
  name_i18n: LocalizedValue;
  count: number;
  components: OrderItemComponentSnapshot[];
}

const WIDTHS: Record<ExportColumn, number> = {
  number: 10,
  created: 17,
  status: 22,
  receiptType: 12,
  paymentType: 10,
  items: 60,
  itemCount: 10,
  total: 12,
  vendorProfit: 14,
  deliveryCost: 12,
  declineComment: 30,
};

const moneyFormat = (digits: number) => (digits === 0 ? '#,##0' : `#,##0.${'0'.repeat(digits)}`);

/**
 * A date cell shows the instant on the vendor's wall clock: spreadsheet dates carry no zone, so
 * the cell holds the local time as if it were UTC (which is what exceljs writes).
 */
const wallClock = (instant: Date, timeZone: string) => new Date(`${toLocalIso(instant, timeZone)}Z`);

export interface ExportOptions {
  filter: ArchiveFilter;
  timeZone: string;
  menuLanguage: string;
  currencyCode: string;
  lang: ExportLanguage;
  /** Aborted when the client goes away: the loop stops before its next query. */
  signal: AbortSignal;
  onRows?: (written: number) => void;
}

/**
 * Writes the archive of a period as an .xlsx into `out`, reading the orders newest first in
 * keyset batches: no batch waits on another query's cursor, so on single-connection PGlite other
 * requests run between batches, and memory holds one batch whatever the period's size. Waits for
 * `out` to drain after each batch, so a slow client slows the reading instead of filling memory.
 */
export async function writeArchiveWorkbook(db: Db, out: Writable, options: ExportOptions): Promise<number> {
  const labels = EXPORT_LABELS[options.lang];
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(labels.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  const money = { numFmt: moneyFormat(minorUnitDigits(options.currencyCode)) };
  sheet.columns = (Object.keys(WIDTHS) as ExportColumn[]).map((key) => ({
    key,
    header: labels.columns[key],
    width: WIDTHS[key],
    style:
      key === 'created'
        ? { numFmt: 'dd/mm/yyyy hh:mm' }
        : key === 'total' || key === 'vendorProfit' || key === 'deliveryCost'
          ? money
          : key === 'itemCount'
            ? { numFmt: '0' }
            : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  let written = 0;
  let after: string | null = null;
  for (;;) {
    if (options.signal.aborted) return written;
    const where = [archiveWhere(options.filter)];
    if (after) where.push(afterCursor(after));
    const rows = await rowsOf<ExportRow>(
      db,
      sql`
      select o.id, o.status, o.receipt_type, o.payment_type, o.total_price_minor, o.vendor_price_minor,
             o.delivery_cost_minor, o.currency_code, o.decline_comment, o.created_at,
             (extract(epoch from o.created_at) * 1000000)::bigint::text as created_us
      from orders o
      where ${sql.join(where, sql` and `)}
      order by o.created_at desc, o.id desc
      limit ${EXPORT_BATCH}`,
    );
    if (rows.length === 0) break;
    const items = await itemsText(
      db,
      rows.map((r) => r.id),
      options.menuLanguage,
    );
    if (options.signal.aborted) return written;
    for (const row of rows) {
      const amount = (minor: number) => fromMinorUnits(Number(minor), row.currency_code);
      const orderItems = items.get(row.id);
      sheet
        .addRow({
          number: formatOrderNumber(row.id),
          created: wallClock(new Date(row.created_at), options.timeZone),
          status: labels.status[row.status],
          receiptType: labels.receiptType[row.receipt_type],
          paymentType: labels.paymentType[row.payment_type],
          items: orderItems?.text ?? '',
          itemCount: orderItems?.count ?? 0,
          total: amount(row.total_price_minor),
          vendorProfit: amount(vendorProfitMinor(row.status, row.vendor_price_minor)),
          deliveryCost: amount(row.delivery_cost_minor),
          declineComment: row.decline_comment ?? '',
        })
        .commit();
    }
    written += rows.length;
    options.onRows?.(written);
    const tail = rows.at(-1)!;
    after = cursorOf(tail.created_us, tail.id);
    if (rows.length < EXPORT_BATCH) break;
    if (out.writableNeedDrain) await drained(out, options.signal);
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/** Resolves when `out` wants more, or the client went away; leaves no listener behind. */
function drained(out: Writable, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    if (signal.aborted) return resolve();
    out.once('drain', done);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** "2 × Margherita (Extra cheese × 1); 1 × Cola" and the item count, per order. */
async function itemsText(db: Db, orderIds: number[], lang: string) {
  const rows = await rowsOf<ItemRow>(
    db,
    sql`
    select order_id, name_i18n, count, components from order_items
    where order_id in ${orderIds}
    order by order_id, position`,
  );
  const byOrder = new Map<number, { parts: string[]; count: number }>();
  for (const item of rows) {
    const name = localizedName(item.name_i18n, lang, lang);
    const extras = item.components
      .map((c) => `${localizedName(c.nameI18n, lang, lang)} × ${c.count}`)
      .join(', ');
    const text = `${item.count} × ${name}${extras ? ` (${extras})` : ''}`;
    const entry = byOrder.get(item.order_id);
    if (entry) {
      entry.parts.push(text);
      entry.count += item.count;
    } else byOrder.set(item.order_id, { parts: [text], count: item.count });
  }
  return new Map([...byOrder].map(([id, e]) => [id, { text: e.parts.join('; '), count: e.count }]));
}
