/**
 * npm run bench:live — how fast a new order reaches every connected vendor screen, on one server
 * instance and across two instances sharing one PostgreSQL (LISTEN/NOTIFY fan-out,
 * docs/architecture.md#live-events).
 *
 * 200 WebSocket clients signed in as the demo owner, five to a session as the server allows (one
 * sign-in per five clients), all from this one address, so the servers run with
 * LIVE_SOCKETS_PER_ADDRESS raised to the client count; 1,000 orders created through the marketplace
 * API at a steady pace by this process. Latency of one delivery = arrival of the NEW_ORDER message
 * at one client − the moment just before the POST that created the order (matched by orderId; a
 * message may arrive before the POST's answer, so both sides are recorded and joined afterwards).
 * Before them, WARM_UP_ORDERS at the same pace are sent and not measured.
 * Baseline: a bare NOTIFY → LISTEN round trip through the same PostgreSQL. Prints figures and
 * ratios; asserts nothing.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { LIVE_SOCKET_LIMITS } from '@larder/contract';
import pg from 'pg';
import { WebSocket } from 'ws';
import { fakeOrder } from '../apps/server/src/modules/demo/fake-marketplace.ts';
import { freshPostgresDatabase, type RunningServer, startServer } from '../tools/test-support/server.ts';
import {
  BENCH_SERVER_ENV,
  DEMO_MENU,
  marketplacePost,
  POSTGRES_URL,
  percentile,
  seededRandom,
  signInOwner,
} from './lib/larder.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 50);
/**
 * Orders sent at RATE before the measured ones, unmeasured: a server just started compiles its
 * code paths while the first orders come in (measured here: the first 3 s at 50/s answered in
 * 200–550 ms, the next 17 s all under 80 ms), and a kitchen's evening is not its first seconds.
 */
const WARM_UP_ORDERS = Number(process.env.BENCH_WARM_UP ?? 5 * RATE);
/** How long to wait for late messages once the last order is created. */
const DRAIN_MS = 5000;
const TARGET_P99_MS = { one: 30, two: 100 };
/** Every client comes from this process's address: the servers must let them all in. */
const SERVER_ENV = { ...BENCH_SERVER_ENV, LIVE_SOCKETS_PER_ADDRESS: String(Math.max(CLIENTS, 1)) };

interface Client {
  socket: WebSocket;
  /** orderId → arrival time (performance.now()) of its NEW_ORDER at this client. */
  arrivals: Map<number, number>;
  duplicates: number;
}

function connect(server: RunningServer, cookie: string, vendorId: number): Promise<Client> {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/vendor/socket?vendorId=${vendorId}`, {
    headers: { cookie },
    perMessageDeflate: false,
  });
  const client: Client = { socket, arrivals: new Map(), duplicates: 0 };
  // Like the web client (docs/product.md#live-updates): a heartbeat every 30 s, or the server drops a
  // silent client.
  const heartbeat = setInterval(() => socket.send('heartbeat'), 30_000);
  socket.once('close', () => clearInterval(heartbeat));
  socket.on('message', (data, isBinary) => {
    const at = performance.now();
    if (isBinary) return;
    const text = data.toString();
    if (text.charCodeAt(0) !== 123 /* { */) return; // heartbeat
    const message = JSON.parse(text) as { type: string; orderId: number };
    if (message.type !== 'NEW_ORDER') return;
    if (client.arrivals.has(message.orderId)) client.duplicates++;
    else client.arrivals.set(message.orderId, at);
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('error', reject);
    socket.once('close', (code, reason) => reject(new Error(`socket closed at once: ${code} ${reason}`)));
  });
}

/** One order through the marketplace API; answers its id and the moment just before the POST. */
async function createOrder(server: RunningServer, vendorId: number, random: () => number, key: string) {
  const sentAt = performance.now();
  const res = await marketplacePost(server.url, `/vendors/${vendorId}/orders`, fakeOrder(random, DEMO_MENU), {
    'idempotency-key': key,
  });
  const answeredAt = performance.now();
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.json)}`);
  return { orderId: res.json.orderId as number, sentAt, postMs: answeredAt - sentAt };
}

interface Figures {
  label: string;
  instances: number;
  created: number;
  expected: number;
  delivered: number;
  lost: number;
  duplicates: number;
  p50: number;
  p99: number;
  max: number;
  /** POST → the first client to hear of the order. */
  firstP50: number;
  firstP99: number;
  /** The first client → the last client, per order. */
  spreadP50: number;
  spreadP99: number;
  postP50: number;
  postP99: number;
  achievedRate: number;
  /**
   * The machine's 1-minute load average while the orders were sent: on a shared machine the
   * figures mean little without it.
   */
  load: number;
}

/**
 * As many sessions as the clients need at LIVE_SOCKET_LIMITS.perSession each. One after another:
 * a good sign-in gives its attempt back, but parallel ones would all be counted first and trip
 * the per-account limit.
 */
async function signInSessions(server: RunningServer) {
  const cookies: string[] = [];
  let vendorId = 0;
  while (cookies.length < Math.ceil(CLIENTS / LIVE_SOCKET_LIMITS.perSession)) {
    const session = await signInOwner(server.url);
    cookies.push(session.cookie);
    vendorId = session.vendorId;
  }
  return { cookies, vendorId };
}

async function scenario(label: string, servers: RunningServer[], cookies: string[], vendorId: number) {
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, (_, i) =>
      connect(
        servers[i % servers.length]!,
        cookies[Math.floor(i / LIVE_SOCKET_LIMITS.perSession)]!,
        vendorId,
      ),
    ),
  );
  const random = seededRandom(servers.length);
  const run = `${servers.length}-${Date.now()}`;

  // Warm-up: the server registers a socket after checking its session, asynchronously; an order
  // every client has heard of proves they are all registered (and warms the code paths).
  for (let attempt = 0; ; attempt++) {
    const { orderId } = await createOrder(
      servers[attempt % servers.length]!,
      vendorId,
      random,
      `w-${run}-${attempt}`,
    );
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline && clients.some((c) => !c.arrivals.has(orderId))) await sleep(20);
    if (clients.every((c) => c.arrivals.has(orderId)) && attempt >= 10) break;
    if (attempt > 50) throw new Error('clients never all received the warm-up order');
  }
  // Open loop at RATE orders/s, spread over the instances as a load balancer would: the warm-up's
  // orders first, then the measured ones.
  const sent = new Map<number, number>();
  const postMs: number[] = [];
  const openLoop = async (count: number, prefix: string, measured: boolean) => {
    const inFlight: Promise<void>[] = [];
    const start = performance.now();
    for (let i = 0; i < count; i++) {
      const wait = start + (i * 1000) / RATE - performance.now();
      if (wait > 1) await sleep(wait);
      inFlight.push(
        createOrder(servers[i % servers.length]!, vendorId, random, `${prefix}-${run}-${i}`).then((r) => {
          if (!measured) return;
          sent.set(r.orderId, r.sentAt);
          postMs.push(r.postMs);
        }),
      );
    }
    await Promise.all(inFlight);
    return (performance.now() - start) / 1000;
  };
  await openLoop(WARM_UP_ORDERS, 'h', false);
  await sleep(DRAIN_MS / 5);
  for (const c of clients) {
    c.arrivals.clear();
    c.duplicates = 0;
  }
  const sendingSeconds = await openLoop(ORDERS, 'm', true);
  const load = os.loadavg()[0]!;
  const expected = sent.size * clients.length;
  const deliveredCount = () => clients.reduce((n, c) => n + c.arrivals.size, 0);
  const drainUntil = performance.now() + DRAIN_MS;
  while (deliveredCount() < expected && performance.now() < drainUntil) await sleep(20);

  const latencies = new Float64Array(expected);
  let delivered = 0;
  for (const c of clients) {
    for (const [orderId, at] of c.arrivals) {
      const sentAt = sent.get(orderId);
      if (sentAt !== undefined) latencies[delivered++] = at - sentAt;
    }
  }
  const sorted = latencies.subarray(0, delivered).sort();
  // Where the time goes, per order: until the first client hears of it (create + commit + NOTIFY),
  // and from the first client to the last (the fan-out over the sockets).
  const first = new Float64Array(sent.size);
  const spread = new Float64Array(sent.size);
  let n = 0;
  for (const [orderId, sentAt] of sent) {
    let lo = Number.POSITIVE_INFINITY;
    let hi = Number.NEGATIVE_INFINITY;
    for (const c of clients) {
      const at = c.arrivals.get(orderId);
      if (at === undefined) continue;
      lo = Math.min(lo, at);
      hi = Math.max(hi, at);
    }
    if (lo === Number.POSITIVE_INFINITY) continue;
    first[n] = lo - sentAt;
    spread[n++] = hi - lo;
  }
  const firstSorted = first.subarray(0, n).sort();
  const spreadSorted = spread.subarray(0, n).sort();
  const postSorted = Float64Array.from(postMs).sort();
  await Promise.all(
    clients.map(
      (c) =>
        new Promise<void>((resolve) => {
          c.socket.once('close', () => resolve());
          c.socket.close(1000);
        }),
    ),
  );
  return {
    label,
    instances: servers.length,
    created: sent.size,
    expected,
    delivered,
    lost: expected - delivered,
    duplicates: clients.reduce((n, c) => n + c.duplicates, 0),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    firstP50: percentile(firstSorted, 50),
    firstP99: percentile(firstSorted, 99),
    spreadP50: percentile(spreadSorted, 50),
    spreadP99: percentile(spreadSorted, 99),
    postP50: percentile(postSorted, 50),
    postP99: percentile(postSorted, 99),
    achievedRate: sent.size / sendingSeconds,
    load,
  } satisfies Figures;
}

/** The floor: a bare NOTIFY → LISTEN round trip through the same PostgreSQL, same payload size. */
async function notifyBaseline(databaseUrl: string) {
  const listener = new pg.Client({ connectionString: databaseUrl });
  const notifier = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  await notifier.connect();
  const arrivals = new Map<number, number>();
  listener.on('notification', (n) => arrivals.set(Number(n.payload?.slice(0, 10)), performance.now()));
  await listener.query('LISTEN bench_baseline');
  const padding = 'x'.repeat(120);
  const sentAt = new Map<number, number>();
  const start = performance.now();
  for (let i = 0; i < ORDERS; i++) {
    const wait = start + (i * 1000) / RATE - performance.now();
    if (wait > 1) await sleep(wait);
    sentAt.set(i, performance.now());
    await notifier.query('select pg_notify($1, $2)', [
      'bench_baseline',
      `${String(i).padStart(10, '0')}${padding}`,
    ]);
  }
  await sleep(200);
  await listener.end();
  await notifier.end();
  const sorted = Float64Array.from(
    [...sentAt].filter(([i]) => arrivals.has(i)).map(([i, t]) => arrivals.get(i)! - t),
  ).sort();
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), lost: ORDERS - sorted.length };
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—').padStart(8);

const databaseUrl = await freshPostgresDatabase(POSTGRES_URL, 'larder_bench_live');
const servers: RunningServer[] = [];
const results: Figures[] = [];
let baseline: Awaited<ReturnType<typeof notifyBaseline>>;
try {
  servers.push(await startServer({ databaseUrl, env: SERVER_ENV }));
  const { cookies, vendorId } = await signInSessions(servers[0]!);
  baseline = await notifyBaseline(databaseUrl);
  results.push(await scenario('1 instance', servers, cookies, vendorId));
  servers.push(await startServer({ databaseUrl, env: SERVER_ENV }));
  results.push(await scenario('2 instances', servers, cookies, vendorId));
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}

console.log(
  `\nbench:live — ${CLIENTS} WebSocket clients, ${ORDERS} orders at ${RATE}/s through the marketplace API (after ${WARM_UP_ORDERS} unmeasured), PostgreSQL, ${os.availableParallelism()} CPUs\n`,
);
console.log(
  `baseline NOTIFY → LISTEN (bench process, same database): p50 ${baseline.p50.toFixed(2)} ms, p99 ${baseline.p99.toFixed(2)} ms, lost ${baseline.lost}\n`,
);
console.log(
  'setup         orders  orders/s  deliveries  lost  dup   p50 ms   p99 ms   max ms  POST p50  POST p99',
);
for (const r of results) {
  console.log(
    `${r.label.padEnd(12)} ${String(r.created).padStart(7)} ${r.achievedRate.toFixed(1).padStart(9)} ${`${r.delivered}/${r.expected}`.padStart(15)} ${String(r.lost).padStart(5)} ${String(r.duplicates).padStart(4)} ${ms(r.p50)} ${ms(r.p99)} ${ms(r.max)} ${ms(r.postP50)}  ${ms(r.postP99)}`,
  );
}
console.log('\nwhere it goes (ms)   to first client p50 / p99   first → last client p50 / p99');
for (const r of results) {
  console.log(
    `${r.label.padEnd(20)} ${ms(r.firstP50)} / ${ms(r.firstP99)}      ${ms(r.spreadP50)} / ${ms(r.spreadP99)}`,
  );
}
console.log('');
for (const r of results) {
  const target = r.instances === 1 ? TARGET_P99_MS.one : TARGET_P99_MS.two;
  console.log(
    `${r.label.padEnd(12)} p99 ÷ target ${target} ms: ${(r.p99 / target).toFixed(3)}   p99 ÷ NOTIFY baseline p99: ${(r.p99 / baseline.p99).toFixed(1)}   lost ${r.lost} (target 0)   load ${r.load.toFixed(1)}`,
  );
}
console.log('');
