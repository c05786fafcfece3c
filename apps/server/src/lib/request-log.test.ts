import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { asClient, MARKETPLACE_TOKEN, OWNER, openTestDatabase, PASSWORD } from '../test/app.ts';

/** The app as main.ts builds it, at LOG_LEVEL=info, its log lines kept as parsed JSON. */
describe('the request log', () => {
  const lines: Record<string, unknown>[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const { database } = await openTestDatabase();
    const config = {
      ...loadConfig({
        DATA_DIR: os.tmpdir(),
        WEB_DIST: path.join(os.tmpdir(), 'larder-no-web'),
        MARKETPLACE_TOKEN,
      }),
      demoOrderIntervalS: 0,
      acceptanceSweepS: 0,
      availabilitySweepS: 0,
    };
    app = await buildApp(config, {
      database,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    });
    // A route that fails as a bug would: the error handler answers 500.
    app.get('/api/test-failure', async () => {
      throw new Error('something broke');
    });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  const linesOf = (reqId: unknown) => lines.filter((line) => line.reqId === reqId);

  it('writes one line per answer: method, URL, route, status, time and request id', async () => {
    lines.length = 0;
    const login = await app.inject(
      asClient({
        method: 'POST',
        url: '/api/vendor/auth/login',
        payload: { email: OWNER, password: PASSWORD },
      }),
    );
    expect(login.statusCode).toBe(200);
    const me = await app.inject(
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
    await app.inject({ method: 'GET', url: '/api/vendor/7/orders?x=1' });
    await app.inject({ method: 'GET', url: '/api/nothing-here' });
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
    const res = await app.inject({ method: 'GET', url: '/api/test-failure' });
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
