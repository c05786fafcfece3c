import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A marketplace's webhook endpoint on 127.0.0.1: records every request and answers as `answer`
 * says (200 by default; a test swaps it to fail, redirect or stall).
 */
export async function startReceiver(path = '/hooks') {
  const received: Received[] = [];
  /** Every request, wherever it went (a followed redirect would show here). */
  const all: string[] = [];
  let answer: (
    request: Received,
  ) =>
    | { status: number; body?: string; headers?: Record<string, string> }
    | Promise<{ status: number; body?: string; headers?: Record<string, string> }> = () => ({
    status: 200,
    body: 'ok',
  });
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
      all.push(req.url ?? '');
      if (req.url === path) received.push(request);
      const reply = req.url === path ? await answer(request) : { status: 404 };
      res.writeHead(reply.status, reply.headers).end(reply.body ?? '');
      for (const w of waiting.filter((w) => received.length >= w.count)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    origin: `http://127.0.0.1:${port}`,
    received,
    all,
    answerWith(next: typeof answer) {
      answer = next;
    },
    /** Resolves once `count` requests have arrived in all. */
    waitFor(count: number) {
      if (received.length >= count) return Promise.resolve();
      return new Promise<void>((resolve) => waiting.push({ count, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
