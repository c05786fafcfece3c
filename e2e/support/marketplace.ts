import { expect } from 'vitest';
import { type RunningServer, startServer } from './server.ts';

/** The marketplace's bearer token on the servers the e2e tests start. */
export const MARKETPLACE_TOKEN = 'e2e-marketplace-token-0123456789';

/**
 * A server the marketplace can reach with MARKETPLACE_TOKEN. Demo traffic is off unless `env`
 * says otherwise: the test knows every order.
 */
export function startMarketplaceServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer({ env: { MARKETPLACE_TOKEN, DEMO_ORDER_INTERVAL_S: '0', ...env } });
}

/** A call of the marketplace API (`path` under /api/manager), as the marketplace makes it. */
export function marketplacePost(server: RunningServer, path: string, body: unknown): Promise<Response> {
  return fetch(`${server.url}/api/manager${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${MARKETPLACE_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A take-away order paid by card; any field of the marketplace's order body can be changed. */
export function sendOrder(
  server: RunningServer,
  vendorId: string | number,
  order: Record<string, unknown> = {},
): Promise<Response> {
  return marketplacePost(server, `/vendors/${vendorId}/orders`, {
    receiptType: 'TAKEAWAY',
    customerInfo: { name: 'Grace Hopper', phone: '+12125550123' },
    paymentType: 'CARD',
    items: [{ productId: 1, count: 1 }],
    ...order,
  });
}

/** sendOrder, which must be accepted: the new order's id. */
export async function placeOrder(
  server: RunningServer,
  vendorId: string | number,
  order: Record<string, unknown> = {},
): Promise<number> {
  const res = await sendOrder(server, vendorId, order);
  expect(res.status).toBe(201);
  return ((await res.json()) as { orderId: number }).orderId;
}
