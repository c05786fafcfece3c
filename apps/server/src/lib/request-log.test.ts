import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { asClient, MARKETPLACE_TOKEN, OWNER, openTestDatabase, PASSWORD, seededCookie } from '../test/app.ts';

/**
 * The app as main.ts builds it, at LOG_LEVEL=info with LOG_FAST_ANSWER_MS as given, its log lines
 * kept as parsed JSON; built before the block's first test and closed after its last.
 */
/**
 * The fast-answer threshold of the counting tests, and how long the slow route takes: a second, so
 * that a users/me answered on a busy machine stays a fast answer (at 50 ms one did not, in CI).
 */
const FAST_MS = 1000;

function loggedApp(logFastAnswerMs: number) {
  const logged = {
    lines: [] as Record<string, unknown>[],
    app: undefined as unknown as Awaited<ReturnType<typeof buildApp>>,
    close: async () => {},
  };
  beforeAll(async () => {
    const { database } = await openTestDatabase();
    const config = {
      ...loadConfig({
        DATA_DIR: os.tmpdir(),
        WEB_DIST: path.join(os.tmpdir(), 'larder-no-web'),
        MARKETPLACE_TOKEN,
      }),
      logFastAnswerMs,
      demoOrderIntervalS: 0,
      acceptanceSweepS: 0,
      availabilitySweepS: 0,
    };
    const app = await buildApp(config, {
      database,
      logger: {
        level: 'info',
        stream: { write: (line: string) => void logged.lines.push(JSON.parse(line)) },
      },
    });
    // A route that fails as a bug would: the error handler answers 500.
    app.get('/api/test-failure', async () => {
      throw new Error('something broke');
    });
    // A success slower than the fast answers' threshold of the block below.
    app.get('/api/test-slow', async () => {
      await sleep(FAST_MS);
      return { slow: true };
    });
    await app.ready();
    logged.app = app;
    logged.close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => logged.close());
  return logged;
}

describe('the request log, every answer logged (LOG_FAST_ANSWER_MS=0)', () => {
  const logged = loggedApp(0);
  const { lines } = logged;

  const linesOf = (reqId: unknown) => lines.filter((line) => line.reqId === reqId);

  it('writes one line per answer: method, URL, route, status, time and request id', async () => {
    lines.length = 0;
    const login = await logged.app.inject(
      asClient({
        method: 'POST',
        url: '/api/vendor/auth/login',
        payload: { email: OWNER, password: PASSWORD },
      }),
    );
    expect(login.statusCode).toBe(200);
    const me = await logged.app.inject(
      asClient({
        method: 'GET',
        url: '/api/vendor/users/me',
        cookie: login.headers['set-cookie']!.toString().split(';')[0],
      }),
    );
    expect(me.statusCode).toBe(200);
    const requests = lines.filter((line) => line.reqId !== undefined);
    expect(requests).toHaveLength(2);
    expect(requests[1]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      url: '/api/vendor/users/me',
      route: '/api/vendor/users/me',
      statusCode: 200,
      responseTime: expect.any(Number),
    });
    expect(requests[0]).toMatchObject({ method: 'POST', route: '/api/vendor/auth/login', statusCode: 200 });
    expect(requests[0]!.reqId).not.toBe(requests[1]!.reqId);
  });

  it('names the route a path matched, and an unknown path has none', async () => {
    lines.length = 0;
    await logged.app.inject({ method: 'GET', url: '/api/vendor/7/orders?x=1' });
    await logged.app.inject({ method: 'GET', url: '/api/nothing-here' });
    const [orders] = lines.filter((line) => line.url === '/api/vendor/7/orders?x=1');
    expect(orders).toMatchObject({ route: '/api/vendor/:vendorId/orders', statusCode: expect.any(Number) });
    const notFound = lines.filter(
      (line) => line.msg === 'request completed' && line.url === '/api/nothing-here',
    );
    expect(notFound).toHaveLength(1);
    expect(notFound[0]).toMatchObject({ statusCode: 404 });
    expect(notFound[0]!.route).toBeUndefined();
  });

  it('an error is logged with its stack under the same request id as the answer', async () => {
    lines.length = 0;
    const res = await logged.app.inject({ method: 'GET', url: '/api/test-failure' });
    expect(res.statusCode).toBe(500);
    const [completed] = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({ statusCode: 500, route: '/api/test-failure' });
    const all = linesOf(completed!.reqId);
    const error = all.find((line) => line.level === 50);
    expect(error).toMatchObject({
      err: { message: 'something broke', stack: expect.stringContaining('Error: something broke') },
    });
    // The error line and the answer's line, and no "incoming request" line.
    expect(all).toHaveLength(2);
  });
});

describe('the request log, fast successes counted (LOG_FAST_ANSWER_MS=1000)', () => {
  const logged = loggedApp(FAST_MS);
  const { lines } = logged;
  const completed = () => lines.filter((line) => line.msg === 'request completed');

  it('gives a fast success no line of its own, and counts it in a line written once a minute and on close', async () => {
    lines.length = 0;
    const cookie = seededCookie(OWNER);
    for (let i = 0; i < 3; i++) {
      const me = await logged.app.inject(asClient({ method: 'GET', url: '/api/vendor/users/me', cookie }));
      expect(me.statusCode).toBe(200);
    }
    const etag = (await logged.app.inject(asClient({ method: 'GET', url: '/api/vendor/users/me', cookie })))
      .headers.etag as string;
    const unchanged = await logged.app.inject(
      asClient({ method: 'GET', url: '/api/vendor/users/me', cookie, headers: { 'if-none-match': etag } }),
    );
    expect(unchanged.statusCode).toBe(304);
    expect(completed()).toEqual([]);

    // A refusal, a failure and a slow success keep their own lines.
    expect((await logged.app.inject({ method: 'GET', url: '/api/vendor/users/me' })).statusCode).toBe(403);
    expect((await logged.app.inject({ method: 'GET', url: '/api/test-failure' })).statusCode).toBe(500);
    expect((await logged.app.inject({ method: 'GET', url: '/api/test-slow' })).statusCode).toBe(200);
    expect(completed().map((line) => [line.url, line.statusCode])).toEqual([
      ['/api/vendor/users/me', 403],
      ['/api/test-failure', 500],
      ['/api/test-slow', 200],
    ]);
    expect(completed()[2]!.responseTime).toBeGreaterThanOrEqual(FAST_MS);

    await logged.close();
    logged.close = async () => {};
    const counts = lines.filter((line) => line.msg === 'fast answers since the last count');
    expect(counts).toHaveLength(1);
    expect(counts[0]).toMatchObject({
      level: 30,
      fastAnswers: 5,
      byStatus: { 200: 4, 304: 1 },
      underMs: FAST_MS,
    });
    expect(counts[0]!.slowestMs).toBeLessThan(FAST_MS);
  });
});
