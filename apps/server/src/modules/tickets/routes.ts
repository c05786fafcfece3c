import { OrderParams, TICKET_SCRIPT_PATH } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/access.ts';
import { nonJsonAnswer } from '../../plugins/openapi.ts';
import { TICKET_SCRIPT } from './render.ts';
import { loadTicket } from './service.ts';

const TicketQuery = z.object({ autoprint: z.enum(['0', '1']).optional() });

/**
 * GET /api/vendor/{vendorId}/orders/{orderId}/ticket: the kitchen ticket, opened in a new tab with
 * the session cookie; the same access and tenant rules as the order itself. Its script is a file
 * of ours, so it runs under the app's Content-Security-Policy.
 */
export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  app.get(
    '/:vendorId/orders/:orderId/ticket',
    {
      config: { access: 'orders.view' },
      schema: {
        tags,
        params: OrderParams,
        querystring: TicketQuery,
        response: nonJsonAnswer('text/html', 'The ticket page, to print'),
      },
    },
    async (request, reply) => {
      const { vendorId, orderId } = request.params;
      const html = await loadTicket(app.db, vendorId, orderId, sessionOf(request).userId);
      // The order's details stay out of shared caches and the browser's back-forward store.
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  app.get(
    TICKET_SCRIPT_PATH.replace('/api/vendor', ''),
    { config: { access: 'public' }, schema: { hide: true, response: { 200: z.string() } } },
    async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(TICKET_SCRIPT),
  );
};
