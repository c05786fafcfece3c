import {
  AccountIdParams,
  ERROR_CODES,
  IMAGE_ERROR_CODES,
  IMAGE_LIMITS,
  IMAGE_UPLOAD_FIELD,
  ImageFileParams,
  ImageUploadQuery,
  UploadedImage,
} from '@larder/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../lib/errors.ts';
import {
  readSingleFile,
  registerSingleFileUpload,
  type SingleFileUpload,
} from '../../lib/single-file-upload.ts';
import { sessionOf } from '../../plugins/access.ts';
import { nonJsonAnswer } from '../../plugins/openapi.ts';
import { storeUpload } from './service.ts';
import { databaseImageStore, type ImageStore, type StoredBlob } from './store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    images: { store: ImageStore; cache: LRUCache<string, StoredBlob> };
  }
}

/** Hot variants kept in memory so a menu page does not query the database per picture. */
const CACHE_BYTES = 64 * 1024 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const tags = ['images'];

const tooLarge = () =>
  new AppError(
    413,
    IMAGE_ERROR_CODES.tooLarge,
    `The picture must be at most ${IMAGE_LIMITS.maxBytes} bytes (${IMAGE_LIMITS.maxBytes / 1024 / 1024} MB)`,
  );

const upload: SingleFileUpload = {
  field: IMAGE_UPLOAD_FIELD,
  maxBytes: IMAGE_LIMITS.maxBytes,
  what: 'picture',
  tooLarge,
  missing: (message) => new AppError(400, IMAGE_ERROR_CODES.missingFile, message),
  unreadable: () => new AppError(400, IMAGE_ERROR_CODES.corrupt, 'The upload could not be read'),
};

/** POST /api/vendor/accounts/{accountId}/images (multipart field `image`). */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerSingleFileUpload(app, upload);

  app.post(
    '/accounts/:accountId/images',
    {
      config: {
        access: 'images.upload',
        multipartForm: {
          type: 'object',
          properties: { [IMAGE_UPLOAD_FIELD]: { type: 'string', format: 'binary' } },
          required: [IMAGE_UPLOAD_FIELD],
        },
      },
      schema: {
        tags,
        params: AccountIdParams,
        querystring: ImageUploadQuery,
        consumes: ['multipart/form-data'],
        response: { 201: UploadedImage },
      },
    },
    async (request, reply) => {
      const { accountId } = sessionOf(request);
      const bytes = await readSingleFile(request, upload);
      const image = await storeUpload(app.db, app.images.store, accountId, request.query.type, bytes);
      return reply.code(201).send(image);
    },
  );
};

/**
 * GET /api/images/{file}: public and immutable. A file name is the hash of its bytes, so the
 * name itself is the strong ETag and a browser never needs to ask twice.
 */
const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags,
    params: ImageFileParams,
    // Every stored variant is WebP (service.ts re-encodes each upload).
    response: nonJsonAnswer('image/webp', 'The picture'),
  };
  app.get('/api/images/:file', { schema }, async (request, reply) => {
    const { file } = request.params;
    const etag = `"${file.slice(0, file.indexOf('.'))}"`;
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      return reply.code(304).header('etag', etag).header('cache-control', IMMUTABLE).send();
    }
    let blob = app.images.cache.get(file);
    if (!blob) {
      blob = (await app.images.store.get(file)) ?? undefined;
      if (!blob) {
        return reply.code(404).send({ code: ERROR_CODES.notFound, message: 'No such picture' });
      }
      app.images.cache.set(file, blob);
    }
    return reply
      .header('content-type', blob.contentType)
      .header('content-length', blob.bytes.length)
      .header('cache-control', IMMUTABLE)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .send(blob.bytes);
  });
};

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '');
    return value === etag || value === '*';
  });
}

/**
 * Bounded by the bytes it holds, not the count: a few 1920-px variants weigh as much as hundreds
 * of thumbnails. A value over an eighth of the budget is served but not kept, or one would evict
 * everything else.
 */
function byteBoundedCache(maxSize: number) {
  return new LRUCache<string, StoredBlob>({
    maxSize,
    maxEntrySize: Math.floor(maxSize / 8),
    sizeCalculation: (blob) => Math.max(1, blob.bytes.length),
  });
}

/** Uploads under /api/vendor, files under /api/images, one store and one cache for both. */
export const imagesPlugin = fp<{ store?: ImageStore; cacheBytes?: number }>(async (app, options) => {
  app.decorate('images', {
    store: options.store ?? databaseImageStore(app.db),
    cache: byteBoundedCache(options.cacheBytes ?? CACHE_BYTES),
  });
  await app.register(uploadRoutes, { prefix: '/api/vendor' });
  await app.register(fileRoutes);
});
