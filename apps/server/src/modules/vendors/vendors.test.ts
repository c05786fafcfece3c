import { beforeEach, describe, expect, it } from 'vitest';
import { asClient, fileTestApp, OTHER_OWNER, OWNER, seededCookie, WORKER } from '../../test/app.ts';
import { uploadPhoto } from '../../test/image-files.ts';

const t = fileTestApp();
let cookie: string;
let vendorId: number;
beforeEach(async () => {
  cookie = seededCookie(OWNER);
  const me = await t.app.inject(asClient({ method: 'GET', url: '/api/vendor/users/me', cookie }));
  vendorId = me.json().account.vendors[0].id;
});

const me = async () =>
  (await t.app.inject(asClient({ method: 'GET', url: '/api/vendor/users/me', cookie }))).json();

const patch = (payload: unknown) =>
  t.app.inject(
    asClient({
      method: 'PATCH',
      url: `/api/vendor/users/me/vendors/${vendorId}`,
      payload: payload as object,
      cookie,
    }),
  );

describe('PATCH users/me/vendors/{id}', () => {
  it('answers the updated vendor', async () => {
    const res = await patch({
      name: 'Bistro Nova',
      email: 'hello@nova.example',
      commentForCourier: 'Side door',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: vendorId,
      name: 'Bistro Nova',
      email: 'hello@nova.example',
      commentForCourier: 'Side door',
    });
  });

  it('stores a typed and a normalised phone alike, as digits', async () => {
    expect((await patch({ phone: '+44 20 7946 0958' })).json().phone).toBe('442079460958');
    expect((await patch({ phone: '442079460958' })).json().phone).toBe('442079460958');
    expect((await patch({ phone: '+375 (29) 123-45-67' })).json().phone).toBe('375291234567');
  });

  it('takes a phone of 11 and of 13 digits, refuses 10 and 14', async () => {
    expect((await patch({ phone: '+1 212 555 0199' })).statusCode).toBe(200);
    expect((await patch({ phone: '+1234567890123' })).statusCode).toBe(200);
    expect((await patch({ phone: '+1 212 555 019' })).statusCode).toBe(400);
    expect((await patch({ phone: '+12345678901234' })).statusCode).toBe(400);
    expect((await patch({ phone: '+1 212 555 01x9' })).statusCode).toBe(400);
  });

  it('takes a courier comment of 55 characters and refuses 56', async () => {
    expect((await patch({ commentForCourier: 'c'.repeat(55) })).statusCode).toBe(200);
    const res = await patch({ commentForCourier: 'c'.repeat(56) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ValidationError');
  });

  it('refuses an empty body, an empty name, a bad e-mail with 400 and changes nothing', async () => {
    const bad: [string, object][] = [
      ['an empty body', {}],
      ['only the id', { id: vendorId }],
      ['an empty name', { name: '' }],
      ['a blank name', { name: '   ' }],
      ['a bad e-mail', { email: 'bistro@' }],
      ['a NUL in the name', { name: 'Bis\u0000tro' }],
    ];
    for (const [label, payload] of bad) {
      const res = await patch(payload);
      expect(res.statusCode, label).toBe(400);
      expect(res.json().code, label).toBe('ValidationError');
    }
    const me = await t.app.inject(asClient({ method: 'GET', url: '/api/vendor/users/me', cookie }));
    expect(me.json().account.vendors[0].name).toBe('Demo Bistro');
  });

  it("refuses another account's picture as the logo or the header, in every field that sets one", async () => {
    const otherCookie = seededCookie(OTHER_OWNER);
    const other = await t.app.inject(
      asClient({ method: 'GET', url: '/api/vendor/users/me', cookie: otherCookie }),
    );
    const logo = await uploadPhoto(t.app, otherCookie, other.json().account.id, { type: 'logo' });
    const header = await uploadPhoto(t.app, otherCookie, other.json().account.id, { type: 'vendor' });
    const own = await uploadPhoto(t.app, cookie, (await me()).account.id, {
      type: 'logo',
      width: 512,
      height: 512,
    });
    const { path: _path, ...withoutPath } = own;
    const before = (await me()).account.vendors[0];
    for (const payload of [
      { avatar: logo },
      { avatarPath: logo.path },
      { image: header },
      { imagePath: header.path },
      // A picture that names no upload is not taken for "no picture" either.
      { avatar: withoutPath },
    ]) {
      const res = await patch(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('UnknownImage');
    }
    expect((await me()).account.vendors[0]).toEqual(before);
  });

  it('a worker may not edit the vendor', async () => {
    const workerCookie = seededCookie(WORKER);
    const res = await t.app.inject(
      asClient({
        method: 'PATCH',
        url: `/api/vendor/users/me/vendors/${vendorId}`,
        payload: { name: 'x' },
        cookie: workerCookie,
      }),
    );
    expect(res.statusCode).toBe(403);
  });
});

// The seeded zone: a quadrilateral over lower Manhattan.
const corner = { latitude: 40.7003, longitude: -74.0201 };
const nextCorner = { latitude: 40.7527, longitude: -74.0095 };
const inside = { latitude: 40.73, longitude: -73.99 };
const outside = { latitude: 40.8, longitude: -73.9 };
const onEdge = {
  latitude: (corner.latitude + nextCorner.latitude) / 2,
  longitude: (corner.longitude + nextCorner.longitude) / 2,
};
const address = {
  address: 'Broadway, 1, New York, United States',
  street: 'Broadway',
  houseNumber: '1',
  city: 'New York',
  country: 'United States',
};

const putLocation = (payload: unknown, as = cookie) =>
  t.app.inject(
    asClient({
      method: 'PUT',
      url: `/api/vendor/users/me/vendors/${vendorId}/location`,
      payload: payload as object,
      cookie: as,
    }),
  );

describe('PUT users/me/vendors/{id}/location', () => {
  it('saves an address inside the delivery zone', async () => {
    const res = await putLocation({ ...address, ...inside });
    expect(res.statusCode).toBe(200);
    expect(res.json().location).toEqual({ ...address, ...inside });
  });

  it('takes a point on the edge of the zone and on its corner', async () => {
    expect((await putLocation({ ...address, ...onEdge })).statusCode).toBe(200);
    expect((await putLocation({ ...address, ...corner })).statusCode).toBe(200);
  });

  it('refuses a point outside the zone with OutsideDeliveryZone and keeps the old address', async () => {
    await putLocation({ ...address, ...inside });
    const res = await putLocation({ ...address, street: 'Far away', ...outside });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('OutsideDeliveryZone');
    const me = await t.app.inject(asClient({ method: 'GET', url: '/api/vendor/users/me', cookie }));
    expect(me.json().account.vendors[0].location.street).toBe('Broadway');
  });

  it('needs every part of the address and both coordinates', async () => {
    for (const field of ['address', 'street', 'houseNumber', 'city', 'country', 'latitude', 'longitude']) {
      const body: Record<string, unknown> = { ...address, ...inside };
      delete body[field];
      expect((await putLocation(body)).statusCode, `without ${field}`).toBe(400);
      expect((await putLocation({ ...body, [field]: '  ' })).statusCode, `blank ${field}`).toBe(400);
    }
    const me = await t.app.inject(asClient({ method: 'GET', url: '/api/vendor/users/me', cookie }));
    expect(me.json().account.vendors[0].location).toBeNull();
  });

  it('a worker may not move the vendor', async () => {
    expect((await putLocation({ ...address, ...inside }, seededCookie(WORKER))).statusCode).toBe(403);
  });
});
