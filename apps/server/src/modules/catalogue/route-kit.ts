import { can } from '@larder/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors.ts';
import { sessionOf } from '../../plugins/access.ts';
import { auditActorOf } from '../audit/service.ts';
import { loadContext } from './context.ts';

/** What every catalogue route shares: its access rules, its OpenAPI tag and the request's context. */
export const view = { access: 'catalogue.view' } as const;
export const edit = { access: 'catalogue.edit' } as const;
export const availability = { access: 'catalogue.availability' } as const;
export const tags = ['catalogue'];
export const ok = { ok: true as const };

/** The session's account, languages and currency, the acting user and vendors and now, for a catalogue call. */
export const contextOf = (app: FastifyInstance, request: FastifyRequest) =>
  loadContext(app.db, sessionOf(request), auditActorOf(request), app.clock());

/**
 * Prices need catalogue.price (docs/product.md#roles-and-permissions: workers cannot open the price modal).
 */
export function assertMayPrice(request: FastifyRequest, body: { price?: unknown; discountPrice?: unknown }) {
  if (body.price === undefined && body.discountPrice === undefined) return;
  if (!can(sessionOf(request).role, 'catalogue.price')) throw forbidden();
}
