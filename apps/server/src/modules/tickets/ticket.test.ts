import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, users, vendors } from '../../db/schema/index.ts';
import { asClient, MANAGER, OTHER_OWNER, OWNER, seededCookie, WORKER } from '../../test/app.ts';
import { marketplace, menuOf, orderBody, vendorAction } from '../../test/orders.ts';
import { signedInTestApp } from '../../test/signed-in.ts';
import { escapeHtml } from './render.ts';

const { t, user: demo } = signedInTestApp(OWNER);

const HOSTILE = '<script>alert("x")</script>';

async function placeOrder(overrides: Record<string, unknown> = {}) {
  const [product] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.accountId, demo.accountId))
    .orderBy(products.id)
    .limit(1);
  const res = await marketplace(t.app).createOrder(demo.vendorId, orderBody([product!.id], overrides));
  expect(res.statusCode).toBe(201);
  return res.json() as { orderId: number; takeAwayCode: string };
}

const ticket = (orderId: number, cookie = demo.cookie, vendorId = demo.vendorId, query = '') =>
  t.app.inject(
    asClient({ method: 'GET', url: `/api/vendor/${vendorId}/orders/${orderId}/ticket${query}`, cookie }),
  );

describe('kitchen ticket', () => {
  it('is a printable page with the number, type, code, items, comments and vendor-local times', async () => {
    const order = await placeOrder({ comment: 'Ring twice', takeAwayCode: 'AB12' });
    await vendorAction(t.app, demo.cookie, demo.vendorId)(order.orderId, 'approve');
    const res = await ticket(order.orderId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).toContain(`<h1 class="number">#${String(order.orderId).padStart(6, '0')}</h1>`);
    expect(html).toContain('<p class="type">Takeaway</p>');
    expect(html).toContain('Pickup code: AB12');
    expect(html).toContain('Ring twice');
    expect(html).toContain('Ada Customer');
    expect(html).toMatch(/<dt>Placed<\/dt><dd>\d\d:\d\d \d\d\/\d\d\/\d{4}<\/dd>/);
    expect(html).toMatch(/<dt>Ready by<\/dt><dd>\d\d:\d\d<\/dd>/);
    expect(html).toContain('@page { size: 80mm auto;');
    // It runs only the script file of ours the CSP allows.
    expect(html).toContain('<script src="/api/vendor/tickets/print.js" defer></script>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const script = await t.app.inject({ method: 'GET', url: '/api/vendor/tickets/print.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('window.print()');
  });

  it('shows the times on the vendor clock', async () => {
    await t.database.db
      .update(vendors)
      .set({ timeZone: 'Asia/Kolkata' })
      .where(eq(vendors.id, demo.vendorId));
    const order = await placeOrder();
    const created = new Date(
      (
        await t.app.inject(
          asClient({
            method: 'GET',
            url: `/api/vendor/${demo.vendorId}/orders/${order.orderId}`,
            cookie: demo.cookie,
          }),
        )
      ).json().createdAt,
    );
    const kolkata = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(created);
    expect((await ticket(order.orderId)).body).toContain(`<dt>Placed</dt><dd>${kolkata} `);
  });

  it('escapes every text a user typed', async () => {
    const [product] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.accountId, demo.accountId))
      .orderBy(products.id)
      .limit(1);
    await t.database.db
      .update(products)
      .set({ nameI18n: { values: { en: HOSTILE } } })
      .where(eq(products.id, product!.id));
    await t.database.db
      .update(vendors)
      .set({ name: `Bistro ${HOSTILE}` })
      .where(eq(vendors.id, demo.vendorId));
    const res = await marketplace(t.app).createOrder(demo.vendorId, {
      ...orderBody([product!.id]),
      items: [{ productId: product!.id, count: 1, comment: `no onions ${HOSTILE}` }],
      comment: `"quoted" & <b>bold</b>`,
      customerInfo: { name: `<img src=x onerror=alert(1)>`, phone: null, address: null, comment: null },
    });
    const html = (await ticket(res.json().orderId)).body;
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>bold</b>');
    expect(html).toContain(escapeHtml(HOSTILE));
    expect(html).toContain('&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('is in the language of the user who prints it', async () => {
    const order = await placeOrder({
      receiptType: 'DELIVERY',
      customerInfo: { name: 'Ada', phone: null, address: '1 Main St', comment: null },
    });
    await t.database.db.update(users).set({ langCode: 'ru' }).where(eq(users.email, OWNER));
    const html = (await ticket(order.orderId)).body;
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('<p class="type">Доставка</p>');
    expect(html).not.toContain('class="code"');
  });

  it('every role that sees orders may print; another tenant and no session may not', async () => {
    const order = await placeOrder();
    for (const email of [MANAGER, WORKER]) {
      expect((await ticket(order.orderId, seededCookie(email))).statusCode).toBe(200);
    }
    const other = await menuOf(t.app, OTHER_OWNER);
    expect((await ticket(order.orderId, other.cookie)).statusCode).toBe(404);
    expect((await ticket(order.orderId, other.cookie, other.vendorId)).statusCode).toBe(404);
    expect((await ticket(999_999)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/${demo.vendorId}/orders/${order.orderId}/ticket`,
    });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().code).toBe('NotAuthenticated');
    expect((await ticket(order.orderId, demo.cookie, demo.vendorId, '?autoprint=yes')).statusCode).toBe(400);
  });
});
