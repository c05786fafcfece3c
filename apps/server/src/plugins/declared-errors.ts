import { ApiError } from '@larder/contract';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import type { Access } from './access.ts';
import { securityOf } from './openapi.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Error statuses this route answers beyond those its shape implies (see `impliedErrors`):
     * 409 for a conflict or limit, 429 for a rate limit, 401 for wrong credentials.
     */
    errors?: readonly ErrorStatus[];
  }
  interface FastifyInstance {
    /** Every route with its schema and the statuses it declares, as registered. */
    declaredRoutes: DeclaredRoute[];
  }
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 423 | 429 | 502 | 503;

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  schema: {
    params?: ZodType;
    querystring?: ZodType;
    body?: ZodType;
    headers?: ZodType;
  };
  /** Every status the route may answer, success and error. */
  statuses: number[];
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Methods whose body Fastify parses: a body may be too large or of the wrong type. */
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The error statuses a route answers because of what it is, the same for every route of its kind
 * (docs/product.md#errors): invalid input, no session or not allowed, an unknown or another tenant's id, a
 * lost race or a limit on a write, a body too large or not JSON.
 */
export function impliedErrors(route: {
  method: string;
  url: string;
  access?: Access;
  changesState?: boolean;
  hasInput: boolean;
}) {
  const errors = new Set<ErrorStatus>();
  const changesState = STATE_CHANGING.has(route.method) || route.changesState === true;
  if (route.hasInput) errors.add(400);
  if (route.access === 'marketplace') errors.add(401);
  else if (route.access && (route.access !== 'public' || changesState)) errors.add(403);
  if (route.url.includes(':')) errors.add(404);
  if (changesState && route.access && route.access !== 'public') errors.add(409);
  if (WITH_BODY.has(route.method)) {
    errors.add(400);
    errors.add(413);
    errors.add(415);
  }
  return errors;
}

/**
 * Adds the {code, message} error schema for every status a route can answer to its OpenAPI
 * response schemas, so client generators and fuzzers see the truth — for every route registered
 * after this plugin, whoever wrote it. Also records the routes in `app.declaredRoutes`.
 */
export const declaredErrorsPlugin = fp(async (app: FastifyInstance) => {
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const config = (route.config ?? {}) as {
      access?: Access;
      changesState?: boolean;
      errors?: readonly ErrorStatus[];
    };
    const schema = (route.schema ?? {}) as DeclaredRoute['schema'] & { response?: Record<string, unknown> };
    const methods = (Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethods[];
    const errors = new Set<ErrorStatus>(config.errors ?? []);
    for (const method of methods) {
      if (method === 'HEAD') continue;
      for (const status of impliedErrors({
        method,
        url: route.url,
        access: config.access,
        changesState: config.changesState,
        hasInput: Boolean(schema.params || schema.querystring || schema.body || schema.headers),
      }))
        errors.add(status);
    }
    const response: Record<string, unknown> = { ...schema.response };
    for (const status of errors) response[status] ??= ApiError;
    route.schema = {
      ...schema,
      response,
      ...(securityOf(config.access) ? { security: securityOf(config.access) } : {}),
    };
    for (const method of methods) {
      if (method === 'HEAD') continue;
      declared.push({
        method,
        url: route.url,
        access: config.access,
        schema,
        statuses: Object.keys(response).map(Number),
      });
    }
  });
});
