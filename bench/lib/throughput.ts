/**
 * What the throughput benches share: one autocannon run per route, and the table they print — each
 * route's req/s, p99 and errors, and its ratio to the hello-world route measured in the same run
 * against the same server (the machine's speed and load cancel out of the ratio).
 */
import autocannon from 'autocannon';

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
