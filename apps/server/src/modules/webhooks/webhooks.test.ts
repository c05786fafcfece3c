import { type MarketplaceEvent, WEBHOOKS } from '@larder/contract';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import {
  createTestApp,
  type FileTestApp,
  fileTestApp,
  MARKETPLACE_TOKEN,
  OWNER,
  type TestApp,
} from '../../test/app.ts';
import { closeInstances, secondInstance } from '../../test/live.ts';
import { marketplace, menuOf, orderBody, productNamed, vendorAction } from '../../test/orders.ts';
import { startReceiver } from '../../test/webhook-receiver.ts';
import { claimDue, deliver, LEASE_MS } from './dispatcher.ts';
import { signedHeaders } from './sender.ts';

const START_MS = Date.parse('2030-01-07T12:01:00Z');
let nowMs = START_MS;
const clock = () => new Date(nowMs);
const SECOND = 1000;

let t: FileTestApp;
let demo: Awaited<ReturnType<typeof menuOf>>;
let market: ReturnType<typeof marketplace>;
let margherita: number;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const bearer = { authorization: `Bearer ${MARKETPLACE_TOKEN}` };

// Delivered by hand (dispatch) unless a test asks for the automatic delivery.
const handDelivery = { webhookAllowPrivate: true, webhookPollMs: 0 } satisfies Partial<Config>;

async function begin(app: FileTestApp) {
  nowMs = START_MS;
  t = app;
  demo = await menuOf(t.app, OWNER);
  market = marketplace(t.app);
  margherita = await productNamed(t.database.db, demo.accountId, 'Margherita');
}

/** One app for the tests of the block it is called in. */
function blockApp(overrides: Partial<Config> = {}) {
  const app = fileTestApp({ ...handDelivery, ...overrides }, { clock });
  beforeEach(() => begin(app));
}

/**
 * An app of the test's own, for a test whose app delivers by itself: a poll running on would
 * reach into the next test's database as it is put back.
 */
let own: TestApp | undefined;
async function start(overrides: Partial<Config> = {}) {
  own = await createTestApp({ ...handDelivery, ...overrides }, { clock });
  await begin(own);
}

beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  await closeInstances();
  await own?.close();
  own = undefined;
  await receiver.close();
});

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/manager${url}`, headers: bearer, ...(payload ? { payload } : {}) });

async function register(body: object = {}) {
  const res = await api('POST', '/webhooks', { url: receiver.url, ...body });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; secret: string; url: string };
}

async function placeOrder(overrides = {}) {
  const res = await market.createOrder(demo.vendorId, orderBody([margherita], overrides));
  expect(res.statusCode).toBe(201);
  return res.json().orderId as number;
}

/** Every event committed so far positioned and fanned out, then every due delivery sent. */
async function deliverNow() {
  await t.app.outbox.sequence();
  await t.app.webhooks.dispatch();
}

const bodies = () => receiver.received.map((r) => JSON.parse(r.body) as MarketplaceEvent);

async function deliveryRows() {
  return t.database.db.select().from(webhookDeliveries).orderBy(webhookDeliveries.id);
}

describe('webhook endpoints', () => {
  blockApp();

  it('registers with a secret shown once, lists without it, changes, rotates and deletes', async () => {
    const created = await register({ types: ['order.created'], description: 'Orders' });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
    const list = (await api('GET', '/webhooks')).json();
    expect(list.webhooks).toEqual([
      expect.objectContaining({ id: created.id, types: ['order.created'], enabled: true }),
    ]);
    expect(JSON.stringify(list)).not.toContain('whsec_');
    expect((await api('GET', `/webhooks/${created.id}`)).json()).not.toHaveProperty('secret');
    const patched = await api('PATCH', `/webhooks/${created.id}`, { types: null, enabled: false });
    expect(patched.json()).toMatchObject({ types: null, enabled: false });
    expect((await api('PATCH', `/webhooks/${created.id}`, {})).statusCode).toBe(400);
    const rotated = (await api('POST', `/webhooks/${created.id}/rotate-secret`)).json();
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);
    expect((await api('DELETE', `/webhooks/${created.id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/webhooks/${created.id}`)).statusCode).toBe(404);
    expect((await api('GET', `/webhooks/${created.id}/deliveries`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/manager/webhooks' })).statusCode).toBe(401);
    expect((await api('GET', '/webhooks')).headers['cache-control']).toBe('no-store');
  });

  it(`takes at most ${WEBHOOKS.maxEndpoints} endpoints`, async () => {
    const results = await Promise.all(
      Array.from({ length: WEBHOOKS.maxEndpoints + 1 }, (_, i) =>
        api('POST', '/webhooks', { url: `${receiver.url}?n=${i}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(WEBHOOKS.maxEndpoints);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.json().code).toBe('WebhookLimitReached');
  });

  it('refuses what is not an http(s) URL without credentials', async () => {
    for (const url of [
      'ftp://example.com/hook',
      'http://user:pass@example.com/hook',
      'not a url',
      `https://x.com/${'a'.repeat(2000)}`,
    ]) {
      const res = await api('POST', '/webhooks', { url });
      expect(res.statusCode, url).toBe(400);
    }
  });
});

describe('webhook addresses, without WEBHOOK_ALLOW_PRIVATE', () => {
  blockApp({ webhookAllowPrivate: false });

  it('refuses loopback, private, link-local and a host that resolves to one, at registration', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://10.1.2.3/hook',
      'http://192.168.0.10/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://localhost:9000/hook',
      'http://0.0.0.0/hook',
    ]) {
      const res = await api('POST', '/webhooks', { url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('WebhookUrlRefused');
    }
  });

  it('checks again at delivery: an endpoint that now resolves to a private address gets nothing', async () => {
    // As if DNS had changed since the registration: the stored URL now reaches the loopback.
    await t.database.db
      .insert(webhookEndpoints)
      .values({ url: receiver.url, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' });
    await placeOrder();
    await deliverNow();
    expect(receiver.all).toEqual([]);
    const [delivery] = await deliveryRows();
    expect(delivery).toMatchObject({ state: 'PENDING', attempts: 1, lastStatus: null });
    const list = (await api('GET', `/webhooks/${delivery!.endpointId}/deliveries`)).json();
    expect(list.deliveries[0].attempts[0].error).toMatch(/not a public address/);
  });
});

describe('webhook delivery', () => {
  blockApp();

  it('sends each event as the feed has it, signed: the library verifies it, refuses a wrong secret and a replay', async () => {
    const { secret } = await register();
    const orderId = await placeOrder();
    await vendorAction(t.app, demo.cookie, demo.vendorId)(orderId, 'approve');
    await deliverNow();
    expect(bodies().map((e) => e.type)).toEqual(['order.created', 'order.approved']);
    const feedText = (
      await t.app.inject({ method: 'GET', url: '/api/manager/events?limit=500', headers: bearer })
    ).body;
    for (const request of receiver.received) {
      const headers = request.headers as Record<string, string>;
      expect(new Webhook(secret).verify(request.body, headers)).toEqual(JSON.parse(request.body));
      expect(headers['webhook-id']).toBe(JSON.parse(request.body).id);
      // Byte for byte the feed's event.
      expect(feedText).toContain(request.body);
      expect(() =>
        new Webhook(`whsec_${Buffer.from('another secret of ours').toString('base64')}`).verify(
          request.body,
          headers,
        ),
      ).toThrow();
    }
    // A captured request replayed later: its signature is good, its timestamp too old.
    const old = receiver.received[0]!;
    const replay = signedHeaders({
      eventId: JSON.parse(old.body).id,
      body: old.body,
      secrets: [secret],
      sentAt: new Date(Date.now() - 10 * 60 * SECOND),
    });
    expect(() => new Webhook(secret).verify(old.body, replay)).toThrow(/too old/);
    expect((await deliveryRows()).map((d) => d.state)).toEqual(['DELIVERED', 'DELIVERED']);
  });

  it('sends only the types an endpoint asked for', async () => {
    await register({ types: ['order.approved'] });
    const orderId = await placeOrder();
    await vendorAction(t.app, demo.cookie, demo.vendorId)(orderId, 'approve');
    await deliverNow();
    expect(bodies().map((e) => e.type)).toEqual(['order.approved']);
  });

  it('during a rotation signs with the new secret and the old one for 24 hours, then the new one alone', async () => {
    const { id, secret: old } = await register();
    const { secret: fresh } = (await api('POST', `/webhooks/${id}/rotate-secret`)).json();
    await placeOrder();
    await deliverNow();
    const first = receiver.received[0]!;
    expect(() => new Webhook(old).verify(first.body, first.headers as Record<string, string>)).not.toThrow();
    expect(() =>
      new Webhook(fresh).verify(first.body, first.headers as Record<string, string>),
    ).not.toThrow();
    nowMs += (WEBHOOKS.previousSecretHours * 3600 + 1) * SECOND;
    await placeOrder();
    await deliverNow();
    const second = receiver.received[1]!;
    expect(() => new Webhook(old).verify(second.body, second.headers as Record<string, string>)).toThrow();
    expect(() =>
      new Webhook(fresh).verify(second.body, second.headers as Record<string, string>),
    ).not.toThrow();
  });

  it('retries with growing, jittered delays, then marks the delivery failed', async () => {
    const { id } = await register({ types: ['order.created'] });
    receiver.answerWith(() => ({ status: 500, body: 'x'.repeat(5000) }));
    await placeOrder();
    await deliverNow();
    expect(receiver.received).toHaveLength(1);
    for (const [i, delayS] of WEBHOOKS.retryDelaysS.entries()) {
      const [row] = await deliveryRows();
      expect(row!.state).toBe('PENDING');
      const wait = row!.nextAttemptAt.getTime() - nowMs;
      expect(wait).toBeGreaterThanOrEqual(delayS * 1000 * (1 - WEBHOOKS.retryJitter));
      expect(wait).toBeLessThanOrEqual(delayS * 1000 * (1 + WEBHOOKS.retryJitter));
      // Not before it is due…
      nowMs += wait - 1;
      await t.app.webhooks.dispatch();
      expect(receiver.received).toHaveLength(i + 1);
      // …and at once when it is.
      nowMs += 1;
      await t.app.webhooks.dispatch();
      expect(receiver.received).toHaveLength(i + 2);
    }
    const [row] = await deliveryRows();
    expect(row).toMatchObject({ state: 'FAILED', attempts: WEBHOOKS.retryDelaysS.length + 1 });
    const failed = (await api('GET', `/webhooks/${id}/deliveries?status=failed`)).json();
    expect(failed.deliveries).toHaveLength(1);
    expect(failed.deliveries[0].attempts).toHaveLength(WEBHOOKS.retryDelaysS.length + 1);
    expect(failed.deliveries[0].attempts[0]).toMatchObject({ status: 500 });
    expect(failed.deliveries[0].attempts[0].answer).toHaveLength(WEBHOOKS.answerExcerptBytes);
    expect((await api('GET', `/webhooks/${id}/deliveries?status=delivered`)).json().deliveries).toEqual([]);
  });

  it('does not follow a redirect: a 3xx is a failed attempt', async () => {
    await register();
    receiver.answerWith(() => ({ status: 302, headers: { location: `${receiver.origin}/elsewhere` } }));
    await placeOrder();
    await deliverNow();
    expect(receiver.all).toEqual(['/hooks']);
    expect((await deliveryRows())[0]).toMatchObject({ state: 'PENDING', lastStatus: 302 });
  });

  it('a 410 answer disables the endpoint', async () => {
    const { id } = await register();
    receiver.answerWith(() => ({ status: 410 }));
    await placeOrder();
    await deliverNow();
    expect((await api('GET', `/webhooks/${id}`)).json()).toMatchObject({
      enabled: false,
      disabledReason: 'GONE',
    });
    await placeOrder();
    await deliverNow();
    expect(receiver.received).toHaveLength(1);
    // Enabled again by hand, it gets what comes next.
    receiver.answerWith(() => ({ status: 200 }));
    await api('PATCH', `/webhooks/${id}`, { enabled: true });
    await placeOrder();
    await deliverNow();
    expect(receiver.received).toHaveLength(2);
  });

  it('keeps each order in order: nothing of an order passes its undelivered earlier event', async () => {
    await register();
    const act = vendorAction(t.app, demo.cookie, demo.vendorId);
    const first = await placeOrder();
    // The first order's creation fails once; the second order's events go meanwhile.
    receiver.answerWith((request) =>
      JSON.parse(request.body).data.order.orderId === first && receiver.received.length === 1
        ? { status: 503 }
        : { status: 200 },
    );
    await deliverNow();
    await act(first, 'approve');
    await act(first, 'ready');
    const second = await placeOrder();
    await act(second, 'approve');
    await deliverNow();
    const sequence = () =>
      bodies().map((e) => [(e.data as { order: { orderId: number } }).order.orderId, e.type]);
    expect(sequence()).toEqual([
      [first, 'order.created'],
      [second, 'order.created'],
      [second, 'order.approved'],
    ]);
    nowMs += 10 * SECOND;
    await deliverNow();
    expect(sequence().slice(3)).toEqual([
      [first, 'order.created'],
      [first, 'order.approved'],
      [first, 'order.ready'],
    ]);
  });

  it('keeps every order in order when many move at once', async () => {
    await register();
    receiver.answerWith(async () => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
      return { status: Math.random() < 0.2 ? 500 : 200 };
    });
    const act = vendorAction(t.app, demo.cookie, demo.vendorId);
    const ids = await Promise.all(Array.from({ length: 8 }, () => placeOrder()));
    await Promise.all(
      ids.map(async (id) => {
        await act(id, 'approve');
        await act(id, 'ready');
      }),
    );
    for (let round = 0; round < 30; round++) {
      await deliverNow();
      nowMs += 30 * 60 * SECOND;
    }
    const delivered = new Map<number, string[]>();
    for (const request of receiver.received) {
      const event = JSON.parse(request.body) as MarketplaceEvent;
      // A failed attempt is sent again before anything later of its order.
      const orderId = (event.data as { order: { orderId: number } }).order.orderId;
      const seen = delivered.get(orderId) ?? [];
      if (seen.at(-1) !== event.type) seen.push(event.type);
      delivered.set(orderId, seen);
    }
    for (const id of ids)
      expect(delivered.get(id)).toEqual(['order.created', 'order.approved', 'order.ready']);
    expect((await deliveryRows()).every((d) => d.state === 'DELIVERED')).toBe(true);
  });

  it('a delivery whose sender died is taken over when its lease expires, not before', async () => {
    await register();
    await placeOrder();
    await t.app.outbox.sequence();
    // Another instance claims it and dies before sending.
    expect(await claimDue(t.database.db, clock())).toHaveLength(1);
    await t.app.webhooks.dispatch();
    expect(receiver.received).toHaveLength(0);
    nowMs += LEASE_MS;
    await t.app.webhooks.dispatch();
    expect(receiver.received).toHaveLength(1);
    expect((await deliveryRows())[0]).toMatchObject({ state: 'DELIVERED', attempts: 2 });
  });

  it('an endpoint deleted while a delivery to it is on its way takes the delivery with it', async () => {
    const { id } = await register();
    await placeOrder();
    await t.app.outbox.sequence();
    receiver.answerWith(async () => {
      expect((await api('DELETE', `/webhooks/${id}`)).statusCode).toBe(204);
      return { status: 200 };
    });
    const [claimed] = await claimDue(t.database.db, clock());
    const attempt = await deliver(t.database.db, claimed!, clock(), { allowPrivate: true });
    expect(attempt.status).toBe(200);
    expect(await deliveryRows()).toEqual([]);
  });

  it('redelivers an event on request; an unknown event is 404', async () => {
    await register();
    await placeOrder();
    await deliverNow();
    const eventId = bodies()[0]!.id;
    const res = await api('POST', `/events/${eventId}/redeliver`);
    expect(res.json()).toEqual({ queued: 1 });
    await t.app.webhooks.dispatch();
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([eventId, eventId]);
    expect((await api('POST', '/events/evt_nothing/redeliver')).statusCode).toBe(404);
    expect((await api('POST', '/events/not-an-id/redeliver')).statusCode).toBe(400);
  });
});

describe('automatic delivery', () => {
  beforeEach(() => start({ webhookPollMs: 60_000 }));

  it('starts with the commit, not at the next poll', async () => {
    await register();
    await placeOrder();
    await receiver.waitFor(1);
    expect(bodies()[0]!.type).toBe('order.created');
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('two instances on one PostgreSQL', () => {
  beforeEach(() => start({ webhookPollMs: 200 }));

  it('deliver each event once in the normal case', async () => {
    const other = await secondInstance(
      t.connectionString!,
      { clock },
      { availabilitySweepS: 0, webhookAllowPrivate: true, webhookPollMs: 200 },
    );
    await other.ready();
    await register();
    const act = vendorAction(other, demo.cookie, demo.vendorId);
    const ids = await Promise.all(Array.from({ length: 10 }, () => placeOrder()));
    await Promise.all(ids.map((id) => act(id, 'approve')));
    await receiver.waitFor(20);
    // Both instances have nothing left to do.
    await t.app.webhooks.dispatch();
    await other.webhooks.dispatch();
    const webhookIds = receiver.received.map((r) => r.headers['webhook-id']);
    expect(webhookIds).toHaveLength(20);
    expect(new Set(webhookIds).size).toBe(20);
  });
});
