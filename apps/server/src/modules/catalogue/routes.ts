import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDeclaredRoutes } from './account-catalogue.routes.ts';
import { modifierGroupRoutes } from './modifiers/modifier-groups.routes.ts';
import { productRoutes } from './products.routes.ts';
import { referenceRoutes } from './reference.routes.ts';
import { sectionRoutes } from './sections.routes.ts';
import { spreadsheetRoutes } from './spreadsheet.routes.ts';

/**
 * The catalogue API under /api/vendor (docs/product.md#catalogue). Objects addressed by their own id
 * (/sections/{id}, /products/{id}) are looked up within the session's account: another account's
 * id answers 404 like an unknown one. Reads need catalogue.view; writes catalogue.edit, except
 * availability (catalogue.availability, which workers hold) and prices (catalogue.price).
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountDeclaredRoutes);
  await app.register(sectionRoutes);
  await app.register(productRoutes);
  await app.register(referenceRoutes);
  await app.register(spreadsheetRoutes);
  await app.register(modifierGroupRoutes);
};
