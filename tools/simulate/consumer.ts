/**
 * The simulator as a marketplace consumes Larder: a webhook endpoint of its own (registered at
 * start, deleted at the end) whose every request is verified with the `standardwebhooks` package,
 * the orderable menu read from the menu feed, and the pull feed read to check that the webhooks
 * brought every event once.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { MarketplaceEvent, MarketplaceMenu } from '@larder/contract';
import { Webhook } from 'standardwebhooks';
import type { MenuChoice } from '../../apps/server/src/modules/demo/fake-marketplace.ts';

export interface ReceivedEvent {
  event: MarketplaceEvent;
  /** Wall-clock milliseconds when the request arrived. */
  receivedAt: number;
}

export interface Api {
  base: string;
  headers: Record<string, string>;
}

async function call(api: Api, method: string, path: string, body?: unknown) {
  const res = await fetch(`${api.base}${path}`, {
    method,
    headers: api.headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json: json as Record<string, unknown> | undefined };
}

/**
 * The local endpoint: verifies each request's signature (a request that fails is answered 400 and
 * counted), answers 204 at once, and hands the event on.
 */
export async function startEndpoint(host: string, onEvent: (received: ReceivedEvent) => void) {
  let verifier: Webhook | null = null;
  const tally = { requests: 0, badSignatures: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      tally.requests++;
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        if (!verifier) throw new Error('not registered yet');
        const event = verifier.verify(body, req.headers as Record<string, string>) as MarketplaceEvent;
        res.writeHead(204).end();
        onEvent({ event, receivedAt: Date.now() });
      } catch {
        tally.badSignatures++;
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/larder-webhooks`,
    tally,
    trust(secret: string) {
      verifier = new Webhook(secret);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Registers the endpoint for every event type; answers its id and signing secret, or why not. */
export async function registerWebhook(api: Api, url: string) {
  const res = await call(api, 'POST', '/api/manager/webhooks', { url, description: 'npm run simulate' });
  if (res.status !== 201) {
    const why =
      `${res.status} ${(res.json?.code as string) ?? ''} ${(res.json?.message as string) ?? ''}`.trim();
    return { error: why };
  }
  return { id: res.json!.id as number, secret: res.json!.secret as string };
}

export async function deleteWebhook(api: Api, id: number) {
  await call(api, 'DELETE', `/api/manager/webhooks/${id}`);
}

/** The feed's end now: the cursor a reader standing there holds. */
export async function feedEnd(api: Api): Promise<string> {
  let cursor: string | undefined;
  for (;;) {
    const res = await call(api, 'GET', `/api/manager/events?limit=500${cursor ? `&after=${cursor}` : ''}`);
    if (res.status !== 200) throw new Error(`GET events answered ${res.status}`);
    const page = res.json as { events: unknown[]; next: string };
    cursor = page.next;
    if (page.events.length < 500) return cursor;
  }
}

/** Every event after `after`, as the pull feed has them. */
export async function feedSince(api: Api, after: string): Promise<MarketplaceEvent[]> {
  const events: MarketplaceEvent[] = [];
  let cursor = after;
  for (;;) {
    const res = await call(api, 'GET', `/api/manager/events?limit=500&after=${cursor}`);
    if (res.status !== 200) throw new Error(`GET events answered ${res.status}`);
    const page = res.json as { events: MarketplaceEvent[]; next: string };
    events.push(...page.events);
    cursor = page.next;
    if (page.events.length < 500) return events;
  }
}

/**
 * What a customer may order from a vendor now, from its menu feed: the available products with
 * their available components, each group's limits as the feed states them.
 */
export async function orderableMenu(api: Api, vendorId: number): Promise<MenuChoice[] | null> {
  const res = await call(api, 'GET', `/api/manager/vendors/${vendorId}/menu`);
  if (res.status !== 200) return null;
  const menu = res.json as unknown as MarketplaceMenu;
  const available = new Set(
    menu.modifierGroups.flatMap((g) => g.components.filter((c) => c.available).map((c) => c.id)),
  );
  return menu.products
    .filter((p) => p.available)
    .map((p) => ({
      productId: p.id,
      maxCount: null,
      components: p.modifierGroups
        // A required group whose default is sold out refuses the line: leave such products to chance.
        .flatMap((g) =>
          g.components
            .filter((c) => available.has(c.id))
            .map((c) => ({
              componentId: c.id,
              maxCount: g.maxCount,
              groupId: g.groupId,
              limit: g.maxDifferent,
            })),
        ),
    }));
}

/** Latency figures of a list of milliseconds. */
export function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted.length === 0
      ? Number.NaN
      : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { p50: at(50), p99: at(99), max: sorted.at(-1) ?? Number.NaN, count: sorted.length };
}

/** Milliseconds from the event's commit-time stamp to its arrival here. */
export const latencyOf = (received: ReceivedEvent) =>
  received.receivedAt - Date.parse(received.event.createdAt);

/** Whether the event tells of something the vendor's staff did (its latest history entry). */
export function byVendor(event: MarketplaceEvent): boolean {
  if (!event.type.startsWith('order.')) return false;
  const history = (event.data as { order: { history: { actor: string }[] } }).order.history;
  return history.at(-1)?.actor === 'VENDOR';
}

export const now = () => performance.now();
