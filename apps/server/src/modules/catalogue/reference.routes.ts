import { CategoryGroup, ServiceSection, TagGroup, Tax, TopCategory } from '@larder/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryTree, listServiceSections, listTaxes, tagTree, topCategories } from './reference.ts';
import { contextOf, tags, view } from './route-kit.ts';

/** Platform reference data: service sections, category tree, tag tree, taxes. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest) => contextOf(app, request);

  app.get(
    '/service_sections',
    { config: view, schema: { tags, response: { 200: z.array(ServiceSection) } } },
    async (request) => listServiceSections(app.db, await context(request)),
  );

  app.get(
    '/categories',
    { config: view, schema: { tags, response: { 200: z.array(CategoryGroup) } } },
    async (request) => categoryTree(app.db, await context(request)),
  );

  app.get(
    '/categories/top',
    { config: view, schema: { tags, response: { 200: z.array(TopCategory) } } },
    async (request) => topCategories(app.db, await context(request)),
  );

  app.get(
    '/tag_groups',
    { config: view, schema: { tags, response: { 200: z.array(TagGroup) } } },
    async (request) => tagTree(app.db, await context(request)),
  );

  app.get('/taxes', { config: view, schema: { tags, response: { 200: z.array(Tax) } } }, () =>
    listTaxes(app.db),
  );
};
