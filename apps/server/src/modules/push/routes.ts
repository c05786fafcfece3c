import { FcmTokenHeaders, FcmTokenRequest, Ok } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/access.ts';
import { saveFcmToken } from './service.ts';

/** POST /api/vendor/fcm_token: the device's push token, for the marketplace's push sender. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/fcm_token',
    {
      config: { access: 'session' },
      schema: { tags: ['push'], headers: FcmTokenHeaders, body: FcmTokenRequest, response: { 200: Ok } },
    },
    async (request) => {
      await saveFcmToken(app.db, sessionOf(request).userId, request.headers['x-platform'], request.body);
      return { ok: true as const };
    },
  );
};
