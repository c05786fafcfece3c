/** What the benches share: signing in, the marketplace API, the demo menu's ids, percentiles. */
import { APP_VERSION_HEADER, DEMO_PASSWORD, DEMO_USERS, MENU_SPREADSHEET_FIELD } from '@larder/contract';
import type { MenuChoice } from '../../apps/server/src/modules/demo/fake-marketplace.ts';
import { freshPostgresDatabase } from '../../tools/test-support/server.ts';

/** The benches start their servers with this token, so they can play the marketplace. */
export const BENCH_MARKETPLACE_TOKEN = 'bench-marketplace-token-0123456789';

/** Server environment for a bench: a known token, and no demo orders mixed into the figures. */
export const BENCH_SERVER_ENV = {
  MARKETPLACE_TOKEN: BENCH_MARKETPLACE_TOKEN,
  DEMO_ORDER_INTERVAL_S: '0',
};

/**
 * The log level of a server under a throughput bench: as it ships (info: a line per refusal,
 * failure or slow answer, fast successes counted once a minute), so the figures include what
 * logging costs; BENCH_LOG_LEVEL=warn leaves it out. The log goes to a
 * file, as an operator's does (startServer's logToFile).
 */
export const BENCH_LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';

export const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';

/**
 * Runs a bench on PGlite, then on a fresh PostgreSQL database named `database` unless
 * BENCH_POSTGRES=0; a PostgreSQL that cannot be reached is said and skipped.
 */
export async function onEachDatabase(
  database: string,
  bench: (label: 'PGlite' | 'PostgreSQL', databaseUrl?: string) => Promise<void>,
): Promise<void> {
  await bench('PGlite');
  if (process.env.BENCH_POSTGRES === '0') return;
  let url: string;
  try {
    url = await freshPostgresDatabase(POSTGRES_URL, database);
  } catch (error) {
    process.stdout.write(`PostgreSQL not reachable (${(error as Error).message}): skipped\n`);
    return;
  }
  await bench('PostgreSQL', url);
}

/**
 * The seeded demo menu on a fresh database (seed/demo-menu.ts inserts in this order): products
 * 1–7 (Margherita, Pepperoni, Quattro Formaggi, Caesar, Greek salad, Lemonade, Espresso), and the
 * three toppings 1–3 that go on the pizzas.
 */
export const DEMO_MENU: MenuChoice[] = [1, 2, 3, 4, 5, 6, 7].map((productId) => ({
  productId,
  maxCount: null,
  components: productId <= 3 ? [1, 2, 3].map((componentId) => ({ componentId, maxCount: 3 })) : [],
}));

/** Signs in as the demo owner: the Cookie header value, the owner's account and first vendor. */
export async function signInOwner(
  base: string,
): Promise<{ cookie: string; accountId: number; vendorId: number }> {
  const res = await fetch(`${base}/api/vendor/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [APP_VERSION_HEADER]: 'bench' },
    body: JSON.stringify({ email: DEMO_USERS.owner, password: DEMO_PASSWORD }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const me = (await res.json()) as { account: { id: number; vendors: { id: number }[] } };
  return { cookie, accountId: me.account.id, vendorId: me.account.vendors[0]!.id };
}

/**
 * A signed-in user's calls to /api/vendor/…: JSON in and out (a FormData body goes as the upload
 * it is), the session cookie and the build-version header; a refusal throws with its answer.
 */
export function vendorApi(base: string, cookie: string) {
  return async <T>(method: string, apiPath: string, body?: unknown): Promise<T> => {
    const json = body !== undefined && !(body instanceof FormData);
    const res = await fetch(`${base}/api/vendor/${apiPath}`, {
      method,
      headers: {
        cookie,
        [APP_VERSION_HEADER]: 'bench',
        ...(json ? { 'content-type': 'application/json' } : {}),
      },
      body: json ? JSON.stringify(body) : (body as FormData | undefined),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${apiPath} answered ${res.status}: ${text.slice(0, 500)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

/** A spreadsheet as the menu import's upload form carries it. */
export function menuSpreadsheetUpload(bytes: Buffer): FormData {
  const form = new FormData();
  form.append(
    MENU_SPREADSHEET_FIELD,
    new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    'menu.xlsx',
  );
  return form;
}

/** POST /api/manager/... with the bench token; answers status and JSON body. */
export async function marketplacePost(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${base}/api/manager${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${BENCH_MARKETPLACE_TOKEN}`,
      'content-type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** PUT /api/vendor/{vendorId}/orders/{orderId}/{action} as the signed-in vendor user. */
export async function vendorOrderAction(
  base: string,
  cookie: string,
  vendorId: number,
  orderId: number,
  action: 'approve' | 'decline' | 'ready' | 'complete',
): Promise<number> {
  const res = await fetch(`${base}/api/vendor/${vendorId}/orders/${orderId}/${action}`, {
    method: 'PUT',
    headers: { cookie, [APP_VERSION_HEADER]: 'bench' },
  });
  await res.arrayBuffer();
  return res.status;
}

/** The p-th percentile of an ascending array (nearest rank). */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** mulberry32: the benches' orders are the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Runs `task(i)` for i < count, `concurrency` at a time. */
export async function pool(count: number, concurrency: number, task: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) await task(next++);
    }),
  );
}
