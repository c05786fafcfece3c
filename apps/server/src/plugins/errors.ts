import { type AppErrorCode, ERROR_CODES } from '@larder/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

/** The one way an error leaves: its code is one of the contract's catalogue, which the web translates. */
function answer(reply: FastifyReply, status: number, code: AppErrorCode, message: string, details?: unknown) {
  return reply.status(status).send({ code, message, details });
}

/**
 * A refusal of the framework or a plugin (a 4xx of its own) by the catalogue's code for its status:
 * its own codes (`FST_…`) name its internals, which no client can look up.
 */
const CODE_OF_STATUS: Partial<Record<number, AppErrorCode>> = {
  401: ERROR_CODES.notAuthenticated,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
};

/**
 * Every failure leaves as `{code, message}` (docs/product.md#errors). Known client mistakes map to 4xx;
 * anything else is logged and answered 500 without internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return answer(reply, error.statusCode, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field =
        first?.instancePath && first.instancePath !== '/'
          ? first.instancePath.slice(1).replaceAll('/', '.')
          : '';
      const where = field ? `${error.validationContext} field ${field}` : error.validationContext;
      return answer(
        reply,
        400,
        ERROR_CODES.validation,
        `Invalid ${where ?? 'request'}: ${first?.message ?? 'invalid value'}`,
        error.validation.map((v) => ({ path: v.instancePath, message: v.message })),
      );
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
      return answer(reply, 500, ERROR_CODES.internal, 'Something went wrong');
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return answer(reply, 400, ERROR_CODES.malformedJson, 'The body is not valid JSON');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return answer(reply, 413, ERROR_CODES.payloadTooLarge, 'The request is too large');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH': {
        // The media type the route takes, as its schema declares it (the image upload's multipart).
        const consumes = request.routeOptions.schema?.consumes ?? ['application/json'];
        return answer(
          reply,
          415,
          ERROR_CODES.unsupportedMediaType,
          `Send the body as ${consumes.join(' or ')}`,
        );
      }
    }
    if (error.statusCode === 429) {
      return answer(reply, 429, ERROR_CODES.rateLimited, error.message);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = CODE_OF_STATUS[error.statusCode] ?? ERROR_CODES.badRequest;
      return answer(reply, error.statusCode, code, error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return answer(reply, 500, ERROR_CODES.internal, 'Something went wrong');
  });
}
