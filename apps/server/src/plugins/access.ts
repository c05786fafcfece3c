import { timingSafeEqual } from 'node:crypto';
import {
  APP_VERSION_HEADER,
  can,
  ERROR_CODES,
  type Permission,
  type Role,
  SESSION_COOKIE,
  type UiLanguage,
} from '@larder/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { cookieOf } from '../lib/cookies.ts';
import { AppError, forbidden, notAuthenticated, notFound } from '../lib/errors.ts';
import { resolveSession } from '../modules/auth/service.ts';

/**
 * What a route allows: anyone, any signed-in user, the roles holding a permission
 * (docs/product.md#roles-and-permissions), or the marketplace with its bearer token.
 */
export type Access = 'public' | 'session' | 'marketplace' | Permission;

export interface SessionUser {
  userId: number;
  accountId: number;
  role: Role;
  /** The user's UI language: the first choice for menu display names. */
  langCode: UiLanguage;
  tokenHash: string;
  vendorIds: number[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A GET that changes state (the logout) needs X-App-Version like a POST. */
    changesState?: boolean;
  }
  interface FastifyRequest {
    auth: SessionUser | null;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The signed-in user; only call it on routes whose access is not 'public'. */
export function sessionOf(request: FastifyRequest): SessionUser {
  if (!request.auth) throw notAuthenticated();
  return request.auth;
}

/**
 * The one tenant check: a vendor or account id in the path must be the session user's.
 * Another tenant's id answers 404, so it does not reveal that the object exists.
 */
export function assertTenant(auth: SessionUser, params: unknown) {
  if (!params || typeof params !== 'object') return;
  const { vendorId, accountId } = params as { vendorId?: unknown; accountId?: unknown };
  // The params schema (the contract's Id) has already turned the path segment into a number; a
  // string here would mean a route without one, and is refused rather than loosely converted.
  if (vendorId !== undefined && !(typeof vendorId === 'number' && auth.vendorIds.includes(vendorId)))
    throw notFound('Vendor not found');
  if (accountId !== undefined && accountId !== auth.accountId) throw notFound('Account not found');
}

/**
 * Every /api/vendor route declares its access; its hooks enforce it, one way for all: the X-App-Version header and
 * the Origin on state-changing requests (CSRF defence), the Origin of a WebSocket upgrade, the
 * session, the permission table and the tenant. The marketplace authenticates by bearer token,
 * which a browser never sends by itself, so its API is exempt from both checks.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  const publicOrigin = new URL(app.config.publicUrl).origin;
  const isOurOrigin = (origin: string, host: string | undefined) => {
    if (origin === publicOrigin) return true;
    try {
      return host !== undefined && new URL(origin).host === host;
    } catch {
      return false;
    }
  };

  /**
   * Who may make the request: the marketplace's token, or the session and its permission. Decided
   * at once when this instance holds the session's copy, without a promise (the hottest reads pass
   * here); after reading the session otherwise.
   */
  const authenticate = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const access = request.routeOptions.config.access!;
    try {
      if (access === 'marketplace') {
        if (!bearerMatches(request.headers.authorization, app.marketplaceToken)) {
          throw new AppError(
            401,
            ERROR_CODES.notAuthenticated,
            'A valid marketplace bearer token is required',
          );
        }
        return done();
      }
      const changesState = STATE_CHANGING.has(request.method) || request.routeOptions.config.changesState;
      if (changesState && !request.headers[APP_VERSION_HEADER]) {
        throw new AppError(403, ERROR_CODES.missingAppVersion, 'The X-App-Version header is required');
      }
      // A browser names the page that sent a request; a write or a live socket is ours only when
      // that page is: the configured public origin, or the very host the request was sent to (a
      // kitchen tablet on the shop's network reaches the server by its LAN address, and a cross-site
      // page cannot make the browser send another site's Host). Non-browser clients send no Origin.
      const upgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
      const origin = request.headers.origin;
      if ((changesState || upgrade) && origin !== undefined && !isOurOrigin(origin, request.headers.host)) {
        throw new AppError(403, ERROR_CODES.forbiddenOrigin, 'Requests from this origin are not allowed');
      }
      const token = cookieOf(request, SESSION_COOKIE);
      const user = token ? resolveSession(app.db, token) : null;
      if (!(user instanceof Promise)) return done(admit(request, access, user));
      user.then((read) => done(admit(request, access, read)), done);
    } catch (error) {
      done(error as Error);
    }
  };

  /** Puts the session's user on the request; answers the refusal when the route does not let them in. */
  const admit = (
    request: FastifyRequest,
    access: Exclude<Access, 'marketplace'>,
    user: SessionUser | null,
  ): Error | undefined => {
    request.auth = user;
    if (access === 'public') return undefined;
    if (!user) return notAuthenticated();
    if (access !== 'session' && !can(user.role, access)) return forbidden();
    return undefined;
  };

  /** The tenant ids in the path, once the params schema has parsed them. */
  const checkTenant = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    try {
      if (request.auth) assertTenant(request.auth, request.params);
    } catch (error) {
      return done(error as Error);
    }
    done();
  };

  // The checks go on the routes that declare an access, ahead of their own hooks: a route that
  // declares none (the health check, the SPA's files) pays nothing for them.
  app.addHook('onRoute', (route) => {
    const guarded = route.url.startsWith('/api/vendor') || route.url.startsWith('/api/manager');
    const access = route.config?.access;
    if (guarded && !access) {
      throw new Error(`Route ${route.method} ${route.url} declares no access`);
    }
    const tenantInPath = /:(?:vendorId|accountId)\b/.test(route.url);
    if (tenantInPath && !route.schema?.params) {
      throw new Error(`Route ${route.method} ${route.url} has a tenant id in its path but no params schema`);
    }
    if (!access) return;
    route.onRequest = [authenticate, ...hooksOf(route.onRequest)];
    if (tenantInPath && access !== 'public' && access !== 'marketplace') {
      route.preHandler = [checkTenant, ...hooksOf(route.preHandler)];
    }
  });
});

/** A route option's hooks as a list: it may hold none, one or several. */
const hooksOf = <Hook>(hooks: Hook | Hook[] | undefined): Hook[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = header?.startsWith('Bearer ') ? Buffer.from(header.slice(7)) : Buffer.alloc(0);
  const expected = Buffer.from(token);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}
