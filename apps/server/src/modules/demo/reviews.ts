import { REVIEWABLE_STATUSES } from '@larder/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { rowsOf } from '../../lib/sql.ts';
import { createReview } from '../reviews/service.ts';
import { unit } from './fake-marketplace.ts';

/** About two in five demo customers leave a review, a few minutes after their order is finished. */
export const DEMO_REVIEW_SHARE = 0.4;
export const DEMO_REVIEW_DELAY_MS = 3 * 60_000;
const SALT = { review: 11, rating: 12, text: 13 };

// Most reviews are good, some are not: the histogram a real kitchen sees.
const RATINGS = [5, 5, 5, 5, 4, 4, 4, 3, 2, 1];
const TEXTS: Record<number, (string | null)[]> = {
  5: [
    'Delicious, and still hot when it arrived!',
    'Best pizza in the area.',
    null,
    'Quick and tasty, thank you.',
  ],
  4: ['Very good, a little late.', 'Tasty, the portion could be bigger.', null],
  3: ['Fine, nothing special.', 'The salad was good, the pizza was cold.'],
  2: ['Took far too long.', 'Missing the extra cheese I paid for.'],
  1: ['Cold and late.', 'Wrong order delivered.'],
};

/** The review a demo customer writes about an order: a function of the order id only. */
export function fakeReview(orderId: number): { rating: number; text: string | null } {
  const rating = RATINGS[Math.floor(unit(orderId, SALT.rating) * RATINGS.length)]!;
  const texts = TEXTS[rating]!;
  return { rating, text: texts[Math.floor(unit(orderId, SALT.text) * texts.length)] ?? null };
}

/**
 * Reviews for the vendor's finished demo orders that are due one: chosen by order id, so every
 * instance picks the same orders, and the unique review per order makes a second post a no-op.
 */
export async function playDemoReviews(db: Db, vendorId: number, now: number): Promise<number[]> {
  const statuses = sql.join(
    REVIEWABLE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const due = await rowsOf<{ id: number }>(
    db,
    sql`select o.id from orders o
        where o.vendor_id = ${vendorId} and o.status in (${statuses})
          and o.completed_at < ${new Date(now - DEMO_REVIEW_DELAY_MS).toISOString()}::timestamptz
          and o.completed_at > ${new Date(now - 24 * 3_600_000).toISOString()}::timestamptz
          and not exists (select 1 from reviews r where r.order_id = o.id)
          and exists (select 1 from order_events e where e.order_id = o.id and e.action = 'create' and e.actor = 'DEMO')
        order by o.id limit 50`,
  );
  const reviewed: number[] = [];
  for (const { id } of due) {
    if (unit(id, SALT.review) >= DEMO_REVIEW_SHARE) continue;
    try {
      await createReview(db, vendorId, { orderId: id, ...fakeReview(id) });
      reviewed.push(id);
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
    }
  }
  return reviewed;
}
