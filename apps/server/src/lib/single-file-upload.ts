import fastifyMultipart from '@fastify/multipart';
import { ERROR_CODES } from '@larder/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** How one upload route names its refusals (each area has its own codes and words). */
export interface SingleFileUpload {
  /** The multipart field the file travels in. */
  field: string;
  maxBytes: number;
  /** What is uploaded, for the messages: "picture", "spreadsheet". */
  what: string;
  tooLarge: () => AppError;
  /** No file in `field`, or more than one part. */
  missing: (message: string) => AppError;
  /** The body could not be read as multipart. */
  unreadable: () => AppError;
}

/**
 * Multipart for the routes of the plugin it is registered in: one file of at most `maxBytes`, no
 * other field. Registered per plugin, so each upload route has its own limit.
 */
export const registerSingleFileUpload = (app: FastifyInstance, upload: SingleFileUpload) =>
  app.register(fastifyMultipart, {
    limits: { fileSize: upload.maxBytes, files: 1, fields: 0, parts: 1 },
  });

/** The upload's bytes, or the refusal its route answers: 415 without multipart, then the upload's own. */
export async function readSingleFile(request: FastifyRequest, upload: SingleFileUpload): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      ERROR_CODES.unsupportedMediaType,
      `Send the ${upload.what} as multipart/form-data in the field "${upload.field}"`,
    );
  }
  try {
    const file = await request.file();
    if (!file || file.fieldname !== upload.field) {
      throw upload.missing(`Send the ${upload.what} in the multipart field "${upload.field}"`);
    }
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw upload.tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw upload.missing(`Send exactly one ${upload.what} and nothing else`);
    }
    throw upload.unreadable();
  }
}
