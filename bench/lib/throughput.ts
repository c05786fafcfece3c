/**
 * What the throughput benches share: one wrk run per route, and the table they print — each route's
 * req/s, p99 and errors, and its ratio to the hello-world route measured in the same run against
 * the same server (the machine's speed and load cancel out of the ratio).
 *
 * The load comes from wrk (Debian's, written in C) on one thread, leaving the other core to the
 * server: a load generator in JavaScript (autocannon) spends so much per byte it receives that it
 * measures itself on large answers — on a bare Fastify sending 49 KB from memory it reached 1,149
 * req/s where wrk reached 34,727, both against the same server's hello at about 55,000.
 */
import { execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PrebuiltAnswer } from '../../apps/server/src/lib/prebuilt-answer.ts';
import { freePort } from '../../tools/test-support/server.ts';

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

export interface Figures {
  reqPerSec: number;
  p99: number;
  /** Transport errors and answers other than 2xx/3xx. */
  errors: number;
}

let wrkChecked = false;
function ensureWrk() {
  if (wrkChecked) return;
  const script = path.join(import.meta.dirname, '../../scripts/ensure-debian-packages.mjs');
  const result = spawnSync(process.execPath, [script, 'wrk'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('wrk is missing (see above)');
  wrkChecked = true;
}

/** wrk's durations ("812.00us", "1.23ms", "2.01s") in milliseconds. */
const WRK_UNITS_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
function wrkMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value);
  if (!match) throw new Error(`wrk printed a duration it does not usually print: ${value}`);
  return Number(match[1]) * WRK_UNITS_MS[match[2]!]!;
}

/** The figures of wrk's report (run with --latency). */
export function parseWrkReport(report: string): Figures {
  const number = (pattern: RegExp) => {
    const match = pattern.exec(report);
    return match ? Number(match[1]) : undefined;
  };
  const reqPerSec = number(/^Requests\/sec:\s+([\d.]+)/m);
  const p99 = /^\s+99%\s+(\S+)/m.exec(report)?.[1];
  if (reqPerSec === undefined || p99 === undefined)
    throw new Error(`wrk's report lacks its figures:\n${report}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    reqPerSec,
    p99: Math.round(wrkMs(p99)),
    errors: socketErrors + (number(/Non-2xx or 3xx responses: (\d+)/) ?? 0),
  };
}

/** `CONNECTIONS` clients asking `url` for `DURATION_S` seconds, each as soon as its last answer came. */
export async function load(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  ensureWrk();
  const { stdout } = await promisify(execFile)('wrk', [
    '--threads=1',
    `--connections=${CONNECTIONS}`,
    `--duration=${DURATION_S}s`,
    // A server-rendered page under load takes seconds; wrk's default (2 s) would count it an error.
    '--timeout=30s',
    '--latency',
    ...Object.entries(headers).flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
    url,
  ]);
  return parseWrkReport(stdout);
}

/** The route every ratio is taken against. */
export const helloUrl = (base: string) => `${base}/api/hello`;

/**
 * Runs `measure` between two hello-world runs against the same server and answers the hello figures
 * as their mean: on a shared machine the load drifts during a run, and the mean follows it.
 */
export async function aroundHello<T>(base: string, measure: () => Promise<T>): Promise<[Figures, T]> {
  const before = await load(helloUrl(base));
  const result = await measure();
  const after = await load(helloUrl(base));
  const hello = {
    reqPerSec: (before.reqPerSec + after.reqPerSec) / 2,
    p99: Math.max(before.p99, after.p99),
    errors: before.errors + after.errors,
  };
  return [hello, result];
}

export interface Row {
  route: string;
  figures: Figures;
}

/**
 * Prints the routes of one server, then each route's ratio to `hello` (with the target, when it
 * has one).
 */
export function printThroughput(
  label: string,
  hello: Figures,
  rows: (Row & { target?: number })[],
  width = 44,
) {
  const line = (route: string, f: Figures) =>
    console.log(
      `${label.padEnd(11)} ${route.padEnd(width)} ${f.reqPerSec.toFixed(0).padStart(7)} ${String(f.p99).padStart(9)} ${String(f.errors).padStart(7)}`,
    );
  console.log(`${'database'.padEnd(11)} ${'route'.padEnd(width)}   req/s    p99 ms  errors`);
  line('GET /api/hello (mean of before and after)', hello);
  for (const { route, figures } of rows) line(route, figures);
  for (const { route, figures, target } of rows) {
    const ratio = figures.reqPerSec / hello.reqPerSec;
    const verdict = target === undefined ? '' : ` (target ≥ ${target}${ratio < target ? ', BELOW' : ''})`;
    console.log(`${label.padEnd(11)} ratio ${route} ÷ hello: ${ratio.toFixed(3)}${verdict}`);
  }
  console.log('');
}

/**
 * The ceiling for an answer this size: the same bytes sent from memory by a bare Fastify in its own
 * process (no session, no database, no serialization), against its own hello route — as they are,
 * and brotli-compressed exactly as the server compresses them.
 */
export async function bareCeiling(body: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-bench-'));
  const file = path.join(dir, 'body.json');
  fs.writeFileSync(file, body);
  const brotli = await new PrebuiltAnswer(body).compressed('br');
  fs.writeFileSync(`${file}.br`, brotli);
  const port = await freePort();
  const code = `
    const fs = require('node:fs');
    const body = fs.readFileSync(${JSON.stringify(file)});
    const brotli = fs.readFileSync(${JSON.stringify(`${file}.br`)});
    const app = require('fastify')();
    app.get('/api/hello', async () => ({ hello: 'world' }));
    app.get('/list', (_req, reply) => { reply.header('content-type', 'application/json').send(body); });
    app.get('/list.br', (_req, reply) => {
      reply.header('content-type', 'application/json').header('content-encoding', 'br').send(brotli);
    });
    app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('ready'));`;
  // apps/server is where fastify resolves from.
  const child = spawn(process.execPath, ['-e', code], {
    cwd: path.join(import.meta.dirname, '../../apps/server'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise((resolve) => child.stdout.once('data', resolve));
    const base = `http://127.0.0.1:${port}`;
    const [hello, { list, compressed }] = await aroundHello(base, async () => ({
      list: await load(`${base}/list`),
      compressed: await load(`${base}/list.br`, { 'accept-encoding': 'br' }),
    }));
    return { hello, list, compressed, brotliKb: brotli.byteLength / 1024 };
  } finally {
    child.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
