import {
  type CreateReviewRequest,
  ERROR_CODES,
  type LocalizedValue,
  localizedName,
  REVIEW_LIMITS,
  REVIEWABLE_STATUSES,
  type Review,
  type ReviewHistogram,
  type ReviewsPage,
  type ReviewsQuery,
} from '@larder/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { rowsOf } from '../../lib/sql.ts';
import { orderViewContext } from '../orders/service.ts';

interface ReviewRow extends Record<string, unknown> {
  id: number;
  order_id: number;
  rating: number;
  text: string | null;
  created_at: string | Date;
  reply_text: string | null;
  reply_updated_at: string | Date | null;
}

const iso = (d: string | Date) => new Date(d).toISOString();

/**
 * The marketplace posts a customer's review. Only a finished order of that vendor can be reviewed
 * (anything else is 404, as an unknown order); the unique order_id makes the first of concurrent
 * posts win and the rest answer 409 without an error inside a transaction.
 */
export async function createReview(db: Db, vendorId: number, input: CreateReviewRequest): Promise<Review> {
  const statuses = sql.join(
    REVIEWABLE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const rows = await rowsOf<ReviewRow & { inserted: boolean }>(
    db,
    sql`
    with target as (
      select o.id from orders o
      where o.id = ${input.orderId} and o.vendor_id = ${vendorId} and o.status in (${statuses})
    ), added as (
      insert into reviews (vendor_id, order_id, rating, text)
      select ${vendorId}, target.id, ${input.rating}, ${input.text ?? null} from target
      on conflict (order_id) do nothing
      returning id, order_id, rating, text, created_at, reply_text, reply_updated_at
    )
    select added.*, true as inserted from added
    union all
    select null, target.id, null, null, null, null, null, false from target
    where not exists (select 1 from added)`,
  );
  const row = rows[0];
  if (!row) throw notFound('No finished order with this id at this vendor');
  if (!row.inserted) throw conflict(ERROR_CODES.alreadyExists, 'This order already has a review');
  const [review] = await withItems(db, vendorId, [row]);
  return review!;
}

async function withItems(db: Db, vendorId: number, rows: ReviewRow[]): Promise<Review[]> {
  if (rows.length === 0) return [];
  const { lang } = await orderViewContext(db, vendorId);
  const items = await rowsOf<{ order_id: number; name_i18n: LocalizedValue; count: number }>(
    db,
    sql`select order_id, name_i18n, count from order_items
        where order_id in ${rows.map((r) => r.order_id)} order by order_id, position`,
  );
  const byOrder = new Map<number, Review['items']>();
  for (const item of items) {
    const list = byOrder.get(item.order_id) ?? [];
    list.push({ name: localizedName(item.name_i18n, lang, lang), count: item.count });
    byOrder.set(item.order_id, list);
  }
  return rows.map((r) => ({
    reviewId: r.id,
    orderId: r.order_id,
    rating: Number(r.rating),
    text: r.text,
    createdAt: iso(r.created_at),
    items: byOrder.get(r.order_id) ?? [],
    reply:
      r.reply_text !== null && r.reply_updated_at !== null
        ? { text: r.reply_text, updatedAt: iso(r.reply_updated_at) }
        : null,
  }));
}

export async function listReviews(db: Db, vendorId: number, query: ReviewsQuery): Promise<ReviewsPage> {
  const where: SQL[] = [sql`vendor_id = ${vendorId}`];
  if (query.rating !== undefined) where.push(sql`rating = ${query.rating}`);
  const rows = await rowsOf<ReviewRow>(
    db,
    sql`
    select id, order_id, rating, text, created_at, reply_text, reply_updated_at from reviews
    where ${sql.join(where, sql` and `)}
    order by created_at desc, id desc
    limit ${query.size + 1} offset ${query.page * query.size}`,
  );
  const last = rows.length <= query.size;
  return { content: await withItems(db, vendorId, rows.slice(0, query.size)), last };
}

export async function reviewHistogram(db: Db, vendorId: number): Promise<ReviewHistogram> {
  const rows = await rowsOf<{ rating: number; count: number | string }>(
    db,
    sql`select rating, count(*) as count from reviews where vendor_id = ${vendorId} group by rating`,
  );
  const byRating = new Map(rows.map((r) => [Number(r.rating), Number(r.count)]));
  const { min, max } = REVIEW_LIMITS.rating;
  const counts = Array.from({ length: max - min + 1 }, (_, i) => ({
    rating: min + i,
    count: byRating.get(min + i) ?? 0,
  }));
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  const weighted = counts.reduce((sum, c) => sum + c.rating * c.count, 0);
  return { counts, total, average: total === 0 ? null : Math.round((weighted / total) * 100) / 100 };
}

/** The vendor's one public reply: a second reply replaces the first (it is editable). */
export async function replyToReview(
  db: Db,
  vendorId: number,
  reviewId: number,
  userId: number,
  text: string,
): Promise<Review> {
  const rows = await rowsOf<ReviewRow>(
    db,
    sql`
    update reviews set reply_text = ${text}, reply_user_id = ${userId}, reply_updated_at = now()
    where id = ${reviewId} and vendor_id = ${vendorId}
    returning id, order_id, rating, text, created_at, reply_text, reply_updated_at`,
  );
  if (!rows[0]) throw notFound('Review not found');
  const [review] = await withItems(db, vendorId, rows);
  return review!;
}
