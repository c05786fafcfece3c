import {
  DEVICE_COOKIE,
  LoginRequest,
  Ok,
  SESSION_COOKIE,
  SESSION_IDLE_TIMEOUT_MS,
  TRUSTED_DEVICE_TTL_MS,
  User,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearCookie, cookieOf, setCookie } from '../../lib/cookies.ts';
import { recordEvent } from '../onboarding/service.ts';
import { loadUserView } from '../users/service.ts';
import { signIn, signOut } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.secureCookies,
  } as const;

  app.post(
    '/login',
    {
      config: { access: 'public', errors: [401, 429] },
      schema: { tags: ['auth'], body: LoginRequest, response: { 200: User } },
    },
    async (request, reply) => {
      const { token, userId, deviceToken } = await signIn(app.db, request.body, {
        ip: request.ip,
        previousToken: cookieOf(request, SESSION_COOKIE),
        deviceToken: cookieOf(request, DEVICE_COOKIE),
      });
      setCookie(reply, SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_IDLE_TIMEOUT_MS / 1000 });
      await recordEvent(app.db, { userId, vendorId: null }, 'login');
      // Only sign-in reads it, so it is sent nowhere else.
      setCookie(reply, DEVICE_COOKIE, deviceToken, {
        ...cookieOptions,
        path: '/api/vendor/auth',
        maxAge: TRUSTED_DEVICE_TTL_MS / 1000,
      });
      return loadUserView(app.db, userId);
    },
  );

  app.get(
    '/logout',
    {
      // A cross-site link or image cannot send the header, so only our own page signs a user out.
      config: { access: 'public', changesState: true },
      schema: { tags: ['auth'], response: { 200: Ok } },
    },
    async (request, reply) => {
      if (request.auth) await recordEvent(app.db, { userId: request.auth.userId, vendorId: null }, 'logout');
      await signOut(app.db, cookieOf(request, SESSION_COOKIE));
      clearCookie(reply, SESSION_COOKIE, cookieOptions);
      return { ok: true as const };
    },
  );
};
