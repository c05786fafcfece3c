import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { APP_VERSION_HEADER, DEMO_PASSWORD, DEMO_USERS, SESSION_COOKIE } from '@larder/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { Mail, Mailer } from '../lib/mailer.ts';
import { LIVE_CHANNEL } from '../live/publish.ts';
import { forgetStale } from '../live/stale.ts';
import { seededSessionToken } from './fixtures.ts';
import {
  releasePglite,
  releasePostgres,
  resetPglite,
  resetPostgres,
  seededPglite,
  seededPostgres,
} from './seeded-database.ts';

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
  /**
   * Puts the rows and sequences back as seeded while the handles stay open (fileTestApp); false
   * when the database cannot be trusted any more (a test changed its schema, left a lock held).
   */
  reset(): Promise<boolean>;
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
      reset: () => resetPostgres(connectionString),
    };
  }
  const client = await seededPglite(inject('pgliteTemplate'));
  // New handles over the instance each time: the server's caches hang off them.
  return {
    database: { ...openPglite(client), close: () => releasePglite(client) },
    reset: () => resetPglite(client),
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  connectionString: string | undefined;
  mails: Mail[];
  close(): Promise<void>;
}

export interface TestAppDeps {
  mailer?: Mailer;
  clock?: Clock;
}

/** A new app on a new seeded database; the test closes it. fileTestApp is quicker where it fits. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  deps: TestAppDeps = {},
): Promise<TestApp> {
  return buildTestApp(await openTestDatabase(), overrides, deps);
}

async function buildTestApp(
  { database, connectionString }: { database: Database; connectionString?: string },
  overrides: Partial<Config>,
  deps: TestAppDeps,
): Promise<TestApp> {
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

/** The app a test file shares (fileTestApp): the fields of a TestApp, set before the first test. */
export type FileTestApp = Omit<TestApp, 'close'>;

/**
 * One app for all the tests of a file (in the describe block it is called in), built before the
 * first and closed after the last: building the whole app costs more than most tests do. Each
 * test finds it as a new app would be: the database's rows and sequences as seeded (only the
 * tables the last test wrote to are put back), none of the instance's copies (sessions, users/me,
 * catalogues, order lists), no mails, no open live sockets, no background work still running. A
 * database a test changed the schema of is replaced, and the app with it.
 *
 * Call it before the file's own hooks (they run after it); tests read `t.app`, `t.database`,
 * `t.mails`... as they do with createTestApp. The pause sweep runs only when a test calls tick(),
 * as the acceptance and availability sweeps do in every test app. A test that needs another
 * configuration than the file's builds its own app with createTestApp.
 */
export function fileTestApp(overrides: Partial<Config> = {}, deps: TestAppDeps = {}): FileTestApp {
  const shared = {} as FileTestApp;
  let current: { built: TestApp; reset: () => Promise<boolean> } | undefined;
  let fresh = false;

  const open = async () => {
    const opened = await openTestDatabase();
    const built = await buildTestApp(opened, overrides, deps);
    await built.app.pauseSweeper.stop();
    current = { built, reset: opened.reset };
    fresh = true;
    const { close: _, ...fields } = built;
    Object.assign(shared, fields);
  };

  beforeAll(open);
  beforeEach(async () => {
    if (!current) throw new Error('fileTestApp: the app was not built');
    if (fresh) {
      fresh = false;
      return;
    }
    const { built, reset } = current;
    if (!(await reset())) {
      await built.close();
      await open();
      fresh = false;
      return;
    }
    // Whatever the last test's changes notified arrives before this test starts.
    await notificationsDelivered(built.database);
    built.app.ordersCache.clear();
    forgetStale(built.app.db, 'everything');
    built.mails.length = 0;
  });
  afterEach(async () => {
    if (!current) return;
    current.built.app.live.closeAll();
    await current.built.app.background.idle();
    // The events the test committed get their positions now: the sequencer would otherwise wake a
    // moment later (events/plugin.ts) and could write its feed state in the middle of the reset.
    await current.built.app.outbox.sequence();
  });
  afterAll(async () => {
    await current?.built.close();
    current = undefined;
  });
  return shared;
}

/**
 * Resolves once every notification sent on the database so far has reached this instance: a
 * NOTIFY of a transaction committed later comes after them. PGlite delivers with the commit.
 */
async function notificationsDelivered(database: Database) {
  if (database.kind !== 'postgres') return;
  const marker = `test-marker-${randomUUID()}`;
  let heard = () => {};
  const arrived = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const unlisten = await database.listen(LIVE_CHANNEL, (payload) => payload === marker && heard());
  try {
    await database.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${marker})`);
    await arrived;
  } finally {
    await unlisten();
  }
}

/**
 * The Cookie header of the session a fixture user (OWNER, MANAGER, WORKER, OTHER_OWNER) holds in
 * every test database: for tests that need someone signed in but are not about signing in. Each
 * call answers the same session; signInAs makes a new one.
 */
export function seededCookie(email: string): string {
  return `${SESSION_COOKIE}=${seededSessionToken(email)}`;
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
