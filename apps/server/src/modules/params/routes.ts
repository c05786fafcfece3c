import { ContactParams, DeliveryZone, ServiceWorkingHours, VendorParams } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/access.ts';
import { loadContacts, loadDeliveryZone, loadServiceWorkingHours, loadVendorParams } from './service.ts';

export const paramsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'session' } as const;
  const tags = ['params'];
  app.get('/', { config, schema: { tags, response: { 200: VendorParams } } }, (request) =>
    loadVendorParams(app.db, sessionOf(request).accountId, {
      tileUrl: app.config.tileUrl,
      geocoder: app.config.geocoderUrl !== undefined,
    }),
  );
  app.get('/contacts', { config, schema: { tags, response: { 200: ContactParams } } }, () =>
    loadContacts(app.db),
  );
  app.get('/working-hours', { config, schema: { tags, response: { 200: ServiceWorkingHours } } }, () =>
    loadServiceWorkingHours(app.db),
  );
  app.get('/delivery-zone', { config, schema: { tags, response: { 200: DeliveryZone } } }, () =>
    loadDeliveryZone(app.db),
  );
};
