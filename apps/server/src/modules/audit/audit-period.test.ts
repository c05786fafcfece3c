import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asClient, createTestApp, OWNER, type TestApp } from '../../test/app.ts';
import { menuOf } from '../../test/orders.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('activity of a period', () => {
  it('lists only the entries from `from` (included) to `to` (excluded)', async () => {
    const demo = await menuOf(t.app, OWNER);
    const pause = (minutes: number) =>
      t.app.inject(
        asClient({
          method: 'PUT',
          url: `/api/vendor/${demo.vendorId}/pause`,
          cookie: demo.cookie,
          payload: { minutes },
        }),
      );
    const resume = () =>
      t.app.inject(
        asClient({ method: 'DELETE', url: `/api/vendor/${demo.vendorId}/pause`, cookie: demo.cookie }),
      );
    expect((await pause(15)).statusCode).toBe(200);
    expect((await resume()).statusCode).toBe(200);
    // The first entry happened two days ago, the second yesterday.
    await t.database.db.execute(sql`
      update audit_log set at = case action when 'vendor.pause' then now() - interval '2 days'
                                            else now() - interval '1 day' end
      where vendor_id = ${demo.vendorId}`);
    const list = async (query: string) => {
      const res = await t.app.inject(
        asClient({ method: 'GET', url: `/api/vendor/${demo.vendorId}/audit?${query}`, cookie: demo.cookie }),
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().content as { action: string }[]).map((entry) => entry.action);
    };
    const ago = (hours: number) => encodeURIComponent(new Date(Date.now() - hours * 3_600_000).toISOString());
    expect(await list('')).toEqual(['vendor.resume', 'vendor.pause']);
    expect(await list(`from=${ago(36)}`)).toEqual(['vendor.resume']);
    expect(await list(`from=${ago(72)}&to=${ago(36)}`)).toEqual(['vendor.pause']);
    expect(
      (
        await t.app.inject(
          asClient({
            method: 'GET',
            url: `/api/vendor/${demo.vendorId}/audit?from=yesterday`,
            cookie: demo.cookie,
          }),
        )
      ).statusCode,
    ).toBe(400);
  });
});
