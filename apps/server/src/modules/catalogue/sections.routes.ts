import {
  IdParams,
  Ok,
  Section,
  SectionProductParams,
  SectionProductRequest,
  UpdateSectionRequest,
  WorkingHoursRequest,
} from '@larder/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadSection } from './load.ts';
import { contextOf, edit, ok, tags, view } from './route-kit.ts';
import {
  addProductToSection,
  deleteSection,
  removeProductFromSection,
  setSectionWorkingHours,
  updateSection,
} from './sections.ts';

/** /sections/{id}...: looked up within the session's account (another account's id answers 404). */
export const sectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest) => contextOf(app, request);

  app.get(
    '/sections/:id',
    { config: view, schema: { tags, params: IdParams, response: { 200: Section } } },
    async (request) => loadSection(app.db, await context(request), request.params.id),
  );

  app.put(
    '/sections/:id',
    {
      config: edit,
      schema: { tags, params: IdParams, body: UpdateSectionRequest, response: { 200: Section } },
    },
    async (request) => {
      const ctx = await context(request);
      await updateSection(app.db, ctx, request.params.id, request.body);
      return loadSection(app.db, ctx, request.params.id);
    },
  );

  app.delete(
    '/sections/:id',
    { config: edit, schema: { tags, params: IdParams, response: { 200: Ok } } },
    async (request) => {
      await deleteSection(app.db, await context(request), request.params.id);
      return ok;
    },
  );

  app.put(
    '/sections/:id/working_hours',
    {
      config: edit,
      schema: { tags, params: IdParams, body: WorkingHoursRequest, response: { 200: Section } },
    },
    async (request) => {
      const ctx = await context(request);
      await setSectionWorkingHours(app.db, ctx, request.params.id, request.body);
      return loadSection(app.db, ctx, request.params.id);
    },
  );

  app.post(
    '/sections/:id/products',
    {
      config: edit,
      schema: { tags, params: IdParams, body: SectionProductRequest, response: { 200: Section } },
    },
    async (request) => {
      const ctx = await context(request);
      await addProductToSection(app.db, ctx, request.params.id, request.body.productID);
      return loadSection(app.db, ctx, request.params.id);
    },
  );

  app.delete(
    '/sections/:id/products/:productId',
    { config: edit, schema: { tags, params: SectionProductParams, response: { 200: Section } } },
    async (request) => {
      const ctx = await context(request);
      await removeProductFromSection(app.db, ctx, request.params.id, request.params.productId);
      return loadSection(app.db, ctx, request.params.id);
    },
  );
};
