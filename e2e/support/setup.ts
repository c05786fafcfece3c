import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startMarketplaceServer } from './marketplace.ts';
import { type RunningServer, startServer } from './server.ts';

/** What a browser test file drives: its own server and Chromium. */
export interface E2e {
  server: RunningServer;
  browser: Browser;
}

/**
 * The block every browser test file begins with, in one call: the real server (on a copy of the
 * run's seeded data directory, see server.ts) and Chromium, started side by side before the first
 * test of the file (or describe block) and stopped after its last. `marketplace` gives the server
 * the marketplace's token (marketplace.ts); demo traffic is off unless `env` switches it on.
 *
 *   const e2e = serverAndBrowser({ marketplace: true });
 *   ... openPage(e2e.browser) ... placeOrder(e2e.server, vendorId)
 */
export function serverAndBrowser(options: { marketplace?: boolean; env?: Record<string, string> } = {}): E2e {
  const e2e = {} as E2e;
  beforeAll(async () => {
    [e2e.server, e2e.browser] = await Promise.all([
      options.marketplace ? startMarketplaceServer(options.env) : startServer({ env: options.env }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([e2e.browser?.close(), e2e.server?.kill()]);
  });
  return e2e;
}
