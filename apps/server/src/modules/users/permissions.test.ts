import { beforeEach, describe, expect, it } from 'vitest';
import { asClient, fileTestApp, MANAGER, OTHER_OWNER, OWNER, seededCookie, WORKER } from '../../test/app.ts';

const t = fileTestApp();
let vendorId: number;
let otherVendorId: number;
beforeEach(async () => {
  const own = await t.app.inject(
    asClient({ method: 'GET', url: '/api/vendor/users/me', cookie: seededCookie(OWNER) }),
  );
  vendorId = own.json().account.vendors[0].id;
  const other = await t.app.inject(
    asClient({ method: 'GET', url: '/api/vendor/users/me', cookie: seededCookie(OTHER_OWNER) }),
  );
  otherVendorId = other.json().account.vendors[0].id;
});

type Call = { method: 'GET' | 'PATCH' | 'PUT' | 'POST'; url: (vendor: number) => string; payload?: object };
const calls: Record<string, Call> = {
  'read the user': { method: 'GET', url: () => '/api/vendor/users/me' },
  'read vendor params': { method: 'GET', url: () => '/api/vendor/params' },
  'read support contacts': { method: 'GET', url: () => '/api/vendor/params/contacts' },
  'read service working hours': { method: 'GET', url: () => '/api/vendor/params/working-hours' },
  'read the delivery zone': { method: 'GET', url: () => '/api/vendor/params/delivery-zone' },
  'edit vendor info': {
    method: 'PATCH',
    url: (v) => `/api/vendor/users/me/vendors/${v}`,
    payload: { name: 'Renamed Bistro', commentForCourier: 'Back door' },
  },
  'leave demo mode': {
    method: 'PUT',
    url: (v) => `/api/vendor/users/me/vendors/${v}/liveMode`,
    payload: { liveMode: true },
  },
};

// docs/product.md#roles-and-permissions for these calls: who may do what.
const table: [string, string, number][] = [
  ['VENDOR_OWNER', 'read the user', 200],
  ['VENDOR_MANAGER', 'read the user', 200],
  ['VENDOR_WORKER', 'read the user', 200],
  ['VENDOR_OWNER', 'read vendor params', 200],
  ['VENDOR_MANAGER', 'read vendor params', 200],
  ['VENDOR_WORKER', 'read vendor params', 200],
  ['VENDOR_WORKER', 'read support contacts', 200],
  ['VENDOR_WORKER', 'read service working hours', 200],
  ['VENDOR_WORKER', 'read the delivery zone', 200],
  ['VENDOR_OWNER', 'edit vendor info', 200],
  ['VENDOR_MANAGER', 'edit vendor info', 200],
  ['VENDOR_WORKER', 'edit vendor info', 403],
  ['VENDOR_OWNER', 'leave demo mode', 200],
  ['VENDOR_MANAGER', 'leave demo mode', 403],
  ['VENDOR_WORKER', 'leave demo mode', 403],
];
const emailOf: Record<string, string> = {
  VENDOR_OWNER: OWNER,
  VENDOR_MANAGER: MANAGER,
  VENDOR_WORKER: WORKER,
};

describe('permission table', () => {
  it.each(table)('%s may %s → %i', async (role, action, status) => {
    const call = calls[action]!;
    const cookie = seededCookie(emailOf[role]!);
    const res = await t.app.inject(
      asClient({ method: call.method, url: call.url(vendorId), payload: call.payload, cookie }),
    );
    expect(res.statusCode).toBe(status);
    if (status === 403) expect(res.json().code).toBe('Forbidden');
  });

  it.each(Object.entries(calls))('without a session, %s → 403', async (_action, call) => {
    const res = await t.app.inject(
      asClient({ method: call.method, url: call.url(vendorId), payload: call.payload }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NotAuthenticated');
  });
});

describe('tenant check', () => {
  it.each(['edit vendor info', 'leave demo mode'])(
    "another tenant's vendor id: %s → 404, nothing changed",
    async (action) => {
      const call = calls[action]!;
      const cookie = seededCookie(OWNER);
      const res = await t.app.inject(
        asClient({ method: call.method, url: call.url(otherVendorId), payload: call.payload, cookie }),
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NotFound');
      const other = await t.app.inject(
        asClient({ method: 'GET', url: '/api/vendor/users/me', cookie: seededCookie(OTHER_OWNER) }),
      );
      expect(other.json().account.vendors[0].name).toBe('Other Diner');
      expect(other.json().account.liveMode).toBe(false);
    },
  );

  it('an id that does not exist answers the same 404', async () => {
    const cookie = seededCookie(OWNER);
    const res = await t.app.inject(
      asClient({
        method: 'PATCH',
        url: '/api/vendor/users/me/vendors/999999',
        payload: { name: 'x' },
        cookie,
      }),
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('vendor info and demo mode', () => {
  it('changes only the fields sent', async () => {
    const cookie = seededCookie(MANAGER);
    const url = `/api/vendor/users/me/vendors/${vendorId}`;
    await t.app.inject(asClient({ method: 'PATCH', url, payload: { phone: '12125550199' }, cookie }));
    const res = await t.app.inject(
      asClient({ method: 'PATCH', url, payload: { commentForCourier: 'Ring twice' }, cookie }),
    );
    expect(res.json()).toMatchObject({
      name: 'Demo Bistro',
      phone: '12125550199',
      commentForCourier: 'Ring twice',
    });
  });

  it('leaving demo mode cannot be undone', async () => {
    const cookie = seededCookie(OWNER);
    const url = `/api/vendor/users/me/vendors/${vendorId}/liveMode`;
    const res = await t.app.inject(asClient({ method: 'PUT', url, payload: { liveMode: true }, cookie }));
    expect(res.json().liveMode).toBe(true);
    const back = await t.app.inject(asClient({ method: 'PUT', url, payload: { liveMode: false }, cookie }));
    expect(back.statusCode).toBe(400);
    const user = await t.app.inject(asClient({ method: 'GET', url: '/api/vendor/users/me', cookie }));
    expect(user.json().account.liveMode).toBe(true);
  });
});
