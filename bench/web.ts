/**
 * npm run bench:web [-- --no-build] [--runs N] [--waterfall] — the web app on an emulated kitchen
 * tablet: Chromium with 4 Mbit/s, 150 ms round trip and the CPU slowed 4×, a fresh cache per visit.
 * For /vendor/{id}/orders (a dozen active orders), /vendor/{id}/catalog (the demo menu),
 * /vendor/{id}/statistics (the week's figures, then its charts) and /auth (signed out) it prints the first contentful paint, the time to first content (the first order
 * card / a product tile / the sign-in form visible), the time until the app has taken that content
 * over (React holds the element: its buttons work) and the compressed bytes of JS and CSS loaded
 * until then (the JS also gzipped at level 9, the measure of its budget) (and of the CSS loaded before the first content, which its paint may have waited for) (medians of the runs, after one untimed visit per route that warms the server), and
 * the chunks each route loaded: until the app took over, and afterwards (idle preloads of the next
 * likely page). The orders board and the catalogue are
 * measured twice in the same run: as a device that has used the app before gets them (its
 * viewport's width known to the server, which renders the first screen as HTML), and as one the
 * server knows nothing of (the app renders it in the browser: the baseline). A route with a second
 * content (the statistics' charts, which come after the figures) also prints when that appeared
 * and the compressed JS loaded until then: the route's own (the chunks it took over with and those
 * of its second content, also gzipped at level 9 against their budget, 250 kB), and all of it with
 * the idle preloads of other pages that had arrived by then. Also prints the scripts index.html
 * names, gzipped at level 9, against their budget (170 kB): what every first visit loads before
 * the app runs. --waterfall also prints every request of the last run with its start and end;
 * --route NAME (repeatable) measures only the routes named as in the table. Builds first unless --no-build; asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { VIEWPORT_COOKIE } from '@larder/contract';
import type { BrowserContext, CDPSession } from 'playwright-core';
import { fakeOrder } from '../apps/server/src/modules/demo/fake-marketplace.ts';
import { launchBrowser } from '../tools/test-support/browser.ts';
import { startServer } from '../tools/test-support/server.ts';
import {
  BENCH_SERVER_ENV,
  DEMO_MENU,
  marketplacePost,
  percentile,
  seededRandom,
  signInOwner,
} from './lib/larder.ts';

const args = process.argv.slice(2);
const BUILD = !args.includes('--no-build');
const WATERFALL = args.includes('--waterfall');
const RUNS = Number(args[args.indexOf('--runs') + 1] ?? 0) || Number(process.env.BENCH_RUNS ?? 3);
const ONLY_ROUTES = args.flatMap((arg, i) => (args[i - 1] === '--route' ? [arg] : []));
const ACTIVE_ORDERS = 12;
const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'apps/web/dist');
/** The JS a first visit may load before the app has its first screen: index.html's scripts (issue 27). */
const UP_FRONT_JS_BUDGET_BYTES = 170_000;
/** A route's own JS until its second content (the statistics' charts), gzipped at level 9. */
const ROUTE_JS_BUDGET_BYTES = 250_000;

/** The emulated tablet: a cheap device on shop Wi-Fi (issue 9). */
const TABLET = {
  viewport: { width: 1280, height: 800 },
  downloadBitsPerSecond: 4_000_000,
  uploadBitsPerSecond: 4_000_000,
  roundTripMs: 150,
  cpuSlowdown: 4,
};

/** After the first content, how long the network must stay quiet before the visit counts as over. */
const QUIET_MS = 1500;

interface Route {
  name: string;
  path: (vendorId: number) => string;
  signedIn: boolean;
  /** Whether the device has been here before: its viewport's width is known to the server. */
  knownDevice: boolean;
  /** The element whose appearance is the first content a user can work with. */
  contentSelector: string;
  /**
   * What the page shows after its first content, timed too (the visit waits for it), and the
   * chunks of its own code it loads for it: the route's JS until then is those and the chunks it
   * took over with; what else had arrived by then is the idle preloads of other pages.
   */
  second?: { name: string; selector: string; chunks: RegExp };
}

const ORDERS = {
  path: (vendorId: number) => `/vendor/${vendorId}/orders`,
  signedIn: true,
  contentSelector: '[data-testid^="order-card-"]',
};
const CATALOGUE = {
  path: (vendorId: number) => `/vendor/${vendorId}/catalog`,
  signedIn: true,
  contentSelector: '[data-testid="product-grid"] [data-testid^="product-tile-"]',
};

const ROUTES: Route[] = [
  { name: '/orders', ...ORDERS, knownDevice: true },
  { name: '/orders (new device)', ...ORDERS, knownDevice: false },
  { name: '/catalog', ...CATALOGUE, knownDevice: true },
  { name: '/catalog (new device)', ...CATALOGUE, knownDevice: false },
  {
    // The server renders its figures (the charts come in the browser), for a new device as for a
    // known one: measured once.
    name: '/statistics',
    path: (vendorId) => `/vendor/${vendorId}/statistics`,
    signedIn: true,
    knownDevice: true,
    contentSelector: '[data-testid="kpi"]',
    // Drawn, not its placeholder: the chart library's svg or canvas inside the first chart card.
    second: {
      name: 'charts',
      selector: '[data-testid="chart-per-day"] svg, [data-testid="chart-per-day"] canvas',
      // The chart library with the component that draws it (features/statistics/components/plot.tsx).
      chunks: /\/plot-[\w-]+\.js$/,
    },
  },
  {
    name: '/auth',
    path: () => '/auth',
    signedIn: false,
    knownDevice: false,
    contentSelector: '[data-testid="sign-in-submit"]',
  },
];

interface Request {
  url: string;
  type: string;
  startMs: number;
  endMs?: number;
  bytes?: number;
}

interface Visit {
  firstContentMs: number;
  interactiveMs: number;
  /**
   * When the route's second content showed, and the compressed JS loaded until then: all of it
   * (idle preloads of other pages included), and the route's own (as sent, and gzipped at level 9).
   */
  secondMs?: number;
  jsUntilSecondBytes?: number;
  routeJsUntilSecondBytes?: number;
  routeJsUntilSecondGzipBytes?: number;
  fcpMs: number;
  jsBytes: number;
  /** The same scripts gzipped at level 9. */
  jsGzipBytes: number;
  cssBytes: number;
  /** What the first paint may have waited for: the CSS loaded before the first content showed. */
  cssBeforeContentBytes: number;
  initialChunks: Request[];
  laterChunks: Request[];
  requests: Request[];
}

const isJs = (request: Request) => request.type === 'Script' || /\.m?js(\?|$)/.test(request.url);
const isCss = (request: Request) => request.type === 'Stylesheet' || /\.css(\?|$)/.test(request.url);
const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? url;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const gzipSizes = new Map<string, number>();
/** A built file's size gzipped at level 9: the budget's measure, whatever encoding the server chose. */
function gzipSize(pathname: string): number {
  let size = gzipSizes.get(pathname);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(webDist, pathname)), { level: 9 }).length;
    gzipSizes.set(pathname, size);
  }
  return size;
}

/** The scripts index.html names (the first chunk and its preloads): what every first visit loads before the app runs. */
function upFrontScripts(): string[] {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  return [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g),
  ].map(([, src]) => src!);
}

/**
 * Records in the page when the first content is first visible, and when React holds it (its
 * element carries React's fiber: rendered by the app, or hydrated), checked on every animation
 * frame. A string, not a function: tsx would wrap a function's inner names in a helper the page
 * lacks.
 */
const watchFirstContent = (selector: string, second?: string) => `
  (() => {
    const secondFrame = () => {
      const element = document.querySelector(${JSON.stringify(second ?? null)});
      if (element && element.checkVisibility()) window.__second = performance.now();
      else requestAnimationFrame(secondFrame);
    };
    if (${JSON.stringify(second ?? null)}) requestAnimationFrame(secondFrame);
    const frame = () => {
      const element = document.querySelector(${JSON.stringify(selector)});
      if (element && element.checkVisibility()) window.__firstContent ??= performance.now();
      if (element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'))) {
        window.__interactive = performance.now();
      } else {
        requestAnimationFrame(frame);
      }
    };
    requestAnimationFrame(frame);
  })();
`;

async function throttle(cdp: CDPSession) {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: TABLET.roundTripMs,
    downloadThroughput: TABLET.downloadBitsPerSecond / 8,
    uploadThroughput: TABLET.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: TABLET.cpuSlowdown });
}

async function visit(context: BrowserContext, url: string, route: Route): Promise<Visit> {
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);

  const requests = new Map<string, Request>();
  let wallStart = 0;
  let lastActivity = Date.now();
  const since = (timestamp: number) => timestamp * 1000 - wallStart;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!wallStart) wallStart = event.timestamp * 1000;
    requests.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? '',
      startMs: since(event.timestamp),
    });
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.type = event.type;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) {
      request.endMs = since(event.timestamp);
      request.bytes = event.encodedDataLength;
    }
    lastActivity = Date.now();
  });

  await page.addInitScript(watchFirstContent(route.contentSelector, route.second?.selector));
  await page.goto(url);
  await page
    .waitForFunction(() => '__interactive' in globalThis, undefined, { polling: 100 })
    .catch(async (error: Error) => {
      await page.screenshot({ path: '/tmp/bench-web-failure.png' });
      throw new Error(
        `${route.name}: no first content at ${page.url()} (screenshot /tmp/bench-web-failure.png)`,
        {
          cause: error,
        },
      );
    });
  // The paint entry may be reported a frame after the content was seen.
  const timings = (await page.evaluate(`new Promise((resolve) => {
    new PerformanceObserver((entries) => {
      const fcp = entries.getEntriesByName('first-contentful-paint')[0];
      if (fcp) resolve({ firstContent: window.__firstContent, interactive: window.__interactive, fcp: fcp.startTime });
    }).observe({ type: 'paint', buffered: true });
  })`)) as { firstContent: number; interactive: number; fcp: number };
  const secondMs = route.second
    ? ((await page
        .waitForFunction(() => '__second' in globalThis, undefined, { polling: 100 })
        .then(() => page.evaluate('window.__second'))
        .catch(async (error: Error) => {
          await page.screenshot({ path: '/tmp/bench-web-failure.png' });
          throw new Error(
            `${route.name}: no ${route.second?.name} at ${page.url()} (screenshot /tmp/bench-web-failure.png)`,
            { cause: error },
          );
        })) as number)
    : undefined;
  while (Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(200);
  await page.close();

  const all = [...requests.values()];
  const chunks = all.filter((request) => isJs(request) || isCss(request));
  const initialChunks = chunks.filter((request) => (request.endMs ?? Infinity) <= timings.interactive);
  const sum = (list: Request[]) => list.reduce((total, request) => total + (request.bytes ?? 0), 0);
  const gzipSum = (list: Request[]) =>
    list.reduce((total, request) => total + gzipSize(new URL(request.url).pathname), 0);
  const initialJs = initialChunks.filter(isJs);
  const untilSecond = (request: Request) =>
    secondMs !== undefined && isJs(request) && (request.endMs ?? Infinity) <= secondMs;
  const routeJsUntilSecond = [
    ...initialJs,
    ...chunks.filter(
      (request) =>
        !initialChunks.includes(request) && untilSecond(request) && route.second!.chunks.test(request.url),
    ),
  ];
  return {
    firstContentMs: timings.firstContent,
    interactiveMs: timings.interactive,
    fcpMs: timings.fcp,
    jsBytes: sum(initialJs),
    jsGzipBytes: gzipSum(initialJs),
    secondMs,
    jsUntilSecondBytes: secondMs === undefined ? undefined : sum(chunks.filter(untilSecond)),
    routeJsUntilSecondBytes: secondMs === undefined ? undefined : sum(routeJsUntilSecond),
    routeJsUntilSecondGzipBytes: secondMs === undefined ? undefined : gzipSum(routeJsUntilSecond),
    cssBytes: sum(initialChunks.filter(isCss)),
    cssBeforeContentBytes: sum(
      chunks.filter((request) => isCss(request) && (request.endMs ?? Infinity) <= timings.firstContent),
    ),
    initialChunks,
    laterChunks: chunks.filter((request) => !initialChunks.includes(request)),
    requests: all.sort((a, b) => a.startMs - b.startMs),
  };
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

async function seedOrders(base: string, vendorId: number) {
  const random = seededRandom(9);
  for (let i = 0; i < ACTIVE_ORDERS; i++) {
    const res = await marketplacePost(base, `/vendors/${vendorId}/orders`, fakeOrder(random, DEMO_MENU), {
      'idempotency-key': `bench-web-${i}`,
    });
    if (res.status !== 201) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.json)}`);
  }
}

async function main() {
  if (BUILD) {
    process.stdout.write('building the web app ...\n');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const [server, browser] = await Promise.all([startServer({ env: BENCH_SERVER_ENV }), launchBrowser()]);
  try {
    const { cookie, vendorId } = await signInOwner(server.url);
    await seedOrders(server.url, vendorId);
    const [cookieName, cookieValue] = cookie.split(/=(.*)/s) as [string, string];

    process.stdout.write(
      `tablet: ${TABLET.downloadBitsPerSecond / 1e6} Mbit/s, ${TABLET.roundTripMs} ms RTT, CPU ${TABLET.cpuSlowdown}× slower, ` +
        `${TABLET.viewport.width}×${TABLET.viewport.height}; median of ${RUNS} fresh visits\n\n`,
    );
    const rows: string[][] = [];
    const details: string[] = [];
    const routes = ONLY_ROUTES.length ? ROUTES.filter((route) => ONLY_ROUTES.includes(route.name)) : ROUTES;
    for (const route of routes) {
      const visits: Visit[] = [];
      // One visit more, first and not counted: a tablet meets a server that has been answering, not
      // its first render of the page after start (code not yet optimised, first queries).
      for (let run = -1; run < RUNS; run++) {
        // A new context each time: empty cache, no service worker, only the session cookie.
        const context = await browser.newContext({ viewport: TABLET.viewport });
        if (route.signedIn)
          await context.addCookies([{ name: cookieName, value: cookieValue, url: server.url }]);
        // What signing in through the page leaves on a device besides the session.
        if (route.knownDevice) {
          await context.addCookies([
            { name: VIEWPORT_COOKIE, value: String(TABLET.viewport.width), url: server.url },
          ]);
        }
        const timed = await visit(context, `${server.url}${route.path(vendorId)}`, route);
        if (run >= 0) visits.push(timed);
        await context.close();
      }
      const last = visits.at(-1)!;
      const routeJsGzip = median(visits.map((v) => v.routeJsUntilSecondGzipBytes ?? 0));
      rows.push([
        route.name,
        `${Math.round(median(visits.map((v) => v.fcpMs)))} ms`,
        `${Math.round(median(visits.map((v) => v.firstContentMs)))} ms`,
        visits.map((v) => Math.round(v.firstContentMs)).join(' / '),
        `${Math.round(median(visits.map((v) => v.interactiveMs)))} ms`,
        `${kB(median(visits.map((v) => v.jsBytes)))} (${kB(median(visits.map((v) => v.jsGzipBytes)))} gzip -9)`,
        kB(median(visits.map((v) => v.cssBytes))),
        kB(median(visits.map((v) => v.cssBeforeContentBytes))),
        route.second
          ? `${route.second.name} ${Math.round(median(visits.map((v) => v.secondMs!)))} ms ` +
            `(${visits.map((v) => Math.round(v.secondMs!)).join(' / ')}), ` +
            `the route's JS until then ${kB(median(visits.map((v) => v.routeJsUntilSecondBytes!)))} ` +
            `(${kB(routeJsGzip)} gzip -9, budget ≤ ${kB(ROUTE_JS_BUDGET_BYTES)}: ` +
            `${routeJsGzip <= ROUTE_JS_BUDGET_BYTES ? 'within' : 'OVER'}), ` +
            `${kB(median(visits.map((v) => v.jsUntilSecondBytes!)))} with the idle preloads of other pages`
          : '',
      ]);
      const list = (chunks: Request[]) =>
        chunks.map((chunk) => `    ${fileName(chunk.url)} ${kB(chunk.bytes ?? 0)}`).join('\n') ||
        '    (none)';
      details.push(
        `${route.name} chunks until the app took over:\n${list(last.initialChunks)}\n` +
          `${route.name} chunks after it:\n${list(last.laterChunks)}`,
      );
      if (WATERFALL) {
        details.push(
          `${route.name} requests:\n${last.requests
            .map(
              (r) =>
                `    ${String(Math.round(r.startMs)).padStart(5)} → ${String(Math.round(r.endMs ?? Number.NaN)).padStart(5)} ms  ${kB(r.bytes ?? 0).padStart(9)}  ${new URL(r.url).pathname}`,
            )
            .join(
              '\n',
            )}\n    first content at ${Math.round(last.firstContentMs)} ms, the app took over at ${Math.round(last.interactiveMs)} ms` +
            (last.secondMs === undefined ? '' : `, ${route.second?.name} at ${Math.round(last.secondMs)} ms`),
        );
      }
    }
    const header = [
      'route',
      'FCP',
      'first content',
      'runs (first content)',
      'app took over',
      'JS until then (as sent, and gzip -9)',
      'CSS',
      'CSS before first content',
      'second content',
    ];
    const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
    const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
    const upFront = upFrontScripts();
    const upFrontBytes = upFront.reduce((total, script) => total + gzipSize(script), 0);
    process.stdout.write(
      `${[line(header), ...rows.map(line)].join('\n')}\n\n` +
        `index.html's scripts (${upFront.length}), gzip -9: ${kB(upFrontBytes)} ` +
        `(budget ≤ ${kB(UP_FRONT_JS_BUDGET_BYTES)}: ${upFrontBytes <= UP_FRONT_JS_BUDGET_BYTES ? 'within' : 'OVER'})\n\n` +
        `${details.join('\n\n')}\n`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
