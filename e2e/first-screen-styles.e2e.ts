import { describe, expect, it } from 'vitest';
import { renderedStyles, returningDevice, styleDifferences } from './support/first-screen.ts';
import { DESKTOP, PHONE } from './support/session.ts';
import { serverAndBrowser } from './support/setup.ts';

// The first screen's paint without the stylesheets it only preloads (first-screen-board.e2e.ts has
// the orders board of a returning tablet).
const e2e = serverAndBrowser({ marketplace: true });

describe('the first screen, rendered by the server: its styles', () => {
  it('paints its first screen styled as the complete stylesheets style it, without waiting for them', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { storageState, vendorId } = await returningDevice(e2e, viewport);
      for (const tab of ['orders', 'catalog', 'statistics']) {
        const label = `${tab} at ${viewport.width}px`;
        // No script of the page runs: it shows what the first paint shows.
        const context = await e2e.browser.newContext({ viewport, storageState, javaScriptEnabled: false });
        const url = `${e2e.server.url}/vendor/${vendorId}/${tab}`;
        // The markup as the server sent it, once (its countdowns move), and with the stylesheets it
        // only preloads — which the app applies when it starts — applied.
        const markup = await (await context.request.get(url)).text();
        const preloaded = /<link rel="preload"(?: fetchpriority="low")? as="style"/g;
        expect(markup.match(preloaded)?.length, label).toBeGreaterThan(0);
        const styled = async (html: string) => {
          const page = await context.newPage();
          await page.route(url, (route) => route.fulfill({ body: html, contentType: 'text/html' }));
          await page.goto(url, { waitUntil: 'load' });
          return renderedStyles(page);
        };
        const complete = await styled(markup.replace(preloaded, '<link rel="stylesheet"'));
        const differences = styleDifferences(complete, await styled(markup));
        expect(differences.slice(0, 10), label).toEqual([]);
      }
    }
  });
});
