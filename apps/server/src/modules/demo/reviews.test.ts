import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/sql.ts';
import { seedHistory } from '../../seed/history.ts';
import { OWNER } from '../../test/app.ts';
import { signedInTestApp } from '../../test/signed-in.ts';
import { DEMO_REVIEW_SHARE, fakeReview, playDemoReviews } from './reviews.ts';

const { t, user: demo } = signedInTestApp(OWNER);

describe('demo reviews', () => {
  it('reviews some finished demo orders once, and leaves other orders alone', async () => {
    await seedHistory(t.database.db, { vendorId: demo.vendorId, orders: 200, days: 3 });
    // Half the history is the demo's own, finished ten minutes ago; the rest came from elsewhere.
    await t.database.db.execute(sql`
      update orders set completed_at = now() - interval '10 minutes' where vendor_id = ${demo.vendorId}`);
    await t.database.db.execute(sql`
      insert into order_events (order_id, action, to_status, actor)
      select id, 'create', 'WAITING_APPROVAL', 'DEMO' from orders where vendor_id = ${demo.vendorId} and id % 2 = 0`);

    const reviewed = await playDemoReviews(t.database.db, demo.vendorId, Date.now());
    expect(reviewed.length).toBeGreaterThan(0);
    expect(reviewed.every((id) => id % 2 === 0)).toBe(true);
    const finishedDemo = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where vendor_id = ${demo.vendorId} and id % 2 = 0
          and status in ('COMPLETED', 'COMPLETED_NOT_PAID')`,
    );
    // Limited to 50 candidates a round; about 40 % of them are reviewed.
    expect(reviewed.length).toBeLessThan(Math.min(50, finishedDemo[0]!.n));
    expect(reviewed.length / 50).toBeLessThan(DEMO_REVIEW_SHARE + 0.3);

    const stored = await rowsOf<{ order_id: number; rating: number; text: string | null }>(
      t.database.db,
      sql`select order_id, rating, text from reviews order by order_id`,
    );
    expect(stored.map((r) => r.order_id)).toEqual([...reviewed].sort((a, b) => a - b));
    for (const review of stored)
      expect({ rating: review.rating, text: review.text }).toEqual(fakeReview(review.order_id));

    // The next round reviews other orders, never one twice.
    const again = await playDemoReviews(t.database.db, demo.vendorId, Date.now());
    expect(again.filter((id) => reviewed.includes(id))).toEqual([]);
  });

  it('waits a few minutes after an order is finished', async () => {
    await seedHistory(t.database.db, { vendorId: demo.vendorId, orders: 50, days: 2 });
    await t.database.db.execute(
      sql`update orders set completed_at = now() where vendor_id = ${demo.vendorId}`,
    );
    await t.database.db.execute(sql`
      insert into order_events (order_id, action, to_status, actor)
      select id, 'create', 'WAITING_APPROVAL', 'DEMO' from orders where vendor_id = ${demo.vendorId}`);
    expect(await playDemoReviews(t.database.db, demo.vendorId, Date.now())).toEqual([]);
  });
});
