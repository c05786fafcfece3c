import type { Review, ReviewHistogram } from '@larder/contract';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/sql.ts';
import { seedHistory } from '../../seed/history.ts';
import {
  asClient,
  fileTestApp,
  MANAGER,
  MARKETPLACE_TOKEN,
  OTHER_OWNER,
  OWNER,
  seededCookie,
  WORKER,
} from '../../test/app.ts';
import { marketplace, menuOf, orderBody } from '../../test/orders.ts';

const t = fileTestApp();
let demo: Awaited<ReturnType<typeof menuOf>>;
let other: Awaited<ReturnType<typeof menuOf>>;
let finished: number[];

beforeEach(async () => {
  demo = await menuOf(t.app, OWNER);
  other = await menuOf(t.app, OTHER_OWNER);
  await seedHistory(t.database.db, { vendorId: demo.vendorId, orders: 40, days: 5 });
  finished = (
    await rowsOf<{ id: number }>(
      t.database.db,
      sql`select id from orders where vendor_id = ${demo.vendorId} and status = 'COMPLETED' order by id`,
    )
  ).map((r) => r.id);
});

const post = (body: object, vendorId = demo.vendorId, token = MARKETPLACE_TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: `/api/manager/vendors/${vendorId}/reviews`,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
const get = (url: string, cookie = demo.cookie) => t.app.inject(asClient({ method: 'GET', url, cookie }));
const reply = (reviewId: number, text: string, cookie = demo.cookie, vendorId = demo.vendorId) =>
  t.app.inject(
    asClient({
      method: 'POST',
      url: `/api/vendor/${vendorId}/reviews/${reviewId}/reply`,
      payload: { text },
      cookie,
    }),
  );

describe('posting a review', () => {
  it('takes one review per finished order and refuses a repeat', async () => {
    const orderId = finished[0]!;
    const first = await post({ orderId, rating: 5, text: 'Lovely soup' });
    expect(first.statusCode).toBe(201);
    const review: Review = first.json();
    expect(review).toMatchObject({ orderId, rating: 5, text: 'Lovely soup', reply: null });
    expect(review.items.length).toBeGreaterThan(0);
    const again = await post({ orderId, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('AlreadyExistsException');
  });

  it('lets exactly one of ten concurrent posts for an order win', async () => {
    const orderId = finished[1]!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post({ orderId, rating: 1 + (i % 5) })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    const [count] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from reviews where order_id = ${orderId}`,
    );
    expect(count!.n).toBe(1);
  });

  it('refuses unfinished, unknown and other vendors orders with 404', async () => {
    const product = (
      await rowsOf<{ id: number }>(
        t.database.db,
        sql`select id from products where account_id = ${demo.accountId} and price_minor > 0 limit 1`,
      )
    )[0]!.id;
    const waiting = (await marketplace(t.app).createOrder(demo.vendorId, orderBody([product]))).json()
      .orderId;
    expect((await post({ orderId: waiting, rating: 4 })).statusCode).toBe(404);
    expect((await post({ orderId: 999_999, rating: 4 })).statusCode).toBe(404);
    // My finished order posted under the other vendor.
    expect((await post({ orderId: finished[2]!, rating: 4 }, other.vendorId)).statusCode).toBe(404);
    const [declined] = await rowsOf<{ id: number }>(
      t.database.db,
      sql`select id from orders where vendor_id = ${demo.vendorId} and status in ('DECLINED', 'CANCELLED') limit 1`,
    );
    expect((await post({ orderId: declined!.id, rating: 4 })).statusCode).toBe(404);
  });

  it('checks the rating, the text length and the token', async () => {
    const orderId = finished[3]!;
    expect((await post({ orderId, rating: 0 })).statusCode).toBe(400);
    expect((await post({ orderId, rating: 6 })).statusCode).toBe(400);
    expect((await post({ orderId, rating: 4.5 })).statusCode).toBe(400);
    expect((await post({ orderId, rating: 4, text: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await post({ orderId, rating: 4, text: 'a\u0000b' })).statusCode).toBe(400);
    expect(
      (await post({ orderId, rating: 4 }, demo.vendorId, 'wrong-token-wrong-token-wrong')).statusCode,
    ).toBe(401);
    expect((await post({ orderId, rating: 4, text: 'x'.repeat(2000) })).statusCode).toBe(201);
  });
});

describe('reading reviews', () => {
  it('lists newest first, filters by rating and counts the histogram', async () => {
    const ratings = [5, 5, 4, 1, 5, 3];
    for (const [i, rating] of ratings.entries()) {
      expect((await post({ orderId: finished[i]!, rating })).statusCode).toBe(201);
    }
    const page = await get(`/api/vendor/${demo.vendorId}/reviews?size=4`);
    expect(page.statusCode).toBe(200);
    expect(page.json().content).toHaveLength(4);
    expect(page.json().last).toBe(false);
    expect(page.json().content[0].orderId).toBe(finished[5]);
    const fives = (await get(`/api/vendor/${demo.vendorId}/reviews?rating=5`)).json();
    expect(fives.content.map((r: Review) => r.rating)).toEqual([5, 5, 5]);
    expect((await get(`/api/vendor/${demo.vendorId}/reviews?rating=6`)).statusCode).toBe(400);
    expect((await get(`/api/vendor/${demo.vendorId}/reviews?size=101`)).statusCode).toBe(400);

    const histogram: ReviewHistogram = (await get(`/api/vendor/${demo.vendorId}/reviews/histogram`)).json();
    expect(histogram.counts).toEqual([
      { rating: 1, count: 1 },
      { rating: 2, count: 0 },
      { rating: 3, count: 1 },
      { rating: 4, count: 1 },
      { rating: 5, count: 3 },
    ]);
    expect(histogram.total).toBe(6);
    expect(histogram.average).toBe(3.83);
  });

  it('keeps workers and other vendors out', async () => {
    const worker = seededCookie(WORKER);
    expect((await get(`/api/vendor/${demo.vendorId}/reviews`, worker)).statusCode).toBe(403);
    expect((await get(`/api/vendor/${demo.vendorId}/reviews/histogram`, worker)).statusCode).toBe(403);
    expect((await get(`/api/vendor/${other.vendorId}/reviews`)).statusCode).toBe(404);
    const manager = seededCookie(MANAGER);
    expect((await get(`/api/vendor/${demo.vendorId}/reviews`, manager)).statusCode).toBe(200);
  });
});

describe('replying', () => {
  it('keeps one editable reply, owner and manager only', async () => {
    const review: Review = (await post({ orderId: finished[0]!, rating: 2, text: 'Cold' })).json();
    const first = await reply(review.reviewId, 'Sorry, next one is on us');
    expect(first.statusCode).toBe(200);
    expect(first.json().reply.text).toBe('Sorry, next one is on us');
    const manager = seededCookie(MANAGER);
    const edited = await reply(review.reviewId, 'x'.repeat(1000), manager);
    expect(edited.statusCode).toBe(200);
    const list = (await get(`/api/vendor/${demo.vendorId}/reviews`)).json();
    expect(list.content[0].reply.text).toBe('x'.repeat(1000));

    expect((await reply(review.reviewId, 'x'.repeat(1001))).statusCode).toBe(400);
    expect((await reply(review.reviewId, '   ')).statusCode).toBe(400);
    expect((await reply(review.reviewId, 'hi', seededCookie(WORKER))).statusCode).toBe(403);
    const otherCookie = seededCookie(OTHER_OWNER);
    expect((await reply(review.reviewId, 'mine now', otherCookie, other.vendorId)).statusCode).toBe(404);
    expect((await reply(999_999, 'hello')).statusCode).toBe(404);
  });
});
