import {
  AccountCategory,
  AccountCategoryRequest,
  AccountIdParams,
  AccountItemParams,
  AccountProductParams,
  AccountSectionParams,
  AddMenuLanguageRequest,
  Catalogue,
  CataloguePageSettings,
  CataloguePageSettingsRequest,
  ChangeProductOrderRequest,
  ChangeSectionOrderRequest,
  CreatedId,
  CreateProductRequest,
  CreateSectionGroupRequest,
  CreateSectionRequest,
  MenuLanguage,
  MenuLanguageParams,
  Ok,
  PopularProductRequest,
  Product,
  SectionGroup,
  SectionSummary,
  UpdateSectionGroupsRequest,
  VendorIdParams,
  VisibleRequest,
  VisibleResponse,
  WorkingHours,
  WorkingHoursRequest,
} from '@larder/contract';
import type { FastifyRequest, FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOT_MODIFIED, PREBUILT_ROUTE, sendPrebuilt } from '../../lib/prebuilt-answer.ts';
import { sessionOf } from '../../plugins/access.ts';
import { catalogueAnswer } from './answer-cache.ts';
import { addAccountCategory, listAccountCategories, removeAccountCategory } from './catalogue-categories.ts';
import {
  setCataloguePageSettings,
  setCatalogueVisible,
  setCatalogueWorkingHours,
} from './catalogue-settings.ts';
import { addMenuLanguage, loadMenuLanguages, removeMenuLanguage } from './languages.ts';
import { listProducts, loadSectionSummaries } from './load.ts';
import { addPopularProduct, listPopularProducts, removePopularProduct } from './popular-products.ts';
import { createProduct } from './products.ts';
import { assertMayPrice, contextOf, edit, ok, tags, view } from './route-kit.ts';
import {
  createSectionGroup,
  deleteSectionGroup,
  listSectionGroups,
  updateSectionGroups,
} from './section-groups.ts';
import { changeProductOrder, changeSectionOrder, createSection } from './sections.ts';

/** /accounts/{accountId}/catalogue/...: the account's catalogue, its lists and settings, its menu languages, and the vendor's catalogue page. */
export const accountDeclaredRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest) => contextOf(app, request);
  const account = '/accounts/:accountId/catalogue';

  // --- The account's catalogue -------------------------------------------------------------

  // A chain's catalogue runs to megabytes: checking it against the schema on the way out cost more
  // than loading it. It is served from this instance's prebuilt copy (answer-cache.ts) with an
  // ETag; the default type provider lets this one handler send the bytes as they are.
  app.withTypeProvider<FastifyTypeProviderDefault>().get(
    `${account}/catalogue`,
    {
      ...PREBUILT_ROUTE,
      config: view,
      schema: { tags, params: AccountIdParams, response: { 200: Catalogue, ...NOT_MODIFIED } },
    },
    async (request, reply) =>
      sendPrebuilt(request, reply, await catalogueAnswer(app.db, sessionOf(request), app.clock())),
  );

  app.get(
    `${account}/sections`,
    { config: view, schema: { tags, params: AccountIdParams, response: { 200: z.array(SectionSummary) } } },
    async (request) => loadSectionSummaries(app.db, await context(request)),
  );

  app.post(
    `${account}/sections`,
    {
      config: edit,
      schema: { tags, params: AccountIdParams, body: CreateSectionRequest, response: { 201: CreatedId } },
    },
    async (request, reply) =>
      reply.code(201).send(await createSection(app.db, await context(request), request.body)),
  );

  app.post(
    `${account}/sections/change-order`,
    {
      config: edit,
      schema: { tags, params: AccountIdParams, body: ChangeSectionOrderRequest, response: { 200: Ok } },
    },
    async (request) => {
      await changeSectionOrder(app.db, await context(request), request.body.orderedSectionIds);
      return ok;
    },
  );

  app.post(
    `${account}/sections/:sectionId/products/change-order`,
    {
      config: edit,
      schema: { tags, params: AccountSectionParams, body: ChangeProductOrderRequest, response: { 200: Ok } },
    },
    async (request) => {
      const ctx = await context(request);
      await changeProductOrder(app.db, ctx, request.params.sectionId, request.body.orderedProductIds);
      return ok;
    },
  );

  app.get(
    `${account}/products`,
    { config: view, schema: { tags, params: AccountIdParams, response: { 200: z.array(Product) } } },
    async (request) => listProducts(app.db, await context(request)),
  );

  app.post(
    `${account}/products`,
    {
      config: edit,
      schema: { tags, params: AccountIdParams, body: CreateProductRequest, response: { 201: CreatedId } },
    },
    async (request, reply) => {
      const ctx = await context(request);
      assertMayPrice(request, request.body);
      return reply.code(201).send(await createProduct(app.db, ctx, request.body));
    },
  );

  app.get(
    `${account}/popular_products`,
    { config: view, schema: { tags, params: AccountIdParams, response: { 200: z.array(Product) } } },
    async (request) => listPopularProducts(app.db, await context(request)),
  );

  app.post(
    `${account}/popular_products`,
    {
      config: edit,
      schema: {
        tags,
        params: AccountIdParams,
        body: PopularProductRequest,
        response: { 200: z.array(Product) },
      },
    },
    async (request) => {
      const ctx = await context(request);
      await addPopularProduct(app.db, ctx, request.body.productID);
      return listPopularProducts(app.db, ctx);
    },
  );

  app.delete(
    `${account}/popular_products/:productId`,
    { config: edit, schema: { tags, params: AccountProductParams, response: { 200: z.array(Product) } } },
    async (request) => {
      const ctx = await context(request);
      await removePopularProduct(app.db, ctx, request.params.productId);
      return listPopularProducts(app.db, ctx);
    },
  );

  app.get(
    `${account}/catalog-categories`,
    { config: view, schema: { tags, params: AccountIdParams, response: { 200: z.array(SectionGroup) } } },
    async (request) => listSectionGroups(app.db, await context(request)),
  );

  app.post(
    `${account}/catalog-categories`,
    {
      config: edit,
      schema: {
        tags,
        params: AccountIdParams,
        body: CreateSectionGroupRequest,
        response: { 201: CreatedId },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSectionGroup(app.db, await context(request), request.body)),
  );

  app.patch(
    `${account}/catalog-categories`,
    {
      config: edit,
      schema: {
        tags,
        params: AccountIdParams,
        body: UpdateSectionGroupsRequest,
        response: { 200: z.array(SectionGroup) },
      },
    },
    async (request) => updateSectionGroups(app.db, await context(request), request.body),
  );

  app.delete(
    `${account}/catalog-categories/:id`,
    { config: edit, schema: { tags, params: AccountItemParams, response: { 200: Ok } } },
    async (request) => {
      await deleteSectionGroup(app.db, await context(request), request.params.id);
      return ok;
    },
  );

  app.get(
    `${account}/categories`,
    { config: view, schema: { tags, params: AccountIdParams, response: { 200: z.array(AccountCategory) } } },
    async (request) => listAccountCategories(app.db, await context(request)),
  );

  app.post(
    `${account}/categories`,
    {
      config: edit,
      schema: {
        tags,
        params: AccountIdParams,
        body: AccountCategoryRequest,
        response: { 200: z.array(AccountCategory) },
      },
    },
    async (request) => {
      const ctx = await context(request);
      await addAccountCategory(app.db, ctx, request.body.categoryID);
      return listAccountCategories(app.db, ctx);
    },
  );

  app.delete(
    `${account}/categories/:id`,
    {
      config: edit,
      schema: { tags, params: AccountItemParams, response: { 200: z.array(AccountCategory) } },
    },
    async (request) => {
      const ctx = await context(request);
      await removeAccountCategory(app.db, ctx, request.params.id);
      return listAccountCategories(app.db, ctx);
    },
  );

  app.put(
    `${account}/visible`,
    {
      config: edit,
      schema: { tags, params: AccountIdParams, body: VisibleRequest, response: { 200: VisibleResponse } },
    },
    async (request) => setCatalogueVisible(app.db, await context(request), request.body.visible),
  );

  app.put(
    `${account}/working_hours`,
    {
      config: edit,
      schema: { tags, params: AccountIdParams, body: WorkingHoursRequest, response: { 200: WorkingHours } },
    },
    async (request) => setCatalogueWorkingHours(app.db, await context(request), request.body),
  );

  // --- Menu languages -------------------------------------------------------------------------

  app.get(
    `${account}/languages`,
    { config: view, schema: { tags, params: AccountIdParams, response: { 200: z.array(MenuLanguage) } } },
    async (request) => loadMenuLanguages(app.db, request.params.accountId),
  );

  app.post(
    `${account}/languages`,
    {
      config: edit,
      schema: {
        tags,
        params: AccountIdParams,
        body: AddMenuLanguageRequest,
        response: { 200: z.array(MenuLanguage) },
      },
    },
    async (request) => addMenuLanguage(app.db, await context(request), request.body.code),
  );

  app.delete(
    `${account}/languages/:code`,
    { config: edit, schema: { tags, params: MenuLanguageParams, response: { 200: z.array(MenuLanguage) } } },
    async (request) => removeMenuLanguage(app.db, await context(request), request.params.code),
  );

  // --- Vendor catalogue page ------------------------------------------------------------------

  app.put(
    '/:vendorId/params/catalog-page-settings',
    {
      config: edit,
      schema: {
        tags,
        params: VendorIdParams,
        body: CataloguePageSettingsRequest,
        response: { 200: CataloguePageSettings },
      },
    },
    async (request) =>
      setCataloguePageSettings(app.db, await context(request), request.params.vendorId, request.body),
  );
};
