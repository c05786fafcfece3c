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
  RestockRequest,
  SetProductComponentGroupsRequest,
  UpdateComponentGroupRequest,
  UpdateComponentRequest,
} from '@larder/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setModifierAvailable } from '../availability.ts';
import { loadProduct } from '../load.ts';
import { availability, contextOf, edit, ok, RESTOCK_DOC, tags, view } from '../route-kit.ts';
import { restockModifier } from '../stock.ts';
import { loadModifier, loadModifierGroup, loadModifierGroups } from './modifier-groups.load.ts';
import {
  changeModifierGroupOrder,
  changeModifierOrder,
  createModifier,
  createModifierGroup,
  deleteModifier,
  deleteModifierGroup,
  setProductModifierGroups,
  updateModifier,
  updateModifierGroup,
} from './modifier-groups.ts';

/**
 * Component groups and components (docs/product.md#modifiers): the account's list under
 * /accounts/{accountId}/catalogue/component_groups, each group and component by its own id (another
 * account's id answers 404), and a product's groups under /products/{id}/component_groups.
 */
export const modifierGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest) => contextOf(app, request);
  const list = '/accounts/:accountId/catalogue/component_groups';

  app.get(
    list,
    { config: view, schema: { tags, params: AccountIdParams, response: { 200: z.array(ComponentGroup) } } },
    async (request) => loadModifierGroups(app.db, await context(request)),
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
      reply.code(201).send(await createModifierGroup(app.db, await context(request), request.body)),
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
      await changeModifierGroupOrder(app.db, await context(request), request.body.orderedGroupIds);
      return ok;
    },
  );

  app.get(
    '/component_groups/:id',
    { config: view, schema: { tags, params: IdParams, response: { 200: ComponentGroup } } },
    async (request) => loadModifierGroup(app.db, await context(request), request.params.id),
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
      await updateModifierGroup(app.db, ctx, request.params.id, request.body);
      return loadModifierGroup(app.db, ctx, request.params.id);
    },
  );

  app.delete(
    '/component_groups/:id',
    { config: edit, schema: { tags, params: IdParams, response: { 200: Ok } } },
    async (request) => {
      await deleteModifierGroup(app.db, await context(request), request.params.id);
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
        .send(await createModifier(app.db, await context(request), request.params.id, request.body)),
  );

  app.post(
    '/component_groups/:id/components/change-order',
    {
      config: edit,
      schema: { tags, params: IdParams, body: ChangeComponentOrderRequest, response: { 200: Ok } },
    },
    async (request) => {
      const ctx = await context(request);
      await changeModifierOrder(app.db, ctx, request.params.id, request.body.orderedComponentIds);
      return ok;
    },
  );

  app.get(
    '/components/:id',
    { config: view, schema: { tags, params: IdParams, response: { 200: Component } } },
    async (request) => loadModifier(app.db, await context(request), request.params.id),
  );

  app.put(
    '/components/:id',
    {
      config: edit,
      schema: { tags, params: IdParams, body: UpdateComponentRequest, response: { 200: Component } },
    },
    async (request) => {
      const ctx = await context(request);
      await updateModifier(app.db, ctx, request.params.id, request.body);
      return loadModifier(app.db, ctx, request.params.id);
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
      await setModifierAvailable(app.db, ctx, request.params.id, request.body);
      return loadModifier(app.db, ctx, request.params.id);
    },
  );

  app.post(
    '/components/:id/restock',
    {
      config: availability,
      schema: {
        tags,
        ...RESTOCK_DOC,
        params: IdParams,
        body: RestockRequest,
        response: { 200: Component },
      },
    },
    async (request) => {
      const ctx = await context(request);
      await restockModifier(app.db, ctx, request.params.id, request.body);
      return loadModifier(app.db, ctx, request.params.id);
    },
  );

  app.delete(
    '/components/:id',
    { config: edit, schema: { tags, params: IdParams, response: { 200: DeleteComponentResponse } } },
    async (request) => deleteModifier(app.db, await context(request), request.params.id),
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
      await setProductModifierGroups(app.db, ctx, request.params.id, request.body);
      return loadProduct(app.db, ctx, request.params.id);
    },
  );
};
