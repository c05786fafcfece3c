import {
  type ArchiveOrdersPage,
  LIMITS,
  LIVE_CLOSE_CODES,
  LOCATION_LIMITS,
  MARKETPLACE_ERROR_CODES,
  type Statistic,
  type User,
} from '@larder/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  marketplaceEvents,
  products,
  vendorOrderSettings,
  vendors,
} from '../../db/schema/index.ts';
import {
  asClient,
  MANAGER,
  MARKETPLACE_TOKEN,
  me,
  OTHER_OWNER,
  OWNER,
  seededCookie,
  signInAs,
  WORKER,
} from '../../test/app.ts';
import { connect, listen } from '../../test/live.ts';
import { marketplace, menuOf, orderBody } from '../../test/orders.ts';
import { signedInTestApp } from '../../test/signed-in.ts';

const { t, user: demo } = signedInTestApp(OWNER);

const bearer = { authorization: `Bearer ${MARKETPLACE_TOKEN}` };
const openLocation = (accountId: number, payload: unknown, headers: Record<string, string> = bearer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/manager/accounts/${accountId}/vendors`,
    headers,
    payload: payload as object,
  });
const get = (url: string, cookie = demo.cookie) => t.app.inject(asClient({ method: 'GET', url, cookie }));
const vendorIdsOf = async (cookie: string): Promise<number[]> =>
  ((await me(t.app, cookie)).json() as User).account.vendors.map((vendor) => vendor.id);

async function secondLocation(name = 'Larder Riverside'): Promise<number> {
  const res = await openLocation(demo.accountId, { vendorName: name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().vendorId;
}

async function placeOrder(app: FastifyInstance, vendorId: number): Promise<number> {
  const [product] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.accountId, demo.accountId))
    .orderBy(products.id)
    .limit(1);
  const res = await marketplace(app).createOrder(vendorId, orderBody([product!.id]));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orderId;
}

/** A new employee of one location, created by the owner there, signed in with the given password. */
async function employeeOf(vendorId: number, role: 'VENDOR_MANAGER' | 'VENDOR_WORKER', email: string) {
  const res = await t.app.inject(
    asClient({
      method: 'POST',
      url: `/api/vendor/accounts/${demo.accountId}/vendors/${vendorId}/users`,
      payload: { name: 'Lena Second', email, role },
      cookie: demo.cookie,
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return signInAs(t.app, email, res.json().password);
}

describe('opening another location (POST /api/manager/accounts/{accountId}/vendors)', () => {
  it('adds a location the owner has at once, sharing the catalogue, hours and mode of the account', async () => {
    // The owner's session and users/me are read first, so copies of both are held.
    expect(await vendorIdsOf(demo.cookie)).toEqual([demo.vendorId]);
    expect((await get(`/api/vendor/${demo.vendorId}/orders`)).statusCode).toBe(200);

    const res = await openLocation(demo.accountId, {
      vendorName: '  Larder Riverside ',
      phone: '+1 212 555 0100',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { vendorId } = res.json();
    expect(vendorId).toBeGreaterThan(demo.vendorId);

    const view: User = (await me(t.app, demo.cookie)).json();
    expect(view.account.vendors.map((v) => v.id)).toEqual([demo.vendorId, vendorId]);
    const added = view.account.vendors[1]!;
    const first = view.account.vendors[0]!;
    expect(added).toMatchObject({ name: 'Larder Riverside', working: true, timeZone: first.timeZone });
    expect(added.pausedUntil ?? null).toBeNull();
    expect((await get(`/api/vendor/${vendorId}/orders`)).statusCode).toBe(200);

    // The marketplace reads the same menu and the same weekly hours at both locations.
    const menu = (id: number) =>
      t.app.inject({ method: 'GET', url: `/api/manager/vendors/${id}/menu`, headers: bearer });
    const [menuA, menuB] = await Promise.all([menu(demo.vendorId), menu(vendorId)]);
    expect(menuB.json().sections).toEqual(menuA.json().sections);
    const vendor = (id: number) =>
      t.app.inject({ method: 'GET', url: `/api/manager/vendors/${id}`, headers: bearer });
    const [vendorA, vendorB] = [(await vendor(demo.vendorId)).json(), (await vendor(vendorId)).json()];
    expect(vendorB.workingHours).toEqual(vendorA.workingHours);
    expect(vendorB.acceptingOrders).toBe(vendorA.acceptingOrders);
    expect(vendorB.liveMode ?? null).toEqual(vendorA.liveMode ?? null);

    // Its own orders, and an order is taken there like at the first location.
    const orderId = await placeOrder(t.app, vendorId);
    const waiting = async (id: number) =>
      (await get(`/api/vendor/${id}/orders`))
        .json()
        .WAITING_APPROVAL.map((o: { orderId: number }) => o.orderId);
    expect(await waiting(vendorId)).toEqual([orderId]);
    expect(await waiting(demo.vendorId)).not.toContain(orderId);
  });

  it('gives the location to the owner only: managers and workers are given it by the owner', async () => {
    const managerCookie = seededCookie(MANAGER);
    const workerCookie = seededCookie(WORKER);
    await vendorIdsOf(managerCookie);
    const vendorId = await secondLocation();
    expect(await vendorIdsOf(managerCookie)).toEqual([demo.vendorId]);
    expect(await vendorIdsOf(workerCookie)).toEqual([demo.vendorId]);
    expect((await get(`/api/vendor/${vendorId}/orders`, managerCookie)).statusCode).toBe(404);
    expect((await get(`/api/vendor/${vendorId}/orders`, workerCookie)).statusCode).toBe(404);
    // Nobody of another account gets it.
    expect(await vendorIdsOf(seededCookie(OTHER_OWNER))).not.toContain(vendorId);
  });

  it('takes a name of up to 255 characters, an optional valid phone, and nothing else', async () => {
    const cases: [unknown, number][] = [
      [{ vendorName: 'x'.repeat(LIMITS.shortText) }, 201],
      [{ vendorName: 'x'.repeat(LIMITS.shortText + 1) }, 400],
      [{ vendorName: '   ' }, 400],
      [{}, 400],
      [{ vendorName: 'Shop', phone: 'not a phone' }, 400],
      [{ vendorName: 'Shop', timeZone: 'Europe/Riga' }, 400],
      [{ vendorName: 'Shop\u0000' }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await openLocation(demo.accountId, body);
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 60)}: ${res.body}`).toBe(status);
    }
  });

  it('answers 404 for an unknown account and 401 without the marketplace token', async () => {
    expect((await openLocation(999_999, { vendorName: 'Nowhere' })).statusCode).toBe(404);
    const unauthorised = await openLocation(demo.accountId, { vendorName: 'Shop' }, {});
    expect(unauthorised.statusCode).toBe(401);
    // A vendor's session is not the marketplace.
    const asOwner = await t.app.inject(
      asClient({
        method: 'POST',
        url: `/api/manager/accounts/${demo.accountId}/vendors`,
        payload: { vendorName: 'Shop' },
        cookie: demo.cookie,
      }),
    );
    expect(asOwner.statusCode).toBe(401);
    const rows = await t.database.db.select().from(vendors).where(eq(vendors.accountId, demo.accountId));
    expect(rows).toHaveLength(1);
  });

  it(`holds at most ${LOCATION_LIMITS.perAccount} locations per account, also when asked at once`, async () => {
    const [first] = await t.database.db.select().from(vendors).where(eq(vendors.id, demo.vendorId));
    const missing = LOCATION_LIMITS.perAccount - 2;
    await t.database.db.insert(vendors).values(
      Array.from({ length: missing }, (_, i) => ({
        accountId: demo.accountId,
        name: `Branch ${i}`,
        timeZone: first!.timeZone,
      })),
    );
    // One below the limit: two requests at once, exactly one gets the last place.
    const answers = await Promise.all([
      openLocation(demo.accountId, { vendorName: 'Last' }),
      openLocation(demo.accountId, { vendorName: 'One too many' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((res) => res.statusCode === 409)!;
    expect(refused.json().code).toBe(MARKETPLACE_ERROR_CODES.locationLimitReached);
    const count = await t.database.db.select().from(vendors).where(eq(vendors.accountId, demo.accountId));
    expect(count).toHaveLength(LOCATION_LIMITS.perAccount);
  });

  it('is documented in the OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const route = doc.paths['/api/manager/accounts/{accountId}/vendors']?.post;
    expect(route).toBeDefined();
    expect(Object.keys(route.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '404', '409']));
  });
});

describe('a location sees only its own orders', () => {
  /**
   * Every order, archive and statistics route, as registered: each is asked about the other
   * location, by its path and by its order id under one's own path.
   */
  function sweptRoutes() {
    const routes = t.app.declaredRoutes.filter(
      (route) =>
        route.url.startsWith('/api/vendor/:vendorId/') &&
        /\/(orders|archive_orders|statistic)(\/|$)/.test(route.url) &&
        route.access !== 'public',
    );
    expect(routes.length).toBeGreaterThanOrEqual(10);
    return routes;
  }

  const bodies: Record<string, unknown> = {
    '/api/vendor/:vendorId/orders/:orderId/amend': { reason: 'OUT_OF_STOCK', lines: [{ line: 0, count: 0 }] },
  };
  const query = (url: string) =>
    url.endsWith('/statistic') ? '?from=2020-01-01T00:00:00Z&to=2024-12-31T00:00:00Z' : '';

  /** Under the other location's path every route; under one's own, those naming an order. */
  async function sweep(cookie: string, pathVendor: number, orderId: number, ownPath = false) {
    const answers: string[] = [];
    for (const route of sweptRoutes().filter((r) => !ownPath || r.url.includes(':orderId'))) {
      const url = route.url.replace(':vendorId', String(pathVendor)).replace(':orderId', String(orderId));
      const res = await t.app.inject(
        asClient({
          method: route.method as 'GET',
          url: `${url}${query(route.url)}`,
          cookie,
          ...(route.method === 'GET' ? {} : { payload: (bodies[route.url] ?? {}) as object }),
        }),
      );
      answers.push(`${route.method} ${route.url} ${res.statusCode}`);
      expect([403, 404], `${route.method} ${url}: ${res.body}`).toContain(res.statusCode);
    }
    return answers;
  }

  it('refuses every order, archive and statistics route of the other location, for every role', async () => {
    const riverside = await secondLocation();
    const theirOrder = await placeOrder(t.app, riverside);
    const ourOrder = await placeOrder(t.app, demo.vendorId);
    const workerThere = await employeeOf(riverside, 'VENDOR_WORKER', 'lena.worker@demo.example');
    const managerThere = await employeeOf(riverside, 'VENDOR_MANAGER', 'lena.manager@demo.example');

    const people: [string, string, number, number][] = [
      // [who, cookie, their own location, the other location's order]
      ['the first location’s worker', seededCookie(WORKER), demo.vendorId, theirOrder],
      ['the first location’s manager', seededCookie(MANAGER), demo.vendorId, theirOrder],
      ['the second location’s worker', workerThere, riverside, ourOrder],
      ['the second location’s manager', managerThere, riverside, ourOrder],
    ];
    for (const [, cookie, own, foreignOrder] of people) {
      const other = own === riverside ? demo.vendorId : riverside;
      await sweep(cookie, other, foreignOrder);
      await sweep(cookie, own, foreignOrder, true);
      const board = (await get(`/api/vendor/${own}/orders`, cookie)).json();
      expect(board.WAITING_APPROVAL.map((o: { orderId: number }) => o.orderId)).not.toContain(foreignOrder);
    }
    // Another account's owner is refused both locations.
    const other = seededCookie(OTHER_OWNER);
    await sweep(other, riverside, theirOrder);
    await sweep(other, demo.vendorId, ourOrder);
    const otherVendor = (await menuOf(t.app, OTHER_OWNER)).vendorId;
    await sweep(other, otherVendor, theirOrder, true);

    // The other location's order is untouched by all of it.
    const order = await get(`/api/vendor/${riverside}/orders/${theirOrder}`);
    expect(order.statusCode).toBe(200);
    expect(order.json().status).toBe('WAITING_APPROVAL');
    // And each location's own staff still reach their own order.
    expect((await get(`/api/vendor/${riverside}/orders/${theirOrder}`, workerThere)).statusCode).toBe(200);
    expect(
      (await get(`/api/vendor/${demo.vendorId}/orders/${ourOrder}`, seededCookie(WORKER))).statusCode,
    ).toBe(200);
  });

  it('reads all locations only as far as the user works: the owner every one, a manager their own', async () => {
    const riverside = await secondLocation();
    const theirs = await placeOrder(t.app, riverside);
    const ours = await placeOrder(t.app, demo.vendorId);
    const period = 'from=2020-01-01T00:00:00Z&to=2099-01-01T00:00:00Z';
    const archiveIds = async (cookie: string, vendorId: number, all: boolean) => {
      const res = await get(
        `/api/vendor/${vendorId}/archive_orders?${period}&size=100${all ? '&locations=all' : ''}`,
        cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as ArchiveOrdersPage).content.map((row) => [row.orderId, row.vendorId]);
    };
    const statPeriod = `from=${new Date(Date.now() - 30 * 86_400_000).toISOString()}&to=${new Date(Date.now() + 86_400_000).toISOString()}`;
    const total = async (cookie: string, vendorId: number, all: boolean) => {
      const res = await get(
        `/api/vendor/${vendorId}/statistic?${statPeriod}${all ? '&locations=all' : ''}`,
        cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Statistic).orderStats.total;
    };

    expect(await archiveIds(demo.cookie, demo.vendorId, false)).toEqual([[ours, demo.vendorId]]);
    expect(await archiveIds(demo.cookie, riverside, false)).toEqual([[theirs, riverside]]);
    expect(await archiveIds(demo.cookie, demo.vendorId, true)).toEqual([
      [ours, demo.vendorId],
      [theirs, riverside],
    ]);
    expect(await total(demo.cookie, demo.vendorId, false)).toBe(1);
    expect(await total(demo.cookie, riverside, true)).toBe(2);

    // The first location's manager does not work at the second: "all" is their one location.
    const manager = seededCookie(MANAGER);
    expect(await archiveIds(manager, demo.vendorId, true)).toEqual([[ours, demo.vendorId]]);
    expect(await total(manager, demo.vendorId, true)).toBe(1);
    // Another account's owner, asking for all of theirs, sees none of ours.
    const other = await menuOf(t.app, OTHER_OWNER);
    expect(await archiveIds(other.cookie, other.vendorId, true)).toEqual([]);
    // An unknown scope is a bad request.
    expect((await get(`/api/vendor/${demo.vendorId}/statistic?${period}&locations=every`)).statusCode).toBe(
      400,
    );
  });

  it('exports every location with a column naming each order’s location', async () => {
    const riverside = await secondLocation('Larder Riverside');
    await placeOrder(t.app, riverside);
    await placeOrder(t.app, demo.vendorId);
    const exported = async (all: boolean) => {
      const res = await get(
        `/api/vendor/${demo.vendorId}/archive_orders/excel?from=2020-01-01T00:00:00Z${all ? '&locations=all' : ''}`,
      );
      expect(res.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return book.worksheets[0]!;
    };
    const one = await exported(false);
    expect(one.rowCount).toBe(3);
    expect(one.getRow(1).cellCount).toBe(14);
    const all = await exported(true);
    expect(all.rowCount).toBe(4);
    const header = all.getRow(1);
    expect(header.getCell(15).value).toBe('Location');
    const [first] = await t.database.db.select().from(vendors).where(eq(vendors.id, demo.vendorId));
    expect([all.getRow(2).getCell(15).value, all.getRow(3).getCell(15).value]).toEqual([
      first!.name,
      'Larder Riverside',
    ]);
  });
});

describe('copying a location’s settings to the others (POST /api/vendor/{vendorId}/copy-settings)', () => {
  const copy = (vendorId: number, vendorIds: unknown, cookie = demo.cookie) =>
    t.app.inject(
      asClient({
        method: 'POST',
        url: `/api/vendor/${vendorId}/copy-settings`,
        payload: { vendorIds } as object,
        cookie,
      }),
    );
  const put = (url: string, payload: unknown) =>
    t.app.inject(asClient({ method: 'PUT', url, payload: payload as object, cookie: demo.cookie }));

  it('gives the others its special hours, order settings and auto-pause, each with an audit entry and an event', async () => {
    const riverside = await secondLocation();
    const harbour = await secondLocation('Larder Harbour');
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    expect(
      (
        await put(`/api/vendor/${demo.vendorId}/special-hours`, [
          { date: day, closed: true, note: 'Inventory' },
        ])
      ).statusCode,
    ).toBe(200);
    const settings = {
      autoAccept: true,
      acceptanceMinutes: 5,
      maxOrdersPer15Min: 12,
      busyExtraMinutes: 0,
      busyUntil: null,
    };
    expect((await put(`/api/vendor/${demo.vendorId}/params/order-settings`, settings)).statusCode).toBe(200);
    expect(
      (await put(`/api/vendor/${demo.vendorId}/params/auto-pause`, { autoPauseAfterMinutes: 30 })).statusCode,
    ).toBe(200);

    const res = await copy(demo.vendorId, [riverside, harbour]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ vendorIds: [riverside, harbour] });

    for (const target of [riverside, harbour]) {
      const hours = (await get(`/api/vendor/${target}/special-hours`)).json();
      expect(hours).toEqual([{ date: day, closed: true, intervals: [], note: 'Inventory' }]);
      expect((await get(`/api/vendor/${target}/params/order-settings`)).json()).toEqual(settings);
      expect((await get(`/api/vendor/${target}/params/auto-pause`)).json()).toEqual({
        autoPauseAfterMinutes: 30,
      });
      const audited = await t.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'vendor'), eq(auditLog.targetId, target)));
      expect(audited.map((row) => row.action).sort()).toEqual([
        'vendor.autoPause',
        'vendor.orderSettings',
        'vendor.specialHours',
      ]);
      const events = await t.database.db
        .select({ type: marketplaceEvents.type })
        .from(marketplaceEvents)
        .where(eq(marketplaceEvents.vendorId, target));
      expect(events.map((e) => e.type)).toEqual(['vendor.updated']);
    }

    // Copying again changes nothing and records nothing more.
    expect((await copy(demo.vendorId, [riverside])).statusCode).toBe(200);
    const again = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, riverside));
    expect(again).toHaveLength(3);
    const stored = await t.database.db
      .select()
      .from(vendorOrderSettings)
      .where(eq(vendorOrderSettings.vendorId, riverside));
    expect(stored).toHaveLength(1);
  });

  it('is the owner’s: a manager or worker gets 403, another account’s or an unknown location 404', async () => {
    const riverside = await secondLocation();
    expect((await copy(demo.vendorId, [riverside], seededCookie(MANAGER))).statusCode).toBe(403);
    expect((await copy(demo.vendorId, [riverside], seededCookie(WORKER))).statusCode).toBe(403);
    const other = await menuOf(t.app, OTHER_OWNER);
    expect((await copy(demo.vendorId, [other.vendorId])).statusCode).toBe(404);
    expect((await copy(other.vendorId, [riverside])).statusCode).toBe(404);
    expect((await copy(demo.vendorId, [999_999])).statusCode).toBe(404);
    expect((await copy(demo.vendorId, [riverside], other.cookie)).statusCode).toBe(404);
  });

  it(`takes 1 to ${LOCATION_LIMITS.perAccount} other locations`, async () => {
    const riverside = await secondLocation();
    expect((await copy(demo.vendorId, [])).statusCode).toBe(400);
    expect((await copy(demo.vendorId, [demo.vendorId])).statusCode).toBe(400);
    expect((await copy(demo.vendorId, ['1'])).statusCode).toBe(400);
    const many = Array.from({ length: LOCATION_LIMITS.perAccount + 1 }, () => riverside);
    expect((await copy(demo.vendorId, many)).statusCode).toBe(400);
    const most = Array.from({ length: LOCATION_LIMITS.perAccount }, () => riverside);
    expect((await copy(demo.vendorId, most)).statusCode).toBe(200);
  });
});

describe('the locations an employee works at (…/users/{userId}/locations)', () => {
  const usersUrl = (vendorId: number, userId: number) =>
    `/api/vendor/accounts/${demo.accountId}/vendors/${vendorId}/users/${userId}/locations`;
  const put = (vendorId: number, userId: number, vendorIds: unknown, cookie = demo.cookie) =>
    t.app.inject(
      asClient({ method: 'PUT', url: usersUrl(vendorId, userId), payload: { vendorIds } as object, cookie }),
    );
  const userIdOf = async (cookie: string) => ((await me(t.app, cookie)).json() as User).id;

  it('gives a worker another location and takes it away again, ending their sessions then', async () => {
    const riverside = await secondLocation();
    const workerCookie = seededCookie(WORKER);
    const workerId = await userIdOf(workerCookie);
    expect((await get(`/api/vendor/${riverside}/orders`, workerCookie)).statusCode).toBe(404);

    const given = await put(demo.vendorId, workerId, [demo.vendorId, riverside]);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toEqual({ vendorIds: [demo.vendorId, riverside] });
    // At once, without signing in again.
    expect(await vendorIdsOf(workerCookie)).toEqual([demo.vendorId, riverside]);
    expect((await get(`/api/vendor/${riverside}/orders`, workerCookie)).statusCode).toBe(200);
    expect((await get(usersUrl(riverside, workerId))).json()).toEqual({
      vendorIds: [demo.vendorId, riverside],
    });
    // The worker is now staff of the second location too.
    const staff = await get(`/api/vendor/accounts/${demo.accountId}/vendors/${riverside}/users`);
    expect(staff.json().map((e: { id: number }) => e.id)).toContain(workerId);

    // Only the second location: the first one's board is closed to them, and they sign in again.
    const taken = await put(riverside, workerId, [riverside]);
    expect(taken.statusCode, taken.body).toBe(200);
    const ended = await get(`/api/vendor/${riverside}/orders`, workerCookie);
    expect(ended.statusCode).toBe(403);
    expect(ended.json().code).toBe('NotAuthenticated');
    const again = await signInAs(t.app, WORKER);
    expect(await vendorIdsOf(again)).toEqual([riverside]);
    expect((await get(`/api/vendor/${demo.vendorId}/orders`, again)).statusCode).toBe(404);

    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'employee.locations'));
    expect(logged).toHaveLength(2);
    // The same list again changes nothing and logs nothing.
    expect((await put(riverside, workerId, [riverside])).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'employee.locations')),
    ).toHaveLength(2);
  });

  it('is the owner’s choice, of the owner’s own account’s locations, never an owner’s', async () => {
    const riverside = await secondLocation();
    const workerId = await userIdOf(seededCookie(WORKER));
    const managerId = await userIdOf(seededCookie(MANAGER));
    const ownerId = await userIdOf(demo.cookie);
    expect((await put(demo.vendorId, workerId, [riverside], seededCookie(MANAGER))).statusCode).toBe(403);
    expect((await put(demo.vendorId, workerId, [riverside], seededCookie(WORKER))).statusCode).toBe(403);
    expect((await put(demo.vendorId, ownerId, [riverside])).statusCode).toBe(403);
    const other = await menuOf(t.app, OTHER_OWNER);
    expect((await put(demo.vendorId, workerId, [other.vendorId])).statusCode).toBe(404);
    expect((await put(demo.vendorId, workerId, [999_999])).statusCode).toBe(404);
    // An employee not of the path's location, or of another account, is 404.
    expect((await put(riverside, workerId, [riverside])).statusCode).toBe(404);
    const otherOwnerId = await userIdOf(other.cookie);
    expect((await put(demo.vendorId, otherOwnerId, [demo.vendorId])).statusCode).toBe(404);
    expect((await put(demo.vendorId, workerId, [])).statusCode).toBe(400);
    expect((await put(demo.vendorId, managerId, [riverside])).statusCode).toBe(200);
    expect((await get(usersUrl(riverside, managerId), seededCookie(WORKER))).statusCode).toBe(403);
  });
});

describe('the live order socket of each location', () => {
  it('opens for whoever works there, at once, and closes when the location is taken away', async () => {
    const base = await listen(t.app);
    const riverside = await secondLocation();
    // The owner has it at once, without signing in again.
    const owners = await connect(base, riverside, demo.cookie);
    const workerCookie = seededCookie(WORKER);
    const refused = await connect(base, riverside, workerCookie);
    expect((await refused.closed).code).toBe(LIVE_CLOSE_CODES.policyViolation);

    const workerId = ((await me(t.app, workerCookie)).json() as User).id;
    const give = (vendorIds: number[]) =>
      t.app.inject(
        asClient({
          method: 'PUT',
          url: `/api/vendor/accounts/${demo.accountId}/vendors/${demo.vendorId}/users/${workerId}/locations`,
          payload: { vendorIds },
          cookie: demo.cookie,
        }),
      );
    expect((await give([demo.vendorId, riverside])).statusCode).toBe(200);
    const workers = await connect(base, riverside, workerCookie);
    await placeOrder(t.app, riverside);
    await owners.next((m) => m.type === 'NEW_ORDER');
    await workers.next((m) => m.type === 'NEW_ORDER');

    // Taken away again: the worker's socket there closes as their session ends.
    expect((await give([demo.vendorId])).statusCode).toBe(200);
    expect((await workers.closed).code).toBe(LIVE_CLOSE_CODES.sessionEnded);
    owners.socket.close(1000);
  });
});
