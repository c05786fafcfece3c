import type { CreateOrderRequest, Order } from '@larder/contract';
import type { FastifyInstance } from 'fastify';
import { asClient, MARKETPLACE_TOKEN, seededCookie } from './app.ts';

/** A fixture user's seeded session (no sign-in) with the ids of their account and first vendor. */
export async function menuOf(app: FastifyInstance, email: string) {
  const cookie = seededCookie(email);
  const me = (await app.inject(asClient({ method: 'GET', url: '/api/vendor/users/me', cookie }))).json();
  const vendorId: number = me.account.vendors[0].id;
  const accountId: number = me.account.id;
  return { cookie, vendorId, accountId };
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
