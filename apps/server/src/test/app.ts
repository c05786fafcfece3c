import os from 'node:os';
import path from 'node:path';
import { APP_VERSION_HEADER, DEMO_PASSWORD, DEMO_USERS, SESSION_COOKIE } from '@larder/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { Mail, Mailer } from '../lib/mailer.ts';
import { releasePglite, releasePostgres, seededPglite, seededPostgres } from './seeded-database.ts';

export { OTHER_OWNER } from './fixtures.ts';
export const OWNER = DEMO_USERS.owner;
export const MANAGER = DEMO_USERS.manager;
export const WORKER = DEMO_USERS.worker;
export const PASSWORD = DEMO_PASSWORD;
export const MARKETPLACE_TOKEN = 'test-marketplace-token-0123456789';

/** A database holding exactly the seeded test data, on PGlite or PostgreSQL per the suite. */
export async function openTestDatabase(): Promise<{
  database: Database;
  /** PostgreSQL only: lets a test start a second instance on the same database. */
  connectionString?: string;
}> {
  const postgresTemplate = inject('postgresTemplate');
  if (postgresTemplate) {
    const connectionString = await seededPostgres(postgresTemplate);
    // A throwaway database: a commit need not wait for its WAL to reach the disk (it is as atomic
    // and as visible as ever), and a suite of short transactions runs a sixth faster.
    const database = openPostgres(`${connectionString}?options=-c%20synchronous_commit%3Doff`, 5);
    return {
      database: {
        ...database,
        close: async () => {
          await database.close();
          await releasePostgres(connectionString);
        },
      },
      connectionString,
    };
  }
  const client = await seededPglite(inject('pgliteTemplate'));
  // New handles over the instance each time: the server's caches hang off them.
  return { database: { ...openPglite(client), close: () => releasePglite(client) } };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  connectionString: string | undefined;
  mails: Mail[];
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  deps: { mailer?: Mailer; clock?: Clock } = {},
): Promise<TestApp> {
  const { database, connectionString } = await openTestDatabase();
  const config = {
    ...loadConfig({
      DATA_DIR: os.tmpdir(),
      WEB_DIST: path.join(os.tmpdir(), 'larder-no-web'),
      LOG_LEVEL: 'silent',
      MARKETPLACE_TOKEN,
    }),
    // Demo mode would add orders of its own to every test; its own tests switch it on.
    demoOrderIntervalS: 0,
    // Tests move the clock and sweep when they choose.
    acceptanceSweepS: 0,
    availabilitySweepS: 0,
    ...overrides,
  };
  const mails: Mail[] = [];
  const app = await buildApp(config, {
    database,
    logger: false,
    mailer: deps.mailer ?? { send: async (mail) => void mails.push(mail) },
    clock: deps.clock,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    connectionString,
    mails,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Request options as the web client sends them: JSON and the app-version header. */
export function asClient(options: InjectOptions & { cookie?: string }): InjectOptions {
  const { cookie, headers, ...rest } = options;
  return {
    ...rest,
    headers: { [APP_VERSION_HEADER]: 'test', ...(cookie ? { cookie } : {}), ...headers },
  };
}

/** Signs in and returns the Cookie header value carrying the session. */
export async function signInAs(app: FastifyInstance, email: string, password = PASSWORD): Promise<string> {
  const res = await app.inject(
    asClient({ method: 'POST', url: '/api/vendor/auth/login', payload: { email, password } }),
  );
  if (res.statusCode !== 200) throw new Error(`sign-in as ${email} answered ${res.statusCode}: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('sign-in set no session cookie');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

export async function me(app: FastifyInstance, cookie: string) {
  return app.inject(asClient({ method: 'GET', url: '/api/vendor/users/me', cookie }));
}
