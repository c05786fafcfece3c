import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FirstScreenRenders } from './first-screen-renders.ts';

// Stands in for the web build's renderer: shows the thread it ran in and what the API was asked
// (with which cookie); a page with view=stuck never finishes.
const RENDERER = `
import { isMainThread } from 'node:worker_threads';
export async function renderFirstScreen({ url, viewportWidth, fetch }) {
  if (url.includes('view=stuck')) for (;;) {}
  if (url.includes('view=slow')) await new Promise((resolve) => setTimeout(resolve, 30));
  const asked = await (await fetch('/api/vendor/users/me?lang=en')).json();
  const thread = isMainThread ? 'main thread' : 'worker thread';
  return { html: [thread, asked.path, asked.cookie, viewportWidth].join(' | '), language: 'en', stateScript: '' };
}`;

let dir: string;
let rendererFile: string;
let api: http.Server;
let apiOrigin: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-renders-'));
  rendererFile = path.join(dir, 'render-first-screen.mjs');
  fs.writeFileSync(rendererFile, RENDERER);
  // Stands in for the server's API: answers what it was asked.
  api = http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ path: request.url, cookie: request.headers.cookie }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = (url: string) => ({
  url,
  partnerConfig: null,
  viewportWidth: 1280,
  apiOrigin,
  cookie: 'larder_session=visitor',
});

it("renders in a worker thread, asking the server's API over HTTP as the visitor", async () => {
  const renders = new FirstScreenRenders(rendererFile);
  try {
    // The page's own host is not where the API is asked: the server's address is.
    const screen = await renders.render(page('https://larder.example/vendor/1/orders'));
    expect(screen?.html).toBe('worker thread | /api/vendor/users/me?lang=en | larder_session=visitor | 1280');
  } finally {
    await renders.close();
  }
});

it('gives up a render stuck past its limit, and renders the next page in a new worker', async () => {
  // Long enough for the next page's new worker to start (through tsx, here) on a busy machine.
  const renders = new FirstScreenRenders(rendererFile, { renderLimitMs: 3000 });
  try {
    await expect(renders.render(page('https://larder.example/vendor/1/orders?view=stuck'))).rejects.toThrow(
      /abort/i,
    );
    const next = await renders.render(page('https://larder.example/vendor/1/orders'));
    expect(next?.html).toMatch(/^worker thread \|/);
  } finally {
    await renders.close();
  }
});

it('renders a burst of pages in the order they were asked for, none left waiting out its limit', async () => {
  const renders = new FirstScreenRenders(rendererFile, { renderLimitMs: 5000, threads: 1 });
  try {
    const done: number[] = [];
    await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        renders
          .render(page(`https://larder.example/vendor/1/orders?view=slow&n=${n}`))
          .then(() => done.push(n)),
      ),
    );
    expect(done).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  } finally {
    await renders.close();
  }
});
