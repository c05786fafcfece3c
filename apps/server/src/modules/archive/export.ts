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

/**
 * Orders read per query. Bigger batches save nothing measurable (bench:export) but cost memory:
 * a batch arrives as one message, and node-postgres keeps its read buffer as large as the largest
 * message it has seen, so 2,000 orders a batch left the server 70 MB bigger; 500 keep it flat.
 */
export const EXPORT_BATCH = 500;

interface ExportItem {
  nameI18n: LocalizedValue;
  count: number;
  components: OrderItemComponentSnapshot[];
}

/** One order as the batch query spells it: the columns the sheet shows, its items aggregated. */
interface ExportOrder {
  id: number;
  vendorId: number;
  status: OrderStatus;
  receiptType: ReceiptType;
  paymentType: PaymentType;
  customerName: string | null;
  totalMinor: number;
  originalTotalMinor: number;
  vendorPriceMinor: number;
  deliveryCostMinor: number;
  currencyCode: string;
  declineComment: string | null;
  /** created_at in microseconds since the epoch, as text: the keyset cursor's precision. */
  createdUs: string;
  items: ExportItem[] | null;
}

const WIDTHS: Record<ExportColumn, number> = {
  number: 10,
  created: 17,
  status: 22,
  receiptType: 12,
  paymentType: 10,
  customer: 20,
  items: 60,
  itemCount: 10,
  total: 12,
  vendorProfit: 14,
  originalTotal: 14,
  refund: 12,
  deliveryCost: 12,
  declineComment: 30,
  location: 24,
};

const moneyFormat = (digits: number) => (digits === 0 ? '#,##0' : `#,##0.${'0'.repeat(digits)}`);

/**
 * The style of every cell of a column, one object per column. exceljs remembers a style by the
 * object's identity: a cell handed this very object costs a map lookup, while a cell given a
 * copy (what a column style alone does) has its style rendered and compared again, which was
 * most of the writing time.
 */
function columnStyles(currencyCode: string): Record<ExportColumn, Partial<ExcelJS.Style>> {
  const plain = {};
  const money = { numFmt: moneyFormat(minorUnitDigits(currencyCode)) };
  return {
    number: plain,
    created: { numFmt: 'dd/mm/yyyy hh:mm' },
    status: plain,
    receiptType: plain,
    paymentType: plain,
    customer: plain,
    items: plain,
    itemCount: { numFmt: '0' },
    total: money,
    vendorProfit: money,
    originalTotal: money,
    refund: money,
    deliveryCost: money,
    declineComment: plain,
    location: plain,
  };
}

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
  /** An export of several locations: each one's name, for the column naming an order's location. */
  locationNames?: ReadonlyMap<number, string>;
  /** Aborted when the client goes away: the loop stops before its next query. */
  signal: AbortSignal;
  onRows?: (written: number) => void;
}

/**
 * Writes the archive of a period as an .xlsx into `out`, reading the orders newest first in
 * keyset batches: no batch waits on another query's cursor, so on single-connection PGlite other
 * requests run between batches, and memory holds about two batches whatever the period's size.
 * The next batch is asked for before the current one is written, so on PostgreSQL the database
 * works while the sheet is written. Waits for `out` to drain after each batch, so a slow client
 * slows the reading instead of filling memory.
 */
export async function writeArchiveWorkbook(db: Db, out: Writable, options: ExportOptions): Promise<number> {
  const labels = EXPORT_LABELS[options.lang];
  // Inline strings, not a shared-strings table: that table would hold every text of the file in
  // memory until the end. Styles are needed for real number and date formats.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(labels.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  const styles = columnStyles(options.currencyCode);
  const columns = (Object.keys(WIDTHS) as ExportColumn[]).filter(
    (key) => key !== 'location' || options.locationNames,
  );
  sheet.columns = columns.map((key) => ({
    key,
    header: labels.columns[key],
    width: WIDTHS[key],
    style: styles[key],
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const read = (after: string | null) => {
    const batch = exportBatch(db, options.filter, after);
    // Marked as handled: once the client has left nobody awaits the batch read ahead; the loop
    // still sees a failure of a batch it does await.
    batch.catch(() => {});
    return batch;
  };

  let written = 0;
  // The last row sums what the rows above show, in minor units (exact, whatever the count).
  const sums = { totalMinor: 0, profitMinor: 0, originalMinor: 0 };
  let pending: Promise<ExportOrder[]> | null = read(null);
  while (pending) {
    const batch: ExportOrder[] = await pending;
    if (options.signal.aborted) return written;
    const tail = batch.at(-1);
    pending = tail && batch.length === EXPORT_BATCH ? read(cursorOf(tail.createdUs, tail.id)) : null;
    for (const order of batch) {
      sums.totalMinor += order.totalMinor;
      sums.originalMinor += order.originalTotalMinor;
      sums.profitMinor += vendorProfitMinor(order.status, order.vendorPriceMinor);
      const row = sheet.addRow(sheetRow(order, labels, options));
      for (let column = 0; column < columns.length; column++) {
        row.getCell(column + 1).style = styles[columns[column]!];
      }
      row.commit();
    }
    written += batch.length;
    options.onRows?.(written);
    if (out.writableNeedDrain) await drained(out, options.signal);
  }
  const totals = sheet.addRow({
    number: labels.totals(written),
    total: fromMinorUnits(sums.totalMinor, options.currencyCode),
    vendorProfit: fromMinorUnits(sums.profitMinor, options.currencyCode),
    originalTotal: fromMinorUnits(sums.originalMinor, options.currencyCode),
    refund: fromMinorUnits(sums.originalMinor - sums.totalMinor, options.currencyCode),
  });
  for (const column of ['total', 'vendorProfit', 'originalTotal', 'refund'] as const) {
    totals.getCell(columns.indexOf(column) + 1).style = styles[column];
  }
  totals.font = { bold: true };
  totals.commit();
  sheet.commit();
  await workbook.commit();
  return written;
}

function sheetRow(
  order: ExportOrder,
  labels: (typeof EXPORT_LABELS)[ExportLanguage],
  options: ExportOptions,
): Partial<Record<ExportColumn, unknown>> {
  const amount = (minor: number) => fromMinorUnits(minor, order.currencyCode);
  const items = order.items ?? [];
  return {
    number: formatOrderNumber(order.id),
    created: wallClock(new Date(Number(order.createdUs) / 1000), options.timeZone),
    status: labels.status[order.status],
    receiptType: labels.receiptType[order.receiptType],
    paymentType: labels.paymentType[order.paymentType],
    customer: order.customerName ?? '',
    items: itemsText(items, options.menuLanguage),
    itemCount: items.reduce((sum, item) => sum + item.count, 0),
    total: amount(order.totalMinor),
    vendorProfit: amount(vendorProfitMinor(order.status, order.vendorPriceMinor)),
    originalTotal: amount(order.originalTotalMinor),
    refund: amount(order.originalTotalMinor - order.totalMinor),
    deliveryCost: amount(order.deliveryCostMinor),
    declineComment: order.declineComment ?? '',
    ...(options.locationNames ? { location: options.locationNames.get(order.vendorId) ?? '' } : {}),
  };
}

/**
 * One batch of orders with their items, in one query and one value: the batch comes back as a
 * single JSON array, because both drivers spend far longer turning many rows of many columns into
 * objects than JSON.parse spends on the same data as one text.
 */
async function exportBatch(db: Db, filter: ArchiveFilter, after: string | null): Promise<ExportOrder[]> {
  const where = [archiveWhere(filter)];
  if (after) where.push(afterCursor(after));
  const [row] = await rowsOf<{ batch: ExportOrder[] | null }>(
    db,
    sql`
    select json_agg(json_build_object(
             'id', o.id, 'vendorId', o.vendor_id, 'status', o.status, 'receiptType', o.receipt_type, 'paymentType', o.payment_type,
             'customerName', o.customer_info->>'name',
             'totalMinor', o.total_price_minor, 'originalTotalMinor', o.original_total_price_minor,
             'vendorPriceMinor', o.vendor_price_minor,
             'deliveryCostMinor', o.delivery_cost_minor, 'currencyCode', o.currency_code,
             'declineComment', o.decline_comment, 'createdUs', o.created_us,
             'items', (select json_agg(json_build_object(
                                'nameI18n', i.name_i18n, 'count', i.count, 'components', i.components)
                              order by i.position)
                       from order_items i where i.order_id = o.id))
           order by o.created_at desc, o.id desc) as batch
    from (
      select o.id, o.vendor_id, o.status, o.receipt_type, o.payment_type, o.customer_info, o.total_price_minor,
             o.original_total_price_minor, o.vendor_price_minor,
             o.delivery_cost_minor, o.currency_code, o.decline_comment, o.created_at,
             (extract(epoch from o.created_at) * 1000000)::bigint::text as created_us
      from orders o
      where ${sql.join(where, sql` and `)}
      order by o.created_at desc, o.id desc
      limit ${EXPORT_BATCH}
    ) o`,
  );
  return row?.batch ?? [];
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

/** "2 × Margherita (Extra cheese × 1); 1 × Cola". */
function itemsText(items: ExportItem[], lang: string): string {
  return items
    .map((item) => {
      const extras = item.components
        .map((c) => `${localizedName(c.nameI18n, lang, lang)} × ${c.count}`)
        .join(', ');
      return `${item.count} × ${localizedName(item.nameI18n, lang, lang)}${extras ? ` (${extras})` : ''}`;
    })
    .join('; ');
}
