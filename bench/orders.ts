/**
 * npm run bench:orders — throughput of the vendor's active order list (GET /api/vendor/1/orders,
 * what every vendor screen polls and refetches after each reconnect) with 300 active orders,
 * against the hello-world route of the same server and a bare Fastify's hello (no plugins); on
 * PGlite, and on PostgreSQL when reachable. Also the orders board page itself as a returning tablet
 * gets it, its first screen rendered by the server (the app's render of the board plus the list it
 * shows). Prints figures and ratios (the compressed list ≥ 0.30 of the bare hello); asserts nothing.
 * The server logs at info, as it ships (BENCH_LOG_LEVEL changes it).
 */
import { gzipSync } from 'node:zlib';
import { VIEWPORT_COOKIE } from '@larder/contract';
import { fakeOrder } from '../apps/server/src/modules/demo/fake-marketplace.ts';
import { freshPostgresDatabase, startServer } from '../tools/test-support/server.ts';
import {
  BENCH_LOG_LEVEL,
  BENCH_SERVER_ENV,
  DEMO_MENU,
  marketplacePost,
  POSTGRES_URL,
  pool,
  seededRandom,
  signInOwner,
  vendorOrderAction,
} from './lib/larder.ts';
import {
  aroundHello,
  bareCeiling,
  CONNECTIONS,
  DURATION_S,
  type Figures,
  load,
  printThroughput,
} from './lib/throughput.ts';

const ACTIVE_ORDERS = Number(process.env.BENCH_ACTIVE_ORDERS ?? 300);
const TARGET_RATIO = 0.3;
/** The compressed list against a bare Fastify's hello: what the app's whole pipeline leaves of it. */
const BARE_TARGET_RATIO = 0.3;

/**
 * A busy evening: half the orders wait for approval, a third are approved (cooking), the rest
 * marked ready (take-away → ARRIVED, delivery → still APPROVED, waiting for the courier).
 */
async function seedActiveOrders(base: string, cookie: string, vendorId: number) {
  const random = seededRandom(300);
  const bodies = Array.from({ length: ACTIVE_ORDERS }, () => fakeOrder(random, DEMO_MENU));
  const ids: number[] = new Array(ACTIVE_ORDERS);
  await pool(ACTIVE_ORDERS, 8, async (i) => {
    const res = await marketplacePost(base, `/vendors/${vendorId}/orders`, bodies[i], {
      'idempotency-key': `bench-orders-${i}`,
    });
    if (res.status !== 201) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.json)}`);
    ids[i] = res.json.orderId as number;
  });
  const approved = ids.filter((_, i) => i % 2 === 1);
  const ready = approved.filter((_, i) => i % 3 === 2);
  for (const [list, action] of [
    [approved, 'approve'],
    [ready, 'ready'],
  ] as const) {
    await pool(list.length, 8, async (i) => {
      const status = await vendorOrderAction(base, cookie, vendorId, list[i]!, action);
      if (status !== 200) throw new Error(`${action} answered ${status}`);
    });
  }
}

async function benchDatabase(label: string, databaseUrl?: string) {
  const server = await startServer({
    databaseUrl,
    env: { ...BENCH_SERVER_ENV, LOG_LEVEL: BENCH_LOG_LEVEL },
    logToFile: true,
  });
  try {
    const { cookie, vendorId } = await signInOwner(server.url);
    await seedActiveOrders(server.url, cookie, vendorId);
    const listUrl = `${server.url}/api/vendor/${vendorId}/orders`;
    const res = await fetch(listUrl, { headers: { cookie } });
    const body = await res.text();
    const lists = JSON.parse(body) as Record<string, unknown[]>;
    const shape = Object.entries(lists)
      .map(([status, orders]) => `${status} ${orders.length}`)
      .join(', ');
    const etag = (await fetch(listUrl, { headers: { cookie } })).headers.get('etag');
    const pageUrl = `${server.url}/vendor/${vendorId}/orders`;
    const pageHeaders = {
      cookie: `${cookie}; ${VIEWPORT_COOKIE}=1280`,
      'accept-encoding': 'gzip, deflate, br',
    };
    const pageAnswer = await fetch(pageUrl, { headers: pageHeaders });
    const pageHtml = await pageAnswer.text();
    // A page the server did not render is still measured, under its own name: the list's figures
    // above do not depend on it.
    const rendered = pageHtml.includes('first-screen-state');
    if (!rendered) console.error(`${label}: the orders page was not rendered by the server`);
    const [hello, { list, revalidated }] = await aroundHello(server.url, async (seconds) => ({
      // As a browser asks: it accepts brotli and gzip, and the server keeps the list compressed.
      list: await load(listUrl, { cookie, 'accept-encoding': 'gzip, deflate, br' }, seconds),
      // As a browser revalidates what it holds: a 304 without a body.
      revalidated: etag ? await load(listUrl, { cookie, 'if-none-match': etag }, seconds) : undefined,
    }));
    const identity = await load(listUrl, { cookie });
    // Last: the renders still queued when the load stops would slow whatever is measured next.
    const page = await load(pageUrl, pageHeaders);
    const gzipKb = gzipSync(body).byteLength / 1024;
    const pageKb = Buffer.byteLength(pageHtml) / 1024;
    return { label, hello, list, revalidated, identity, page, pageKb, rendered, shape, body, gzipKb };
  } finally {
    await server.stop();
  }
}

const rows = [await benchDatabase('PGlite')];
try {
  rows.push(
    await benchDatabase('PostgreSQL', await freshPostgresDatabase(POSTGRES_URL, 'larder_bench_orders')),
  );
} catch (error) {
  console.error(`PostgreSQL skipped: ${(error as Error).message}`);
}

console.log(
  `\nbench:orders — ${ACTIVE_ORDERS} active orders, ${CONNECTIONS} connections, ${DURATION_S} s per route, server LOG_LEVEL=${BENCH_LOG_LEVEL}\n`,
);
const bound = await bareCeiling(rows[0]!.body);
for (const {
  label,
  hello,
  list,
  revalidated,
  identity,
  page,
  pageKb,
  rendered,
  shape,
  body,
  gzipKb,
} of rows) {
  const kb = Buffer.byteLength(body) / 1024;
  console.log(
    `${label.padEnd(11)} list: ${shape}; ${kb.toFixed(0)} KB per answer, ${gzipKb.toFixed(0)} KB gzipped`,
  );
  printThroughput(
    label,
    hello,
    [
      {
        route: 'GET …/orders (compressed)',
        figures: list,
        target: TARGET_RATIO,
        bareTarget: BARE_TARGET_RATIO,
      },
      ...(revalidated ? [{ route: 'GET …/orders (If-None-Match → 304)', figures: revalidated }] : []),
      { route: 'GET …/orders (identity)', figures: identity },
      {
        route: `GET /vendor/…/orders page, ${rendered ? 'server-rendered' : 'NOT server-rendered'} (${pageKb.toFixed(0)} KB)`,
        figures: page,
      },
    ],
    56,
  );
}
const kb = (Buffer.byteLength(rows[0]!.body) / 1024).toFixed(0);
const ratioTo = (f: Figures) => (f.reqPerSec / bound.hello.reqPerSec).toFixed(3);
console.log(
  `ceiling     the same answer from memory, bare Fastify (hello ${bound.hello.reqPerSec.toFixed(0)} req/s): ${kb} KB as is ${bound.list.reqPerSec.toFixed(0)} req/s, ratio ${ratioTo(bound.list)}; ${bound.brotliKb.toFixed(0)} KB brotli ${bound.compressed.reqPerSec.toFixed(0)} req/s, ratio ${ratioTo(bound.compressed)}`,
);
console.log(
  '            (no server can beat these ratios for answers these sizes; each database row above ÷ its ceiling:',
);
console.log(
  `            ${rows.map((r) => `${r.label} compressed ${(r.list.reqPerSec / bound.compressed.reqPerSec).toFixed(3)}, identity ${(r.identity.reqPerSec / bound.list.reqPerSec).toFixed(3)}`).join('; ')})\n`,
);
