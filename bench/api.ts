/**
 * npm run bench:api — throughput of an authenticated API read (GET users/me, what every page load
 * asks first) against a hello-world route of the same server and a bare Fastify's hello (no
 * plugins), on PGlite and on PostgreSQL. Prints figures and ratios (users/me ≥ 0.30 of the app's
 * hello; of the bare hello, the app's hello ≥ 0.50 and users/me ≥ 0.35); asserts nothing. The
 * server logs at info, as it ships (BENCH_LOG_LEVEL changes it).
 */
import { freshPostgresDatabase, startServer } from '../tools/test-support/server.ts';
import { BENCH_LOG_LEVEL, BENCH_SERVER_ENV, POSTGRES_URL, signInOwner } from './lib/larder.ts';
import {
  aroundHello,
  CONNECTIONS,
  DURATION_S,
  type Figures,
  type HelloFigures,
  load,
  printThroughput,
} from './lib/throughput.ts';

const TARGET_RATIO = 0.3;
/** Issue 27: users/me against a bare Fastify's hello. */
const BARE_TARGET_RATIO = 0.35;

async function benchDatabase(label: string, databaseUrl?: string) {
  const server = await startServer({
    databaseUrl,
    env: { ...BENCH_SERVER_ENV, LOG_LEVEL: BENCH_LOG_LEVEL },
    logToFile: true,
  });
  try {
    const { cookie } = await signInOwner(server.url);
    const [hello, me] = await aroundHello(server.url, (seconds) =>
      load(`${server.url}/api/vendor/users/me`, { cookie }, seconds),
    );
    return { label, hello, me };
  } finally {
    await server.stop();
  }
}

const rows: { label: string; hello: HelloFigures; me: Figures }[] = [await benchDatabase('PGlite')];
try {
  rows.push(await benchDatabase('PostgreSQL', await freshPostgresDatabase(POSTGRES_URL, 'larder_bench')));
} catch (error) {
  console.error(`PostgreSQL skipped: ${(error as Error).message}`);
}

console.log(
  `\nbench:api — ${CONNECTIONS} connections, ${DURATION_S} s per route, server LOG_LEVEL=${BENCH_LOG_LEVEL}\n`,
);
for (const { label, hello, me } of rows) {
  printThroughput(label, hello, [
    { route: 'GET /api/vendor/users/me', figures: me, target: TARGET_RATIO, bareTarget: BARE_TARGET_RATIO },
  ]);
}
