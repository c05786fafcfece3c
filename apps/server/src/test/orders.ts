import type { CreateOrderRequest, Order } from '@larder/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { componentGroups, components, products } from '../db/schema/index.ts';
import { asClient, MARKETPLACE_TOKEN, seededCookie } from './app.ts';

/** A fixture user's seeded session (no sign-in) with the ids of their account and first vendor. */
export async function menuOf(app: FastifyInstance, email: string) {
  const cookie = seededCookie(email);
  const me = (await app.inject(asClient({ method: 'GET', url: '/api/vendor/users/me', cookie }))).json();
  const vendorId: number = me.account.vendors[0].id;
  const accountId: number = me.account.id;
  return { cookie, vendorId, accountId };
}

/** The id of the account's product with this English name (the seeded demo menu's Margherita …). */
export async function productNamed(db: Db, accountId: number, englishName: string): Promise<number> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.accountId, accountId), sql`${products.nameI18n}->'values'->>'en' = ${englishName}`),
    );
  if (!row) throw new Error(`account ${accountId} has no product named ${englishName}`);
  return row.id;
}

/** The id of the account's modifier with this English name (the seeded demo menu's Extra cheese …). */
export async function modifierNamed(db: Db, accountId: number, englishName: string): Promise<number> {
  const [row] = await db
    .select({ id: components.id })
    .from(components)
    .innerJoin(componentGroups, eq(componentGroups.id, components.groupId))
    .where(
      and(
        eq(componentGroups.accountId, accountId),
        sql`${components.nameI18n}->'values'->>'en' = ${englishName}`,
      ),
    );
  if (!row) throw new Error(`account ${accountId} has no modifier named ${englishName}`);
  return row.id;
}

export function marketplace(app: FastifyInstance) {
  const headers = { authorization: `Bearer ${MARKETPLACE_TOKEN}` };
  return {
    createOrder: (vendorId: number, body: unknown, idempotencyKey?: string) =>
      app.inject({
        method: 'POST',
        url: `/api/manager/vendors/${vendorId}/orders`,
        headers: { ...headers, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
        payload: body as object,
      }),
    event: (orderId: number, event: string, body?: unknown) =>
      app.inject({
        method: 'POST',
        url: `/api/manager/orders/${orderId}/${event}`,
        headers,
        payload: (body ?? {}) as object,
      }),
  };
}

export function vendorAction(app: FastifyInstance, cookie: string, vendorId: number) {
  return (
    orderId: number,
    action: 'approve' | 'decline' | 'ready' | 'complete',
    options: { query?: string; body?: object } = {},
  ) =>
    app.inject(
      asClient({
        method: 'PUT',
        url: `/api/vendor/${vendorId}/orders/${orderId}/${action}${options.query ?? ''}`,
        payload: options.body,
        cookie,
      }),
    );
}

export const customer = { name: 'Ada Customer', phone: '+12125550123', address: '1 Main St', comment: null };

export function orderBody(
  productIds: number[],
  overrides: Partial<CreateOrderRequest> = {},
): Record<string, unknown> {
  return {
    receiptType: 'TAKEAWAY',
    customerInfo: customer,
    paymentType: 'CARD',
    items: productIds.map((productId) => ({ productId, count: 1 })),
    ...overrides,
  };
}

export type { Order };
