import {
  CreateWebhookRequest,
  EventIdParams,
  RedeliverResponse,
  UpdateWebhookRequest,
  Webhook,
  WebhookDeliveryList,
  WebhookDeliveryQuery,
  WebhookIdParams,
  WebhookList,
  WebhookWithSecret,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listDeliveries,
  listWebhooks,
  redeliverEvent,
  rotateSecret,
  updateWebhook,
} from './service.ts';

/** The marketplace's webhook endpoints and their deliveries (bearer token). */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'marketplace' } as const;
  const tags = ['webhooks'];
  const allowPrivate = app.config.webhookAllowPrivate;
  // Secrets and delivery records are the marketplace's alone: no cache keeps them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/webhooks',
    {
      config: { ...config, errors: [409] },
      schema: { tags, body: CreateWebhookRequest, response: { 201: WebhookWithSecret } },
    },
    async (request, reply) =>
      reply.status(201).send(await createWebhook(app.db, request.body, allowPrivate, app.clock())),
  );

  app.get('/webhooks', { config, schema: { tags, response: { 200: WebhookList } } }, async () => ({
    webhooks: await listWebhooks(app.db),
  }));

  app.get(
    '/webhooks/:webhookId',
    { config, schema: { tags, params: WebhookIdParams, response: { 200: Webhook } } },
    (request) => getWebhook(app.db, request.params.webhookId),
  );

  app.patch(
    '/webhooks/:webhookId',
    {
      config,
      schema: { tags, params: WebhookIdParams, body: UpdateWebhookRequest, response: { 200: Webhook } },
    },
    (request) => updateWebhook(app.db, request.params.webhookId, request.body, allowPrivate),
  );

  app.delete(
    '/webhooks/:webhookId',
    { config, schema: { tags, params: WebhookIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteWebhook(app.db, request.params.webhookId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/webhooks/:webhookId/rotate-secret',
    { config, schema: { tags, params: WebhookIdParams, response: { 200: WebhookWithSecret } } },
    (request) => rotateSecret(app.db, request.params.webhookId, app.clock()),
  );

  app.get(
    '/webhooks/:webhookId/deliveries',
    {
      config,
      schema: {
        tags,
        params: WebhookIdParams,
        querystring: WebhookDeliveryQuery,
        response: { 200: WebhookDeliveryList },
      },
    },
    (request) => listDeliveries(app.db, request.params.webhookId, request.query),
  );

  app.post(
    '/events/:eventId/redeliver',
    { config, schema: { tags, params: EventIdParams, response: { 200: RedeliverResponse } } },
    async (request) => ({ queued: await redeliverEvent(app.db, request.params.eventId, app.clock()) }),
  );
};
