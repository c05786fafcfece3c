import { afterEach, describe, expect, it } from 'vitest';
import { asClient, fileTestApp, MANAGER, me, OWNER, signInAs, type TestApp } from '../test/app.ts';
import { closeInstances, forgets, secondInstance } from '../test/live.ts';
import { marketplace, menuOf, orderBody, vendorAction } from '../test/orders.ts';
import { publishLive } from './publish.ts';
import { changeCached, onStale } from './stale.ts';

// Each instance keeps short-lived copies of sessions, users/me, catalogues and active-order lists; a
// change must be
// seen by the next request anyway, on the instance that made it and on every other one.

const t = fileTestApp();
afterEach(() => closeInstances());

type App = TestApp['app'];
const get = (app: App, url: string, cookie: string) => app.inject(asClient({ method: 'GET', url, cookie }));
const call = (app: App, method: 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload?: object) =>
  app.inject(asClient({ method, url, cookie, payload }));

async function staff(app: App) {
  const owner = await menuOf(app, OWNER);
  const users = `/api/vendor/accounts/${owner.accountId}/vendors/${owner.vendorId}/users`;
  const list = (await get(app, users, owner.cookie)).json() as { id: number; email: string }[];
  const managerId = list.find((e) => e.email === MANAGER)!.id;
  return { owner, users, managerId };
}

describe('on one instance', () => {
  it('a blocked manager is refused at once, though their session was just used', async () => {
    const { owner, users, managerId } = await staff(t.app);
    const manager = await signInAs(t.app, MANAGER);
    expect((await me(t.app, manager)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', `${users}/${managerId}/block`, owner.cookie)).statusCode).toBe(200);
    expect((await me(t.app, manager)).statusCode).toBe(403);
  });

  it('a manager made a worker loses the archive at once', async () => {
    const { owner, users, managerId } = await staff(t.app);
    const manager = await signInAs(t.app, MANAGER);
    const archive = `/api/vendor/${owner.vendorId}/archive_orders`;
    expect((await get(t.app, archive, manager)).statusCode).toBe(200);
    const demoted = await call(t.app, 'PUT', `${users}/${managerId}`, owner.cookie, {
      name: 'Max Manager',
      position: null,
      email: MANAGER,
      phone: null,
      role: 'VENDOR_WORKER',
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await get(t.app, archive, manager)).statusCode).toBe(403);
    expect((await me(t.app, manager)).json().role).toBe('VENDOR_WORKER');
  });

  it('users/me shows a change to the vendor at once', async () => {
    const owner = await menuOf(t.app, OWNER);
    expect((await me(t.app, owner.cookie)).json().account.vendors[0].name).not.toBe('Renamed');
    const renamed = await call(
      t.app,
      'PATCH',
      `/api/vendor/users/me/vendors/${owner.vendorId}`,
      owner.cookie,
      {
        name: 'Renamed',
      },
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await me(t.app, owner.cookie)).json().account.vendors[0].name).toBe('Renamed');
  });
});

describe('order lists', () => {
  it('a change drops the vendor list here at once, whether it names it or sends the vendor a live message', async () => {
    const { vendorId } = await menuOf(t.app, OWNER);
    const named = forgets(t.app, (stale) => stale.orders.includes(vendorId));
    await changeCached(t.app.db, async (_tx, stale) => {
      stale.orders(vendorId);
    });
    await named;
    const announced = forgets(t.app, (stale) => stale.orders.includes(vendorId));
    await changeCached(t.app.db, (tx) =>
      publishLive(tx, vendorId, { type: 'ORDER_STATUS_UPDATE', orderId: 1, body: { status: 'APPROVED' } }),
    );
    await announced;
  });

  it('a rolled-back change keeps the list', async () => {
    const { vendorId } = await menuOf(t.app, OWNER);
    let dropped = false;
    const stop = onStale(t.app.db, (stale) => {
      if (stale !== 'everything' && stale.orders.includes(vendorId)) dropped = true;
    });
    const refused = changeCached(t.app.db, async (_tx, stale) => {
      stale.orders(vendorId);
      throw new Error('refused');
    });
    await expect(refused).rejects.toThrow('refused');
    stop();
    expect(dropped).toBe(false);
  });
});

// Two instances share nothing but PostgreSQL (PGlite serves one process).
const onPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;
onPostgres('across instances', () => {
  it('a session signed out on A is refused on B as soon as B hears of it', async () => {
    const b = await secondInstance(t.connectionString!);
    const owner = await menuOf(t.app, OWNER);
    const other = await signInAs(t.app, OWNER);
    // B holds copies of both sessions.
    expect((await me(b, owner.cookie)).statusCode).toBe(200);
    expect((await me(b, other)).statusCode).toBe(200);
    const heard = forgets(b, (stale) => stale.users.length > 0);
    expect((await get(t.app, '/api/vendor/auth/logout', owner.cookie)).statusCode).toBe(200);
    await heard;
    expect((await me(b, owner.cookie)).statusCode).toBe(403);
    // The user's other session is still good.
    expect((await me(b, other)).statusCode).toBe(200);
  });

  it('a manager blocked on A is refused on B', async () => {
    const b = await secondInstance(t.connectionString!);
    const { owner, users, managerId } = await staff(t.app);
    const manager = await signInAs(t.app, MANAGER);
    expect((await me(b, manager)).statusCode).toBe(200);
    const heard = forgets(b, (stale) => stale.users.includes(managerId));
    expect((await call(t.app, 'POST', `${users}/${managerId}/block`, owner.cookie)).statusCode).toBe(200);
    await heard;
    expect((await me(b, manager)).statusCode).toBe(403);
  });

  it('a catalogue write on A is in the next GET on B, with a new ETag', async () => {
    const b = await secondInstance(t.connectionString!);
    const owner = await menuOf(t.app, OWNER);
    const url = `/api/vendor/accounts/${owner.accountId}/catalogue/catalogue`;
    const before = await get(b, url, owner.cookie);
    const margherita = before.json().sections[0].products[0];
    const heard = forgets(b, (stale) => stale.catalogues.includes(owner.accountId));
    const priced = await call(t.app, 'PUT', `/api/vendor/products/${margherita.id}`, owner.cookie, {
      price: margherita.price + 1,
    });
    expect(priced.statusCode).toBe(200);
    await heard;
    const after = await b.inject(
      asClient({
        method: 'GET',
        url,
        cookie: owner.cookie,
        headers: { 'if-none-match': before.headers.etag },
      }),
    );
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().sections[0].products[0].price).toBe(margherita.price + 1);
  });

  it('users/me on B shows a vendor renamed on A', async () => {
    const b = await secondInstance(t.connectionString!);
    const owner = await menuOf(t.app, OWNER);
    expect((await me(b, owner.cookie)).json().account.vendors[0].name).not.toBe('Renamed');
    const heard = forgets(b, (stale) => stale.accounts.includes(owner.accountId));
    await call(t.app, 'PATCH', `/api/vendor/users/me/vendors/${owner.vendorId}`, owner.cookie, {
      name: 'Renamed',
    });
    await heard;
    expect((await me(b, owner.cookie)).json().account.vendors[0].name).toBe('Renamed');
  });

  it("B's active-order list shows an order that arrived and moved on A", async () => {
    const b = await secondInstance(t.connectionString!);
    const owner = await menuOf(t.app, OWNER);
    const url = `/api/vendor/${owner.vendorId}/orders`;
    const catalogue = await get(
      t.app,
      `/api/vendor/accounts/${owner.accountId}/catalogue/catalogue`,
      owner.cookie,
    );
    const productId: number = catalogue.json().sections[0].products[0].id;
    const waiting = async () => (await get(b, url, owner.cookie)).json().WAITING_APPROVAL.length as number;
    const before = await waiting();
    const arrived = forgets(b, (stale) => stale.orders.includes(owner.vendorId));
    const created = await marketplace(t.app).createOrder(owner.vendorId, orderBody([productId]));
    expect(created.statusCode, created.body).toBe(201);
    await arrived;
    expect(await waiting()).toBe(before + 1);
    const moved = forgets(b, (stale) => stale.orders.includes(owner.vendorId));
    const orderId = created.json().orderId as number;
    expect((await vendorAction(t.app, owner.cookie, owner.vendorId)(orderId, 'approve')).statusCode).toBe(
      200,
    );
    await moved;
    const approved = (await get(b, url, owner.cookie)).json().APPROVED as { orderId: number }[];
    expect(approved.map((o) => o.orderId)).toContain(orderId);
  });
});
