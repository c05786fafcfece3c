/**
 * npm run bench:export — the server's memory, and the order archive at 100,000 orders, on embedded
 * PGlite:
 *   - the server's RSS when idle (BENCH_IDLE_S seconds after it said it is running, demo orders
 *     off) after a first start on an empty data directory (creating the database, migrations, the
 *     demo seed) and after a restart on the same directory;
 *   - the xlsx export of all the orders: seconds to the last byte, bytes, and the server's RSS
 *     (sampled during the export, and the kernel's high-water mark VmHWM);
 *   - archive page 1 against page 1,000 (size 100): by the `next` cursor (keyset, what the web
 *     uses) and by `page` (OFFSET), median of repeated requests.
 * Prints figures and ratios against the targets (≤ 15 s, ≤ 250 MB RSS idle and during the export,
 * page 1,000 ≤ 2× page 1); asserts nothing. BENCH_ORDERS changes the count. Runs on PGlite (whose
 * WebAssembly PostgreSQL lives inside the server process, so its RSS counts there) and on the
 * PostgreSQL of DATABASE_URL when reachable (BENCH_POSTGRES=0 skips it).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/support/server.ts';
import { BENCH_SERVER_ENV, onEachDatabase, percentile, signInOwner } from './lib/larder.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const PAGE_SIZE = 100;
const DEEP_PAGE = 1000;
const REPEAT = 15;
const IDLE_S = Number(process.env.BENCH_IDLE_S ?? 10);
const root = path.resolve(import.meta.dirname, '..');

function seed(dataDir: string, databaseUrl = '') {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/seed/history-cli.ts', '--orders', String(ORDERS), '--days', '730'],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, stdio: 'inherit' },
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed:history exited ${code}`))));
  });
}

const rssMb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return kb / 1024;
};

async function timed(url: string, cookie: string): Promise<{ ms: number; body: Record<string, unknown> }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return { ms: performance.now() - started, body };
}

async function median(url: string, cookie: string) {
  const times: number[] = [];
  for (let i = 0; i < REPEAT; i++) times.push((await timed(url, cookie)).ms);
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
}

/** Starts the server on `dataDir` (kept), waits until it has idled IDLE_S seconds, stops it: its RSS then. */
async function idleRss(dataDir: string, databaseUrl?: string) {
  const server = await startServer({ databaseUrl, dataDir, env: BENCH_SERVER_ENV });
  try {
    await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
    return { rss: rssMb(server.process.pid!, 'VmRSS'), hwm: rssMb(server.process.pid!, 'VmHWM') };
  } finally {
    await server.stop();
  }
}

async function benchDatabase(label: string, databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-bench-export-'));
  process.stdout.write(`${label}: first start and restart, ${IDLE_S} s idle each ...\n`);
  const firstStart = await idleRss(dataDir, databaseUrl);
  const restart = await idleRss(dataDir, databaseUrl);
  process.stdout.write(`${label}: seeding ${ORDERS} orders ...\n`);
  await seed(dataDir, databaseUrl);
  const server = await startServer({ databaseUrl, dataDir, env: BENCH_SERVER_ENV });
  const pid = server.process.pid!;
  try {
    const { cookie, vendorId } = await signInOwner(server.url);
    const base = `${server.url}/api/vendor/${vendorId}/archive_orders`;
    const period = 'from=2020-01-01T00:00:00Z';

    // Archive paging.
    const first = `${base}?${period}&size=${PAGE_SIZE}`;
    let after = '';
    for (let page = 1; page < DEEP_PAGE; page++) {
      const { body } = await timed(`${first}${after ? `&after=${after}` : ''}`, cookie);
      if (body.last) throw new Error(`only ${page} pages`);
      after = String(body.next);
    }
    const page1 = await median(first, cookie);
    const deepKeyset = await median(`${first}&after=${after}`, cookie);
    const deepOffset = await median(`${first}&page=${DEEP_PAGE - 1}`, cookie);

    // Export: RSS sampled while the file streams in.
    const rssBefore = rssMb(pid, 'VmRSS');
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid, 'VmRSS'));
    }, 50);
    const started = performance.now();
    const res = await fetch(`${base}/excel?${period}`, { headers: { cookie } });
    let bytes = 0;
    for await (const chunk of res.body!) bytes += (chunk as Uint8Array).byteLength;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(pid, 'VmRSS'));
    const hwm = rssMb(pid, 'VmHWM');

    const lines = [
      '',
      `bench:export — ${ORDERS} orders, ${label}, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs`,
      `  export: ${res.status}, ${res.headers.get('x-export-rows')} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(2)} s to the last byte (target ≤ 15 s)`,
      `  server RSS idle: ${firstStart.rss.toFixed(0)} MB after a first start (VmHWM ${firstStart.hwm.toFixed(0)} MB), ${restart.rss.toFixed(0)} MB after a restart (VmHWM ${restart.hwm.toFixed(0)} MB) (target ≤ 250 MB)`,
      `  server RSS export: ${rssBefore.toFixed(0)} MB before, ${peak.toFixed(0)} MB peak during the export, VmHWM ${hwm.toFixed(0)} MB since start (target ≤ 250 MB)`,
      `  archive page 1: ${page1.toFixed(1)} ms median of ${REPEAT}`,
      `  archive page ${DEEP_PAGE} by cursor: ${deepKeyset.toFixed(1)} ms (${(deepKeyset / page1).toFixed(2)}× page 1; target ≤ 2×)`,
      `  archive page ${DEEP_PAGE} by offset: ${deepOffset.toFixed(1)} ms (${(deepOffset / page1).toFixed(2)}× page 1, for comparison)`,
      '',
    ];
    process.stdout.write(lines.join('\n'));
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

onEachDatabase('larder_bench_export', benchDatabase).catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : error}\n`);
  process.exit(1);
});
