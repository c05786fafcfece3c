import {
  CreateReviewRequest,
  Review,
  ReviewHistogram,
  ReviewParams,
  ReviewReplyRequest,
  ReviewsPage,
  ReviewsQuery,
  VendorIdParams,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/access.ts';
import { createReview, listReviews, replyToReview, reviewHistogram } from './service.ts';

const tags = ['reviews'];

/** Reviews, vendor side (docs/product.md#reviews): the list, the histogram and the one public reply. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = { access: 'reviews.view' } as const;
  app.get(
    '/',
    {
      config: view,
      schema: { tags, params: VendorIdParams, querystring: ReviewsQuery, response: { 200: ReviewsPage } },
    },
    (request) => listReviews(app.db, request.params.vendorId, request.query),
  );
  app.get(
    '/histogram',
    { config: view, schema: { tags, params: VendorIdParams, response: { 200: ReviewHistogram } } },
    (request) => reviewHistogram(app.db, request.params.vendorId),
  );
  app.post(
    '/:reviewId/reply',
    {
      config: { access: 'reviews.reply' },
      schema: { tags, params: ReviewParams, body: ReviewReplyRequest, response: { 200: Review } },
    },
    (request) =>
      replyToReview(
        app.db,
        request.params.vendorId,
        request.params.reviewId,
        sessionOf(request).userId,
        request.body.text,
      ),
  );
};

/** The marketplace posts a customer's review (docs/product.md#reviews). */
export const marketplaceReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vendors/:vendorId/reviews',
    {
      config: { access: 'marketplace' },
      schema: {
        tags: ['marketplace'],
        params: VendorIdParams,
        body: CreateReviewRequest,
        response: { 201: Review },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createReview(app.db, request.params.vendorId, request.body)),
  );
};
