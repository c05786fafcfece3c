import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../lib/sql.ts';

export interface HistoryOptions {
  vendorId: number;
  orders: number;
  /** The orders spread over the `days` calendar days (vendor's zone) before `until`. */
  days?: number;
  /** Default: now. Every order is created before it. */
  until?: Date;
  /** Changes every pseudo-random draw, so two runs can add different histories. */
  salt?: number;
}

/**
 * Fills a vendor with realistic finished orders in two statements (orders, then their items)
 * built by INSERT … SELECT over generate_series: no request per order, so 100,000 orders take
 * seconds. Each draw is a hash of the order's place in the run, so the same count gives the same
 * history. As in a real archive, ids and the rows' place on disk follow the orders' creation time:
 * an archive read in time order then reads its tables front to back, not at random.
 *
 * The mix: about 84 % COMPLETED, 3 % COMPLETED_NOT_PAID, 7 % DECLINED, 6 % CANCELLED; a third
 * delivered; card, cash and online payments; one to three menu products per order; lunch and
 * dinner peaks on the vendor's clock. Totals follow the account's business model exactly as
 * create-order computes them.
 */
export async function seedHistory(db: Db, options: HistoryOptions): Promise<{ first: number; last: number }> {
  const days = options.days ?? 90;
  const until = (options.until ?? new Date()).toISOString();
  const salt = options.salt ?? 0;
  // A uniform draw in [0, m) from the order id and a stream number.
  const draw = (stream: number, m: number) =>
    sql.raw(`((hashint4((s.n * 31 + ${stream + salt * 101})::int)::bigint % ${m} + ${m}) % ${m})`);

  return db.transaction(async (tx) => {
    const [vendor] = await rowsOf<{ account_id: number; time_zone: string; products: number }>(
      tx,
      sql`select v.account_id, v.time_zone,
                 (select count(*) from products p where p.account_id = v.account_id and p.price_minor > 0)::int as products
          from vendors v where v.id = ${options.vendorId}`,
    );
    if (!vendor) throw new Error(`No vendor ${options.vendorId}`);
    if (vendor.products === 0) throw new Error(`Vendor ${options.vendorId} has no priced products`);

    // Lunch and dinner peaks: hours drawn from a weighted list.
    const hours = '{9,10,11,11,12,12,12,13,13,13,14,14,15,16,17,18,18,19,19,19,20,20,20,21,21,22}';
    const ids = await rowsOf<{ first: number; last: number }>(
      tx,
      sql`
      with menu as (
        select row_number() over (order by p.id) - 1 as idx, p.id, p.name_i18n, p.weight, p.nutrition_facts,
               p.price_minor, p.discount_price_minor
        from products p where p.account_id = ${vendor.account_id} and p.price_minor > 0
      ), settings as (
        select a.business_model, a.commission_basis_points, s.currency_code
        from accounts a, platform_settings s where a.id = ${vendor.account_id} and s.id = 1
      ), s as (
        select n from generate_series(1, ${options.orders}) as n
      ), undated as (
        select s.n,
          least(
            (date_trunc('day', ${until}::timestamptz at time zone ${vendor.time_zone})
              - (1 + ${draw(1, days)}) * interval '1 day'
              + (${sql.raw(`'${hours}'::int[]`)})[1 + ${draw(2, 26)}] * interval '1 hour'
              + ${draw(3, 3600)} * interval '1 second'
              + ${draw(4, 1_000_000)} * interval '1 microsecond') at time zone ${vendor.time_zone},
            ${until}::timestamptz - interval '1 second') as created_at,
          ${draw(5, 100)} as fate, ${draw(6, 3)} as receipt, ${draw(7, 10)} as pay,
          1 + ${draw(8, 3)} as lines, ${draw(9, 10000)} as phone, ${draw(10, 12)} as who
        from s
      ), drawn as (
        select nextval(pg_get_serial_sequence('orders', 'id'))::int as id, u.*
        from (select * from undated order by created_at, n) u
      ), lines as (
        select d.id as order_id, l.n, m.id as product_id, m.name_i18n, m.weight, m.nutrition_facts,
               m.price_minor, m.discount_price_minor, 1 + ((hashint4((d.n * 7 + l.n)::int)::bigint % 2 + 2) % 2) as count
        from drawn d
        cross join lateral generate_series(1, d.lines) as l(n)
        cross join (select count(*) as n from menu) k
        join menu m on m.idx = (hashint4((d.n * 13 + l.n * 5)::int)::bigint % k.n + k.n) % k.n
      ), totals as (
        select order_id, sum(coalesce(discount_price_minor, price_minor) * count)::int as items
        from lines group by order_id
      ), priced as (
        select d.*, t.items,
          case when d.receipt = 0 then 299 else 0 end as delivery,
          round(t.items * st.commission_basis_points / 10000.0)::int as share,
          st.commission_basis_points, st.business_model, st.currency_code
        from drawn d join totals t on t.order_id = d.id cross join settings st
      ), inserted_orders as (
        insert into orders (id, vendor_id, account_id, status, receipt_type, payment_type, balance_model,
          currency_code, items_total_minor, delivery_cost_minor, total_price_minor, original_total_price_minor,
          collect_price_minor, vendor_price_minor, commission_basis_points, customer_info, cooking_time_minutes, created_at, status_updated_at,
          approved_at, ready_at, declined_at, cancelled_at, delivery_started_at, completed_at,
          estimated_cooking_start_at, estimated_cooking_end_at, decline_comment)
        select p.id, ${options.vendorId}, ${vendor.account_id},
          case when p.fate < 84 then 'COMPLETED' when p.fate < 87 then 'COMPLETED_NOT_PAID'
               when p.fate < 94 then 'DECLINED' else 'CANCELLED' end,
          case when p.receipt = 0 then 'DELIVERY' else 'TAKEAWAY' end,
          case when p.pay < 6 then 'CARD' when p.pay < 8 then 'ONLINE' else 'CASH' end,
          p.business_model, p.currency_code, p.items, p.delivery,
          case when p.business_model = 'COMMISSION' then p.items + p.delivery else p.items + p.share + p.delivery end,
          case when p.business_model = 'COMMISSION' then p.items + p.delivery else p.items + p.share + p.delivery end,
          case when p.pay >= 8 then
            case when p.business_model = 'COMMISSION' then p.items + p.delivery else p.items + p.share + p.delivery end
          else 0 end,
          case when p.business_model = 'COMMISSION' then p.items - p.share else p.items end,
          p.commission_basis_points,
          jsonb_build_object(
            'name', (array['Ada','Boris','Chloe','Dmitri','Elena','Farid','Greta','Hugo','Irina','Jonas','Kira','Leo'])[1 + p.who],
            'phone', '+1212555' || lpad(p.phone::text, 4, '0'), 'address', null, 'comment', null),
          20, p.created_at,
          p.created_at + interval '40 minutes',
          case when p.fate < 87 or p.fate >= 97 then p.created_at + (30 + p.phone % 240) * interval '1 second' end,
          case when p.fate < 87 then p.created_at + interval '22 minutes' end,
          case when p.fate >= 87 and p.fate < 94 then p.created_at + (20 + p.phone % 200) * interval '1 second' end,
          case when p.fate >= 94 then p.created_at + interval '6 minutes' end,
          case when p.fate < 87 and p.receipt = 0 then p.created_at + interval '25 minutes' end,
          case when p.fate < 87 then p.created_at + interval '40 minutes' end,
          case when p.fate < 87 or p.fate >= 97 then p.created_at + interval '3 minutes' end,
          case when p.fate < 87 or p.fate >= 97 then p.created_at + interval '23 minutes' end,
          case when p.fate >= 87 and p.fate < 94 then (array['Out of stock', 'Kitchen closing', null])[1 + p.who % 3] end
        from priced p
        order by p.id
        returning id
      ), inserted_items as (
        insert into order_items (order_id, position, product_id, name_i18n, count, price_minor,
          discount_price_minor, total_minor, weight, nutrition_facts)
        select l.order_id, l.n - 1, l.product_id, l.name_i18n, l.count, l.price_minor, l.discount_price_minor,
          coalesce(l.discount_price_minor, l.price_minor) * l.count, l.weight, l.nutrition_facts
        from lines l join inserted_orders o on o.id = l.order_id
        order by l.order_id, l.n
        returning order_id
      )
      select min(order_id)::int as first, max(order_id)::int as last from inserted_items`,
    );
    return ids[0] ?? { first: 0, last: 0 };
  });
}
