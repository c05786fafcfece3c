import { EventFeedPage, EventFeedQuery } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../lib/prebuilt-answer.ts';
import { readFeed } from './feed.ts';

/** The marketplace's pull feed of events (bearer token). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      config: { access: 'marketplace', errors: [410] },
      schema: { tags: ['marketplace'], querystring: EventFeedQuery, response: { 200: EventFeedPage } },
    },
    async (request, reply) => {
      // Every event committed before this request is positioned before the page is read.
      await app.outbox.sequence();
      const page = await readFeed(app.db, request.query);
      return sendJsonText(reply, page.json);
    },
  );
};
