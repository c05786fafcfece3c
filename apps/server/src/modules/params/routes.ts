import {
  ContactParams,
  DeliveryZone,
  OrderSettings,
  ServiceWorkingHours,
  VendorIdParams,
  VendorParams,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/access.ts';
import { auditActorOf } from '../audit/service.ts';
import { getOrderSettings, saveOrderSettings } from './order-settings.ts';
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

/** One vendor's params: /api/vendor/{vendorId}/params (issue 13's order settings). */
export const vendorParamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['params'];
  app.get(
    '/order-settings',
    {
      config: { access: 'orderSettings.view' },
      schema: { tags, params: VendorIdParams, response: { 200: OrderSettings } },
    },
    (request) => getOrderSettings(app.db, request.params.vendorId, app.clock()),
  );
  app.put(
    '/order-settings',
    {
      config: { access: 'orderSettings.edit' },
      schema: { tags, params: VendorIdParams, body: OrderSettings, response: { 200: OrderSettings } },
    },
    (request) =>
      saveOrderSettings(app.db, auditActorOf(request), request.params.vendorId, request.body, app.clock()),
  );
};
