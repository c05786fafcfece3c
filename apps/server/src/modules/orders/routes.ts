import {
  ActiveOrders,
  ApproveOrderQuery,
  CompleteOrderRequest,
  DeclineOrderRequest,
  Order,
  OrderParams,
  VendorIdParams,
} from '@larder/contract';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/access.ts';
import { approveOrder, completeOrder, declineOrder, readyOrder } from './actions.ts';
import { getOrder, listActiveOrders } from './service.ts';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  const view = { access: 'orders.view' } as const;
  const handle = { access: 'orders.handle' } as const;
  const actionSchema = { tags, params: OrderParams, response: { 200: Order } };

  // Served from the per-vendor cache as ready JSON (gzipped for clients that accept it): a string
  // or buffer payload skips serialization. The zod schemas still validate the params and document
  // the answer; the default type provider lets this one handler send the prebuilt bytes as they are.
  app
    .withTypeProvider<FastifyTypeProviderDefault>()
    .get<{ Params: { vendorId: number } }>(
      '/',
      { config: view, schema: { tags, params: VendorIdParams, response: { 200: ActiveOrders } } },
      async (request, reply) => {
        const { vendorId } = request.params;
        const cache = app.ordersCache;
        let list = cache.get(vendorId);
        if (!list) {
          const generation = cache.generation(vendorId);
          list = cache.set(vendorId, generation, JSON.stringify(await listActiveOrders(app.db, vendorId)));
        }
        reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
        if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
          return reply.header('content-encoding', 'gzip').send(list.gzip());
        }
        return reply.send(list.json);
      },
    );

  app.get(
    '/:orderId',
    { config: view, schema: { tags, params: OrderParams, response: { 200: Order } } },
    (request) => getOrder(app.db, request.params.vendorId, request.params.orderId),
  );

  app.put(
    '/:orderId/approve',
    { config: handle, schema: { ...actionSchema, querystring: ApproveOrderQuery } },
    (request) =>
      approveOrder(
        app.db,
        request.params,
        sessionOf(request).userId,
        request.query.cookingDelayTime ?? 0,
        app.clock(),
      ),
  );

  app.put(
    '/:orderId/decline',
    { config: handle, schema: { ...actionSchema, body: DeclineOrderRequest.nullish() } },
    (request) =>
      declineOrder(app.db, request.params, sessionOf(request).userId, request.body?.declineComment ?? null),
  );

  app.put('/:orderId/ready', { config: handle, schema: actionSchema }, (request) =>
    readyOrder(app.db, request.params, sessionOf(request).userId),
  );

  app.put(
    '/:orderId/complete',
    { config: handle, schema: { ...actionSchema, body: CompleteOrderRequest.nullish() } },
    (request) => completeOrder(app.db, request.params, sessionOf(request).userId, request.body?.takeAwayCode),
  );
};
