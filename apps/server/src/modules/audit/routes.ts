import { AuditPage, AuditPerson, AuditQuery, VendorIdParams } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAudit, listAuditPeople } from './service.ts';

/** GET /api/vendor/{vendorId}/audit: the vendor's activity, for owners and managers. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['audit'];
  const config = { access: 'audit.view' } as const;

  app.get(
    '/',
    {
      config,
      schema: { tags, params: VendorIdParams, querystring: AuditQuery, response: { 200: AuditPage } },
    },
    (request) => listAudit(app.db, request.params.vendorId, request.query),
  );

  app.get(
    '/people',
    { config, schema: { tags, params: VendorIdParams, response: { 200: z.array(AuditPerson) } } },
    (request) => listAuditPeople(app.db, request.params.vendorId),
  );
};
