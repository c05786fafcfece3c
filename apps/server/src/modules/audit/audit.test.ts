import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, type AuditAction, VENDOR_CONTEXT_HEADER } from '@larder/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, orders, products, tags, users } from '../../db/schema/index.ts';
import {
  asClient,
  MANAGER,
  MARKETPLACE_TOKEN,
  OTHER_OWNER,
  OWNER,
  seededCookie,
  WORKER,
} from '../../test/app.ts';
import { catalogueClient, everyDay } from '../../test/catalogue-client.ts';
import { marketplace, orderBody, vendorAction } from '../../test/orders.ts';
import { signedInTestApp } from '../../test/signed-in.ts';
import { recordAudit } from './service.ts';

const { t, user: owner } = signedInTestApp(OWNER);
let ownerId: number;

beforeEach(async () => {
  ownerId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, OWNER)))[0]!.id;
});

const db = () => t.database.db;
const rowsOf = (vendorId = owner.vendorId) =>
  db().select().from(auditLog).where(eq(auditLog.vendorId, vendorId)).orderBy(desc(auditLog.id));
const rowCount = async () => (await db().select({ n: count() }).from(auditLog))[0]!.n;
const newest = async () => (await rowsOf())[0];

const staff = (vendorId: number) => `/api/vendor/accounts/${owner.accountId}/vendors/${vendorId}/users`;
const auditUrl = (vendorId = owner.vendorId, query = '') => `/api/vendor/${vendorId}/audit${query}`;

async function newOrder(count = 1) {
  const [product] = await db()
    .select({ id: products.id })
    .from(products)
    .where(eq(products.visible, true))
    .orderBy(products.id)
    .limit(1);
  const body = orderBody([product!.id]);
  (body.items as { count: number }[])[0]!.count = count;
  const res = await marketplace(t.app).createOrder(owner.vendorId, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orderId as number;
}

describe('every staff action writes one audit row', () => {
  it('covers each action of the contract’s list, with who, what and a small before/after', async () => {
    const seen = new Set<AuditAction>();
    /** Runs a change and checks that exactly it was logged, by the owner, for the demo vendor. */
    const step = async <R extends { statusCode: number; body: string }>(
      action: AuditAction,
      run: () => Promise<R>,
    ): Promise<R> => {
      const before = await rowCount();
      const res = await run();
      expect(res.statusCode, `${action}: ${res.body}`).toBeLessThan(300);
      expect(await rowCount(), action).toBe(before + 1);
      const row = await newest();
      expect(row, action).toMatchObject({ action, userId: ownerId, vendorId: owner.vendorId });
      expect(JSON.stringify(row!.before ?? {}).length + JSON.stringify(row!.after ?? {}).length).toBeLessThan(
        4200,
      );
      seen.add(action);
      return res;
    };
    const call = owner.call;
    const act = vendorAction(t.app, owner.cookie, owner.vendorId);
    const json = async <T>(res: Promise<{ json(): T }>) => (await res).json();

    // Orders
    const first = await newOrder();
    await step('order.approve', () => act(first, 'approve', { query: '?cookingDelayTime=5' }));
    const approved = await newest();
    expect(approved).toMatchObject({
      targetType: 'order',
      targetId: first,
      targetName: `#${String(first).padStart(6, '0')}`,
      before: { status: 'WAITING_APPROVAL' },
      after: { status: 'APPROVED', cookingDelayMinutes: 5 },
    });
    await step('order.ready', () => act(first, 'ready'));
    await step('order.complete', () => act(first, 'complete'));
    await step('order.decline', async () =>
      act(await newOrder(), 'decline', { body: { declineComment: 'Out of dough' } }),
    );
    // An order of two, changed to one: the change is logged with its line in words.
    const pair = await newOrder(2);
    const amended = await step('order.amend', () =>
      call('POST', `/api/vendor/${owner.vendorId}/orders/${pair}/amend`, {
        lines: [{ line: 0, count: 1 }],
        reason: 'OUT_OF_STOCK',
      }),
    );
    expect(amended.statusCode).toBe(200);
    expect(await newest()).toMatchObject({ targetType: 'order', targetId: pair });

    // The catalogue as a whole
    await step('catalogue.visibility', () => call('PUT', `${owner.base}/visible`, { visible: false }));
    expect(await newest()).toMatchObject({ before: { visible: true }, after: { visible: false } });
    await step('catalogue.visibility', () => call('PUT', `${owner.base}/visible`, { visible: true }));
    await step('catalogue.workingHours', () => call('PUT', `${owner.base}/working_hours`, everyDay()));
    const chosen = await json<{ id: number }[]>(call('GET', `${owner.base}/categories`));
    await step('catalogue.categoryRemove', () => call('DELETE', `${owner.base}/categories/${chosen[0]!.id}`));
    await step('catalogue.categoryAdd', () =>
      call('POST', `${owner.base}/categories`, { categoryID: chosen[0]!.id }),
    );
    const languages = await json<{ code: string }[]>(call('GET', `${owner.base}/languages`));
    const extra = ['fr', 'de', 'es'].find((code) => !languages.some((l) => l.code === code))!;
    if (languages.length > 1) {
      await step('catalogue.languageRemove', () =>
        call('DELETE', `${owner.base}/languages/${languages[1]!.code}`),
      );
    }
    await step('catalogue.languageAdd', () => call('POST', `${owner.base}/languages`, { code: extra }));
    await step('catalogue.languageRemove', () => call('DELETE', `${owner.base}/languages/${extra}`));
    await step('catalogue.pageSettings', () =>
      call('PUT', `/api/vendor/${owner.vendorId}/params/catalog-page-settings`, {
        components: [{ type: 'POPULAR_PRODUCTS' }],
      }),
    );

    // Catalogue categories
    const image = await owner.upload('category', { width: 800, height: 600 });
    const group = await step('sectionGroup.create', () =>
      call('POST', `${owner.base}/catalog-categories`, { name: { values: { en: 'Lunch' } }, image }),
    );
    const groupId = group.json().id as number;
    await step('sectionGroup.update', () =>
      call('PATCH', `${owner.base}/catalog-categories`, {
        catalogCategories: [{ id: groupId, name: { values: { en: 'Dinner' } } }],
      }),
    );
    expect(await newest()).toMatchObject({ before: { name: 'Lunch' }, after: { name: 'Dinner' } });
    await step('sectionGroup.delete', () => call('DELETE', `${owner.base}/catalog-categories/${groupId}`));

    // Sections
    const section = await step('section.create', () =>
      call('POST', `${owner.base}/sections`, { name: { values: { en: 'Soups' } } }),
    );
    const sectionId = section.json().id as number;
    await step('section.update', () => call('PUT', `/api/vendor/sections/${sectionId}`, { cookingTime: 30 }));
    expect(await newest()).toMatchObject({ targetName: 'Soups', after: { cookingTime: 30 } });
    await step('section.workingHours', () =>
      call('PUT', `/api/vendor/sections/${sectionId}/working_hours`, everyDay('11:00', '15:00')),
    );
    const sectionIds = await owner.sectionIds();
    await step('section.reorder', () =>
      call('POST', `${owner.base}/sections/change-order`, { orderedSectionIds: [...sectionIds].reverse() }),
    );

    // Products
    const product = await step('product.create', () =>
      call('POST', `${owner.base}/products`, { name: { values: { en: 'Borscht' } }, sectionID: sectionId }),
    );
    const productId = product.json().id as number;
    const productUrl = `/api/vendor/products/${productId}`;
    await step('product.update', () => call('PUT', productUrl, { weight: 350 }));
    await step('product.price', () => call('PUT', productUrl, { price: 7.5 }));
    expect(await newest()).toMatchObject({ before: { price: 0 }, after: { price: 7.5 } });
    await step('product.restock', () => call('POST', `${productUrl}/restock`, { set: 12 }));
    expect(await newest()).toMatchObject({ before: { stock: null }, after: { stock: 12 } });
    await step('product.availability', () => call('PUT', `${productUrl}/available`, { available: false }));
    expect(await newest()).toMatchObject({
      before: { available: true, availableAgainAt: null },
      after: { available: false, availableAgainAt: null },
    });
    await step('product.nutrition', () =>
      call('PUT', `${productUrl}/nutrition`, { proteins: 5, fats: 3, carbs: 10 }),
    );
    const photo = await owner.upload('product', { width: 800, height: 600 });
    await step('product.image', () => call('PUT', `${productUrl}/horizontal_image`, { path: photo.path }));
    const [tag] = await db().select({ id: tags.id }).from(tags).orderBy(tags.id).limit(1);
    await step('product.tagAdd', () => call('POST', `${productUrl}/tags`, { tagID: tag!.id }));
    await step('product.tagRemove', () => call('DELETE', `${productUrl}/tags/${tag!.id}`));
    await step('catalogue.popularAdd', () =>
      call('POST', `${owner.base}/popular_products`, { productID: productId }),
    );
    await step('catalogue.popularRemove', () =>
      call('DELETE', `${owner.base}/popular_products/${productId}`),
    );
    const pizza = await owner.sectionNamed('Pizza');
    await step('section.productAdd', () =>
      call('POST', `/api/vendor/sections/${pizza.id}/products`, { productID: productId }),
    );
    await step('section.productsReorder', () =>
      call('POST', `${owner.base}/sections/${pizza.id}/products/change-order`, {
        orderedProductIds: [productId, ...pizza.productIds],
      }),
    );
    await step('section.productRemove', () =>
      call('DELETE', `/api/vendor/sections/${pizza.id}/products/${productId}`),
    );
    const clone = await step('product.clone', () =>
      call('POST', `${productUrl}/clone`, {
        targetSectionID: sectionId,
        targetName: { values: { en: 'Borscht 2' } },
      }),
    );

    // Modifiers
    const modifiers = await step('componentGroup.create', () =>
      call('POST', `${owner.base}/component_groups`, { name: { values: { en: 'Toppings' } } }),
    );
    const modifierGroupId = modifiers.json().id as number;
    await step('componentGroup.update', () =>
      call('PUT', `/api/vendor/component_groups/${modifierGroupId}`, { visible: true }),
    );
    const componentIds: number[] = [];
    for (const en of ['Dill', 'Sour cream']) {
      const made = await step('component.create', () =>
        call('POST', `/api/vendor/component_groups/${modifierGroupId}/components`, {
          name: { values: { en } },
          price: 1,
        }),
      );
      componentIds.push(made.json().id);
    }
    await step('component.update', () =>
      call('PUT', `/api/vendor/components/${componentIds[0]}`, { price: 2 }),
    );
    await step('component.restock', () =>
      call('POST', `/api/vendor/components/${componentIds[0]}/restock`, { add: 5 }),
    );
    expect(await newest()).toMatchObject({ before: { stock: null }, after: { stock: 5 } });
    await step('component.availability', () =>
      call('PUT', `/api/vendor/components/${componentIds[0]}/available`, {
        available: false,
        until: 'END_OF_DAY',
      }),
    );
    await step('component.reorder', () =>
      call('POST', `/api/vendor/component_groups/${modifierGroupId}/components/change-order`, {
        orderedComponentIds: [...componentIds].reverse(),
      }),
    );
    await step('product.componentGroups', () =>
      call('PUT', `${productUrl}/component_groups`, [{ componentGroupID: modifierGroupId }]),
    );
    const groups = await json<{ id: number }[]>(call('GET', `${owner.base}/component_groups`));
    await step('componentGroup.reorder', () =>
      call('POST', `${owner.base}/component_groups/change-order`, {
        orderedGroupIds: groups.map((g) => g.id).reverse(),
      }),
    );
    await step('component.delete', () => call('DELETE', `/api/vendor/components/${componentIds[1]}`));
    await step('componentGroup.delete', () =>
      call('DELETE', `/api/vendor/component_groups/${modifierGroupId}`),
    );
    await step('product.delete', () => call('DELETE', `/api/vendor/products/${clone.json().id}`));
    await step('product.delete', () => call('DELETE', productUrl));
    await step('section.delete', () => call('DELETE', `/api/vendor/sections/${sectionId}`));

    // Staff
    const hired = await step('employee.create', () =>
      call('POST', staff(owner.vendorId), {
        name: 'Nina New',
        position: 'Cook',
        email: 'nina@demo.example',
        phone: null,
        role: 'VENDOR_WORKER',
      }),
    );
    const ninaId = hired.json().id as number;
    const nina = (changes: object) => ({
      name: 'Nina New',
      position: 'Cook',
      email: 'nina@demo.example',
      phone: null,
      role: 'VENDOR_WORKER',
      ...changes,
    });
    await step('employee.update', () =>
      call('PUT', `${staff(owner.vendorId)}/${ninaId}`, nina({ position: 'Chef' })),
    );
    expect(await newest()).toMatchObject({ before: { position: 'Cook' }, after: { position: 'Chef' } });
    await step('employee.roleChange', () =>
      call('PUT', `${staff(owner.vendorId)}/${ninaId}`, nina({ position: 'Chef', role: 'VENDOR_MANAGER' })),
    );
    expect(await newest()).toMatchObject({
      before: { role: 'VENDOR_WORKER' },
      after: { role: 'VENDOR_MANAGER' },
    });
    const avatar = await owner.upload('logo', { width: 400, height: 400 });
    await step('employee.avatar', () =>
      call('PATCH', `${staff(owner.vendorId)}/${ninaId}`, { avatarPath: avatar.path }),
    );
    await step('employee.block', () => call('POST', `${staff(owner.vendorId)}/${ninaId}/block`));
    await step('employee.unblock', () => call('POST', `${staff(owner.vendorId)}/${ninaId}/unblock`));
    await step('employee.passwordReset', () =>
      call('POST', `${staff(owner.vendorId)}/${ninaId}/reset-password`),
    );
    const reset = await newest();
    expect(JSON.stringify(reset)).not.toMatch(/password"?:/i);
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/manager/accounts/${owner.accountId}/vendors`,
      headers: { authorization: `Bearer ${MARKETPLACE_TOKEN}` },
      payload: { vendorName: 'Second location' },
    });
    await step('employee.locations', () =>
      call('PUT', `${staff(owner.vendorId)}/${ninaId}/locations`, {
        vendorIds: [owner.vendorId, second.json().vendorId],
      }),
    );
    expect((await newest())?.after).toMatchObject({ locations: [expect.any(String), 'Second location'] });

    // The vendor
    await step('vendor.update', () =>
      call('PATCH', `/api/vendor/users/me/vendors/${owner.vendorId}`, { name: 'Corner Kitchen' }),
    );
    await step('vendor.location', () =>
      call('PUT', `/api/vendor/users/me/vendors/${owner.vendorId}/location`, {
        address: 'Broadway, 1, New York, United States',
        street: 'Broadway',
        houseNumber: '1',
        city: 'New York',
        country: 'United States',
        latitude: 40.73,
        longitude: -73.99,
      }),
    );
    await step('vendor.leaveDemo', () =>
      call('PUT', `/api/vendor/users/me/vendors/${owner.vendorId}/liveMode`, { liveMode: true }),
    );
    const pause = await step('vendor.pause', () =>
      call('PUT', `/api/vendor/${owner.vendorId}/pause`, { minutes: 15 }),
    );
    expect((await newest())?.after).toEqual({ pausedUntil: pause.json().pausedUntil });
    await step('vendor.resume', () => call('DELETE', `/api/vendor/${owner.vendorId}/pause`));
    expect((await newest())?.after).toEqual({ pausedUntil: null });
    await step('vendor.autoPause', () =>
      call('PUT', `/api/vendor/${owner.vendorId}/params/auto-pause`, { autoPauseAfterMinutes: 30 }),
    );
    await step('vendor.orderSettings', () =>
      call('PUT', `/api/vendor/${owner.vendorId}/params/order-settings`, {
        autoAccept: true,
        acceptanceMinutes: 10,
        maxOrdersPer15Min: null,
        busyExtraMinutes: 0,
        busyUntil: null,
      }),
    );
    expect((await newest())?.after).toEqual({ autoAccept: true });
    // A week ahead on any vendor's calendar.
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await step('vendor.specialHours', () =>
      call('PUT', `/api/vendor/${owner.vendorId}/special-hours`, [{ date, closed: true }]),
    );
    expect((await newest())?.after).toMatchObject({
      specialHours: [expect.objectContaining({ date, closed: true })],
    });

    expect(AUDIT_ACTIONS.filter((action) => !seen.has(action))).toEqual([]);
  });

  it('a no-op change writes nothing', async () => {
    const before = await rowCount();
    const [product] = await db()
      .select()
      .from(products)
      .where(eq(products.accountId, owner.accountId))
      .orderBy(products.id)
      .limit(1);
    const res = await owner.call('PUT', `/api/vendor/products/${product!.id}`, { weight: product!.weight });
    expect(res.statusCode).toBe(200);
    expect(await rowCount()).toBe(before);
  });
});

describe('the row lives and dies with its change', () => {
  it('a refused order move or a refused edit leaves no row', async () => {
    const act = vendorAction(t.app, owner.cookie, owner.vendorId);
    const orderId = await newOrder();
    expect((await act(orderId, 'ready')).statusCode).toBe(409);
    const [product] = await db()
      .select()
      .from(products)
      .where(eq(products.accountId, owner.accountId))
      .orderBy(products.id)
      .limit(1);
    const bad = await owner.call('PUT', `/api/vendor/products/${product!.id}`, {
      price: 5,
      discountPrice: 6,
    });
    expect(bad.statusCode).toBe(400);
    const past = await owner.call('PUT', `/api/vendor/products/${product!.id}/available`, {
      available: false,
      until: '2001-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    // Of two staff pressing approve at once, one move and one row.
    const [a, b] = await Promise.all([act(orderId, 'approve'), act(orderId, 'approve')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await rowsOf()).map((r) => r.action)).toEqual(['order.approve']);
  });

  it('a change whose commit fails after the row was written leaves neither', async () => {
    // A deferred check that fails at COMMIT, after both the change and its audit row were written.
    await db().execute(sql`create function refuse_commit() returns trigger language plpgsql as $$
      begin raise exception 'commit refused'; end $$`);
    await db().execute(sql`create constraint trigger refuse_commit after insert on audit_log
      deferrable initially deferred for each row execute function refuse_commit()`);
    const act = vendorAction(t.app, owner.cookie, owner.vendorId);
    const orderId = await newOrder();
    expect((await act(orderId, 'approve')).statusCode).toBe(500);
    const [order] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe('WAITING_APPROVAL');
    const [product] = await db()
      .select()
      .from(products)
      .where(eq(products.accountId, owner.accountId))
      .orderBy(products.id)
      .limit(1);
    expect((await owner.call('PUT', `/api/vendor/products/${product!.id}`, { weight: 999 })).statusCode).toBe(
      500,
    );
    const [unchanged] = await db().select().from(products).where(eq(products.id, product!.id));
    expect(unchanged!.weight).toBe(product!.weight);
    expect(await rowCount()).toBe(0);
  });

  it('is callable from any service with only the transaction', async () => {
    await db().transaction(async (tx) => {
      await recordAudit(
        tx,
        { userId: ownerId, vendorIds: [owner.vendorId] },
        {
          action: 'vendor.update',
          target: { type: 'vendor', id: owner.vendorId, name: 'x'.repeat(500) },
          after: { note: 'y'.repeat(10_000), list: Array.from({ length: 50 }, (_, i) => i) },
        },
      );
    });
    const row = await newest();
    expect(row!.targetName!.length).toBeLessThanOrEqual(120);
    expect(JSON.stringify(row!.after).length).toBeLessThanOrEqual(2000);
  });
});

describe('the vendor a catalogue change belongs to', () => {
  it('is the vendor the client names, when it is one of the account’s; else every vendor of the account', async () => {
    const other = await catalogueClient(t.app, OTHER_OWNER);
    const [product] = await db()
      .select()
      .from(products)
      .where(eq(products.accountId, owner.accountId))
      .orderBy(products.id)
      .limit(1);
    const put = (header: string) =>
      t.app.inject(
        asClient({
          method: 'PUT',
          url: `/api/vendor/products/${product!.id}/available`,
          cookie: owner.cookie,
          headers: { [VENDOR_CONTEXT_HEADER]: header },
          payload: { available: false },
        }),
      );
    expect((await put(String(owner.vendorId))).statusCode).toBe(200);
    // Another tenant's vendor named by the client does not get the row; the account's own does.
    expect((await put(String(other.vendorId))).statusCode).toBe(200);
    expect((await rowsOf()).map((r) => r.action)).toEqual(['product.availability', 'product.availability']);
    expect(await rowsOf(other.vendorId)).toEqual([]);
  });
});

describe('GET /api/vendor/{vendorId}/audit', () => {
  const get = (cookie: string, url: string) => t.app.inject(asClient({ method: 'GET', url, cookie }));

  async function someActivity(n: number) {
    const [product] = await db()
      .select()
      .from(products)
      .where(eq(products.accountId, owner.accountId))
      .orderBy(products.id)
      .limit(1);
    for (let i = 0; i < n; i++) {
      await owner.call('PUT', `/api/vendor/products/${product!.id}`, { weight: 100 + i });
    }
    return product!.id;
  }

  it('owners and managers read it, newest first, with the person’s name; workers get 403', async () => {
    await someActivity(3);
    const managerCookie = seededCookie(MANAGER);
    for (const cookie of [owner.cookie, managerCookie]) {
      const res = await get(cookie, auditUrl());
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.last).toBe(true);
      expect(page.content.map((e: { after: { weight: number } }) => e.after.weight)).toEqual([102, 101, 100]);
      expect(page.content[0]).toMatchObject({
        userId: ownerId,
        userName: expect.any(String),
        vendorId: owner.vendorId,
        action: 'product.update',
        target: { type: 'product' },
      });
    }
    expect((await get(seededCookie(WORKER), auditUrl())).statusCode).toBe(403);
    expect((await get(seededCookie(WORKER), auditUrl(owner.vendorId, '/people'))).statusCode).toBe(403);
  });

  it('another tenant’s vendor answers 404 and shows none of ours', async () => {
    await someActivity(1);
    const other = await catalogueClient(t.app, OTHER_OWNER);
    expect((await get(other.cookie, auditUrl())).statusCode).toBe(404);
    expect((await get(owner.cookie, auditUrl(other.vendorId))).statusCode).toBe(404);
    expect((await get(other.cookie, auditUrl(other.vendorId))).json().content).toEqual([]);
  });

  it('pages by size up to 100, and refuses 0, 101 and unknown filters', async () => {
    await someActivity(5);
    const pageOf = async (query: string) => (await get(owner.cookie, auditUrl(owner.vendorId, query))).json();
    const firstPage = await pageOf('?page=0&size=2');
    const secondPage = await pageOf('?page=1&size=2');
    const lastPage = await pageOf('?page=2&size=2');
    expect([firstPage.last, secondPage.last, lastPage.last]).toEqual([false, false, true]);
    const weights = [...firstPage.content, ...secondPage.content, ...lastPage.content].map(
      (e: { after: { weight: number } }) => e.after.weight,
    );
    expect(weights).toEqual([104, 103, 102, 101, 100]);
    expect(
      (await get(owner.cookie, auditUrl(owner.vendorId, `?size=${AUDIT_PAGE_SIZE.max}`))).statusCode,
    ).toBe(200);
    for (const query of [
      `?size=${AUDIT_PAGE_SIZE.max + 1}`,
      '?size=0',
      '?page=-1',
      '?action=order.fly',
      '?userId=abc',
    ]) {
      const res = await get(owner.cookie, auditUrl(owner.vendorId, query));
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('filters by action and by person, and lists the people for the filter', async () => {
    await someActivity(2);
    const managerCatalogue = await catalogueClient(t.app, MANAGER);
    const [product] = await db()
      .select()
      .from(products)
      .where(eq(products.accountId, owner.accountId))
      .orderBy(products.id)
      .limit(1);
    await managerCatalogue.call('PUT', `/api/vendor/products/${product!.id}/available`, { available: false });
    const [manager] = await db().select().from(users).where(eq(users.email, MANAGER));

    const byAction = (
      await get(owner.cookie, auditUrl(owner.vendorId, '?action=product.availability'))
    ).json();
    expect(byAction.content.map((e: { userId: number }) => e.userId)).toEqual([manager!.id]);
    const byOwner = (await get(owner.cookie, auditUrl(owner.vendorId, `?userId=${ownerId}`))).json();
    expect(byOwner.content.map((e: { action: string }) => e.action)).toEqual([
      'product.update',
      'product.update',
    ]);
    const people = (await get(owner.cookie, auditUrl(owner.vendorId, '/people'))).json();
    expect(people.map((p: { id: number }) => p.id).sort()).toEqual([ownerId, manager!.id].sort());
  });

  it('keeps rows after the person is gone', async () => {
    await someActivity(1);
    await db().execute(sql`update audit_log set user_id = null`);
    const res = (await get(owner.cookie, auditUrl())).json();
    expect(res.content[0]).toMatchObject({ userId: null, userName: null });
  });
});
