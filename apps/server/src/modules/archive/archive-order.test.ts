import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asClient, createTestApp, OWNER, type TestApp } from '../../test/app.ts';
import { marketplace, menuOf, orderBody } from '../../test/orders.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('archive order', () => {
  it("answers the customer's comment as commentForVendor, and as comment for the web", async () => {
    const demo = await menuOf(t.app, OWNER);
    const created = await marketplace(t.app).createOrder(
      demo.vendorId,
      orderBody([1], { comment: 'No onions, please' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { orderId } = created.json() as { orderId: number };
    const res = await t.app.inject(
      asClient({
        method: 'GET',
        url: `/api/vendor/${demo.vendorId}/archive_orders/${orderId}`,
        cookie: demo.cookie,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ commentForVendor: 'No onions, please', comment: 'No onions, please' });
  });
});
