import { password as passwordRule } from '@larder/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onboardingEvents, pushTokens } from '../../db/schema/index.ts';
import { asClient, fileTestApp, MARKETPLACE_TOKEN, OWNER, signInAs } from '../../test/app.ts';
import { uploadPhoto } from '../../test/image-files.ts';

const t = fileTestApp();

const openAccount = (payload: object, token: string | null = MARKETPLACE_TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: '/api/manager/accounts',
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const newOwner = { ownerEmail: 'Nina@Noodles.example', ownerName: 'Nina Noodle', vendorName: 'Noodle Bar' };

describe('POST /api/manager/accounts', () => {
  it('opens a not activated demo account with an empty catalogue whose owner signs in', async () => {
    const res = await openAccount({ ...newOwner, phone: '+1 (212) 555-0142' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ email: 'nina@noodles.example' });
    expect(passwordRule(created.password)).toBe(true);

    const cookie = await signInAs(t.app, created.email, created.password);
    const me = (await t.app.inject(asClient({ method: 'GET', url: '/api/vendor/users/me', cookie }))).json();
    expect(me).toMatchObject({ role: 'VENDOR_OWNER', name: 'Nina Noodle', phone: '12125550142' });
    expect(me.account).toMatchObject({ id: created.accountId, activated: false, liveMode: false });
    expect(me.account.vendors).toMatchObject([
      { id: created.vendorId, name: 'Noodle Bar', phone: '12125550142' },
    ]);
    const sections = await t.app.inject(
      asClient({
        method: 'GET',
        url: `/api/vendor/accounts/${created.accountId}/catalogue/sections`,
        cookie,
      }),
    );
    expect(sections.json()).toEqual([]);
  });

  it('refuses a caller without the marketplace token with 401', async () => {
    expect((await openAccount(newOwner, null)).statusCode).toBe(401);
    expect((await openAccount(newOwner, 'wrong-token-wrong-token-wrong')).statusCode).toBe(401);
  });

  it('refuses a taken e-mail with 409 AlreadyExistsException, and bad input with 400', async () => {
    expect((await openAccount(newOwner)).statusCode).toBe(201);
    const again = await openAccount({ ...newOwner, ownerEmail: 'NINA@noodles.example' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('AlreadyExistsException');
    expect((await openAccount({ ...newOwner, ownerEmail: 'nina@' })).statusCode).toBe(400);
    expect((await openAccount({ ...newOwner, vendorName: ' ' })).statusCode).toBe(400);
    expect((await openAccount({ ...newOwner, ownerEmail: 'x@y.example', phone: '+1 212' })).statusCode).toBe(
      400,
    );
  });

  it('gives exactly one of two simultaneous requests for one address the account', async () => {
    const [a, b] = await Promise.all([openAccount(newOwner), openAccount(newOwner)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });
});

describe('onboarding', () => {
  const inside = {
    address: 'Broadway, 1, New York, United States',
    street: 'Broadway',
    houseNumber: '1',
    city: 'New York',
    country: 'United States',
    latitude: 40.73,
    longitude: -73.99,
  };

  it('activates the account once the header image and the location are set, and records the events', async () => {
    const created = (await openAccount(newOwner)).json();
    const cookie = await signInAs(t.app, created.email, created.password);
    const vendorUrl = `/api/vendor/users/me/vendors/${created.vendorId}`;
    const activated = async () =>
      (await t.app.inject(asClient({ method: 'GET', url: '/api/vendor/users/me', cookie }))).json().account
        .activated;

    const image = await uploadPhoto(t.app, cookie, created.accountId, {
      width: 1920,
      height: 1080,
      type: 'vendor',
    });
    expect(
      (await t.app.inject(asClient({ method: 'PATCH', url: vendorUrl, payload: { image }, cookie })))
        .statusCode,
    ).toBe(200);
    expect(await activated()).toBe(false);
    const location = await t.app.inject(
      asClient({ method: 'PUT', url: `${vendorUrl}/location`, payload: inside, cookie }),
    );
    expect(location.statusCode).toBe(200);
    expect(await activated()).toBe(true);

    const events = await t.database.db
      .select({ name: onboardingEvents.name, userId: onboardingEvents.userId })
      .from(onboardingEvents)
      .where(eq(onboardingEvents.vendorId, created.vendorId))
      .orderBy(onboardingEvents.id);
    expect(events.map((e) => e.name)).toEqual([
      'vendor_image_set',
      'vendor_address_set',
      'onboarding_completed',
    ]);
    expect(new Set(events.map((e) => e.userId)).size).toBe(1);
  });

  it('takes only a picture this account uploaded, with the variants stored at upload', async () => {
    const created = (await openAccount(newOwner)).json();
    const cookie = await signInAs(t.app, created.email, created.password);
    const vendorUrl = `/api/vendor/users/me/vendors/${created.vendorId}`;
    const own = await uploadPhoto(t.app, cookie, created.accountId, {
      type: 'logo',
      width: 512,
      height: 512,
    });
    const forged = { ...own, variants: [{ w: 9999, h: 9999, n: 'x.webp' }] };
    const saved = await t.app.inject(
      asClient({ method: 'PATCH', url: vendorUrl, payload: { avatar: forged }, cookie }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().avatar.variants).toEqual(own.variants);

    const demoCookie = await signInAs(t.app, OWNER);
    const demo = (
      await t.app.inject(asClient({ method: 'GET', url: '/api/vendor/users/me', cookie: demoCookie }))
    ).json();
    const foreign = await uploadPhoto(t.app, demoCookie, demo.account.id, { type: 'vendor' });
    const refused = await t.app.inject(
      asClient({ method: 'PATCH', url: vendorUrl, payload: { imagePath: foreign.path }, cookie }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('UnknownImage');
  });

  it('leaving demo mode is recorded once and cannot be undone', async () => {
    const created = (await openAccount(newOwner)).json();
    const cookie = await signInAs(t.app, created.email, created.password);
    const url = `/api/vendor/users/me/vendors/${created.vendorId}/liveMode`;
    const put = (liveMode: boolean) =>
      t.app.inject(asClient({ method: 'PUT', url, payload: { liveMode }, cookie }));
    expect((await put(true)).json().liveMode).toBe(true);
    expect((await put(true)).statusCode).toBe(200);
    expect((await put(false)).statusCode).toBe(400);
    const left = await t.database.db
      .select()
      .from(onboardingEvents)
      .where(
        and(eq(onboardingEvents.vendorId, created.vendorId), eq(onboardingEvents.name, 'leave_demo_mode')),
      );
    expect(left).toHaveLength(1);
  });
});

describe('POST /api/vendor/fcm_token', () => {
  it('keeps one token per user and device, the newest', async () => {
    const created = (await openAccount(newOwner)).json();
    const cookie = await signInAs(t.app, created.email, created.password);
    const send = (body: object, platform: string | null = 'Android') =>
      t.app.inject(
        asClient({
          method: 'POST',
          url: '/api/vendor/fcm_token',
          payload: body,
          cookie,
          headers: platform ? { 'x-platform': platform } : {},
        }),
      );
    const token = { fcm_token: 'token-1', device_token: 'device-a', fcmProjectId: 'larder' };
    expect((await send(token)).statusCode).toBe(200);
    expect((await send({ ...token, fcm_token: 'token-2' })).statusCode).toBe(200);
    expect((await send({ ...token, device_token: 'device-b' }, 'ios')).statusCode).toBe(200);
    const rows = await t.database.db.select().from(pushTokens).orderBy(pushTokens.deviceToken);
    expect(rows.map((r) => [r.deviceToken, r.fcmToken, r.platform])).toEqual([
      ['device-a', 'token-2', 'android'],
      ['device-b', 'token-1', 'ios'],
    ]);
    expect((await send(token, null)).statusCode).toBe(400);
    expect((await send(token, 'symbian')).statusCode).toBe(400);
    expect((await send({ ...token, fcm_token: '' })).statusCode).toBe(400);
  });
});
