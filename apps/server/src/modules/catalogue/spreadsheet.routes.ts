import { PassThrough } from 'node:stream';
import {
  AccountIdParams,
  can,
  MENU_SPREADSHEET_ERROR_CODES,
  MENU_SPREADSHEET_FIELD,
  MENU_SPREADSHEET_LIMITS,
  MenuImportApplied,
  MenuImportParams,
  MenuImportPreview,
} from '@larder/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import {
  readSingleFile,
  registerSingleFileUpload,
  type SingleFileUpload,
} from '../../lib/single-file-upload.ts';
import { sessionOf } from '../../plugins/access.ts';
import { nonJsonAnswer } from '../../plugins/openapi.ts';
import { contextOf, edit, tags } from './route-kit.ts';
import { applyImport } from './spreadsheet-apply.ts';
import { writeMenuWorkbook } from './spreadsheet-export.ts';
import { previewImport } from './spreadsheet-import.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const upload: SingleFileUpload = {
  field: MENU_SPREADSHEET_FIELD,
  maxBytes: MENU_SPREADSHEET_LIMITS.maxBytes,
  what: 'spreadsheet',
  tooLarge: () =>
    new AppError(
      413,
      MENU_SPREADSHEET_ERROR_CODES.tooLarge,
      `The file must be at most ${MENU_SPREADSHEET_LIMITS.maxBytes} bytes (${MENU_SPREADSHEET_LIMITS.maxBytes / 1024 / 1024} MB)`,
    ),
  missing: (message) => new AppError(400, MENU_SPREADSHEET_ERROR_CODES.missingFile, message),
  unreadable: () =>
    new AppError(400, MENU_SPREADSHEET_ERROR_CODES.unreadable, 'The upload could not be read'),
};

/**
 * /accounts/{accountId}/catalogue/export.xlsx and /import: the menu as a spreadsheet
 * (docs/product.md#the-menu-as-a-spreadsheet), for those who edit products (catalogue.edit).
 */
export const spreadsheetRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerSingleFileUpload(app, upload);
  const context = (request: FastifyRequest) => contextOf(app, request);
  const account = '/accounts/:accountId/catalogue';

  app.get(
    `${account}/export.xlsx`,
    {
      config: edit,
      schema: {
        tags,
        params: AccountIdParams,
        response: nonJsonAnswer(XLSX, 'The catalogue as an Excel workbook, one row per product per section'),
      },
    },
    async (request, reply) => {
      const ctx = await context(request);
      const out = new PassThrough();
      writeMenuWorkbook(app.db, ctx, out).catch((error: unknown) => {
        request.log.error({ err: error }, 'menu export failed');
        out.destroy(error as Error);
      });
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="menu.xlsx"')
        .header('cache-control', 'no-store')
        .send(out);
    },
  );

  app.post(
    `${account}/import`,
    {
      config: {
        ...edit,
        multipartForm: {
          type: 'object',
          properties: { [MENU_SPREADSHEET_FIELD]: { type: 'string', format: 'binary' } },
          required: [MENU_SPREADSHEET_FIELD],
        },
      },
      schema: {
        tags,
        params: AccountIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: MenuImportPreview },
      },
    },
    async (request) => {
      const ctx = await context(request);
      const bytes = await readSingleFile(request, upload);
      return previewImport(app.db, ctx, bytes, {
        mayPrice: can(sessionOf(request).role, 'catalogue.price'),
      });
    },
  );

  app.post(
    `${account}/import/:previewId/apply`,
    {
      config: edit,
      schema: { tags, params: MenuImportParams, response: { 200: MenuImportApplied } },
    },
    async (request) => applyImport(app.db, await context(request), request.params.previewId),
  );
};
