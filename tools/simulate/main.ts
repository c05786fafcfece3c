/**
 * npm run simulate -- --url http://127.0.0.1:3000 --token T --rate 2 --duration 30 [--vendor 1]
 *
 * Plays the marketplace from outside (DESIGN §1): creates orders through the marketplace API
 * (`POST /api/manager/vendors/{vendorId}/orders`, each with its own Idempotency-Key, retried once
 * with the same key on a network error or 5xx) at a fixed rate per vendor, for a bounded time,
 * then prints what happened. `--lifecycle` also cancels a small share of what it created (it has
 * no vendor session, so it cannot see which orders were approved; cancel is valid in any
 * non-final status). Aimed at your own server: demos and load tests.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { fakeOrder } from '../../apps/server/src/modules/demo/fake-marketplace.ts';

const USAGE = `Usage: npm run simulate -- --token TOKEN [options]

  --url URL            server to drive (default http://127.0.0.1:3000)
  --token TOKEN        marketplace bearer token (default: $MARKETPLACE_TOKEN); the server prints
                       a generated one at start when MARKETPLACE_TOKEN is not set (write
                       --token=TOKEN if it starts with a dash)
  --rate N             orders per second per vendor (default 1, at most 500)
  --duration S         seconds to run (default 10, at most 3600)
  --vendor IDS         vendor id(s), comma-separated (default 1: the demo vendor)
  --products IDS       product ids to order from, comma-separated (default 1-7: the demo menu)
  --lifecycle          also cancel a share of the orders created, a second or two later
  --cancel-share F     share of orders cancelled with --lifecycle (default 0.05)
  --concurrency N      requests in flight at most (default 64)
  -h, --help           this text
`;

/** The demo menu's products on a fresh database: Margherita … Espresso. */
const DEMO_PRODUCT_IDS = [1, 2, 3, 4, 5, 6, 7];
const LIMITS = { rate: 500, duration: 3600, concurrency: 1000 };
/** Requests still in flight this long after the end are abandoned (and counted as failed). */
const GRACE_MS = 15_000;

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
    products: values.products ? ids(values.products, '--products') : DEMO_PRODUCT_IDS,
    lifecycle: values.lifecycle!,
    cancelShare: number(values['cancel-share']!, '--cancel-share', 0, 1),
    concurrency: Math.floor(number(values.concurrency!, '--concurrency', 1, LIMITS.concurrency)),
  };
}

const options = parseOptions();
const runId = randomBytes(4).toString('hex');
const menu = options.products.map((productId) => ({ productId, maxCount: null, components: [] }));
const headers = { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' };
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
};
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
  const body = fakeOrder(Math.random, menu);
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

function track(promise: Promise<void>) {
  pending.add(promise);
  void promise.finally(() => pending.delete(promise));
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '—' : `${n.toFixed(1)} ms`);

async function run() {
  const perSecond = options.rate * options.vendors.length;
  const total = Math.max(1, Math.round(perSecond * options.duration));
  process.stdout.write(
    `simulate: ${total} orders to ${options.base}, ${options.rate}/s for each of vendor(s) ${options.vendors.join(', ')}, ` +
      `for ${options.duration} s (products ${options.products.join(',')})${options.lifecycle ? `, cancelling ~${options.cancelShare * 100} %` : ''}\n`,
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
  if (refused) lines.push('', `  stopped early: the server refused the token (${describe(refused)})`);
  process.stdout.write(`${lines.join('\n')}\n\n`);
  process.exitCode = tally.created + tally.replayed === 0 ? 1 : 0;
}

await run();
