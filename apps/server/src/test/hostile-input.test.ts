import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asClient, createTestApp, MARKETPLACE_TOKEN, OWNER, PASSWORD, type TestApp } from './app.ts';
import { catalogueClient } from './catalogue-client.ts';
import { dbFingerprint } from './db-fingerprint.ts';
import { customer, marketplace, orderBody, vendorAction } from './orders.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof catalogueClient>>;
let sectionId: number;
let productId: number;
let orderId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await catalogueClient(t.app, OWNER);
  sectionId = await owner.createSection('Soups', { visible: true });
  productId = await owner.createProduct(sectionId, 'Borscht', { price: 5, visible: true });
  const created = await marketplace(t.app).createOrder(owner.vendorId, orderBody([productId]));
  expect(created.statusCode).toBe(201);
  orderId = created.json().orderId;
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const LONE_HIGH = 'a\ud800b';
const LONE_LOW = 'a\udc00';

type Case = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  url: () => string;
  body: (text: string) => unknown;
};

/** Every kind of text field a client sends, one request each; `text` is the hostile string. */
const textCases: Case[] = [
  {
    name: 'sign-in e-mail',
    method: 'POST',
    url: () => '/api/vendor/auth/login',
    body: (text) => ({ email: `owner${text}@demo.larder.app`, password: PASSWORD }),
  },
  {
    name: 'sign-in password',
    method: 'POST',
    url: () => '/api/vendor/auth/login',
    body: (text) => ({ email: OWNER, password: text }),
  },
  {
    name: 'password-reset e-mail',
    method: 'POST',
    url: () => '/api/vendor/users/request-password-reset',
    body: (text) => ({ email: `owner${text}@demo.larder.app` }),
  },
  {
    name: 'reset token',
    method: 'POST',
    url: () => '/api/vendor/users/reset-password',
    body: (text) => ({
      token: `${text}0123456789abcdef`,
      newPassword: 'Reset1234',
      verifyNewPassword: 'Reset1234',
    }),
  },
  {
    name: 'change-password old password',
    method: 'POST',
    url: () => '/api/vendor/users/me/changePassword',
    body: (text) => ({ oldPassword: text, newPassword: 'Reset1234', verifyNewPassword: 'Reset1234' }),
  },
  {
    name: 'change-e-mail password',
    method: 'POST',
    url: () => '/api/vendor/users/me/changeEmail',
    body: (text) => ({ email: 'new@demo.larder.app', password: text }),
  },
  {
    name: 'vendor name',
    method: 'PATCH',
    url: () => `/api/vendor/users/me/vendors/${owner.vendorId}`,
    body: (text) => ({ name: text }),
  },
  {
    name: 'courier comment',
    method: 'PATCH',
    url: () => `/api/vendor/users/me/vendors/${owner.vendorId}`,
    body: (text) => ({ commentForCourier: text }),
  },
  {
    name: 'section name',
    method: 'POST',
    url: () => `${owner.base}/sections`,
    body: (text) => ({ name: { values: { en: text } } }),
  },
  {
    name: 'section rename',
    method: 'PUT',
    url: () => `/api/vendor/sections/${sectionId}`,
    body: (text) => ({ name: { values: { en: text } } }),
  },
  {
    name: 'product name',
    method: 'POST',
    url: () => `${owner.base}/products`,
    body: (text) => ({ name: { values: { en: text } }, sectionID: sectionId }),
  },
  {
    name: 'product description',
    method: 'PUT',
    url: () => `/api/vendor/products/${productId}`,
    body: (text) => ({ description: { values: { en: text } } }),
  },
  {
    name: 'product sku',
    method: 'PUT',
    url: () => `/api/vendor/products/${productId}`,
    body: (text) => ({ sku: text }),
  },
  {
    name: 'decline comment',
    method: 'PUT',
    url: () => `/api/vendor/${owner.vendorId}/orders/${orderId}/decline`,
    body: (text) => ({ declineComment: text }),
  },
  {
    name: 'take-away code',
    method: 'PUT',
    url: () => `/api/vendor/${owner.vendorId}/orders/${orderId}/complete`,
    body: (text) => ({ takeAwayCode: text }),
  },
];

const marketplaceCases: Array<{ name: string; body: (text: string) => unknown }> = [
  {
    name: 'customerInfo name',
    body: (text) => orderBody([productId], { customerInfo: { ...customer, name: text } }),
  },
  {
    name: 'customerInfo comment',
    body: (text) => orderBody([productId], { customerInfo: { ...customer, comment: text } }),
  },
  { name: 'order comment', body: (text) => orderBody([productId], { comment: text }) },
  {
    name: 'item comment',
    body: (text) => ({ ...orderBody([productId]), items: [{ productId, count: 1, comment: text }] }),
  },
  { name: 'promocode', body: (text) => orderBody([productId], { promocode: text }) },
];

async function expectRefused(send: () => Promise<{ statusCode: number; json: () => unknown }>) {
  const before = await dbFingerprint(t.database.db);
  const res = await send();
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'ValidationError', message: expect.any(String) });
  expect(await dbFingerprint(t.database.db)).toEqual(before);
}

describe('a NUL or a lone surrogate in any text field answers 400 and writes nothing', () => {
  const hostile = [
    ['NUL', NUL],
    ['lone high surrogate', LONE_HIGH],
    ['lone low surrogate', LONE_LOW],
  ] as const;

  for (const [what, text] of hostile) {
    it.each(textCases)(`${what} in the $name`, async (c) => {
      await expectRefused(() =>
        t.app.inject(
          asClient({ method: c.method, url: c.url(), payload: c.body(text) as object, cookie: owner.cookie }),
        ),
      );
    });
    it.each(marketplaceCases)(`${what} in the marketplace order's $name`, async (c) => {
      await expectRefused(() => marketplace(t.app).createOrder(owner.vendorId, c.body(text)));
    });
  }

  it('a well-formed pair (an emoji) is text and is kept', async () => {
    const res = await owner.call('PUT', `/api/vendor/products/${productId}`, { sku: 'soup-🍲' });
    expect(res.statusCode).toBe(200);
    expect(res.json().sku).toBe('soup-🍲');
  });
});

describe('numeric path ids are plain decimal digits', () => {
  const spellings = (id: number) => [
    `0x${id.toString(16)}`,
    `${id}e0`,
    `${id}.0`,
    `0b${id.toString(2)}`,
    `0o${id.toString(8)}`,
    `+${id}`,
    `%20${id}`,
    `${id}%20`,
    `0${id}`,
    `${id}n`,
  ];

  it.each(spellings(1))('the vendor id %s answers 400', async (spelled) => {
    // Spelled forms of the real vendor id: none may reach the tenant check as that vendor.
    const real = spellings(owner.vendorId)[spellings(1).indexOf(spelled)];
    const res = await owner.call('GET', `/api/vendor/${real}/orders`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ValidationError');
  });

  it.each(spellings(1))('the product id %s answers 400', async (spelled) => {
    const real = spellings(productId)[spellings(1).indexOf(spelled)];
    expect((await owner.call('GET', `/api/vendor/products/${real}`)).statusCode).toBe(400);
  });

  it.each(spellings(1))('the marketplace order id %s answers 400', async (spelled) => {
    const real = spellings(orderId)[spellings(1).indexOf(spelled)];
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/manager/orders/${real}/cancel`,
      headers: { authorization: `Bearer ${MARKETPLACE_TOKEN}` },
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });

  it('the plain id still works', async () => {
    expect((await owner.call('GET', `/api/vendor/${owner.vendorId}/orders`)).statusCode).toBe(200);
    expect((await owner.call('GET', `/api/vendor/products/${productId}`)).statusCode).toBe(200);
  });

  it.each(['0x1', '1e1', '', '-1', '121', ' 5'])('the cooking delay %j answers 400', async (delay) => {
    const res = await vendorAction(t.app, owner.cookie, owner.vendorId)(orderId, 'approve', {
      query: `?cookingDelayTime=${encodeURIComponent(delay)}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it('a product id in an order body is a number, not a numeric string', async () => {
    await expectRefused(() =>
      marketplace(t.app).createOrder(owner.vendorId, {
        ...orderBody([]),
        items: [{ productId: String(productId), count: 1 }],
      }),
    );
  });
});

describe('an update that changes nothing answers 400', () => {
  it.each([
    ['PATCH', () => `/api/vendor/users/me/vendors/${owner.vendorId}`, () => ({})],
    ['PATCH', () => `/api/vendor/users/me/vendors/${owner.vendorId}`, () => ({ id: owner.vendorId })],
    ['PUT', () => `/api/vendor/sections/${sectionId}`, () => ({})],
    ['PUT', () => `/api/vendor/sections/${sectionId}`, () => ({ id: sectionId })],
    ['PUT', () => `/api/vendor/products/${productId}`, () => ({})],
    ['PUT', () => `/api/vendor/products/${productId}`, () => ({ id: productId })],
  ] as const)('%s %s', async (method, url, body) => {
    await expectRefused(() =>
      t.app.inject(asClient({ method, url: url(), payload: body(), cookie: owner.cookie })),
    );
  });

  it('one field is enough', async () => {
    const res = await owner.call('PATCH', `/api/vendor/users/me/vendors/${owner.vendorId}`, { unp: '123' });
    expect(res.statusCode).toBe(200);
  });
});
