import {
  CLIENT_ONBOARDING_EVENTS,
  ONBOARDING_EVENT_LIMITS,
  type OnboardingEventName,
} from '@larder/contract';
import { and, asc, eq, gt, max } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { onboardingEvents } from '../../db/schema/index.ts';
import { asClient, MANAGER, OTHER_OWNER, OWNER, seededCookie, signInAs, WORKER } from '../../test/app.ts';
import { catalogueClient } from '../../test/catalogue-client.ts';
import { signedInTestApp } from '../../test/signed-in.ts';

const { t, user: owner } = signedInTestApp(OWNER);
/** Events recorded before the test's own: the demo's sign-in and the like. */
let since: number;

beforeEach(async () => {
  since = await lastEventId();
});

async function lastEventId() {
  const [row] = await t.database.db.select({ id: max(onboardingEvents.id) }).from(onboardingEvents);
  return row?.id ?? 0;
}

/** The events recorded since the test began (or since `after`), oldest first. */
async function eventsSince(after = since) {
  return t.database.db
    .select({
      name: onboardingEvents.name,
      userId: onboardingEvents.userId,
      vendorId: onboardingEvents.vendorId,
    })
    .from(onboardingEvents)
    .where(gt(onboardingEvents.id, after))
    .orderBy(asc(onboardingEvents.id));
}
const namesSince = async (after = since) => (await eventsSince(after)).map((event) => event.name);

/** Runs `action` and answers the names of the events it recorded. */
async function recordedBy(action: () => Promise<unknown>): Promise<OnboardingEventName[]> {
  const before = await lastEventId();
  await action();
  return namesSince(before);
}

const ok = <Res extends { statusCode: number; body: string }>(res: Res, status = 200): Res => {
  expect(res.statusCode, res.body).toBe(status);
  return res;
};

describe('onboarding events recorded where the change happens', () => {
  it('creating a section, a product, a group and a component records each, with the user and vendor', async () => {
    const sectionId = await owner.createSection('Soups');
    await owner.createProduct(sectionId, 'Borscht');
    const group = ok(
      await owner.call('POST', `${owner.base}/component_groups`, { name: { values: { en: 'Sauces' } } }),
      201,
    );
    ok(
      await owner.call('POST', `/api/vendor/component_groups/${group.json().id}/components`, {
        name: { values: { en: 'Sour cream' } },
        price: 1,
        weight: 20,
      }),
      201,
    );
    const events = await eventsSince();
    expect(events.map((e) => e.name)).toEqual([
      'section_created',
      'product_created',
      'group_created',
      'component_created',
    ]);
    const me = (
      await t.app.inject(asClient({ method: 'GET', url: '/api/vendor/users/me', cookie: owner.cookie }))
    ).json();
    for (const event of events) expect(event).toMatchObject({ userId: me.id, vendorId: owner.vendorId });
  });

  it('a creation that fails records nothing', async () => {
    const bad = await owner.call('POST', `${owner.base}/sections`, { name: { values: { en: ' ' } } });
    expect(bad.statusCode).toBe(400);
    const noSection = await owner.call('POST', `${owner.base}/products`, {
      name: { values: { en: 'Orphan' } },
      sectionID: 999_999,
    });
    expect(noSection.statusCode).toBe(404);
    expect(await namesSince()).toEqual([]);
  });

  it('publishing a product or a section is recorded when it becomes visible, not when it stays so', async () => {
    const sectionId = await owner.createSection('Mains', { visible: false });
    const productId = await owner.createProduct(sectionId, 'Stew', { price: 9 });
    const publishProduct = () => owner.call('PUT', `/api/vendor/products/${productId}`, { visible: true });
    const publishSection = () => owner.call('PUT', `/api/vendor/sections/${sectionId}`, { visible: true });

    expect(await recordedBy(async () => ok(await publishProduct()))).toEqual(['product_published']);
    expect(await recordedBy(async () => ok(await publishProduct()))).toEqual([]);
    expect(await recordedBy(async () => ok(await publishSection()))).toEqual(['section_published']);
    expect(await recordedBy(async () => ok(await publishSection()))).toEqual([]);
    // Hidden and shown again: published again.
    ok(await owner.call('PUT', `/api/vendor/sections/${sectionId}`, { visible: false }));
    expect(await recordedBy(async () => ok(await publishSection()))).toEqual(['section_published']);
  });

  it('a product or section created visible is created and published at once', async () => {
    const sectionId = await owner.createSection('Drinks', { visible: true });
    await owner.createProduct(sectionId, 'Kvass', { price: 2, visible: true });
    expect(await namesSince()).toEqual([
      'section_created',
      'section_published',
      'product_created',
      'product_published',
    ]);
  });

  it('a product refused as visible without a price publishes nothing', async () => {
    const sectionId = await owner.createSection('Desserts');
    const productId = await owner.createProduct(sectionId, 'Pie');
    const before = await lastEventId();
    const refused = await owner.call('PUT', `/api/vendor/products/${productId}`, { visible: true });
    expect(refused.statusCode).toBe(409);
    expect(await namesSince(before)).toEqual([]);
  });

  it('showing the catalogue opens the establishment, the first time also publishes it; hiding closes it', async () => {
    const visible = (value: boolean) => owner.call('PUT', `${owner.base}/visible`, { visible: value });
    // The demo catalogue is shown: showing it again changes nothing.
    expect(await recordedBy(async () => ok(await visible(true)))).toEqual([]);
    expect(await recordedBy(async () => ok(await visible(false)))).toEqual(['vendor_closed']);
    expect(await recordedBy(async () => ok(await visible(false)))).toEqual([]);
    expect(await recordedBy(async () => ok(await visible(true)))).toEqual([
      'vendor_opened',
      'catalog_published',
    ]);
    ok(await visible(false));
    expect(await recordedBy(async () => ok(await visible(true)))).toEqual(['vendor_opened']);
  });

  it('setting the working hours records the availability; invalid hours record nothing', async () => {
    const hours = (from: string, until: string) =>
      owner.call('PUT', `${owner.base}/working_hours`, {
        intervals: { MONDAY: { from, until, turnIntoAnotherDay: false } },
      });
    expect(await recordedBy(async () => ok(await hours('09:00', '18:00')))).toEqual([
      'vendor_availability_set',
    ]);
    expect(
      await recordedBy(async () => expect((await hours('18:00', '09:00')).statusCode).toBe(400)),
    ).toEqual([]);
  });

  it('adding a popular product records it; adding it again or removing it does not', async () => {
    const sectionId = await owner.createSection('Specials');
    const productId = await owner.createProduct(sectionId, 'Dumplings', { price: 7 });
    const add = () => owner.call('POST', `${owner.base}/popular_products`, { productID: productId });
    const before = await lastEventId();
    const first = await add();
    expect(first.statusCode, first.body).toBeLessThan(300);
    await add();
    await owner.call('DELETE', `${owner.base}/popular_products/${productId}`);
    expect(await namesSince(before)).toEqual(['popular_product_added']);
  });

  it('signing in and out are recorded for the user', async () => {
    const before = await lastEventId();
    const cookie = await signInAs(t.app, MANAGER);
    ok(await t.app.inject(asClient({ method: 'GET', url: '/api/vendor/auth/logout', cookie })));
    expect(await namesSince(before)).toEqual(['login', 'logout']);
  });
});

describe('POST /api/vendor/{vendorId}/onboarding/events', () => {
  const report = (client: { cookie: string }, vendorId: number, payload: unknown) =>
    t.app.inject(
      asClient({
        method: 'POST',
        url: `/api/vendor/${vendorId}/onboarding/events`,
        payload: payload as object,
        cookie: client.cookie,
      }),
    );

  it('records each creation start the browser reports', async () => {
    for (const event of CLIENT_ONBOARDING_EVENTS) ok(await report(owner, owner.vendorId, { event }));
    const events = await eventsSince();
    expect(events.map((e) => e.name)).toEqual([...CLIENT_ONBOARDING_EVENTS]);
    expect(new Set(events.map((e) => e.vendorId))).toEqual(new Set([owner.vendorId]));
  });

  it('refuses events the server records itself, unknown ones and extra fields with 400', async () => {
    for (const payload of [
      { event: 'section_created' },
      { event: 'login' },
      { event: 'catalog_published' },
      { event: 'hacked' },
      { event: 'section_creation_started', at: '2020-01-01T00:00:00Z' },
      {},
    ]) {
      const res = await report(owner, owner.vendorId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await namesSince()).toEqual([]);
  });

  it('lets a manager report, keeps a worker out (403) and answers 404 for another vendor', async () => {
    const manager = { cookie: seededCookie(MANAGER) };
    const worker = { cookie: seededCookie(WORKER) };
    const other = await catalogueClient(t.app, OTHER_OWNER);
    const before = await lastEventId();
    ok(await report(manager, owner.vendorId, { event: 'product_creation_started' }));
    expect((await report(worker, owner.vendorId, { event: 'product_creation_started' })).statusCode).toBe(
      403,
    );
    expect((await report(other, owner.vendorId, { event: 'product_creation_started' })).statusCode).toBe(404);
    expect(
      (await report({ cookie: '' }, owner.vendorId, { event: 'product_creation_started' })).statusCode,
    ).toBe(403);
    expect(await namesSince(before)).toEqual(['product_creation_started']);
  });

  it(`takes ${ONBOARDING_EVENT_LIMITS.perUser} reports a minute from one user, refuses the next with 429`, async () => {
    const event = { event: 'section_creation_started' };
    for (let i = 0; i < ONBOARDING_EVENT_LIMITS.perUser; i++) ok(await report(owner, owner.vendorId, event));
    const refused = await report(owner, owner.vendorId, event);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TooManyRequests');
    const recorded = await t.database.db
      .select({ id: onboardingEvents.id })
      .from(onboardingEvents)
      .where(and(gt(onboardingEvents.id, since), eq(onboardingEvents.name, 'section_creation_started')));
    expect(recorded).toHaveLength(ONBOARDING_EVENT_LIMITS.perUser);
  });
});
