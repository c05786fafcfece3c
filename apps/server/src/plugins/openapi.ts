/**
 * What the OpenAPI document at /api/docs says beyond the routes themselves: where the API is
 * served, how a caller authenticates (the marketplace's bearer token, a vendor user's session
 * cookie), and the body of every event a webhook may carry, one schema per type (the same JSON the
 * pull feed pages through).
 */

import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { MARKETPLACE_EVENT_SCHEMAS, SESSION_COOKIE } from '@larder/contract';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from './access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The form of a multipart request, for the document only: the route reads the parts itself,
     * so it has no body schema to validate with.
     */
    multipartForm?: Record<string, unknown>;
  }
}

/**
 * The response schemas of a route whose success is not JSON (a file, a page), for the document:
 * typed loosely, so the handler may still send a stream or a buffer, a 304 or an error.
 */
export function nonJsonAnswer(mediaType: string, description: string): Record<number, unknown> {
  const body = mediaType.startsWith('text/')
    ? z.unknown().meta({ type: 'string' })
    : z.unknown().meta({ type: 'string', format: 'binary' });
  return { 200: { description, content: { [mediaType]: { schema: body } } } };
}

/** Each route's part of the document: the zod schemas as JSON Schema, plus a multipart form. */
export const documentRoute: NonNullable<FastifyDynamicSwaggerOptions['transform']> = (document) => {
  const result = jsonSchemaTransform(document);
  const form = (document.route.config as { multipartForm?: Record<string, unknown> } | undefined)
    ?.multipartForm;
  return form ? { ...result, schema: { ...result.schema, body: form } } : result;
};

/**
 * OpenAPI 3.0 has no null type: a nullable enum must list null among its values, or validators
 * refuse the null the server sends (an order's declineReason before any decline); `nullable` says
 * something only beside a `type`, so a nullable union (availability's `until`) is nullable in each
 * of its branches.
 */
export function withOpenApi30Nullables<T>(document: T): T {
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const schema = node as Record<string, unknown>;
    // `nullable` counts only beside a `type`: on a union it goes to each of its branches.
    const branches = schema.anyOf ?? schema.oneOf;
    if (schema.nullable === true && !('type' in schema) && Array.isArray(branches)) {
      const typed = branches.every((branch) => branch && typeof branch === 'object' && 'type' in branch);
      if (typed) {
        for (const branch of branches) (branch as Record<string, unknown>).nullable = true;
        delete schema.nullable;
      }
    }
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
      schema.enum = [...schema.enum, null];
    }
    for (const value of Object.values(schema)) visit(value);
  };
  visit(document);
  return document;
}

export const SECURITY_SCHEMES = {
  marketplaceToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'MARKETPLACE_TOKEN: the marketplace API (/api/manager/...)',
  },
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'A vendor user signed in (POST /api/vendor/auth/login sets it)',
  },
} as const;

/** The security requirement of a route by its access rule; a public route has none. */
export function securityOf(access: Access | undefined): Array<Record<string, string[]>> | undefined {
  if (access === undefined || access === 'public') return undefined;
  return access === 'marketplace' ? [{ marketplaceToken: [] }] : [{ session: [] }];
}

/** `Event.order.approved`, … : the webhook payloads, named by event type. */
function eventSchemas() {
  return Object.fromEntries(
    Object.entries(MARKETPLACE_EVENT_SCHEMAS).map(([type, schema]) => {
      const { $schema: _, ...json } = z.toJSONSchema(schema, {
        target: 'openapi-3.0',
        io: 'output',
      }) as Record<string, unknown>;
      return [
        `Event.${type}`,
        {
          ...json,
          description: `The body of a ${type} webhook, and a ${type} item of GET /api/manager/events`,
        },
      ];
    }),
  );
}

export function openapiDocument(publicUrl: string) {
  return {
    info: { title: 'Larder API', version: '1.0.0', description: 'Vendor back-office and marketplace API' },
    servers: [{ url: publicUrl }],
    components: { securitySchemes: SECURITY_SCHEMES, schemas: eventSchemas() },
  };
}
