import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, OWNER, type TestApp } from '../../test/app.ts';
import { type CatalogueClient, catalogueClient, everyDay } from '../../test/catalogue-client.ts';

let t: TestApp;
let owner: CatalogueClient;
let sectionId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await catalogueClient(t.app, OWNER);
  sectionId = (await owner.sectionNamed('Pizza')).id;
});
afterAll(() => t.close());

const day = (from: string, until: string, turnIntoAnotherDay = false) => ({
  intervals: { MONDAY: { from, until, turnIntoAnotherDay } },
});

// [case, status, body]
const table: [string, number, unknown][] = [
  ['an ordinary day', 200, day('10:00', '22:00')],
  ['ending at 24:00', 200, day('08:00', '24:00')],
  ['ending at 00:00 (end of day)', 200, day('08:00', '00:00')],
  ['the whole day 00:00–24:00', 200, day('00:00', '24:00')],
  ['crossing midnight with turnIntoAnotherDay', 200, day('18:00', '02:00', true)],
  ['crossing midnight to 00:00 with turnIntoAnotherDay', 200, day('18:00', '00:00', true)],
  [
    'a night ending when the next day opens',
    200,
    {
      intervals: {
        ...day('18:00', '02:00', true).intervals,
        TUESDAY: { from: '02:00', until: '10:00', turnIntoAnotherDay: false },
      },
    },
  ],
  ['every day of the week', 200, everyDay()],
  ['no day at all (every day off)', 200, { intervals: {} }],
  ['missing days are days off', 200, day('09:00', '17:00')],
  ['end before start', 400, day('22:00', '10:00')],
  ['end equal to start', 400, day('10:00', '10:00')],
  ['crossing midnight without turnIntoAnotherDay', 400, day('18:00', '02:00')],
  ['turnIntoAnotherDay that does not cross midnight', 400, day('10:00', '22:00', true)],
  ['turnIntoAnotherDay ending at 24:00', 400, day('10:00', '24:00', true)],
  ['24:00 as a start', 400, day('24:00', '24:00')],
  [
    'a night running into the next day',
    400,
    {
      intervals: { ...day('18:00', '03:00', true).intervals, TUESDAY: { from: '02:00', until: '10:00' } },
    },
  ],
  [
    'SUNDAY night running into MONDAY',
    400,
    {
      intervals: {
        SUNDAY: { from: '20:00', until: '04:00', turnIntoAnotherDay: true },
        MONDAY: { from: '03:00', until: '10:00' },
      },
    },
  ],
  ['bad HH:MM 25:00', 400, day('10:00', '25:00')],
  ['bad HH:MM 9:00', 400, day('9:00', '17:00')],
  ['bad HH:MM 10:60', 400, day('10:60', '17:00')],
  ['bad HH:MM text', 400, day('noon', '17:00')],
  ['an unknown day', 400, { intervals: { FUNDAY: { from: '10:00', until: '12:00' } } }],
  ['a null day', 400, { intervals: { MONDAY: null } }],
  ['no intervals', 400, {}],
  ['an extra field', 400, { ...day('10:00', '12:00'), timezone: 'UTC' }],
];

describe('working hours are validated the same way for sections and the whole catalogue', () => {
  it.each(table)('section: %s → %i', async (_name, status, body) => {
    const before = (await owner.section(sectionId)).workingHours;
    const res = await owner.call('PUT', `/api/vendor/sections/${sectionId}/working_hours`, body);
    expect(res.statusCode, res.body).toBe(status);
    if (status === 200) {
      // Stored as entered (local time of the vendor); a missing flag reads as false.
      expect(res.json().workingHours).toMatchObject(body as object);
      expect(Object.keys(res.json().workingHours.intervals)).toEqual(
        Object.keys((body as { intervals: object }).intervals),
      );
      // Products show the hours of their sections.
      expect(res.json().products[0].sections[0].workingHours).toEqual(res.json().workingHours);
    } else {
      expect((await owner.section(sectionId)).workingHours).toEqual(before);
      if (res.json().code === 'InvalidWorkingHours') {
        expect(res.json().message).toBe('Enter the correct availability schedule');
      }
    }
  });

  it.each(table)('catalogue: %s → %i', async (_name, status, body) => {
    const before = (await owner.catalogue()).workingHours;
    const res = await owner.call('PUT', `${owner.base}/working_hours`, body);
    expect(res.statusCode, res.body).toBe(status);
    const after = (await owner.catalogue()).workingHours;
    if (status === 200) expect(after).toMatchObject(body as object);
    else expect(after).toEqual(before);
  });

  it('semantic refusals carry the documented message and say which day is wrong', async () => {
    const res = await owner.call(
      'PUT',
      `/api/vendor/sections/${sectionId}/working_hours`,
      day('22:00', '10:00'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'InvalidWorkingHours',
      message: 'Enter the correct availability schedule',
      details: [{ day: 'MONDAY', problem: 'endNotAfterStart' }],
    });
  });
});
