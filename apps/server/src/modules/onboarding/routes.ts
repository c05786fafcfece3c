import { Ok, OnboardingEventRequest, VendorIdParams } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/access.ts';
import { recordClientEvent } from './service.ts';

/**
 * POST /api/vendor/{vendorId}/onboarding/events {event}: the browser reports that a creation modal was opened
 * (a creation started, docs/product.md#onboarding). Only those who may create catalogue items report.
 */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: { access: 'catalogue.edit' },
      schema: {
        tags: ['onboarding'],
        params: VendorIdParams,
        body: OnboardingEventRequest,
        response: { 200: Ok },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      await recordClientEvent(app.db, { userId, vendorId: request.params.vendorId }, request.body.event);
      return { ok: true as const };
    },
  );
};
