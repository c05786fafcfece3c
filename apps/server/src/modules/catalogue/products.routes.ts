import {
  AvailableRequest,
  CloneProductRequest,
  CreatedId,
  IdParams,
  NutritionRequest,
  Ok,
  Product,
  ProductImageRequest,
  ProductTagParams,
  ProductTagRequest,
  RestockRequest,
  UpdateProductRequest,
} from '@larder/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setProductAvailable } from './availability.ts';
import { loadProduct } from './load.ts';
import {
  addProductTag,
  cloneProduct,
  deleteProduct,
  removeProductTag,
  setProductImage,
  setProductNutrition,
  updateProduct,
} from './products.ts';
import { assertMayPrice, availability, contextOf, edit, ok, RESTOCK_DOC, tags, view } from './route-kit.ts';
import { restockProduct } from './stock.ts';

/** /products/{id}...: looked up within the session's account (another account's id answers 404). */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest) => contextOf(app, request);

  app.get(
    '/products/:id',
    { config: view, schema: { tags, params: IdParams, response: { 200: Product } } },
    async (request) => loadProduct(app.db, await context(request), request.params.id),
  );

  app.put(
    '/products/:id',
    {
      config: edit,
      schema: { tags, params: IdParams, body: UpdateProductRequest, response: { 200: Product } },
    },
    async (request) => {
      const ctx = await context(request);
      assertMayPrice(request, request.body);
      await updateProduct(app.db, ctx, request.params.id, request.body);
      return loadProduct(app.db, ctx, request.params.id);
    },
  );

  app.delete(
    '/products/:id',
    { config: edit, schema: { tags, params: IdParams, response: { 200: Ok } } },
    async (request) => {
      await deleteProduct(app.db, await context(request), request.params.id);
      return ok;
    },
  );

  app.put(
    '/products/:id/available',
    {
      config: availability,
      schema: { tags, params: IdParams, body: AvailableRequest, response: { 200: Product } },
    },
    async (request) => {
      const ctx = await context(request);
      await setProductAvailable(app.db, ctx, request.params.id, request.body);
      return loadProduct(app.db, ctx, request.params.id);
    },
  );

  app.post(
    '/products/:id/restock',
    {
      config: availability,
      schema: { tags, ...RESTOCK_DOC, params: IdParams, body: RestockRequest, response: { 200: Product } },
    },
    async (request) => {
      const ctx = await context(request);
      await restockProduct(app.db, ctx, request.params.id, request.body);
      return loadProduct(app.db, ctx, request.params.id);
    },
  );

  app.put(
    '/products/:id/nutrition',
    { config: edit, schema: { tags, params: IdParams, body: NutritionRequest, response: { 200: Product } } },
    async (request) => {
      const ctx = await context(request);
      await setProductNutrition(app.db, ctx, request.params.id, request.body);
      return loadProduct(app.db, ctx, request.params.id);
    },
  );

  for (const orientation of ['horizontal', 'vertical'] as const) {
    app.put(
      `/products/:id/${orientation}_image`,
      {
        config: edit,
        schema: { tags, params: IdParams, body: ProductImageRequest, response: { 200: Product } },
      },
      async (request) => {
        const ctx = await context(request);
        await setProductImage(app.db, ctx, request.params.id, orientation, request.body);
        return loadProduct(app.db, ctx, request.params.id);
      },
    );
  }

  app.post(
    '/products/:id/tags',
    { config: edit, schema: { tags, params: IdParams, body: ProductTagRequest, response: { 200: Product } } },
    async (request) => {
      const ctx = await context(request);
      await addProductTag(app.db, ctx, request.params.id, request.body.tagID);
      return loadProduct(app.db, ctx, request.params.id);
    },
  );

  app.delete(
    '/products/:id/tags/:tagId',
    { config: edit, schema: { tags, params: ProductTagParams, response: { 200: Product } } },
    async (request) => {
      const ctx = await context(request);
      await removeProductTag(app.db, ctx, request.params.id, request.params.tagId);
      return loadProduct(app.db, ctx, request.params.id);
    },
  );

  app.post(
    '/products/:id/clone',
    {
      config: edit,
      schema: { tags, params: IdParams, body: CloneProductRequest, response: { 201: CreatedId } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await cloneProduct(app.db, await context(request), request.params.id, request.body)),
  );
};
