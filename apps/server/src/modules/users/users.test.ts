import { PASSWORD_RESET_LIMITS, SIGN_IN_LIMITS } from '@larder/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema/index.ts';
import {
  asClient,
  createTestApp,
  fileTestApp,
  MANAGER,
  me,
  OTHER_OWNER,
  OWNER,
  PASSWORD,
  signInAs,
} from '../../test/app.ts';

const t = fileTestApp();

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject(asClient({ method: 'POST', url, payload: payload as object, cookie }));

const login = (email: string, password: string) => post('/api/vendor/auth/login', { email, password });

describe('users/me', () => {
  it('answers the signed-in user with the fields the web reads and only their vendors', async () => {
    const cookie = await signInAs(t.app, MANAGER);
    const user = (await me(t.app, cookie)).json();
    expect(user).toMatchObject({
      email: MANAGER,
      role: 'VENDOR_MANAGER',
      firstName: 'Max',
      langCode: 'en',
      account: { activated: true, liveMode: false, businessModel: 'COMMISSION', locationType: 'PHYSICAL' },
    });
    expect(user.account.vendors.map((v: { name: string }) => v.name)).toEqual(['Demo Bistro']);
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('saves the UI language', async () => {
    const cookie = await signInAs(t.app, OWNER);
    const res = await t.app.inject(
      asClient({ method: 'PATCH', url: '/api/vendor/users/me', payload: { langCode: 'ru' }, cookie }),
    );
    expect(res.statusCode).toBe(200);
    expect((await me(t.app, cookie)).json().langCode).toBe('ru');
  });

  it('refuses a UI language it does not have', async () => {
    const cookie = await signInAs(t.app, OWNER);
    const res = await t.app.inject(
      asClient({ method: 'PATCH', url: '/api/vendor/users/me', payload: { langCode: 'xx' }, cookie }),
    );
    expect(res.statusCode).toBe(400);
    expect((await me(t.app, cookie)).json().langCode).toBe('en');
  });
});

describe('change password', () => {
  const url = '/api/vendor/users/me/changePassword';

  it('changes it: the new one signs in, the old one no longer does, other sessions end', async () => {
    const other = await signInAs(t.app, OWNER);
    const cookie = await signInAs(t.app, OWNER);
    const res = await post(
      url,
      { oldPassword: PASSWORD, newPassword: 'Newpass99', verifyNewPassword: 'Newpass99' },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    expect((await me(t.app, other)).statusCode).toBe(403);
    expect((await login(OWNER, PASSWORD)).statusCode).toBe(401);
    expect((await login(OWNER, 'Newpass99')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with WrongPassword', async () => {
    const cookie = await signInAs(t.app, OWNER);
    const res = await post(
      url,
      { oldPassword: 'Wrong1234', newPassword: 'Newpass99', verifyNewPassword: 'Newpass99' },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('WrongPassword');
    expect((await login(OWNER, PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['7 characters', 'Abcdef1'],
    ['no digit', 'Abcdefgh'],
    ['no upper case', 'abcdefg1'],
    ['no lower case', 'ABCDEFG1'],
    ['a symbol', 'Abcdef1!'],
  ])('refuses a new password with %s', async (_case, newPassword) => {
    const cookie = await signInAs(t.app, OWNER);
    const res = await post(
      url,
      { oldPassword: PASSWORD, newPassword, verifyNewPassword: newPassword },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ValidationError');
    expect((await login(OWNER, PASSWORD)).statusCode).toBe(200);
  });

  it('accepts exactly 8 characters', async () => {
    const cookie = await signInAs(t.app, OWNER);
    const res = await post(
      url,
      { oldPassword: PASSWORD, newPassword: 'Abcdef12', verifyNewPassword: 'Abcdef12' },
      cookie,
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses when the repeat differs', async () => {
    const cookie = await signInAs(t.app, OWNER);
    const res = await post(
      url,
      { oldPassword: PASSWORD, newPassword: 'Newpass99', verifyNewPassword: 'Newpass98' },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect((await login(OWNER, PASSWORD)).statusCode).toBe(200);
  });
});

describe('change e-mail', () => {
  const url = '/api/vendor/users/me/changeEmail';

  it('changes it after checking the password', async () => {
    const cookie = await signInAs(t.app, MANAGER);
    const res = await post(url, { email: 'max@bistro.example', password: PASSWORD }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('max@bistro.example');
    expect((await login('max@bistro.example', PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an address another user has, in any case (AlreadyExistsException)', async () => {
    const cookie = await signInAs(t.app, MANAGER);
    const res = await post(url, { email: OTHER_OWNER.toUpperCase(), password: PASSWORD }, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'AlreadyExistsException',
      message: 'User with this email already exists',
    });
  });

  it('refuses a wrong password and an invalid address', async () => {
    const cookie = await signInAs(t.app, MANAGER);
    expect((await post(url, { email: 'max@bistro.example', password: 'nope' }, cookie)).statusCode).toBe(400);
    expect((await post(url, { email: 'not-an-email', password: PASSWORD }, cookie)).statusCode).toBe(400);
    expect((await me(t.app, cookie)).json().email).toBe(MANAGER);
  });
});

describe('password reset', () => {
  const tokenFrom = (text: string) => decodeURIComponent(/resetToken=([^\s]+)/.exec(text)?.[1] ?? '');

  it('mails a one-time link that sets a new password and ends every session', async () => {
    const session = await signInAs(t.app, OWNER);
    expect((await post('/api/vendor/users/request-password-reset', { email: OWNER })).statusCode).toBe(200);
    await t.app.background.idle();
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]!.to).toBe(OWNER);
    const token = tokenFrom(t.mails[0]!.text);
    const body = { token, newPassword: 'Reset1234', verifyNewPassword: 'Reset1234' };
    expect((await post('/api/vendor/users/reset-password', body)).statusCode).toBe(200);
    expect((await me(t.app, session)).statusCode).toBe(403);
    expect((await login(OWNER, 'Reset1234')).statusCode).toBe(200);
    const again = await post('/api/vendor/users/reset-password', {
      ...body,
      newPassword: 'Again1234',
      verifyNewPassword: 'Again1234',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('InvalidResetToken');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await post('/api/vendor/users/request-password-reset', { email: 'nobody@nowhere.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    await t.app.background.idle();
    expect(t.mails).toHaveLength(0);
  });

  it('refuses an expired link', async () => {
    await post('/api/vendor/users/request-password-reset', { email: OWNER });
    await t.app.background.idle();
    await t.database.db.update(passwordResetTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    const token = tokenFrom(t.mails[0]!.text);
    const res = await post('/api/vendor/users/reset-password', {
      token,
      newPassword: 'Reset1234',
      verifyNewPassword: 'Reset1234',
    });
    expect(res.statusCode).toBe(400);
    expect((await login(OWNER, PASSWORD)).statusCode).toBe(200);
  });
});

describe('password reset requests', () => {
  const request = (email: string, remoteAddress = '10.1.0.1', app = t.app) =>
    app.inject(
      asClient({
        method: 'POST',
        url: '/api/vendor/users/request-password-reset',
        payload: { email },
        remoteAddress,
      }),
    );

  it('are answered before the mail is sent, the same as for an unknown address', async () => {
    let release: () => void = () => {};
    const mailSent = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    // An app of its own, whose mailer holds the mail back.
    const held = await createTestApp(
      {},
      {
        mailer: {
          send: async (mail) => {
            await mailSent;
            sent.push(mail.to);
          },
        },
      },
    );
    try {
      const known = await request(OWNER, undefined, held.app);
      const unknown = await request('nobody@nowhere.example', undefined, held.app);
      // Both answered while the mail to the real account is still held back.
      expect(sent).toEqual([]);
      expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
      expect(known.body).toBe(unknown.body);
      expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
      release();
      await held.app.background.idle();
      expect(sent).toEqual([OWNER]);
    } finally {
      release();
      await held.close();
    }
  });

  it(`are limited to ${PASSWORD_RESET_LIMITS.perEmail} per e-mail address, known or not`, async () => {
    for (const email of [OWNER, 'nobody@nowhere.example']) {
      for (let i = 0; i < PASSWORD_RESET_LIMITS.perEmail; i++) {
        expect((await request(email, `10.2.${i}.1`)).statusCode).toBe(200);
      }
      const limited = await request(email.toUpperCase(), '10.2.9.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('TooManyRequests');
    }
    await t.app.background.idle();
    expect(t.mails).toHaveLength(PASSWORD_RESET_LIMITS.perEmail);
  });

  it(`are limited to ${PASSWORD_RESET_LIMITS.perAddress} per client address`, async () => {
    for (let i = 0; i < PASSWORD_RESET_LIMITS.perAddress; i++) {
      expect((await request(`walk${i}@nowhere.example`, '10.3.0.1')).statusCode).toBe(200);
    }
    expect((await request(OWNER, '10.3.0.1')).statusCode).toBe(429);
    expect((await request(OWNER, '10.3.0.2')).statusCode).toBe(200);
  });

  it('lift the sign-in lock of the account once the link is used', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
      await t.app.inject(
        asClient({
          method: 'POST',
          url: '/api/vendor/auth/login',
          payload: { email: OWNER, password: 'guess' },
          remoteAddress: `10.4.0.${i}`,
        }),
      );
    }
    expect((await login(OWNER, PASSWORD)).statusCode).toBe(429);
    await request(OWNER);
    await t.app.background.idle();
    const token = decodeURIComponent(/resetToken=([^\s]+)/.exec(t.mails[0]!.text)?.[1] ?? '');
    const body = { token, newPassword: 'Reset1234', verifyNewPassword: 'Reset1234' };
    expect((await post('/api/vendor/users/reset-password', body)).statusCode).toBe(200);
    expect((await login(OWNER, 'Reset1234')).statusCode).toBe(200);
  });
});
