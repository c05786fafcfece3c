/**
 * What the OpenAPI document at /api/docs says beyond the routes themselves: where the API is
 * served, how a caller authenticates (the marketplace's bearer token, a vendor user's session
 * cookie), and the body of every event a webhook may carry, one schema per type (the same JSON the
 * pull feed pages through).
 */
import { MARKETPLACE_EVENT_SCHEMAS, SESSION_COOKIE } from '@larder/contract';
import { z } from 'zod';
import type { Access } from './access.ts';

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
