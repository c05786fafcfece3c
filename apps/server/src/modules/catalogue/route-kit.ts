import { can, STOCK_MAX } from '@larder/contract';
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

/** What the OpenAPI says of the two restock routes (docs/product.md#stock-counts). */
export const RESTOCK_DOC = {
  summary: 'Restock: add portions to the count, or set it (null stops counting)',
  description: `{add: 1..${STOCK_MAX}} adds to the count (an uncounted item starts from 0); {set: 0..${STOCK_MAX} | null} sets it. A count never exceeds ${STOCK_MAX} (400). Restocking an item the count had sold out makes it available again; a count set to 0 sells it out until restocked. Workers may restock, as they switch availability.`,
};
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
