import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { asClient, fileTestApp, OWNER, seededCookie, signInAs } from './app.ts';
import { dbFingerprint } from './db-fingerprint.ts';

/**
 * The tests of each block run in order and each looks at what the one before it left: the file's
 * app must hand every test the state a new app on a new database would.
 */
describe('a file app, from one test to the next', () => {
  const t = fileTestApp();
  const cookie = seededCookie(OWNER);
  let firstApp: FastifyInstance;
  let seeded: Record<string, string>;
  let seededCatalogue: string;

  // The catalogue answer is one of the instance's copies (answer-cache.ts).
  const catalogue = async () =>
    (
      await t.app.inject(
        asClient({ method: 'GET', url: '/api/vendor/accounts/1/catalogue/catalogue', cookie }),
      )
    ).body;

  it('a test writes rows, fills the instance copies and sends a mail', async () => {
    firstApp = t.app;
    seeded = await dbFingerprint(t.database.db);
    seededCatalogue = await catalogue();
    const created = await t.app.inject(
      asClient({
        method: 'POST',
        url: '/api/vendor/accounts/1/catalogue/sections',
        cookie,
        payload: { name: { values: { en: 'Left by the last test' } }, visible: true },
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(await catalogue()).toContain('Left by the last test');
    await signInAs(t.app, OWNER);
    const reset = await t.app.inject(
      asClient({
        method: 'POST',
        url: '/api/vendor/users/request-password-reset',
        payload: { email: OWNER },
      }),
    );
    expect(reset.statusCode).toBe(200);
    await t.app.background.idle();
    expect(t.mails).toHaveLength(1);
  });

  it('the next test finds the same app with the seeded rows, no copies and no mails', async () => {
    // Same instance (toBe would print a Fastify instance on failure).
    expect(t.app === firstApp).toBe(true);
    expect(await dbFingerprint(t.database.db)).toEqual(seeded);
    expect(await catalogue()).toBe(seededCatalogue);
    expect(t.mails).toEqual([]);
  });

  it('a test changes the schema', async () => {
    await t.database.db.execute(sql`create table left_behind (id int)`);
  });

  it('the next test finds a new app on a database without the change', async () => {
    expect(t.app === firstApp).toBe(false);
    const found = await t.database.db.execute(sql`select 1 from pg_tables where tablename = 'left_behind'`);
    expect((found as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect(await dbFingerprint(t.database.db)).toEqual(seeded);
    expect(
      (await t.app.inject(asClient({ method: 'GET', url: '/api/vendor/users/me', cookie }))).statusCode,
    ).toBe(200);
  });
});
