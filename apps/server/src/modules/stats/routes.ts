import { Statistic, StatisticQuery, VendorIdParams } from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/access.ts';
import { scopedVendorIds } from '../archive/service.ts';
import { getStatistic } from './service.ts';

/** Statistics: orderStats and paymentStats of a period (docs/product.md#statistics). */
export const statisticRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'statistics.view' },
      schema: {
        tags: ['statistics'],
        params: VendorIdParams,
        querystring: StatisticQuery,
        response: { 200: Statistic },
      },
    },
    (request) =>
      getStatistic(
        app.db,
        request.params.vendorId,
        { from: new Date(request.query.from), to: new Date(request.query.to) },
        new Date(),
        scopedVendorIds(sessionOf(request), request.params.vendorId, request.query.locations),
      ),
  );
};
