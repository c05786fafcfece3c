import {
  AccountIdParams,
  AmendmentParams,
  CourierEventRequest,
  CreateAccountRequest,
  CreateAccountResponse,
  CreateLocationRequest,
  CreateLocationResponse,
  CreateOrderRequest,
  DeliveredRequest,
  ManagerOrder,
  ManagerOrderParams,
  ManagerVendor,
  ManagerVendorList,
  ManagerVendorListQuery,
  MarketplaceMenu,
  type MarketplaceOrderAction,
  Order,
  VendorIdParams,
} from '@larder/contract';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOT_MODIFIED, PREBUILT_ROUTE, sendPrebuilt } from '../../lib/prebuilt-answer.ts';
import { openAccount } from '../accounts/open-account.ts';
import { openLocation } from '../locations/open-location.ts';
import { answerProposal } from '../orders/amendments.ts';
import { createOrder } from '../orders/create-order.ts';
import { applyCourierEvent, moveByMarketplace } from '../orders/marketplace.ts';
import { managerOrder } from '../orders/marketplace-view.ts';
import { getOrder } from '../orders/service.ts';
import { listManagerVendors, managerVendor } from '../vendors/marketplace-view.ts';
import { menuAnswer } from './menu-feed.ts';

const IdempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(200).optional() });

/**
 * The marketplace-facing API (docs/product.md#the-marketplace-api): orders and courier events arrive here, and the
 * marketplace reads orders and vendors back (their events come by the feed and webhooks).
 */
export const managerRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'marketplace' } as const;
  const tags = ['marketplace'];
  const orderSchema = { tags, params: ManagerOrderParams, response: { 200: Order } };
  const move = async (orderId: number, action: MarketplaceOrderAction) => {
    const order = await moveByMarketplace(app.db, { orderId, action }, app.clock());
    return getOrder(app.db, order.vendorId, order.id, app.clock());
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
        'MARKETPLACE',
        app.clock(),
      );
      return reply.status(created ? 201 : 200).send(order);
    },
  );

  app.post(
    '/accounts',
    { config, schema: { tags, body: CreateAccountRequest, response: { 201: CreateAccountResponse } } },
    async (request, reply) => reply.status(201).send(await openAccount(app.db, request.body)),
  );

  app.post(
    '/accounts/:accountId/vendors',
    {
      config,
      schema: {
        tags,
        params: AccountIdParams,
        body: CreateLocationRequest,
        response: { 201: CreateLocationResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await openLocation(app.db, request.params.accountId, request.body)),
  );

  app.post('/orders/:orderId/paid', { config, schema: orderSchema }, (request) =>
    move(request.params.orderId, 'paid'),
  );

  app.post('/orders/:orderId/cancel', { config, schema: orderSchema }, (request) =>
    move(request.params.orderId, 'cancel'),
  );

  app.post('/orders/:orderId/picked-up', { config, schema: orderSchema }, (request) =>
    move(request.params.orderId, 'pickedUp'),
  );

  app.post(
    '/orders/:orderId/delivered',
    { config, schema: { ...orderSchema, body: DeliveredRequest.nullish() } },
    (request) =>
      move(request.params.orderId, (request.body?.paid ?? true) ? 'delivered' : 'deliveredNotPaid'),
  );

  app.get(
    '/orders/:orderId',
    { config, schema: { tags, params: ManagerOrderParams, response: { 200: ManagerOrder } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return managerOrder(app.db, request.params.orderId, app.clock());
    },
  );

  app.get(
    '/vendors',
    { config, schema: { tags, querystring: ManagerVendorListQuery, response: { 200: ManagerVendorList } } },
    (request) => listManagerVendors(app.db, request.query.after ?? 0, request.query.limit, app.clock()),
  );

  app.get(
    '/vendors/:vendorId',
    { config, schema: { tags, params: VendorIdParams, response: { 200: ManagerVendor } } },
    (request) => managerVendor(app.db, request.params.vendorId, app.clock()),
  );

  app.withTypeProvider<FastifyTypeProviderDefault>().get<{ Params: { vendorId: number } }>(
    '/vendors/:vendorId/menu',
    {
      ...PREBUILT_ROUTE,
      config,
      schema: { tags, params: VendorIdParams, response: { 200: MarketplaceMenu, ...NOT_MODIFIED } },
    },
    async (request, reply) =>
      sendPrebuilt(request, reply, await menuAnswer(app.db, request.params.vendorId, app.clock())),
  );

  app.post(
    '/orders/:orderId/courier',
    { config, schema: { ...orderSchema, body: CourierEventRequest } },
    async (request) => {
      const order = await applyCourierEvent(app.db, request.params.orderId, request.body, app.clock());
      return getOrder(app.db, order.vendorId, order.id, app.clock());
    },
  );

  // The customer's answer to a substitute the kitchen proposed, once, before the deadline
  // (docs/product.md#changing-an-accepted-order).
  const answerSchema = { tags, params: AmendmentParams, response: { 200: Order } };
  app.post('/orders/:orderId/amendments/:amendmentId/accept', { config, schema: answerSchema }, (request) =>
    answerProposal(app.db, request.params.orderId, request.params.amendmentId, true, app.clock()),
  );
  app.post('/orders/:orderId/amendments/:amendmentId/reject', { config, schema: answerSchema }, (request) =>
    answerProposal(app.db, request.params.orderId, request.params.amendmentId, false, app.clock()),
  );
};
