/**
 * npm run simulate -- --url http://127.0.0.1:3000 --token T --rate 2 --duration 30 [--vendor 1]
 *
 * Plays the marketplace from outside, as a real one would: it reads each vendor's orderable menu
 * from the menu feed, creates orders from it through the marketplace API
 * (`POST /api/manager/vendors/{vendorId}/orders`, each with its own Idempotency-Key, retried once
 * with the same key on a network error or 5xx) at a fixed rate per vendor for a bounded time, and
 * learns what the restaurant decided from a webhook endpoint it starts and registers itself
 * (every request's signature verified). When a delivery order of its own is reported ready, its
 * courier picks it up and delivers it; when the kitchen proposes a substitute for one of its own
 * orders, its customer answers a moment later, mostly accepting, sometimes refusing. At the end it compares what the webhooks brought with the
 * pull feed and prints what happened. `--lifecycle` also cancels a small share of what it
 * created. Aimed at your own server: demos and load tests.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { MarketplaceEvent } from '@larder/contract';
import { fakeOrder, type MenuChoice } from '../../apps/server/src/modules/demo/fake-marketplace.ts';
import {
  byVendor,
  deleteWebhook,
  feedEnd,
  feedSince,
  latencyOf,
  orderableMenu,
  percentiles,
  type ReceivedEvent,
  registerWebhook,
  startEndpoint,
} from './consumer.ts';

const USAGE = `Usage: npm run simulate -- --token TOKEN [options]

  --url URL            server to drive (default http://127.0.0.1:3000)
  --token TOKEN        marketplace bearer token (default: $MARKETPLACE_TOKEN); the server prints
                       a generated one at start when MARKETPLACE_TOKEN is not set (write
                       --token=TOKEN if it starts with a dash)
  --rate N             orders per second per vendor (default 1, at most 500)
  --duration S         seconds to run (default 10, at most 3600)
  --vendor IDS         vendor id(s), comma-separated (default 1: the demo vendor)
  --products IDS       product ids to order from, comma-separated (default: the vendor's menu
                       feed; 1-7, the demo menu, when the feed cannot be read)
  --lifecycle          also cancel a share of the orders created, a second or two later
  --cancel-share F     share of orders cancelled with --lifecycle (default 0.05)
  --concurrency N      requests in flight at most (default 64)
  --receiver-host H    address the webhook endpoint listens on (default 127.0.0.1); the server
                       must be allowed to send there (WEBHOOK_ALLOW_PRIVATE=true for a local one)
  --skip-webhook       do not register a webhook: create orders only
  --settle S           seconds to wait for the last events after the last order (default 5)
  -h, --help           this text
`;

/** The demo menu's products on a fresh database: Margherita … Espresso. */
const DEMO_PRODUCT_IDS = [1, 2, 3, 4, 5, 6, 7];
const LIMITS = { rate: 500, duration: 3600, concurrency: 1000 };
/** Requests still in flight this long after the end are abandoned (and counted as failed). */
const GRACE_MS = 15_000;
/** Most customers take the substitute the kitchen proposes; the rest refuse it. */
const ACCEPT_SHARE = 0.8;

function fail(message: string): never {
  process.stderr.write(`simulate: ${message}\n\n${USAGE}`);
  process.exit(2);
}

function ids(value: string, what: string): number[] {
  const list = value.split(',').map((s) => Number(s.trim()));
  if (list.length === 0 || list.some((n) => !Number.isInteger(n) || n <= 0))
    fail(`${what}: "${value}" is not a list of ids`);
  return list;
}

function number(value: string, what: string, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max) fail(`${what} must be a number from ${min} to ${max}`);
  return n;
}

function parseOptions() {
  let values: ReturnType<typeof parse>['values'];
  function parse() {
    return parseArgs({
      options: {
        url: { type: 'string', default: 'http://127.0.0.1:3000' },
        token: { type: 'string' },
        rate: { type: 'string', default: '1' },
        duration: { type: 'string', default: '10' },
        vendor: { type: 'string', default: '1' },
        products: { type: 'string' },
        lifecycle: { type: 'boolean', default: false },
        'cancel-share': { type: 'string', default: '0.05' },
        concurrency: { type: 'string', default: '64' },
        'receiver-host': { type: 'string', default: '127.0.0.1' },
        'skip-webhook': { type: 'boolean', default: false },
        settle: { type: 'string', default: '5' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
  }
  try {
    values = parse().values;
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  let base: URL;
  try {
    base = new URL(values.url!);
  } catch {
    fail(`--url: "${values.url}" is not a URL`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') fail('--url must be http(s)');
  const token = values.token ?? process.env.MARKETPLACE_TOKEN;
  if (!token) fail('--token (or MARKETPLACE_TOKEN) is required');
  return {
    base: base.origin,
    token,
    rate: number(values.rate!, '--rate', 0.01, LIMITS.rate),
    duration: number(values.duration!, '--duration', 0.1, LIMITS.duration),
    vendors: ids(values.vendor!, '--vendor'),
    products: values.products ? ids(values.products, '--products') : null,
    lifecycle: values.lifecycle!,
    cancelShare: number(values['cancel-share']!, '--cancel-share', 0, 1),
    concurrency: Math.floor(number(values.concurrency!, '--concurrency', 1, LIMITS.concurrency)),
    receiverHost: values['receiver-host']!,
    webhook: !values['skip-webhook'],
    settle: number(values.settle!, '--settle', 0, 600),
  };
}

const options = parseOptions();
const runId = randomBytes(4).toString('hex');
const headers = { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' };
const api = { base: options.base, headers };
const byIds = (productIds: number[]): MenuChoice[] =>
  productIds.map((productId) => ({ productId, maxCount: null, components: [] }));
/** Per vendor, what its customers may order (read from the menu feed at start). */
const menus = new Map<number, MenuChoice[]>();
/** Everything in flight is abandoned past this point: the run is bounded in time. */
const hardStop = new AbortController();

interface Answer {
  status: number | 'network';
  code?: string;
  body?: { orderId?: number; receiptType?: string };
}

async function post(path: string, body: unknown, extra: Record<string, string> = {}): Promise<Answer> {
  try {
    const res = await fetch(`${options.base}${path}`, {
      method: 'POST',
      headers: { ...headers, ...extra },
      body: JSON.stringify(body),
      signal: hardStop.signal,
    });
    const text = await res.text();
    let json: Record<string, unknown> | undefined;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return {
      status: res.status,
      code: res.ok ? undefined : (json?.code as string | undefined),
      body: json as Answer['body'],
    };
  } catch (error) {
    return {
      status: 'network',
      code: (error as Error).name === 'AbortError' ? 'abandoned' : (error as Error).message,
    };
  }
}

const tally = {
  attempted: 0,
  created: 0,
  replayed: 0,
  retried: 0,
  failed: new Map<string, number>(),
  latencies: [] as number[],
  cancels: { sent: 0, ok: 0, failed: new Map<string, number>() },
  courier: { pickedUp: 0, delivered: 0, failed: new Map<string, number>() },
  proposals: { heard: 0, accepted: 0, rejected: 0, failed: new Map<string, number>() },
};
/** The orders this run created: the ones whose couriers and customers it plays. */
const ours = new Set<number>();
const received = new Map<string, ReceivedEvent>();
let duplicates = 0;
const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
const describe = (a: Answer) => `${a.status}${a.code ? ` ${a.code}` : ''}`;
const retryable = (a: Answer) => a.status === 'network' || (typeof a.status === 'number' && a.status >= 500);
let refused: Answer | null = null;
/** When the last create request was answered (the achieved rate is over the creating time). */
let lastCreateAnswered = 0;
const pending = new Set<Promise<void>>();

async function createOne(seq: number) {
  const vendorId = options.vendors[seq % options.vendors.length]!;
  const key = `sim-${runId}-${seq}`;
  const body = fakeOrder(Math.random, menus.get(vendorId)!);
  const started = performance.now();
  let answer = await post(`/api/manager/vendors/${vendorId}/orders`, body, { 'idempotency-key': key });
  if (retryable(answer) && !hardStop.signal.aborted) {
    // Same key: if the first attempt did create the order, the retry answers that order (200).
    tally.retried++;
    await sleep(200);
    answer = await post(`/api/manager/vendors/${vendorId}/orders`, body, { 'idempotency-key': key });
  }
  lastCreateAnswered = performance.now();
  const ms = lastCreateAnswered - started;
  if (answer.status === 201 || answer.status === 200) {
    tally.latencies.push(ms);
    if (answer.status === 201) tally.created++;
    else tally.replayed++;
    const orderId = answer.body?.orderId;
    if (orderId) ours.add(orderId);
    if (options.lifecycle && orderId && Math.random() < options.cancelShare) {
      track(cancelLater(orderId));
    }
    return;
  }
  count(tally.failed, describe(answer));
  if (answer.status === 401 || answer.status === 403) refused = answer;
}

/** The customer changes their mind a second or two later. */
async function cancelLater(orderId: number) {
  await sleep(1000 + Math.random() * 1000);
  tally.cancels.sent++;
  const answer = await post(`/api/manager/orders/${orderId}/cancel`, {});
  if (answer.status === 200) tally.cancels.ok++;
  else count(tally.cancels.failed, describe(answer));
}

/**
 * What the marketplace does on hearing an event: a ready delivery order of ours is collected; a
 * substitute proposed for an order of ours is answered by its customer.
 */
function onEvent(arrived: ReceivedEvent) {
  const { event } = arrived;
  if (received.has(event.id)) {
    duplicates++;
    return;
  }
  received.set(event.id, arrived);
  if (event.type === 'order.amendment_proposed') {
    const { order, amendment } = event.data;
    if (ours.has(order.orderId)) track(customerAnswer(order.orderId, amendment.id));
    return;
  }
  if (event.type !== 'order.ready') return;
  const order = event.data.order;
  if (order.receiptType === 'DELIVERY' && ours.has(order.orderId)) track(courierRun(order.orderId));
}

/** The customer reads the proposal and answers a second or two later: accepts most, refuses some. */
async function customerAnswer(orderId: number, amendmentId: number) {
  tally.proposals.heard++;
  await sleep(500 + Math.random() * 1500);
  const verdict = Math.random() < ACCEPT_SHARE ? 'accept' : 'reject';
  const answer = await post(`/api/manager/orders/${orderId}/amendments/${amendmentId}/${verdict}`, {});
  if (answer.status !== 200) return void count(tally.proposals.failed, `${verdict} ${describe(answer)}`);
  if (verdict === 'accept') tally.proposals.accepted++;
  else tally.proposals.rejected++;
}

/** The courier picks the order up at once and hands it over a moment later. */
async function courierRun(orderId: number) {
  const picked = await post(`/api/manager/orders/${orderId}/picked-up`, {});
  if (picked.status !== 200) return void count(tally.courier.failed, `picked-up ${describe(picked)}`);
  tally.courier.pickedUp++;
  await sleep(500 + Math.random() * 1500);
  const delivered = await post(`/api/manager/orders/${orderId}/delivered`, { paid: true });
  if (delivered.status !== 200) return void count(tally.courier.failed, `delivered ${describe(delivered)}`);
  tally.courier.delivered++;
}

function track(promise: Promise<void>) {
  pending.add(promise);
  void promise.finally(() => pending.delete(promise));
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '—' : `${n.toFixed(1)} ms`);

/** Reads every vendor's menu; falls back to the given (or demo) product ids when it cannot. */
async function loadMenus() {
  for (const vendorId of options.vendors) {
    if (options.products) {
      menus.set(vendorId, byIds(options.products));
      continue;
    }
    const menu = await orderableMenu(api, vendorId).catch(() => null);
    if (menu && menu.length > 0) menus.set(vendorId, menu);
    else {
      process.stdout.write(
        `simulate: vendor ${vendorId}'s menu feed gave nothing to order; using products 1-7\n`,
      );
      menus.set(vendorId, byIds(DEMO_PRODUCT_IDS));
    }
  }
}

/** The webhook endpoint, registered; null (and said why) when the server refuses it. */
async function listen() {
  if (!options.webhook) return null;
  const endpoint = await startEndpoint(options.receiverHost, onEvent);
  const registration = await registerWebhook(api, endpoint.url);
  if ('error' in registration) {
    process.stdout.write(
      `simulate: the server refused the webhook ${endpoint.url} (${registration.error}); ` +
        'start it with WEBHOOK_ALLOW_PRIVATE=true to let it call a local endpoint. Creating orders only.\n',
    );
    await endpoint.close();
    return null;
  }
  endpoint.trust(registration.secret);
  return { endpoint, id: registration.id, since: await feedEnd(api) };
}

/** Waits until no event has arrived for a second, or `settle` seconds at most. */
async function settle() {
  const until = performance.now() + options.settle * 1000;
  let seen = -1;
  while (performance.now() < until && seen !== received.size) {
    seen = received.size;
    await sleep(1000);
  }
}

function eventLines(feed: MarketplaceEvent[], endpoint: { tally: { badSignatures: number } }) {
  const missing = feed.filter((event) => !received.has(event.id));
  const byType = new Map<string, number>();
  for (const { event } of received.values()) byType.set(event.type, (byType.get(event.type) ?? 0) + 1);
  const latency = percentiles([...received.values()].filter((r) => byVendor(r.event)).map(latencyOf));
  const courierFailed = [...tally.courier.failed].map(([k, n]) => `${k} ×${n}`).join(', ');
  const { proposals } = tally;
  const answerFailed = [...proposals.failed].map(([k, n]) => `${k} ×${n}`).join(', ');
  return [
    `  events      ${received.size} received by webhook: ${[...byType].map(([type, n]) => `${type} ${n}`).join(', ') || 'none'}`,
    `  checked     ${duplicates} duplicates, ${missing.length} missing of the ${feed.length} the pull feed holds since the start, ${endpoint.tally.badSignatures} bad signatures`,
    `  vendor → webhook  p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)} over ${latency.count} vendor actions`,
    `  couriers    ${tally.courier.pickedUp} picked up, ${tally.courier.delivered} delivered${courierFailed ? ` (refused: ${courierFailed})` : ''}`,
    `  substitutes ${proposals.heard} proposed to our customers: ${proposals.accepted} accepted, ${proposals.rejected} refused${answerFailed ? ` (answers refused: ${answerFailed})` : ''}`,
  ];
}

async function run() {
  await loadMenus();
  const webhook = await listen();
  const perSecond = options.rate * options.vendors.length;
  const total = Math.max(1, Math.round(perSecond * options.duration));
  process.stdout.write(
    `simulate: ${total} orders to ${options.base}, ${options.rate}/s for each of vendor(s) ${options.vendors.join(', ')}, ` +
      `for ${options.duration} s (${options.products ? `products ${options.products.join(',')}` : 'from the menu feed'})${options.lifecycle ? `, cancelling ~${options.cancelShare * 100} %` : ''}\n`,
  );
  let interrupted = false;
  process.once('SIGINT', () => {
    interrupted = true;
    process.stdout.write('\nsimulate: interrupted, finishing what is in flight\n');
  });

  const start = performance.now();
  const creates = new Set<Promise<void>>();
  let seq = 0;
  while (seq < total && !interrupted && !refused) {
    // Open loop: the schedule says how many should have gone by now; a slow server does not slow
    // the schedule, it only fills the in-flight window.
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * perSecond) + 1);
    while (seq < due && creates.size < options.concurrency) {
      tally.attempted++;
      const p = createOne(seq++);
      creates.add(p);
      track(p);
      void p.finally(() => creates.delete(p));
    }
    if (creates.size >= options.concurrency) await Promise.race(creates);
    else await sleep(Math.max(1, Math.min(50, (seq / perSecond) * 1000 - (performance.now() - start))));
  }
  const sendingSeconds = (performance.now() - start) / 1000;
  const grace = setTimeout(() => hardStop.abort(), GRACE_MS);
  while (pending.size > 0) await Promise.allSettled([...pending]);
  if (webhook) {
    await settle();
    // Couriers set off by the last events.
    while (pending.size > 0) await Promise.allSettled([...pending]);
  }
  clearTimeout(grace);
  const elapsed = (performance.now() - start) / 1000;

  const sorted = [...tally.latencies].sort((a, b) => a - b);
  const failed = [...tally.failed.values()].reduce((a, b) => a + b, 0);
  const lines = [
    '',
    `  sent        ${tally.attempted} create requests in ${sendingSeconds.toFixed(1)} s (${tally.retried} retried with the same key)`,
    `  created     ${tally.created} (201)${tally.replayed ? `, ${tally.replayed} answered by an earlier attempt (200)` : ''}`,
    `  failed      ${failed}${failed ? `: ${[...tally.failed].map(([k, n]) => `${k} ×${n}`).join(', ')}` : ''}`,
    `  rate        ${(tally.created / Math.max(0.001, (lastCreateAnswered - start) / 1000)).toFixed(2)} orders/s achieved (asked ${perSecond}/s), ${elapsed.toFixed(1)} s in all`,
    `  latency     p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1))} (create requests answered)`,
  ];
  if (options.lifecycle) {
    const cancelFailed = [...tally.cancels.failed].map(([k, n]) => `${k} ×${n}`).join(', ');
    lines.push(
      `  cancelled   ${tally.cancels.ok} of ${tally.cancels.sent} sent${cancelFailed ? ` (refused: ${cancelFailed})` : ''}`,
    );
  }
  if (webhook) {
    lines.push(...eventLines(await feedSince(api, webhook.since), webhook.endpoint));
    await deleteWebhook(api, webhook.id);
    await webhook.endpoint.close();
  }
  if (refused) lines.push('', `  stopped early: the server refused the token (${describe(refused)})`);
  process.stdout.write(`${lines.join('\n')}\n\n`);
  process.exitCode = tally.created + tally.replayed === 0 ? 1 : 0;
}

await run();
