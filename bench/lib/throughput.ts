/**
 * What the throughput benches share: one autocannon run per route, and the table they print — each
 * route's req/s, p99 and errors, and its ratio to the hello-world route measured in the same run
 * against the same server (the machine's speed and load cancel out of the ratio).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { PrebuiltAnswer } from '../../apps/server/src/lib/prebuilt-answer.ts';
import { freePort } from '../../tools/test-support/server.ts';

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

export interface Figures {
  reqPerSec: number;
  p99: number;
  /** Transport errors and answers other than 2xx/304. */
  errors: number;
}

/** `CONNECTIONS` clients asking `url` for `DURATION_S` seconds, each as soon as its last answer came. */
export async function load(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const notModified = result.statusCodeStats?.['304']?.count ?? 0;
  return {
    reqPerSec: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx - notModified,
  };
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
