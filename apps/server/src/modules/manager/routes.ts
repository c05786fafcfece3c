import {
  CourierEventRequest,
  CreateAccountRequest,
  CreateAccountResponse,
  CreateOrderRequest,
  DeliveredRequest,
  ManagerOrderParams,
  Order,
  VendorIdParams,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openAccount } from '../accounts/open-account.ts';
import { getOrder, transitionOrder, updateCourier } from '../orders/service.ts';
import { createOrder } from './create-order.ts';

const IdempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(200).optional() });

/** The marketplace-facing API (DESIGN §1): orders and courier events arrive here. */
export const managerRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'marketplace' } as const;
  const tags = ['marketplace'];
  const orderSchema = { tags, params: ManagerOrderParams, response: { 200: Order } };
  const answer = async (orderId: number, vendorId: number) => {
    // This instance reads the list fresh at once; other instances hear the NOTIFY.
    app.ordersCache.invalidate(vendorId);
    return getOrder(app.db, vendorId, orderId);
  };

  app.post(
    '/vendors/:vendorId/orders',
    {
      config,
      schema: {
        tags,
        params: VendorIdParams,
        headers: IdempotencyHeaders,
        body: CreateOrderRequest,
        response: { 200: Order, 201: Order },
      },
    },
    async (request, reply) => {
      const { order, created } = await createOrder(
        app.db,
        request.params.vendorId,
        request.body,
        request.headers['idempotency-key'],
      );
      if (created) app.ordersCache.invalidate(order.vendorId);
      return reply.status(created ? 201 : 200).send(order);
    },
  );

  app.post(
    '/accounts',
    { config, schema: { tags, body: CreateAccountRequest, response: { 201: CreateAccountResponse } } },
    async (request, reply) => reply.status(201).send(await openAccount(app.db, request.body)),
  );

  app.post('/orders/:orderId/paid', { config, schema: orderSchema }, async (request) => {
    const order = await transitionOrder(app.db, {
      orderId: request.params.orderId,
      action: 'paid',
      actor: 'MARKETPLACE',
      liveType: 'NEW_ORDER',
    });
    return answer(order.id, order.vendorId);
  });

  app.post('/orders/:orderId/cancel', { config, schema: orderSchema }, async (request) => {
    const order = await transitionOrder(app.db, {
      orderId: request.params.orderId,
      action: 'cancel',
      actor: 'MARKETPLACE',
    });
    return answer(order.id, order.vendorId);
  });

  app.post('/orders/:orderId/picked-up', { config, schema: orderSchema }, async (request) => {
    const order = await transitionOrder(app.db, {
      orderId: request.params.orderId,
      action: 'pickedUp',
      actor: 'MARKETPLACE',
    });
    return answer(order.id, order.vendorId);
  });

  app.post(
    '/orders/:orderId/delivered',
    { config, schema: { ...orderSchema, body: DeliveredRequest.nullish() } },
    async (request) => {
      const paid = request.body?.paid ?? true;
      const order = await transitionOrder(app.db, {
        orderId: request.params.orderId,
        action: paid ? 'delivered' : 'deliveredNotPaid',
        actor: 'MARKETPLACE',
      });
      return answer(order.id, order.vendorId);
    },
  );

  app.post(
    '/orders/:orderId/courier',
    { config, schema: { ...orderSchema, body: CourierEventRequest } },
    async (request) => {
      const event = request.body;
      const orderId = request.params.orderId;
      const order =
        event.event === 'FOUND'
          ? await updateCourier(app.db, orderId, { courier: event.courier }, 'COURIER_FOUND', (o) => ({
              courier: o.courier,
            }))
          : event.event === 'CANCEL'
            ? await updateCourier(
                app.db,
                orderId,
                { courier: null, courierLatitude: null, courierLongitude: null },
                'COURIER_CANCEL',
                () => ({}),
              )
            : await updateCourier(
                app.db,
                orderId,
                { courierLatitude: event.location.latitude, courierLongitude: event.location.longitude },
                'COURIER_LOCATION_UPDATE',
                () => ({ location: event.location }),
              );
      return answer(order.id, order.vendorId);
    },
  );
};
