import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { asClient, createTestApp, OWNER, type TestApp } from '../../test/app.ts';
import { marketplace, menuOf, modifierNamed } from '../../test/orders.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof menuOf>>;

beforeEach(async () => {
  t = await createTestApp();
  demo = await menuOf(t.app, OWNER);
});
afterEach(() => t.close());

async function productId(english: string) {
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.accountId, demo.accountId), sql`${products.nameI18n}->'values'->>'en' = ${english}`),
    );
  return row!.id;
}

const post = (url: string, payload: object) =>
  t.app.inject(
    asClient({ method: 'POST', url: `/api/vendor/${demo.vendorId}${url}`, payload, cookie: demo.cookie }),
  );
const ticket = async (orderId: number) =>
  (
    await t.app.inject(
      asClient({
        method: 'GET',
        url: `/api/vendor/${demo.vendorId}/orders/${orderId}/ticket`,
        cookie: demo.cookie,
      }),
    )
  ).body;

describe('the kitchen ticket of a changed order', () => {
  it('is reprinted marked CHANGED, with what was taken away struck through and a proposal waiting', async () => {
    const mushrooms = await modifierNamed(t.database.db, demo.accountId, 'Mushrooms');
    const created = await marketplace(t.app).createOrder(demo.vendorId, {
      receiptType: 'TAKEAWAY',
      customerInfo: { name: 'Ada Customer' },
      paymentType: 'CARD',
      items: [
        {
          productId: await productId('Margherita'),
          count: 2,
          components: [{ componentId: mushrooms, count: 1 }],
        },
        { productId: await productId('Lemonade'), count: 1 },
        { productId: await productId('Espresso'), count: 1 },
      ],
    });
    const orderId = created.json().orderId as number;
    expect(await ticket(orderId)).not.toContain('class="changed"');

    expect(
      (
        await post(`/orders/${orderId}/amend`, {
          reason: 'OUT_OF_STOCK',
          lines: [
            { line: 0, count: 1, removeComponentIds: [mushrooms] },
            { line: 1, count: 0 },
          ],
          substitutes: [{ line: 2, productId: await productId('Lemonade'), count: 1 }],
        })
      ).statusCode,
    ).toBe(200);
    const html = await ticket(orderId);
    expect(html).toContain('<p class="changed">Changed</p>');
    expect(html).toMatch(/<li class="item removed">.*<span>1×<\/span><span>Margherita<\/span>/);
    expect(html).toMatch(/<li class="item removed">.*<span>1×<\/span><span>Margherita \+ Mushrooms<\/span>/);
    expect(html).toMatch(/<li class="item removed">.*<span>1×<\/span><span>Lemonade<\/span>/);
    expect(html).toContain('Waiting for the customer: Espresso → 1× Lemonade');
  });
});
