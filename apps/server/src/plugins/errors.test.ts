import { ApiError, ERROR_CODES, isAppErrorCode } from '@larder/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/errors.ts';
import { registerErrorHandler } from './errors.ts';

/** The handler alone, on routes that fail as a service or the framework would. */
const app = Fastify({ logger: false });
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const response = { 200: z.object({}), 400: ApiError, 404: ApiError, 409: ApiError, 418: ApiError };
  app.get('/conflict', { schema: { response } }, async () => {
    throw new AppError(409, ERROR_CODES.alreadyExists, 'Taken');
  });
  // A code outside the catalogue only gets here through a cast; its schema stops it.
  app.get('/uncatalogued', { schema: { response } }, async () => {
    throw new AppError(409, 'SomethingNew' as typeof ERROR_CODES.alreadyExists, 'Not in the catalogue');
  });
  app.get('/framework/:status', { schema: { response } }, async (request) => {
    const status = Number((request.params as { status: string }).status);
    throw Object.assign(new Error('Refused by a plugin'), { statusCode: status, code: 'FST_SOMETHING' });
  });
  await app.ready();
});
afterAll(() => app.close());

describe('the error handler', () => {
  it("answers a service's refusal with its catalogued code", async () => {
    const answer = await app.inject({ url: '/conflict' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ code: ERROR_CODES.alreadyExists, message: 'Taken' });
  });

  it('lets no code outside the catalogue leave as a client error', async () => {
    const answer = await app.inject({ url: '/uncatalogued' });
    expect(answer.statusCode).toBe(500);
    expect(isAppErrorCode(answer.json().code)).toBe(false);
  });

  it("answers the framework's own refusals by the catalogue's code for their status", async () => {
    const codes = await Promise.all(
      [400, 404, 418].map(async (status) => {
        const answer = await app.inject({ url: `/framework/${status}` });
        return [answer.statusCode, answer.json().code];
      }),
    );
    expect(codes).toEqual([
      [400, ERROR_CODES.badRequest],
      [404, ERROR_CODES.notFound],
      [418, ERROR_CODES.badRequest],
    ]);
  });
});
