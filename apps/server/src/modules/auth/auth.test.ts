import { DEVICE_COOKIE, SESSION_COOKIE, SIGN_IN_LIMITS } from '@larder/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitCounters, sessions, users } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { forgetStale } from '../../live/stale.ts';
import {
  asClient,
  createTestApp,
  fileTestApp,
  MANAGER,
  me,
  OWNER,
  PASSWORD,
  signInAs,
} from '../../test/app.ts';

const t = fileTestApp();

const login = (
  email: string,
  password: string,
  extra: { cookie?: string; remoteAddress?: string } = {},
  app = t.app,
) =>
  app.inject(
    asClient({
      method: 'POST',
      url: '/api/vendor/auth/login',
      payload: { email, password },
      cookie: extra.cookie,
      remoteAddress: extra.remoteAddress,
    }),
  );

describe('sign-in', () => {
  it('answers the user and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const res = await login(OWNER, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: OWNER,
      role: 'VENDOR_OWNER',
      account: { vendors: [{ name: 'Demo Bistro' }] },
    });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('sets Secure cookies when served over HTTPS', async () => {
    const https = await createTestApp({ secureCookies: true });
    try {
      const res = await login(OWNER, PASSWORD, {}, https.app);
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    } finally {
      await https.close();
    }
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    expect((await login('  Owner@Demo.Larder.App ', PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', OWNER, 'Demo12345'],
    ['an unknown e-mail', 'nobody@demo.larder.app', PASSWORD],
  ])('refuses %s with 401 "Incorrect e-mail or password" and no cookie', async (_case, email, password) => {
    const res = await login(email, password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'BadCredentials', message: 'Incorrect e-mail or password' });
    expect(res.cookies).toHaveLength(0);
  });

  it(`locks an account after ${SIGN_IN_LIMITS.perAccount} failures for a new device, even for the right password`, async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount - 1; i++) {
      expect((await login(OWNER, 'wrong-password', { remoteAddress: `10.0.0.${i}` })).statusCode).toBe(401);
    }
    // One failure short of the limit the right password still works, and clears the count.
    expect((await login(OWNER, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
      expect((await login(OWNER, 'wrong-password', { remoteAddress: `10.0.1.${i}` })).statusCode).toBe(401);
    }
    const locked = await login(OWNER, PASSWORD, { remoteAddress: '10.0.2.1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TooManyRequests');
    // Other accounts are not affected.
    expect((await login(MANAGER, PASSWORD, { remoteAddress: '10.0.2.1' })).statusCode).toBe(200);
  });

  it('lets the owner in from a device they signed in from before while strangers are locked out', async () => {
    const first = await login(OWNER, PASSWORD);
    const device = first.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/vendor/auth' });
    const deviceCookie = `${DEVICE_COOKIE}=${device?.value}`;

    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
      expect((await login(OWNER, 'guess', { remoteAddress: `10.3.0.${i}` })).statusCode).toBe(401);
    }
    expect((await login(OWNER, PASSWORD, { remoteAddress: '10.3.1.1' })).statusCode).toBe(429);
    // The known device passes, from any address.
    expect(
      (await login(OWNER, PASSWORD, { cookie: deviceCookie, remoteAddress: '10.3.1.2' })).statusCode,
    ).toBe(200);
    // ...and leaves the strangers' lock as it was: no fresh guesses each time the owner signs in.
    expect((await login(OWNER, 'guess', { remoteAddress: '10.3.1.3' })).statusCode).toBe(429);
    expect((await login(OWNER, PASSWORD, { remoteAddress: '10.3.1.4' })).statusCode).toBe(429);
    // A device cookie of another user does not help.
    const managerDevice = (await login(MANAGER, PASSWORD)).cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(
      (
        await login(OWNER, PASSWORD, {
          cookie: `${DEVICE_COOKIE}=${managerDevice?.value}`,
          remoteAddress: '10.3.3.1',
        })
      ).statusCode,
    ).toBe(429);
  });

  it('counts guesses made with a known device on their own, with the same limit', async () => {
    const device = (await login(OWNER, PASSWORD)).cookies.find((c) => c.name === DEVICE_COOKIE);
    const cookie = `${DEVICE_COOKIE}=${device?.value}`;
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
      expect((await login(OWNER, 'guess', { cookie, remoteAddress: `10.4.0.${i}` })).statusCode).toBe(401);
    }
    expect((await login(OWNER, PASSWORD, { cookie, remoteAddress: '10.4.1.1' })).statusCode).toBe(429);
    // Guesses with the device cookie did not lock the account for the user's other devices.
    expect((await login(OWNER, PASSWORD, { remoteAddress: '10.4.1.2' })).statusCode).toBe(200);
  });

  it('50 parallel wrong guesses at one account get no more evaluations than 5 sequential ones', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(OWNER, `guess-${i}`, { remoteAddress: `10.5.${i}.1` })),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMITS.perAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - SIGN_IN_LIMITS.perAccount);
  });

  it('50 parallel wrong guesses from one address get no more evaluations than its limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login(`guess${i}@demo.larder.app`, 'x', { remoteAddress: '10.6.0.1' }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMITS.perAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - SIGN_IN_LIMITS.perAddress);
  });

  it('forgets failures when the window has passed', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
      await login(OWNER, 'guess', { remoteAddress: `10.7.0.${i}` });
    }
    expect((await login(OWNER, PASSWORD, { remoteAddress: '10.7.1.1' })).statusCode).toBe(429);
    await t.database.db
      .update(rateLimitCounters)
      .set({ windowStartedAt: new Date(Date.now() - SIGN_IN_LIMITS.windowMs - 1000) });
    expect((await login(OWNER, PASSWORD, { remoteAddress: '10.7.1.1' })).statusCode).toBe(200);
  });

  it(`limits one address after ${SIGN_IN_LIMITS.perAddress} failures across accounts`, async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
      expect((await login(`guess${i}@demo.larder.app`, 'x', { remoteAddress: '10.9.9.9' })).statusCode).toBe(
        401,
      );
    }
    expect((await login(MANAGER, PASSWORD, { remoteAddress: '10.9.9.9' })).statusCode).toBe(429);
    expect((await login(MANAGER, PASSWORD, { remoteAddress: '10.9.9.10' })).statusCode).toBe(200);
  });

  it('good sign-ins from one address (a restaurant with many staff) do not use up its limit', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress + 5; i++) {
      expect((await login(MANAGER, PASSWORD, { remoteAddress: '10.8.0.1' })).statusCode).toBe(200);
    }
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY trusts the proxy', async () => {
    const viaProxy = (i: number, app = t.app) =>
      app.inject(
        asClient({
          method: 'POST',
          url: '/api/vendor/auth/login',
          payload: { email: `guess${i}@demo.larder.app`, password: 'x' },
          remoteAddress: '10.10.0.1',
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        }),
      );
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) expect((await viaProxy(i)).statusCode).toBe(401);
    expect((await viaProxy(99)).statusCode).toBe(429);

    const behindProxy = await createTestApp({ trustProxy: 1 });
    try {
      for (let i = 0; i < SIGN_IN_LIMITS.perAddress + 5; i++)
        expect((await viaProxy(i, behindProxy.app)).statusCode).toBe(401);
    } finally {
      await behindProxy.close();
    }
  });

  it('rotates the session id: the cookie held before sign-in stops working', async () => {
    const before = await signInAs(t.app, OWNER);
    const res = await login(OWNER, PASSWORD, { cookie: before });
    const after = `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)?.value}`;
    expect(after).not.toBe(before);
    expect((await me(t.app, before)).statusCode).toBe(403);
    expect((await me(t.app, after)).statusCode).toBe(200);
  });

  it('tells a blocked employee with the right password that the account is blocked, and a wrong one only that it is wrong', async () => {
    await t.database.db.update(users).set({ blocked: true }).where(eq(users.email, MANAGER));
    const res = await login(MANAGER, PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'AccountBlocked',
      message: 'This account is blocked. Ask the owner of your establishment to unblock it.',
    });
    expect((await login(MANAGER, 'wrong-password')).json().code).toBe('BadCredentials');
  });
});

describe('sessions', () => {
  it('sign-out deletes the session', async () => {
    const cookie = await signInAs(t.app, OWNER);
    const res = await t.app.inject(asClient({ method: 'GET', url: '/api/vendor/auth/logout', cookie }));
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    const gone = await me(t.app, cookie);
    expect(gone.statusCode).toBe(403);
    expect(gone.json().code).toBe('NotAuthenticated');
  });

  it('expires after 12 idle hours, not before', async () => {
    const cookie = await signInAs(t.app, OWNER);
    await t.database.db.update(sessions).set({ lastSeenAt: sql`now() - interval '11 hours 59 minutes'` });
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    await t.database.db.update(sessions).set({ lastSeenAt: sql`now() - interval '12 hours 1 minute'` });
    // Written behind the server's back: seen once this instance's short-lived copies expire.
    forgetStale(t.app.db, 'everything');
    expect((await me(t.app, cookie)).statusCode).toBe(403);
  });

  it('use keeps a session alive', async () => {
    const cookie = await signInAs(t.app, OWNER);
    await t.database.db.update(sessions).set({ lastSeenAt: sql`now() - interval '11 hours'` });
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(cookie.slice(`${SESSION_COOKIE}=`.length))));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('ends when the employee is blocked', async () => {
    const cookie = await signInAs(t.app, MANAGER);
    await t.database.db.update(users).set({ blocked: true }).where(eq(users.email, MANAGER));
    expect((await me(t.app, cookie)).statusCode).toBe(403);
  });

  it('refuses a forged cookie', async () => {
    expect((await me(t.app, `${SESSION_COOKIE}=forged-token`)).statusCode).toBe(403);
  });
});

describe('X-App-Version', () => {
  it('is required on state-changing requests: 403 MissingAppVersion and nothing changes', async () => {
    const cookie = await signInAs(t.app, OWNER);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/vendor/users/me',
      headers: { cookie },
      payload: { langCode: 'ru' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('MissingAppVersion');
    expect((await me(t.app, cookie)).json().langCode).toBe('en');
  });

  it('is required on sign-in too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendor/auth/login',
      payload: { email: OWNER, password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('MissingAppVersion');
  });

  it('is required on sign-out, a GET: a cross-site link or image cannot sign anyone out', async () => {
    const cookie = await signInAs(t.app, OWNER);
    const res = await t.app.inject({ method: 'GET', url: '/api/vendor/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('MissingAppVersion');
    expect((await me(t.app, cookie)).statusCode).toBe(200);
  });

  it('is not needed to read', async () => {
    const cookie = await signInAs(t.app, OWNER);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/vendor/users/me', headers: { cookie } })).statusCode,
    ).toBe(200);
  });
});
