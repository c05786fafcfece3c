/**
 * npm run bench:events — how fast and how reliably the marketplace hears what a restaurant did,
 * through webhooks, on PostgreSQL.
 *
 * A local receiver (every signature verified with `standardwebhooks`) is registered as the
 * marketplace's endpoint. Orders are created through the marketplace API at BENCH_RATE per second;
 * a kitchen robot reads the pull feed and moves each order through the vendor API (approve, ready,
 * complete a take-away), and the courier does the marketplace's part for delivery orders (picked
 * up, delivered). Latency of one event = its arrival at the receiver − its `createdAt` (stamped in
 * the transaction of the vendor's action). Lost = events the pull feed holds that no webhook
 * brought; duplicates = webhook-ids that came twice.
 *
 * Runs: one instance; two instances on one database (actions on both, both delivering); two
 * instances, one killed with SIGKILL halfway (its leases expire, the other takes over); a receiver
 * that answers 500 for BENCH_FAIL_S seconds and recovers (everything arrives afterwards, in order
 * per order); and the pull feed read from the start in pages of 500 over BENCH_FEED_EVENTS events.
 * Prints figures and ratios; asserts nothing.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MarketplaceEvent } from '@larder/contract';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { fakeOrder } from '../apps/server/src/modules/demo/fake-marketplace.ts';
import { freshPostgresDatabase, type RunningServer, startServer } from '../tools/test-support/server.ts';
import {
  BENCH_MARKETPLACE_TOKEN,
  BENCH_SERVER_ENV,
  DEMO_MENU,
  marketplacePost,
  POSTGRES_URL,
  percentile,
  seededRandom,
  signInOwner,
  vendorOrderAction,
} from './lib/larder.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 20);
const FAIL_S = Number(process.env.BENCH_FAIL_S ?? 60);
const FEED_EVENTS = Number(process.env.BENCH_FEED_EVENTS ?? 100_000);
/** The longest a run waits for the last events (a retry after the failing receiver comes minutes later). */
const SETTLE_LIMIT_MS = 8 * 60_000;
const TARGET_P99_MS = { one: 100, two: 250 };
const bearer = { authorization: `Bearer ${BENCH_MARKETPLACE_TOKEN}` };

interface Arrival {
  event: MarketplaceEvent;
  at: number;
}

/** The marketplace's endpoint: verifies, records, and answers 204 — or 500 while `failing`. */
async function startReceiver() {
  const arrivals: Arrival[] = [];
  const byId = new Map<string, Arrival>();
  let verifier: Webhook | null = null;
  const state = { failing: false, duplicates: 0, badSignatures: 0, refused: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const at = Date.now();
      if (state.failing) {
        state.refused++;
        return void res.writeHead(500).end();
      }
      let event: MarketplaceEvent;
      try {
        event = verifier!.verify(
          Buffer.concat(chunks).toString('utf8'),
          req.headers as Record<string, string>,
        ) as MarketplaceEvent;
      } catch {
        state.badSignatures++;
        return void res.writeHead(400).end();
      }
      res.writeHead(204).end();
      if (byId.has(event.id)) state.duplicates++;
      else {
        const arrival = { event, at };
        byId.set(event.id, arrival);
        arrivals.push(arrival);
      }
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    arrivals,
    byId,
    state,
    trust: (secret: string) => {
      verifier = new Webhook(secret);
    },
    reset() {
      arrivals.length = 0;
      byId.clear();
      Object.assign(state, { duplicates: 0, badSignatures: 0, refused: 0 });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

async function getJson(url: string) {
  const res = await fetch(url, { headers: bearer });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return res.json() as Promise<{ events: MarketplaceEvent[]; next: string }>;
}

/** The feed's end: the cursor of a reader that has read everything so far. */
async function feedEnd(base: string) {
  let cursor = '';
  for (;;) {
    const page = await getJson(`${base}/api/manager/events?limit=500${cursor ? `&after=${cursor}` : ''}`);
    cursor = page.next;
    if (page.events.length < 500) return cursor;
  }
}

async function feedSince(base: string, after: string) {
  const events: MarketplaceEvent[] = [];
  let cursor = after;
  for (;;) {
    const page = await getJson(`${base}/api/manager/events?limit=500&after=${cursor}`);
    events.push(...page.events);
    cursor = page.next;
    if (page.events.length < 500) return events;
  }
}

/**
 * The kitchen and the couriers, driven by the pull feed (not by the webhooks under test): a new
 * order is approved, an approved one made ready, a ready take-away handed over by the vendor, a
 * ready delivery picked up and delivered by the marketplace. `servers()` names the instances alive.
 */
function startRobot(
  servers: () => RunningServer[],
  owner: { cookie: string; vendorId: number },
  after: string,
) {
  let cursor = after;
  let stopped = false;
  const inFlight = new Set<Promise<void>>();
  const pick = () => {
    const alive = servers();
    return alive[Math.floor(Math.random() * alive.length)]!.url;
  };
  /** After `ms`, tries `work` on an instance alive then, and on another if that one is gone. */
  const later = (ms: number, work: () => Promise<unknown>) => {
    const task = (async () => {
      await sleep(ms);
      for (let attempt = 0; attempt < 5; attempt++) {
        try {
          await work();
          return;
        } catch {
          await sleep(200);
        }
      }
    })();
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task));
  };
  const act = (orderId: number, action: 'approve' | 'ready' | 'complete') => () =>
    vendorOrderAction(pick(), owner.cookie, owner.vendorId, orderId, action);
  const market =
    (orderId: number, move: string, body: object = {}) =>
    () =>
      marketplacePost(pick(), `/orders/${orderId}/${move}`, body);
  const loop = (async () => {
    while (!stopped) {
      let page: { events: MarketplaceEvent[]; next: string };
      try {
        page = await getJson(
          `${pick()}/api/manager/events?after=${cursor}&limit=500&types=order.created,order.approved,order.ready`,
        );
      } catch {
        await sleep(100);
        continue;
      }
      cursor = page.next;
      for (const event of page.events) {
        const order = (event.data as { order: { orderId: number; receiptType: string } }).order;
        if (event.type === 'order.created') later(Math.random() * 200, act(order.orderId, 'approve'));
        if (event.type === 'order.approved') later(100 + Math.random() * 400, act(order.orderId, 'ready'));
        if (event.type === 'order.ready') {
          if (order.receiptType === 'TAKEAWAY') later(Math.random() * 200, act(order.orderId, 'complete'));
          else
            later(Math.random() * 200, async () => {
              await market(order.orderId, 'picked-up')();
              await sleep(100 + Math.random() * 200);
              await market(order.orderId, 'delivered', { paid: true })();
            });
        }
      }
      if (page.events.length < 500) await sleep(50);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

interface RunResult {
  label: string;
  orders: number;
  events: number;
  lost: number;
  duplicates: number;
  outOfOrder: number;
  badSignatures: number;
  latency: { p50: number; p99: number; max: number; count: number };
  settleS: number;
}

/** Events of one order arrived in the feed's order (a retried event comes again, later, allowed). */
function outOfOrderOrders(feed: MarketplaceEvent[], arrivals: Arrival[]) {
  const expected = new Map<number, string[]>();
  for (const event of feed) {
    if (!event.type.startsWith('order.')) continue;
    const id = (event.data as { order: { orderId: number } }).order.orderId;
    expected.set(id, [...(expected.get(id) ?? []), event.id]);
  }
  const seen = new Map<number, string[]>();
  for (const { event } of arrivals) {
    if (!event.type.startsWith('order.')) continue;
    const id = (event.data as { order: { orderId: number } }).order.orderId;
    seen.set(id, [...(seen.get(id) ?? []), event.id]);
  }
  let wrong = 0;
  for (const [id, ids] of expected) {
    const got = (seen.get(id) ?? []).filter((eventId) => ids.includes(eventId));
    if (got.join() !== ids.filter((eventId) => got.includes(eventId)).join()) wrong++;
  }
  return wrong;
}

async function run(
  label: string,
  servers: RunningServer[],
  receiver: Receiver,
  owner: { cookie: string; vendorId: number },
  options: {
    orders: number;
    during?: (createdSoFar: number, alive: RunningServer[]) => Promise<void> | void;
  },
): Promise<RunResult> {
  receiver.reset();
  let alive = [...servers];
  const start = await feedEnd(alive[0]!.url);
  const robot = startRobot(() => alive, owner, start);
  const random = seededRandom(7);
  const began = Date.now();
  const creates: Promise<unknown>[] = [];
  let createFailures = 0;
  for (let i = 0; i < options.orders; i++) {
    const due = began + (i / RATE) * 1000;
    if (due > Date.now()) await sleep(due - Date.now());
    const server = alive[i % alive.length]!;
    creates.push(
      marketplacePost(server.url, `/vendors/${owner.vendorId}/orders`, fakeOrder(random, DEMO_MENU), {
        'idempotency-key': `bench-events-${label}-${i}-${began}`,
      }).catch(() => {
        createFailures++;
      }),
    );
    await options.during?.(i + 1, alive);
    alive = alive.filter((s) => s.process.exitCode === null && s.process.signalCode === null);
  }
  await Promise.all(creates);
  // Until the kitchen has finished and every event the feed holds has arrived (or the limit).
  const settleFrom = Date.now();
  let feed: MarketplaceEvent[] = [];
  for (;;) {
    await sleep(1000);
    feed = await feedSince(alive[0]!.url, start);
    const completed = new Set(
      feed
        .filter((e) => e.type === 'order.completed')
        .map((e) => (e.data as { order: { orderId: number } }).order.orderId),
    );
    const open = feed.some(
      (e) =>
        e.type === 'order.created' &&
        !completed.has((e.data as { order: { orderId: number } }).order.orderId),
    );
    if ((!open && feed.every((e) => receiver.byId.has(e.id))) || Date.now() - settleFrom > SETTLE_LIMIT_MS)
      break;
  }
  await robot.stop();
  feed = await feedSince(alive[0]!.url, start);
  const vendorActed = receiver.arrivals.filter(({ event }) => {
    if (!event.type.startsWith('order.')) return false;
    return (
      (event.data as { order: { history: { actor: string }[] } }).order.history.at(-1)?.actor === 'VENDOR'
    );
  });
  const latencies = vendorActed.map((a) => a.at - Date.parse(a.event.createdAt)).sort((a, b) => a - b);
  return {
    label,
    orders: options.orders - createFailures,
    events: feed.length,
    lost: feed.filter((e) => !receiver.byId.has(e.id)).length,
    duplicates: receiver.state.duplicates,
    outOfOrder: outOfOrderOrders(feed, receiver.arrivals),
    badSignatures: receiver.state.badSignatures,
    latency: {
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? Number.NaN,
      count: latencies.length,
    },
    settleS: (Date.now() - settleFrom) / 1000,
  };
}

const ms = (n: number) => (Number.isNaN(n) ? '—' : `${n.toFixed(0)} ms`);
function print(result: RunResult, goalMs?: number) {
  const { latency } = result;
  const goal =
    goalMs === undefined ? '' : ` (goal p99 ≤ ${goalMs} ms: ${latency.p99 <= goalMs ? 'met' : 'not met'})`;
  process.stdout.write(
    `\n${result.label}\n` +
      `  ${result.orders} orders, ${result.events} events in the feed; lost ${result.lost}, duplicates ${result.duplicates}, ` +
      `orders out of order ${result.outOfOrder}, bad signatures ${result.badSignatures}; settled ${result.settleS.toFixed(1)} s after the last order\n` +
      `  vendor action → webhook received: p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)} over ${latency.count} actions${goal}\n`,
  );
}

/** Writes `count` events straight into the outbox (the feed test needs volume, not realism). */
async function fillFeed(databaseUrl: string, count: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `insert into marketplace_events (id, type, vendor_id, account_id, live_mode, data, ordering_key, created_at)
     select 'evt_bench_' || n, 'vendor.updated', 1, 1, false,
            jsonb_build_object('vendor', jsonb_build_object('id', 1, 'name', 'Bench ' || n, 'padding', repeat('x', 800))),
            'vendor:1', now()
     from generate_series(1, $1::int) n`,
    [count],
  );
  await client.end();
}

async function readFeedFromStart(base: string) {
  const pages: number[] = [];
  let cursor = '';
  let events = 0;
  for (;;) {
    const started = performance.now();
    const page = await getJson(`${base}/api/manager/events?limit=500${cursor ? `&after=${cursor}` : ''}`);
    pages.push(performance.now() - started);
    events += page.events.length;
    cursor = page.next;
    if (page.events.length < 500) return { pages, events };
  }
}

async function main() {
  process.stdout.write(
    `bench:events — PostgreSQL; ${ORDERS} orders at ${RATE}/s per run, the kitchen acting through the vendor API\n`,
  );
  const databaseUrl = await freshPostgresDatabase(POSTGRES_URL, 'larder_bench_events');
  const env = { ...BENCH_SERVER_ENV, WEBHOOK_ALLOW_PRIVATE: 'true', ACCEPTANCE_SWEEP_S: '0' };
  const receiver = await startReceiver();
  const a = await startServer({ databaseUrl, env });
  const owner = await signInOwner(a.url);
  // No capacity cap or acceptance window gets in the way of a steady stream.
  const registered = await marketplacePost(a.url, '/webhooks', { url: receiver.url });
  if (registered.status !== 201) throw new Error(`webhook registration answered ${registered.status}`);
  receiver.trust(registered.json.secret as string);

  const results: RunResult[] = [];
  results.push(await run('One instance', [a], receiver, owner, { orders: ORDERS }));
  print(results.at(-1)!, TARGET_P99_MS.one);

  const b = await startServer({ databaseUrl, env });
  results.push(await run('Two instances on one PostgreSQL', [a, b], receiver, owner, { orders: ORDERS }));
  print(results.at(-1)!, TARGET_P99_MS.two);

  const c = await startServer({ databaseUrl, env });
  let killedAt = 0;
  results.push(
    await run('Two instances, one killed with SIGKILL halfway', [a, c], receiver, owner, {
      orders: ORDERS,
      during: (created) => {
        if (created === Math.floor(ORDERS / 2)) {
          c.process.kill('SIGKILL');
          killedAt = Date.now();
        }
      },
    }),
  );
  print(results.at(-1)!);
  process.stdout.write(
    `  (killed ${killedAt ? 'at the half' : 'never'}; its leases last 30 s, then the other instance takes its deliveries over)\n`,
  );

  const failingOrders = Math.round(FAIL_S * RATE);
  const failing = run(`A receiver answering 500 for ${FAIL_S} s, then recovering`, [a, b], receiver, owner, {
    orders: failingOrders,
  });
  receiver.state.failing = true;
  setTimeout(() => {
    receiver.state.failing = false;
  }, FAIL_S * 1000).unref();
  const failed = await failing;
  print(failed);
  process.stdout.write(
    `  ${failed.events - failed.lost} of ${failed.events} events delivered after the recovery, ${failed.settleS.toFixed(0)} s after the last order (retries at about 5 s, 30 s, 2 min, 10 min … after each failure); ${receiver.state.refused} attempts refused while failing\n`,
  );

  await a.stop();
  await b.stop();
  await c.stop();
  await fillFeed(databaseUrl, FEED_EVENTS);
  const reader = await startServer({ databaseUrl, env });
  // The server positions the new events at start; one read waits for that.
  await getJson(`${reader.url}/api/manager/events?limit=1`);
  const { pages, events } = await readFeedFromStart(reader.url);
  const first = pages[0]!;
  const last = pages.at(-2) ?? first;
  process.stdout.write(
    `\nThe pull feed from the start, pages of 500: ${events} events in ${pages.length} pages; ` +
      `first page ${ms(first)}, last full page ${ms(last)} (ratio ${(last / first).toFixed(2)}; goal ≤ 2), ` +
      `median page ${ms([...pages].sort((x, y) => x - y)[Math.floor(pages.length / 2)]!)}\n`,
  );
  await reader.stop();
  await receiver.close();
}

await main();
