import { SpecialHours, SpecialHoursRequest, VendorIdParams } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../audit/service.ts';
import { getSpecialHours, saveSpecialHours } from './service.ts';

/**
 * A vendor's special and holiday hours (under /api/vendor/:vendorId). They decide when the intake
 * takes orders, as the order settings do, so they share those settings' permissions: everyone sees
 * them, owners and managers change them.
 */
export const specialHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['special-hours'];
  app.get(
    '/special-hours',
    {
      config: { access: 'orderSettings.view' },
      schema: { tags, params: VendorIdParams, response: { 200: SpecialHours } },
    },
    (request) => getSpecialHours(app.db, request.params.vendorId, app.clock()),
  );
  app.put(
    '/special-hours',
    {
      config: { access: 'orderSettings.edit' },
      schema: { tags, params: VendorIdParams, body: SpecialHoursRequest, response: { 200: SpecialHours } },
    },
    (request) =>
      saveSpecialHours(app.db, auditActorOf(request), request.params.vendorId, request.body, app.clock()),
  );
};
