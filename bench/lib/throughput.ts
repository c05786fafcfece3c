/**
 * What the throughput benches share: one wrk run per route, and the table they print — each route's
 * req/s, p99 and errors, and its ratio to the hello-world route measured in the same run against
 * the same server (the machine's speed and load cancel out of the ratio), and to a bare Fastify's
 * hello (no plugins, its own process) measured in the same run too: what the app's own pipeline
 * (security headers, logging, hooks) costs every answer shows in the second ratio, not the first.
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
/**
 * Each route is loaded this many times, in turns with the hellos it is compared with, for
 * DURATION_S in all: this machine's pace drifts by a third within a minute, and a route measured
 * in a fast minute against a hello measured in a slow one said more of the minute than of the route.
 */
export const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const ROUND_S = Math.max(2, Math.round(DURATION_S / ROUNDS));

export interface Figures {
  reqPerSec: number;
  p99: number;
  /** Transport errors and answers other than 2xx/3xx. */
  errors: number;
}

/** The app's hello, and a bare Fastify's measured around it (absent when the hello is the bare one). */
export interface HelloFigures extends Figures {
  bare?: Figures;
}

/** Issue 27's goal for the app's own hello: at least half what a bare Fastify serves. */
export const HELLO_BARE_TARGET = 0.5;

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

/**
 * `CONNECTIONS` clients asking `url` for `seconds` (DURATION_S unless told), each as soon as its
 * last answer came.
 */
export async function load(
  url: string,
  headers: Record<string, string> = {},
  seconds = DURATION_S,
): Promise<Figures> {
  ensureWrk();
  const { stdout } = await promisify(execFile)('wrk', [
    '--threads=1',
    `--connections=${CONNECTIONS}`,
    `--duration=${seconds}s`,
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

/** Of several runs of one route: the median rate, the worst p99, every error. */
function medianOf(runs: Figures[]): Figures {
  const rates = runs.map((f) => f.reqPerSec).sort((a, b) => a - b);
  const middle = rates.length >> 1;
  return {
    reqPerSec: rates.length % 2 ? rates[middle]! : (rates[middle - 1]! + rates[middle]!) / 2,
    p99: Math.max(...runs.map((f) => f.p99)),
    errors: runs.reduce((sum, f) => sum + f.errors, 0),
  };
}

/** What a bench measures against the hellos: one route's figures, or several by name. */
type Measured = Figures | Record<string, Figures | undefined>;
const isFigures = (m: Measured): m is Figures => typeof (m as Figures).reqPerSec === 'number';

function medianOfRounds<T extends Measured>(rounds: T[]): T {
  if (isFigures(rounds[0]!)) return medianOf(rounds as Figures[]) as T;
  const keys = Object.keys(rounds[0]!);
  return Object.fromEntries(
    keys.map((key) => {
      const runs = rounds.map((r) => (r as Record<string, Figures | undefined>)[key]);
      return [key, runs.every((f) => f !== undefined) ? medianOf(runs) : undefined];
    }),
  ) as T;
}

/**
 * Measures the bare Fastify's hello (started for the purpose, stopped after), the server's own
 * hello and `measure`'s routes in turns, ROUNDS times (each load DURATION_S ÷ ROUNDS), and answers
 * the median of each: the machine's pace drifts, and in turns every route sees the same drift.
 * `measure` is given the seconds each of its loads should take. `bare: false` for a server that is
 * itself the bare one.
 */
export async function aroundHello<T extends Measured>(
  base: string,
  measure: (seconds: number) => Promise<T>,
  { bare = true } = {},
): Promise<[HelloFigures, T]> {
  const bareServer = bare ? await startBareFastify('') : undefined;
  try {
    const bares: Figures[] = [];
    const hellos: Figures[] = [];
    const results: T[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      if (bareServer) bares.push(await load(helloUrl(bareServer.base), {}, ROUND_S));
      hellos.push(await load(helloUrl(base), {}, ROUND_S));
      results.push(await measure(ROUND_S));
    }
    const hello: HelloFigures = medianOf(hellos);
    if (bareServer) hello.bare = medianOf(bares);
    return [hello, medianOfRounds(results)];
  } finally {
    bareServer?.stop();
  }
}

export interface Row {
  route: string;
  figures: Figures;
}

/**
 * Prints the routes of one server, then each route's ratio to `hello` and to the bare Fastify's
 * hello (with the targets, when it has them).
 */
export function printThroughput(
  label: string,
  hello: HelloFigures,
  rows: (Row & { target?: number; bareTarget?: number })[],
  width = 44,
) {
  const line = (route: string, f: Figures) =>
    console.log(
      `${label.padEnd(11)} ${route.padEnd(width)} ${f.reqPerSec.toFixed(0).padStart(7)} ${String(f.p99).padStart(9)} ${String(f.errors).padStart(7)}`,
    );
  const ratio = (route: string, of: Figures, to: string, by: Figures, target?: number) => {
    const value = of.reqPerSec / by.reqPerSec;
    const verdict = target === undefined ? '' : ` (target ≥ ${target}${value < target ? ', BELOW' : ''})`;
    console.log(`${label.padEnd(11)} ratio ${route} ÷ ${to}: ${value.toFixed(3)}${verdict}`);
  };
  console.log(`${'database'.padEnd(11)} ${'route'.padEnd(width)}   req/s    p99 ms  errors`);
  if (hello.bare) line('GET /api/hello, bare Fastify (median)', hello.bare);
  line(`GET /api/hello (median of ${ROUNDS})`, hello);
  for (const { route, figures } of rows) line(route, figures);
  if (hello.bare) ratio('GET /api/hello', hello, 'bare hello', hello.bare, HELLO_BARE_TARGET);
  for (const { route, figures, target, bareTarget } of rows) {
    ratio(route, figures, 'hello', hello, target);
    if (hello.bare) ratio(route, figures, 'bare hello', hello.bare, bareTarget);
  }
  console.log('');
}

/**
 * A bare Fastify (no plugins, no logger) in its own process with a hello route and the `routes`
 * given (code run with `app` and the Node modules it requires), on 127.0.0.1.
 */
async function startBareFastify(routes: string): Promise<{ base: string; stop(): void }> {
  const port = await freePort();
  const code = `
    const app = require('fastify')();
    app.get('/api/hello', async () => ({ hello: 'world' }));
    ${routes}
    app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('ready'));`;
  // apps/server is where fastify resolves from: the app's own version.
  const child = spawn(process.execPath, ['-e', code], {
    cwd: path.join(import.meta.dirname, '../../apps/server'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (status) => reject(new Error(`the bare Fastify exited (${status})`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill() };
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
  const bare = await startBareFastify(`
    const fs = require('node:fs');
    const body = fs.readFileSync(${JSON.stringify(file)});
    const brotli = fs.readFileSync(${JSON.stringify(`${file}.br`)});
    app.get('/list', (_req, reply) => { reply.header('content-type', 'application/json').send(body); });
    app.get('/list.br', (_req, reply) => {
      reply.header('content-type', 'application/json').header('content-encoding', 'br').send(brotli);
    });`);
  try {
    const [hello, { list, compressed }] = await aroundHello(
      bare.base,
      async (seconds) => ({
        list: await load(`${bare.base}/list`, {}, seconds),
        compressed: await load(`${bare.base}/list.br`, { 'accept-encoding': 'br' }, seconds),
      }),
      { bare: false },
    );
    return { hello, list, compressed, brotliKb: brotli.byteLength / 1024 };
  } finally {
    bare.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
