/**
 * npm run bench:api — throughput of an authenticated API read against a hello-world route of the
 * same server, on PGlite and on PostgreSQL. Prints figures and ratios; asserts nothing.
 */
import { APP_VERSION_HEADER, DEMO_PASSWORD, DEMO_USERS } from '@larder/contract';
import autocannon from 'autocannon';
import { freshPostgresDatabase, startServer } from '../tools/test-support/server.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';

interface Figures {
  reqPerSec: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    reqPerSec: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function benchDatabase(label: string, databaseUrl?: string) {
  const server = await startServer({ databaseUrl });
  try {
    const login = await fetch(`${server.url}/api/vendor/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [APP_VERSION_HEADER]: 'bench' },
      body: JSON.stringify({ email: DEMO_USERS.owner, password: DEMO_PASSWORD }),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0];
    if (!cookie) throw new Error(`sign-in failed: ${login.status}`);
    const hello = await load(`${server.url}/api/hello`);
    const me = await load(`${server.url}/api/vendor/users/me`, { cookie });
    return { label, hello, me };
  } finally {
    await server.stop();
  }
}

const rows = [await benchDatabase('PGlite')];
try {
  rows.push(await benchDatabase('PostgreSQL', await freshPostgresDatabase(POSTGRES_URL, 'larder_bench')));
} catch (error) {
  console.error(`PostgreSQL skipped: ${(error as Error).message}`);
}

console.log(`\nbench:api — ${CONNECTIONS} connections, ${DURATION_S} s per route\n`);
console.log('database    route                  req/s     p99 ms  errors');
for (const { label, hello, me } of rows) {
  for (const [route, f] of [
    ['GET /api/hello', hello],
    ['GET /api/vendor/users/me', me],
  ] as const) {
    console.log(
      `${label.padEnd(11)} ${route.padEnd(22)} ${f.reqPerSec.toFixed(0).padStart(7)} ${String(f.p99).padStart(9)} ${String(f.errors).padStart(7)}`,
    );
  }
  console.log(`${label.padEnd(11)} ratio users/me ÷ hello: ${(me.reqPerSec / hello.reqPerSec).toFixed(3)}\n`);
}
