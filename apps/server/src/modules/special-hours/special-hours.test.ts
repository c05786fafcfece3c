import { ERROR_CODES, type ManagerVendor, ORDER_ERROR_CODES, SPECIAL_HOURS_LIMITS } from '@larder/contract';
import { and, desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, marketplaceEvents, products, vendors } from '../../db/schema/index.ts';
import {
  asClient,
  MANAGER,
  MARKETPLACE_TOKEN,
  OTHER_OWNER,
  OWNER,
  seededCookie,
  WORKER,
} from '../../test/app.ts';
import { marketplace, orderBody } from '../../test/orders.ts';
import { signedInTestApp } from '../../test/signed-in.ts';

/**
 * Saturday 20 March 2027, 12:00 in Riga (EET, UTC+2). Riga moves to summer time on Sunday the
 * 28th at 03:00, so that day has 23 hours: from 2027-03-27T22:00Z to 2027-03-28T21:00Z.
 */
const NOON = '2027-03-20T10:00:00.000Z';
let now = Date.parse(NOON);
const setClock = (iso: string) => {
  now = Date.parse(iso);
};

const { t, user: demo } = signedInTestApp(OWNER, {}, { clock: () => new Date(now) });

beforeEach(async () => {
  setClock(NOON);
  await t.database.db.update(vendors).set({ timeZone: 'Europe/Riga' }).where(eq(vendors.id, demo.vendorId));
});

const url = (vendorId = demo.vendorId) => `/api/vendor/${vendorId}/special-hours`;
const put = (body: unknown, cookie = demo.cookie, vendorId = demo.vendorId) =>
  t.app.inject(asClient({ method: 'PUT', url: url(vendorId), payload: body as object, cookie }));
const get = (cookie = demo.cookie, vendorId = demo.vendorId) =>
  t.app.inject(asClient({ method: 'GET', url: url(vendorId), cookie }));
const managerVendor = async (): Promise<ManagerVendor> =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/manager/vendors/${demo.vendorId}`,
      headers: { authorization: `Bearer ${MARKETPLACE_TOKEN}` },
    })
  ).json();
const placeOrder = async () => {
  const [product] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.accountId, demo.accountId))
    .orderBy(products.id)
    .limit(1);
  return marketplace(t.app).createOrder(demo.vendorId, orderBody([product!.id]));
};
const expectOrder = async (at: string, status: 201 | 409) => {
  setClock(at);
  const res = await placeOrder();
  expect(res.statusCode, `an order at ${at}: ${res.body}`).toBe(status);
  if (status === 409) expect(res.json().code).toBe(ORDER_ERROR_CODES.vendorClosed);
};

/** `count` consecutive closed days from `first` (YYYY-MM-DD). */
const closedDays = (first: string, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const day = new Date(Date.parse(`${first}T00:00:00Z`) + i * 86_400_000);
    return { date: day.toISOString().slice(0, 10), closed: true };
  });

describe('the list', () => {
  it('starts empty, is replaced whole by a PUT and read back by date', async () => {
    expect((await get()).json()).toEqual([]);
    const saved = await put([
      { date: '2027-12-25', closed: true, note: 'Christmas' },
      {
        date: '2027-03-22',
        intervals: [
          { from: '16:00', until: '24:00' },
          { from: '09:00', until: '12:00' },
        ],
      },
    ]);
    expect(saved.statusCode).toBe(200);
    const expected = [
      {
        date: '2027-03-22',
        closed: false,
        intervals: [
          { from: '09:00', until: '12:00' },
          { from: '16:00', until: '24:00' },
        ],
        note: null,
      },
      { date: '2027-12-25', closed: true, intervals: [], note: 'Christmas' },
    ];
    expect(saved.json()).toEqual(expected);
    expect((await get()).json()).toEqual(expected);

    // Removing a day is a PUT without it.
    expect((await put([{ date: '2027-12-25', closed: true, note: 'Christmas' }])).statusCode).toBe(200);
    expect((await get()).json()).toEqual([expected[1]]);
  });

  it('accepts a date 365 days ahead on the vendor’s calendar and refuses 366, today but not yesterday', async () => {
    // 00:30 on Sunday 21 March in Riga, still the 20th in UTC: the vendor's calendar counts.
    setClock('2027-03-20T22:30:00.000Z');
    expect((await put([{ date: '2027-03-21', closed: true }])).statusCode).toBe(200);
    expect((await put([{ date: '2028-03-20', closed: true }])).statusCode).toBe(200);
    for (const date of ['2028-03-21', '2027-03-20']) {
      const res = await put([{ date, closed: true }]);
      expect(res.statusCode, date).toBe(400);
      expect(res.json()).toMatchObject({
        code: ERROR_CODES.validation,
        message: expect.stringContaining(date),
      });
    }
    expect((await get()).json()).toEqual([{ date: '2028-03-20', closed: true, intervals: [], note: null }]);
  });

  it(`takes ${SPECIAL_HOURS_LIMITS.entries} days and refuses one more`, async () => {
    const days = closedDays('2027-04-01', SPECIAL_HOURS_LIMITS.entries + 1);
    expect((await put(days.slice(0, SPECIAL_HOURS_LIMITS.entries))).statusCode).toBe(200);
    const res = await put(days);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ERROR_CODES.validation);
    expect((await get()).json()).toHaveLength(SPECIAL_HOURS_LIMITS.entries);
  });

  it.each([
    [
      'a date twice',
      [
        { date: '2027-05-01', closed: true },
        { date: '2027-05-01', intervals: [{ from: '10:00', until: '14:00' }] },
      ],
    ],
    ['an end before the start', [{ date: '2027-05-01', intervals: [{ from: '14:00', until: '10:00' }] }]],
    [
      'overlapping intervals',
      [
        {
          date: '2027-05-01',
          intervals: [
            { from: '10:00', until: '14:00' },
            { from: '13:00', until: '18:00' },
          ],
        },
      ],
    ],
    ['no interval', [{ date: '2027-05-01', intervals: [] }]],
    [
      'closed with intervals',
      [{ date: '2027-05-01', closed: true, intervals: [{ from: '10:00', until: '14:00' }] }],
    ],
    ['closed: false', [{ date: '2027-05-01', closed: false }]],
    ['not HH:MM', [{ date: '2027-05-01', intervals: [{ from: '9:00', until: '14:00' }] }]],
    ['not a date', [{ date: '2027-02-30', closed: true }]],
    ['an object instead of the list', { date: '2027-05-01', closed: true }],
  ])('refuses %s with 400', async (_, body) => {
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ERROR_CODES.validation, message: expect.any(String) });
    expect((await get()).json()).toEqual([]);
  });
});

describe('who may', () => {
  const body = [{ date: '2027-04-01', closed: true }];

  it('owners and managers change them; workers read them and get 403 on a change', async () => {
    expect((await put(body, seededCookie(OWNER))).statusCode).toBe(200);
    expect((await put([], seededCookie(MANAGER))).statusCode).toBe(200);
    expect((await put(body, seededCookie(WORKER))).statusCode).toBe(403);
    const read = await get(seededCookie(WORKER));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual([]);
  });

  it('another tenant’s vendor answers 404 to a read and a change', async () => {
    const other = seededCookie(OTHER_OWNER);
    expect((await get(other)).statusCode).toBe(404);
    expect((await put(body, other)).statusCode).toBe(404);
    expect((await get()).json()).toEqual([]);
  });

  it('a change is in the audit log; a PUT that changes nothing is not', async () => {
    await put([{ date: '2027-12-25', closed: true, note: 'Christmas' }]);
    await put([{ date: '2027-12-25', closed: true, note: 'Christmas' }]);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.vendorId, demo.vendorId), eq(auditLog.action, 'vendor.specialHours')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ targetType: 'vendor', targetId: demo.vendorId });
  });
});

describe('the order intake', () => {
  it('takes orders on a day without an entry at any hour: weekly hours do not refuse', async () => {
    await put([{ date: '2027-03-21', closed: true }]);
    await expectOrder('2027-03-20T01:30:00.000Z', 201);
  });

  it('refuses every order of a closed day, from its midnight to the next, on the vendor’s clock', async () => {
    await put([{ date: '2027-03-22', closed: true }]);
    await expectOrder('2027-03-21T21:59:59.000Z', 201);
    await expectOrder('2027-03-21T22:00:00.000Z', 409);
    await expectOrder('2027-03-22T21:59:59.000Z', 409);
    await expectOrder('2027-03-22T22:00:00.000Z', 201);
  });

  it('takes orders inside a day’s intervals only', async () => {
    await put([
      {
        date: '2027-03-20',
        intervals: [
          { from: '09:00', until: '11:00' },
          { from: '17:00', until: '24:00' },
        ],
      },
    ]);
    await expectOrder('2027-03-20T06:59:00.000Z', 409); // 08:59
    await expectOrder('2027-03-20T07:00:00.000Z', 201); // 09:00
    await expectOrder('2027-03-20T09:00:00.000Z', 409); // 11:00
    await expectOrder('2027-03-20T15:00:00.000Z', 201); // 17:00
    await expectOrder('2027-03-20T21:59:00.000Z', 201); // 23:59
  });

  it('covers a 23-hour day: the spring DST change in Riga', async () => {
    await put([{ date: '2027-03-28', closed: true }]);
    await expectOrder('2027-03-27T21:59:00.000Z', 201); // 23:59 EET on the 27th
    await expectOrder('2027-03-27T22:00:00.000Z', 409); // midnight
    await expectOrder('2027-03-28T20:59:00.000Z', 409); // 23:59 EEST
    await expectOrder('2027-03-28T21:00:00.000Z', 201); // midnight of the 29th

    // 02:00–05:00 on the wall clock is two hours: 03:00 to 04:00 does not exist that day.
    setClock(NOON);
    await put([{ date: '2027-03-28', intervals: [{ from: '02:00', until: '05:00' }] }]);
    await expectOrder('2027-03-27T23:59:00.000Z', 409); // 01:59 EET
    await expectOrder('2027-03-28T00:00:00.000Z', 201); // 02:00 EET
    await expectOrder('2027-03-28T01:59:00.000Z', 201); // 04:59 EEST
    await expectOrder('2027-03-28T02:00:00.000Z', 409); // 05:00 EEST
  });
});

describe('the marketplace', () => {
  it('reads the vendor as not accepting orders, why, until when, and the list', async () => {
    const before = await managerVendor();
    expect(before).toMatchObject({ acceptingOrders: true, notAcceptingReason: null, specialHours: [] });

    await put([
      { date: '2027-03-20', intervals: [{ from: '18:00', until: '22:00' }], note: 'Short day' },
      { date: '2027-12-24', closed: true, note: 'Christmas' },
      { date: '2027-12-25', closed: true, note: 'Christmas' },
      { date: '2027-12-26', closed: true, note: 'Christmas' },
    ]);
    expect(await managerVendor()).toMatchObject({
      acceptingOrders: false,
      notAcceptingReason: 'SPECIAL_HOURS',
      nextOpeningAt: '2027-03-20T16:00:00.000Z',
      specialHours: [
        {
          date: '2027-03-20',
          closed: false,
          intervals: [{ from: '18:00', until: '22:00' }],
          note: 'Short day',
        },
        { date: '2027-12-24', closed: true, intervals: [], note: 'Christmas' },
        { date: '2027-12-25', closed: true, intervals: [], note: 'Christmas' },
        { date: '2027-12-26', closed: true, intervals: [], note: 'Christmas' },
      ],
    });

    setClock('2027-03-20T17:00:00.000Z');
    expect(await managerVendor()).toMatchObject({ acceptingOrders: true, nextOpeningAt: null });

    // Closed 24–26 December: open again at the midnight after the 26th (EET).
    setClock('2027-12-24T09:00:00.000Z');
    const christmas = await managerVendor();
    expect(christmas).toMatchObject({
      acceptingOrders: false,
      notAcceptingReason: 'SPECIAL_HOURS',
      nextOpeningAt: '2027-12-26T22:00:00.000Z',
    });
    // Past days drop out by themselves.
    expect(christmas.specialHours.map((day) => day.date)).toEqual(['2027-12-24', '2027-12-25', '2027-12-26']);
    expect((await get()).json().map((day: { date: string }) => day.date)).toEqual([
      '2027-12-24',
      '2027-12-25',
      '2027-12-26',
    ]);
  });

  it('a switched-off vendor reads CLOSED whatever its special hours', async () => {
    await put([{ date: '2027-03-20', closed: true }]);
    await t.database.db.update(vendors).set({ working: false }).where(eq(vendors.id, demo.vendorId));
    expect(await managerVendor()).toMatchObject({ notAcceptingReason: 'CLOSED', nextOpeningAt: null });
  });

  it('a change writes vendor.updated with the vendor as read then', async () => {
    await put([{ date: '2027-12-25', closed: true, note: 'Christmas' }]);
    const [event] = await t.database.db
      .select()
      .from(marketplaceEvents)
      .where(eq(marketplaceEvents.vendorId, demo.vendorId))
      .orderBy(desc(marketplaceEvents.seq))
      .limit(1);
    expect(event).toMatchObject({ type: 'vendor.updated', accountId: demo.accountId });
    expect((event!.data as { vendor: ManagerVendor }).vendor).toMatchObject({
      id: demo.vendorId,
      acceptingOrders: true,
      specialHours: [{ date: '2027-12-25', closed: true, intervals: [], note: 'Christmas' }],
    });
  });
});
