import { LoginRequest, Ok, SESSION_COOKIE, SESSION_IDLE_TIMEOUT_MS, User } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
      config: { access: 'public' },
      schema: { tags: ['auth'], body: LoginRequest, response: { 200: User } },
    },
    async (request, reply) => {
      const { token, userId } = await signIn(app.db, request.body, {
        ip: request.ip,
        previousToken: request.cookies[SESSION_COOKIE],
      });
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_IDLE_TIMEOUT_MS / 1000 });
      await recordEvent(app.db, { userId, vendorId: null }, 'login');
      return loadUserView(app.db, userId);
    },
  );

  app.get(
    '/logout',
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: Ok } } },
    async (request, reply) => {
      if (request.auth) await recordEvent(app.db, { userId: request.auth.userId, vendorId: null }, 'logout');
      await signOut(app.db, request.cookies[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      return { ok: true as const };
    },
  );
};
