import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { buildApp, type Clock } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openPostgres } from '../db/client.ts';
import { onStale, type Stale } from '../live/stale.ts';
import { MARKETPLACE_TOKEN } from './app.ts';

/** Instances a test started beside its main app; `closeInstances` stops them after the test. */
const instances: { app: FastifyInstance; database: Database }[] = [];

/** Another server on the same PostgreSQL database, as a second instance behind a load balancer. */
export async function secondInstance(
  connectionString: string,
  deps: { clock?: Clock } = {},
  overrides: Partial<Config> = {},
) {
  const database = openPostgres(connectionString, 3);
  const config = {
    ...loadConfig({
      DATA_DIR: os.tmpdir(),
      WEB_DIST: path.join(os.tmpdir(), 'larder-no-web'),
      MARKETPLACE_TOKEN,
      DEMO_ORDER_INTERVAL_S: '0',
      ACCEPTANCE_SWEEP_S: '0',
    }),
    ...overrides,
  };
  const app = await buildApp(config, { database, logger: false, clock: deps.clock });
  instances.push({ app, database });
  return app;
}

export async function closeInstances() {
  for (const { app, database } of instances.splice(0)) {
    await app.close();
    await database.close();
  }
}

/** Listens on a free port (once: a file's shared app keeps its port) and answers the ws:// base URL. */
export async function listen(app: FastifyInstance) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}`;
}

export interface LiveClient {
  socket: WebSocket;
  messages: unknown[];
  closed: Promise<{ code: number; reason: string }>;
  next(predicate: (m: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}

/** A live socket client; resolves once open, or once closed when the server refuses it. */
export function connect(base: string, vendorId: number | string, cookie?: string): Promise<LiveClient> {
  const socket = new WebSocket(`${base}/api/vendor/socket?vendorId=${vendorId}`, {
    headers: cookie ? { cookie } : {},
  });
  const messages: Record<string, unknown>[] = [];
  const waiters: {
    predicate: (m: Record<string, unknown>) => boolean;
    resolve: (m: Record<string, unknown>) => void;
  }[] = [];
  socket.on('message', (data) => {
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(data.toString());
    } catch {
      return;
    }
    messages.push(message);
    for (const w of [...waiters]) {
      if (w.predicate(message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const client: LiveClient = {
    socket,
    messages,
    closed,
    next: (predicate) =>
      new Promise((resolve, reject) => {
        const found = messages.find(predicate);
        if (found) return resolve(found);
        const timer = setTimeout(() => reject(new Error('no such message within 5 s')), 5000);
        waiters.push({
          predicate,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      }),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('error', reject);
    // A refused client is opened, then closed with a policy code.
    socket.once('close', () => resolve(client));
  });
}

/** Resolves with the close code, or fails after `ms`: the bound on how long a dead session's socket lives. */
export function closedWithin(client: LiveClient, ms: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms);
    void client.closed.then(({ code }) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/**
 * Resolves once the instance has dropped the copies a change named stale, as it does when that
 * change's NOTIFY reaches it. Call it before the change.
 */
export function forgets(app: FastifyInstance, picks: (stale: Stale) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const stop = onStale(app.db, (stale) => {
      if (stale === 'everything' || !picks(stale)) return;
      stop();
      resolve();
    });
  });
}
