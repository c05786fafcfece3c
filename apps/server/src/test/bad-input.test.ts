import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  passwordResetTokens,
  platformSettings,
  sessions,
  users,
  vendors,
} from '../db/schema/index.ts';
import { asClient, createTestApp, OWNER, signInAs, type TestApp } from './app.ts';

let t: TestApp;
let cookie: string;
let vendorId: number;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t.app, OWNER);
  vendorId = (await t.app.inject(asClient({ method: 'GET', url: '/api/vendor/users/me', cookie }))).json()
    .account.vendors[0].id;
});
afterAll(() => t.close());

/** Everything a bad request could have half-written. */
async function snapshot() {
  const db = t.database.db;
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    vendors: await db.select().from(vendors).orderBy(asc(vendors.id)),
    accounts: await db.select().from(accounts).orderBy(asc(accounts.id)),
    sessions: (await db.select({ h: sessions.tokenHash }).from(sessions)).map((s) => s.h).sort(),
    resets: await db.select().from(passwordResetTokens),
    settings: await db.select().from(platformSettings),
  };
}

type Bad = {
  name: string;
  method: 'POST' | 'PATCH' | 'PUT' | 'GET';
  url: string | (() => string);
  body?: string;
  contentType?: string;
  status: number;
};
const json = (value: unknown) => JSON.stringify(value);
const vendorUrl = () => `/api/vendor/users/me/vendors/${vendorId}`;
const cases: Bad[] = [
  { name: 'malformed JSON', method: 'PATCH', url: '/api/vendor/users/me', body: '{"langCode":', status: 400 },
  { name: 'JSON null body', method: 'PATCH', url: '/api/vendor/users/me', body: 'null', status: 400 },
  { name: 'array body', method: 'PATCH', url: '/api/vendor/users/me', body: '[]', status: 400 },
  {
    name: 'wrong type',
    method: 'PATCH',
    url: '/api/vendor/users/me',
    body: json({ langCode: 7 }),
    status: 400,
  },
  {
    name: 'unknown field',
    method: 'PATCH',
    url: '/api/vendor/users/me',
    body: json({ langCode: 'ru', role: 'VENDOR_OWNER' }),
    status: 400,
  },
  { name: 'empty body on PATCH', method: 'PATCH', url: '/api/vendor/users/me', body: '', status: 400 },
  {
    name: 'form-encoded body',
    method: 'PATCH',
    url: '/api/vendor/users/me',
    body: 'langCode=ru',
    contentType: 'application/x-www-form-urlencoded',
    status: 415,
  },
  {
    name: 'oversized body',
    method: 'PATCH',
    url: vendorUrl,
    body: json({ name: 'x'.repeat(2 * 1024 * 1024) }),
    status: 413,
  },
  {
    name: 'vendor name too long',
    method: 'PATCH',
    url: vendorUrl,
    body: json({ name: 'x'.repeat(256) }),
    status: 400,
  },
  { name: 'empty vendor name', method: 'PATCH', url: vendorUrl, body: json({ name: '   ' }), status: 400 },
  {
    name: 'courier comment of 56 characters',
    method: 'PATCH',
    url: vendorUrl,
    body: json({ commentForCourier: 'c'.repeat(56) }),
    status: 400,
  },
  {
    name: 'invalid vendor e-mail',
    method: 'PATCH',
    url: vendorUrl,
    body: json({ email: 'bistro@' }),
    status: 400,
  },
  {
    name: 'phone of 10 digits',
    method: 'PATCH',
    url: vendorUrl,
    body: json({ phone: '1212555019' }),
    status: 400,
  },
  {
    name: 'phone of 14 digits',
    method: 'PATCH',
    url: vendorUrl,
    body: json({ phone: '12125550199123' }),
    status: 400,
  },
  {
    name: 'non-numeric vendor id',
    method: 'PATCH',
    url: '/api/vendor/users/me/vendors/abc',
    body: json({ name: 'x' }),
    status: 400,
  },
  {
    name: 'negative vendor id',
    method: 'PATCH',
    url: '/api/vendor/users/me/vendors/-1',
    body: json({ name: 'x' }),
    status: 400,
  },
  {
    name: 'vendor id past int4',
    method: 'PATCH',
    url: '/api/vendor/users/me/vendors/99999999999',
    body: json({ name: 'x' }),
    status: 400,
  },
  {
    name: 'fractional vendor id',
    method: 'PATCH',
    url: '/api/vendor/users/me/vendors/1.5',
    body: json({ name: 'x' }),
    status: 400,
  },
  {
    name: 'liveMode as a string',
    method: 'PUT',
    url: () => `${vendorUrl()}/liveMode`,
    body: json({ liveMode: 'true' }),
    status: 400,
  },
  {
    name: 'sign-in without password',
    method: 'POST',
    url: '/api/vendor/auth/login',
    body: json({ email: OWNER }),
    status: 400,
  },
  {
    name: 'sign-in with a number for e-mail',
    method: 'POST',
    url: '/api/vendor/auth/login',
    body: json({ email: 12, password: 'x' }),
    status: 400,
  },
  {
    name: 'sign-in with a huge password',
    method: 'POST',
    url: '/api/vendor/auth/login',
    body: json({ email: OWNER, password: 'p'.repeat(10_000) }),
    status: 400,
  },
  {
    name: 'reset with a short token',
    method: 'POST',
    url: '/api/vendor/users/reset-password',
    body: json({ token: 'abc', newPassword: 'Reset1234', verifyNewPassword: 'Reset1234' }),
    status: 400,
  },
  {
    name: 'reset request without e-mail',
    method: 'POST',
    url: '/api/vendor/users/request-password-reset',
    body: json({}),
    status: 400,
  },
  {
    name: 'change password with missing fields',
    method: 'POST',
    url: '/api/vendor/users/me/changePassword',
    body: json({ newPassword: 'Abcdefg1' }),
    status: 400,
  },
  {
    name: 'change e-mail to a non-address',
    method: 'POST',
    url: '/api/vendor/users/me/changeEmail',
    body: json({ email: 'a b@c', password: 'Demo1234' }),
    status: 400,
  },
  { name: 'unknown API path', method: 'GET', url: '/api/vendor/nothing-here', status: 404 },
  {
    name: 'unknown API path with a write',
    method: 'POST',
    url: '/api/vendor/nothing-here',
    body: json({}),
    status: 404,
  },
];

describe('bad input answers 4xx {code, message} and writes nothing', () => {
  it.each(cases)('$name → $status', async (bad) => {
    const before = await snapshot();
    const res = await t.app.inject(
      asClient({
        method: bad.method,
        url: typeof bad.url === 'function' ? bad.url() : bad.url,
        body: bad.body,
        headers: bad.body !== undefined ? { 'content-type': bad.contentType ?? 'application/json' } : {},
        cookie,
      }),
    );
    expect(res.statusCode).toBe(bad.status);
    const body = res.json();
    expect(typeof body.code).toBe('string');
    expect(typeof body.message).toBe('string');
    expect(await snapshot()).toEqual(before);
  });
});
