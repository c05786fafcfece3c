import {
  AccountIdParams,
  AvailableRequest,
  ChangeComponentGroupOrderRequest,
  ChangeComponentOrderRequest,
  Component,
  ComponentGroup,
  CreateComponentGroupRequest,
  CreateComponentRequest,
  CreatedId,
  DeleteComponentResponse,
  IdParams,
  Ok,
  Product,
  SetProductComponentGroupsRequest,
  UpdateComponentGroupRequest,
  UpdateComponentRequest,
} from '@larder/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setComponentAvailable } from './availability.ts';
import { loadComponent, loadComponentGroup, loadComponentGroups } from './component-groups.load.ts';
import {
  changeComponentGroupOrder,
  changeComponentOrder,
  createComponent,
  createComponentGroup,
  deleteComponent,
  deleteComponentGroup,
  setProductComponentGroups,
  updateComponent,
  updateComponentGroup,
} from './component-groups.ts';
import { loadProduct } from './load.ts';
import { availability, contextOf, edit, ok, tags, view } from './route-kit.ts';

/**
 * Component groups and components (docs/product.md#modifiers): the account's list under
 * /accounts/{accountId}/catalogue/component_groups, each group and component by its own id (another
 * account's id answers 404), and a product's groups under /products/{id}/component_groups.
 */
export const componentGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest) => contextOf(app, request);
  const list = '/accounts/:accountId/catalogue/component_groups';

  app.get(
    list,
    { config: view, schema: { tags, params: AccountIdParams, response: { 200: z.array(ComponentGroup) } } },
    async (request) => loadComponentGroups(app.db, await context(request)),
  );

  app.post(
    list,
    {
      config: edit,
      schema: {
        tags,
        params: AccountIdParams,
        body: CreateComponentGroupRequest,
        response: { 201: CreatedId },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createComponentGroup(app.db, await context(request), request.body)),
  );

  app.post(
    `${list}/change-order`,
    {
      config: edit,
      schema: {
        tags,
        params: AccountIdParams,
        body: ChangeComponentGroupOrderRequest,
        response: { 200: Ok },
      },
    },
    async (request) => {
      await changeComponentGroupOrder(app.db, await context(request), request.body.orderedGroupIds);
      return ok;
    },
  );

  app.get(
    '/component_groups/:id',
    { config: view, schema: { tags, params: IdParams, response: { 200: ComponentGroup } } },
    async (request) => loadComponentGroup(app.db, await context(request), request.params.id),
  );

  app.put(
    '/component_groups/:id',
    {
      config: edit,
      schema: {
        tags,
        params: IdParams,
        body: UpdateComponentGroupRequest,
        response: { 200: ComponentGroup },
      },
    },
    async (request) => {
      const ctx = await context(request);
      await updateComponentGroup(app.db, ctx, request.params.id, request.body);
      return loadComponentGroup(app.db, ctx, request.params.id);
    },
  );

  app.delete(
    '/component_groups/:id',
    { config: edit, schema: { tags, params: IdParams, response: { 200: Ok } } },
    async (request) => {
      await deleteComponentGroup(app.db, await context(request), request.params.id);
      return ok;
    },
  );

  app.post(
    '/component_groups/:id/components',
    {
      config: edit,
      schema: { tags, params: IdParams, body: CreateComponentRequest, response: { 201: CreatedId } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createComponent(app.db, await context(request), request.params.id, request.body)),
  );

  app.post(
    '/component_groups/:id/components/change-order',
    {
      config: edit,
      schema: { tags, params: IdParams, body: ChangeComponentOrderRequest, response: { 200: Ok } },
    },
    async (request) => {
      const ctx = await context(request);
      await changeComponentOrder(app.db, ctx, request.params.id, request.body.orderedComponentIds);
      return ok;
    },
  );

  app.get(
    '/components/:id',
    { config: view, schema: { tags, params: IdParams, response: { 200: Component } } },
    async (request) => loadComponent(app.db, await context(request), request.params.id),
  );

  app.put(
    '/components/:id',
    {
      config: edit,
      schema: { tags, params: IdParams, body: UpdateComponentRequest, response: { 200: Component } },
    },
    async (request) => {
      const ctx = await context(request);
      await updateComponent(app.db, ctx, request.params.id, request.body);
      return loadComponent(app.db, ctx, request.params.id);
    },
  );

  app.put(
    '/components/:id/available',
    {
      config: availability,
      schema: { tags, params: IdParams, body: AvailableRequest, response: { 200: Component } },
    },
    async (request) => {
      const ctx = await context(request);
      await setComponentAvailable(app.db, ctx, request.params.id, request.body);
      return loadComponent(app.db, ctx, request.params.id);
    },
  );

  app.delete(
    '/components/:id',
    { config: edit, schema: { tags, params: IdParams, response: { 200: DeleteComponentResponse } } },
    async (request) => deleteComponent(app.db, await context(request), request.params.id),
  );

  app.put(
    '/products/:id/component_groups',
    {
      config: edit,
      schema: {
        tags,
        params: IdParams,
        body: SetProductComponentGroupsRequest,
        response: { 200: Product },
      },
    },
    async (request) => {
      const ctx = await context(request);
      await setProductComponentGroups(app.db, ctx, request.params.id, request.body);
      return loadProduct(app.db, ctx, request.params.id);
    },
  );
};
