import { ERROR_CODES } from '@larder/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

/**
 * Every failure leaves as `{code, message}` (docs/product.md#errors). Known client mistakes map to 4xx;
 * anything else is logged and answered 500 without internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ code: error.code, message: error.message, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field =
        first?.instancePath && first.instancePath !== '/'
          ? first.instancePath.slice(1).replaceAll('/', '.')
          : '';
      const where = field ? `${error.validationContext} field ${field}` : error.validationContext;
      return reply.status(400).send({
        code: ERROR_CODES.validation,
        message: `Invalid ${where ?? 'request'}: ${first?.message ?? 'invalid value'}`,
        details: error.validation.map((v) => ({ path: v.instancePath, message: v.message })),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
      return reply.status(500).send({ code: ERROR_CODES.internal, message: 'Something went wrong' });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply
          .status(400)
          .send({ code: ERROR_CODES.malformedJson, message: 'The body is not valid JSON' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply
          .status(413)
          .send({ code: ERROR_CODES.payloadTooLarge, message: 'The request is too large' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH': {
        // The media type the route takes, as its schema declares it (the image upload's multipart).
        const consumes = request.routeOptions.schema?.consumes ?? ['application/json'];
        return reply.status(415).send({
          code: ERROR_CODES.unsupportedMediaType,
          message: `Send the body as ${consumes.join(' or ')}`,
        });
      }
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: ERROR_CODES.rateLimited, message: error.message });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ code: error.code ?? 'BadRequest', message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: ERROR_CODES.internal, message: 'Something went wrong' });
  });
}
