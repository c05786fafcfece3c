import { LIVE_CLOSE_CODES, LIVE_SOCKET_LIMITS } from '@larder/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { hashToken } from '../lib/tokens.ts';
import { asClient, createTestApp, fileTestApp, MANAGER, OWNER, PASSWORD, signInAs } from '../test/app.ts';
import {
  closedWithin,
  closeInstances,
  connect,
  type LiveClient,
  listen,
  secondInstance,
} from '../test/live.ts';
import { menuOf } from '../test/orders.ts';

const t = fileTestApp();
afterEach(() => closeInstances());

const SESSION_ENDED = LIVE_CLOSE_CODES.sessionEnded;
/** A socket of an ended session must be gone within this: the NOTIFY round trip, not a sweep. */
const PROMPTLY_MS = 1000;

const isOpen = (client: LiveClient) => client.socket.readyState === client.socket.OPEN;

/** Proves a socket is still served: it answers the heartbeat after everything before it. */
async function answers(client: LiveClient) {
  const pong = new Promise<string>((resolve) => client.socket.once('message', (d) => resolve(d.toString())));
  client.socket.send('ping');
  return (await pong) === 'pong';
}

const logout = (cookie: string) =>
  t.app.inject(asClient({ method: 'GET', url: '/api/vendor/auth/logout', cookie }));

describe('a socket dies with its session', () => {
  it('logout closes that session’s socket with 4401 and leaves the user’s other session alone', async () => {
    const base = await listen(t.app);
    const first = await menuOf(t.app, OWNER);
    const second = await signInAs(t.app, OWNER);
    const mine = await connect(base, first.vendorId, first.cookie);
    const otherTab = await connect(base, first.vendorId, second);
    expect((await logout(first.cookie)).statusCode).toBe(200);
    expect(await closedWithin(mine, PROMPTLY_MS)).toBe(SESSION_ENDED);
    expect((await mine.closed).reason).toBe('SIGNED_OUT');
    expect(await answers(otherTab)).toBe(true);
    otherTab.socket.close(1000);
  });

  it('a password change closes the sockets of the other sessions, not of the one that changed it', async () => {
    const base = await listen(t.app);
    const here = await menuOf(t.app, MANAGER);
    const elsewhere = await signInAs(t.app, MANAGER);
    const current = await connect(base, here.vendorId, here.cookie);
    const stale = await connect(base, here.vendorId, elsewhere);
    const res = await t.app.inject(
      asClient({
        method: 'POST',
        url: '/api/vendor/users/me/changePassword',
        cookie: here.cookie,
        payload: { oldPassword: PASSWORD, newPassword: 'Fresh1234', verifyNewPassword: 'Fresh1234' },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(await closedWithin(stale, PROMPTLY_MS)).toBe(SESSION_ENDED);
    // The reason is what the sign-in page on that device tells its user.
    expect((await stale.closed).reason).toBe('PASSWORD_CHANGED');
    expect(await answers(current)).toBe(true);
    current.socket.close(1000);
  });

  it('a password reset by e-mail link closes every socket of the user', async () => {
    const base = await listen(t.app);
    const demo = await menuOf(t.app, OWNER);
    const client = await connect(base, demo.vendorId, demo.cookie);
    await t.app.inject(
      asClient({
        method: 'POST',
        url: '/api/vendor/users/request-password-reset',
        payload: { email: OWNER },
      }),
    );
    // The mail goes out after the answer (same answer and timing for unknown addresses).
    await t.app.background.idle();
    const token = decodeURIComponent(/resetToken=([^\s&]+)/.exec(t.mails.at(-1)!.text)![1]!);
    const res = await t.app.inject(
      asClient({
        method: 'POST',
        url: '/api/vendor/users/reset-password',
        payload: { token, newPassword: 'Fresh1234', verifyNewPassword: 'Fresh1234' },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(await closedWithin(client, PROMPTLY_MS)).toBe(SESSION_ENDED);
    expect((await client.closed).reason).toBe('PASSWORD_RESET');
  });

  it('a session that timed out loses its socket on the next sweep', async () => {
    const base = await listen(t.app);
    const demo = await menuOf(t.app, OWNER);
    const idle = await signInAs(t.app, OWNER);
    const expiring = await connect(base, demo.vendorId, demo.cookie);
    const fresh = await connect(base, demo.vendorId, idle);
    // Only the first session has been idle for longer than the timeout.
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '13 hours' where token_hash = ${tokenHashOf(demo.cookie)}`,
    );
    await t.app.live.closeEndedSessions();
    expect(await closedWithin(expiring, PROMPTLY_MS)).toBe(SESSION_ENDED);
    expect((await expiring.closed).reason).toBe('EXPIRED');
    expect(await answers(fresh)).toBe(true);
    fresh.socket.close(1000);
  });
});

/** The session token hash behind a Cookie header from `signInAs`. */
const tokenHashOf = (cookie: string) => hashToken(decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)));

describe('socket limits', () => {
  it(`a session may hold ${LIVE_SOCKET_LIMITS.perSession} sockets; one more is refused with 1008`, async () => {
    const base = await listen(t.app);
    const demo = await menuOf(t.app, OWNER);
    const allowed: LiveClient[] = [];
    for (let i = 0; i < LIVE_SOCKET_LIMITS.perSession; i++) {
      allowed.push(await connect(base, demo.vendorId, demo.cookie));
    }
    expect(allowed.every(isOpen)).toBe(true);
    const extra = await connect(base, demo.vendorId, demo.cookie);
    expect((await extra.closed).code).toBe(LIVE_CLOSE_CODES.policyViolation);
    // Another session of the same user from the same address still gets one.
    const another = await connect(base, demo.vendorId, await signInAs(t.app, OWNER));
    expect(await answers(another)).toBe(true);
    // A closed socket frees its place.
    allowed[0]!.socket.close(1000);
    await allowed[0]!.closed;
    const again = await connect(base, demo.vendorId, demo.cookie);
    expect(await answers(again)).toBe(true);
    for (const client of [...allowed.slice(1), another, again]) client.socket.close(1000);
  });

  it(`an address may hold ${LIVE_SOCKET_LIMITS.perAddress} sockets; one more is refused with 1008`, async () => {
    await fillsAddressLimit(t.app, LIVE_SOCKET_LIMITS.perAddress);
  });

  it('LIVE_SOCKETS_PER_ADDRESS moves the address limit: that many sockets are accepted, one more is refused with 1008', async () => {
    // Above the default, as for a food court's tablets behind one NAT.
    const limit = LIVE_SOCKET_LIMITS.perAddress + 3;
    const config = loadConfig({ LIVE_SOCKETS_PER_ADDRESS: String(limit) });
    const own = await createTestApp({ liveSocketsPerAddress: config.liveSocketsPerAddress });
    try {
      await fillsAddressLimit(own.app, limit);
    } finally {
      await own.close();
    }
  });

  it('LIVE_SOCKETS_PER_ADDRESS defaults to the contract’s limit and must be a positive whole number', () => {
    expect(loadConfig({}).liveSocketsPerAddress).toBe(LIVE_SOCKET_LIMITS.perAddress);
    for (const wrong of ['0', '-1', '2.5', 'many']) {
      expect(() => loadConfig({ LIVE_SOCKETS_PER_ADDRESS: wrong })).toThrow(/LIVE_SOCKETS_PER_ADDRESS/);
    }
  });
});

/**
 * Opens `limit` sockets from this address over as many sessions as the per-session limit needs,
 * then proves one more is refused for the address although its session has room.
 */
async function fillsAddressLimit(app: FastifyInstance, limit: number) {
  const base = await listen(app);
  const demo = await menuOf(app, OWNER);
  const sessionsNeeded = Math.ceil(limit / LIVE_SOCKET_LIMITS.perSession) + 1;
  const cookies = [demo.cookie];
  while (cookies.length < sessionsNeeded) cookies.push(await signInAs(app, OWNER));
  const open: LiveClient[] = [];
  try {
    for (let i = 0; i < limit; i++) {
      open.push(await connect(base, demo.vendorId, cookies[Math.floor(i / LIVE_SOCKET_LIMITS.perSession)]));
    }
    expect(open.every(isOpen)).toBe(true);
    expect(await answers(open.at(-1)!)).toBe(true);
    // The last session has room of its own, but the address has none.
    const extra = await connect(base, demo.vendorId, cookies.at(-1));
    const closed = await extra.closed;
    expect(closed.code).toBe(LIVE_CLOSE_CODES.policyViolation);
    expect(closed.reason).toMatch(/address/);
  } finally {
    for (const client of open) client.socket.close(1000);
  }
}

const onPostgres = process.env.TEST_DB === 'postgres' ? describe : describe.skip;
onPostgres('across instances', () => {
  it('a logout on instance A closes the socket the session holds on instance B', async () => {
    const appB = await secondInstance(t.connectionString!);
    const baseB = await listen(appB);
    const demo = await menuOf(t.app, OWNER);
    const onB = await connect(baseB, demo.vendorId, demo.cookie);
    expect(await answers(onB)).toBe(true);
    expect((await logout(demo.cookie)).statusCode).toBe(200);
    expect(await closedWithin(onB, PROMPTLY_MS)).toBe(SESSION_ENDED);
  });

  it('a password change on A closes the other session’s socket on B', async () => {
    const appB = await secondInstance(t.connectionString!);
    const baseB = await listen(appB);
    const here = await menuOf(t.app, OWNER);
    const onB = await connect(baseB, here.vendorId, await signInAs(t.app, OWNER));
    await t.app.inject(
      asClient({
        method: 'POST',
        url: '/api/vendor/users/me/changePassword',
        cookie: here.cookie,
        payload: { oldPassword: PASSWORD, newPassword: 'Fresh1234', verifyNewPassword: 'Fresh1234' },
      }),
    );
    expect(await closedWithin(onB, PROMPTLY_MS)).toBe(SESSION_ENDED);
  });
});
