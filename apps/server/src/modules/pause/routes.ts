import { AutoPauseSettings, PauseRequest, PauseState, VendorIdParams } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../audit/service.ts';
import { dismissAutoPauseNotice, getAutoPause, pauseVendor, resumeVendor, setAutoPause } from './service.ts';

/** Pause and resume intake, and the auto-pause setting (under /api/vendor/:vendorId). */
export const pauseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['pause'];
  const config = { access: 'vendor.pause' } as const;
  const stateSchema = { tags, params: VendorIdParams, response: { 200: PauseState } };

  app.put('/pause', { config, schema: { ...stateSchema, body: PauseRequest } }, (request) =>
    pauseVendor(app.db, auditActorOf(request), request.params.vendorId, request.body, app.clock()),
  );

  app.delete('/pause', { config, schema: stateSchema }, (request) =>
    resumeVendor(app.db, auditActorOf(request), request.params.vendorId, app.clock()),
  );

  app.delete('/pause/notice', { config, schema: stateSchema }, (request) =>
    dismissAutoPauseNotice(app.db, request.params.vendorId, app.clock()),
  );

  const settingsSchema = { tags, params: VendorIdParams, response: { 200: AutoPauseSettings } };
  app.get('/params/auto-pause', { config, schema: settingsSchema }, (request) =>
    getAutoPause(app.db, request.params.vendorId),
  );
  app.put(
    '/params/auto-pause',
    { config, schema: { ...settingsSchema, body: AutoPauseSettings } },
    (request) =>
      setAutoPause(app.db, auditActorOf(request), request.params.vendorId, request.body, app.clock()),
  );
};
