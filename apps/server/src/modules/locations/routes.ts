import { CopyLocationSettingsRequest, CopyLocationSettingsResponse, VendorIdParams } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/access.ts';
import { copyLocationSettings } from './copy-settings.ts';

/** The account's locations as a whole (docs/product.md#accounts-vendors-and-users). */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/copy-settings',
    {
      config: { access: 'locations.copySettings' },
      schema: {
        tags: ['locations'],
        params: VendorIdParams,
        body: CopyLocationSettingsRequest,
        response: { 200: CopyLocationSettingsResponse },
      },
    },
    (request) =>
      copyLocationSettings(app.db, sessionOf(request), request.params.vendorId, request.body, app.clock()),
  );
};
