import {
  ActiveOrders,
  AmendOrderRequest,
  ApproveOrderQuery,
  CompleteOrderRequest,
  DeclineOrderRequest,
  Order,
  OrderParams,
  VendorIdParams,
} from '@larder/contract';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOT_MODIFIED, PREBUILT_ROUTE, sendPrebuilt } from '../../lib/prebuilt-answer.ts';
import { sessionOf } from '../../plugins/access.ts';
import { approveOrder, completeOrder, declineOrder, readyOrder } from './actions.ts';
import { amendOrder } from './amendments.ts';
import { getOrder, listActiveOrders } from './service.ts';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];
  const view = { access: 'orders.view' } as const;
  const handle = { access: 'orders.handle' } as const;
  const actionSchema = { tags, params: OrderParams, response: { 200: Order } };

  // Served from the per-vendor cache, prebuilt (list-cache.ts): a poll costs a buffer copy, or a
  // 304 when the client holds the list already, sent without a promise when the copy is held. The
  // zod schemas still validate the params and document the answer; the default type provider lets
  // this one handler send the bytes as they are.
  app.withTypeProvider<FastifyTypeProviderDefault>().get<{ Params: { vendorId: number } }>(
    '/',
    {
      ...PREBUILT_ROUTE,
      config: view,
      schema: { tags, params: VendorIdParams, response: { 200: ActiveOrders, ...NOT_MODIFIED } },
    },
    (request, reply) => {
      const { vendorId } = request.params;
      const held = app.ordersCache.held(vendorId);
      if (held) return sendPrebuilt(request, reply, held);
      return app.ordersCache
        .answer(vendorId, () => listActiveOrders(app.db, vendorId, app.clock()))
        .then((list) => sendPrebuilt(request, reply, list));
    },
  );

  app.get(
    '/:orderId',
    { config: view, schema: { tags, params: OrderParams, response: { 200: Order } } },
    (request) => getOrder(app.db, request.params.vendorId, request.params.orderId, app.clock()),
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
      declineOrder(
        app.db,
        request.params,
        sessionOf(request).userId,
        request.body?.declineComment ?? null,
        app.clock(),
      ),
  );

  app.put('/:orderId/ready', { config: handle, schema: actionSchema }, (request) =>
    readyOrder(app.db, request.params, sessionOf(request).userId, app.clock()),
  );

  app.put(
    '/:orderId/complete',
    { config: handle, schema: { ...actionSchema, body: CompleteOrderRequest.nullish() } },
    (request) =>
      completeOrder(
        app.db,
        request.params,
        sessionOf(request).userId,
        request.body?.takeAwayCode,
        app.clock(),
      ),
  );

  // Issue 24: remove or reduce lines and modifiers at once, propose substitutes to the customer.
  app.post(
    '/:orderId/amend',
    { config: handle, schema: { ...actionSchema, body: AmendOrderRequest } },
    (request) => amendOrder(app.db, request.params, sessionOf(request), request.body, app.clock()),
  );
};
