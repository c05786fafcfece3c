import { PassThrough } from 'node:stream';
import {
  ArchiveExportQuery,
  ArchiveOrder,
  ArchiveOrdersPage,
  ArchiveOrdersQuery,
  defaultExportName,
  EXPORT_LABELS,
  EXPORT_ROW_COUNT_HEADER,
  exportFileName,
  OrderParams,
  VendorIdParams,
} from '@larder/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/access.ts';
import { nonJsonAnswer } from '../../plugins/openapi.ts';
import { orderViewContext } from '../orders/service.ts';
import { writeArchiveWorkbook } from './export.ts';
import {
  countArchiveOrders,
  getArchiveOrder,
  listArchiveOrders,
  locationNames,
  resolvePeriod,
  scopedVendorIds,
} from './service.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** RFC 6266: an ASCII fallback plus the UTF-8 name, so a Russian title survives every browser. */
const contentDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The archive: the paged list, one order, and the xlsx export (docs/product.md#archive-and-export). */
export const archiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['archive'];
  const config = { access: 'archive.view' } as const;

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        params: VendorIdParams,
        querystring: ArchiveOrdersQuery,
        response: { 200: ArchiveOrdersPage },
      },
    },
    (request) => {
      const { vendorId } = request.params;
      const vendorIds = scopedVendorIds(sessionOf(request), vendorId, request.query.locations);
      return listArchiveOrders(app.db, vendorId, request.query, new Date(), vendorIds);
    },
  );

  app.get(
    '/excel',
    {
      config,
      schema: {
        tags,
        params: VendorIdParams,
        querystring: ArchiveExportQuery,
        response: nonJsonAnswer(XLSX, 'The archive of the period as an Excel workbook'),
      },
    },
    async (request, reply) => {
      const { vendorId } = request.params;
      const query = request.query;
      const now = new Date();
      const { timeZone, lang: menuLanguage } = await orderViewContext(app.db, vendorId);
      const period = resolvePeriod(query, timeZone, now);
      const vendorIds = scopedVendorIds(sessionOf(request), vendorId, query.locations);
      const filter = { vendorIds, ...period, status: query.status };
      const { rows, currencyCode } = await countArchiveOrders(app.db, filter);
      const names = query.locations ? await locationNames(app.db, vendorIds) : undefined;
      const name = exportFileName(
        query.name ?? defaultExportName(EXPORT_LABELS[query.lang].title, now, timeZone),
      );

      const out = new PassThrough();
      const abort = new AbortController();
      // The client went away before the last byte: stop reading orders for it.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      writeArchiveWorkbook(app.db, out, {
        filter,
        timeZone,
        menuLanguage,
        currencyCode,
        lang: query.lang,
        ...(names ? { locationNames: names } : {}),
        signal: abort.signal,
      })
        .then(() => {
          if (abort.signal.aborted) out.destroy();
        })
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'archive export failed');
          out.destroy(error as Error);
        });
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition(name))
        .header('cache-control', 'no-store')
        .header(EXPORT_ROW_COUNT_HEADER, String(rows))
        .send(out);
    },
  );

  app.get(
    '/:orderId',
    { config, schema: { tags, params: OrderParams, response: { 200: ArchiveOrder } } },
    (request) => getArchiveOrder(app.db, request.params.vendorId, request.params.orderId),
  );
};
