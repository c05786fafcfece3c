import { describe, expect, it } from 'vitest';
import { WorkingHoursRequest } from './catalogue.ts';
import { VALIDATION_MESSAGES } from './validation.ts';
import {
  checkWorkingInterval,
  intervalMinutes,
  minutesToTime,
  orderWorkingHours,
  timeToMinutes,
  validWorkingHours,
  type WorkingHoursProblem,
  workingHoursProblems,
} from './working-hours.ts';

describe('timeToMinutes / minutesToTime', () => {
  it.each([
    ['00:00', 0],
    ['09:05', 545],
    ['23:59', 1439],
    ['24:00', 1440],
  ])('%s is %i minutes', (time, minutes) => {
    expect(timeToMinutes(time)).toBe(minutes);
    expect(minutesToTime(minutes)).toBe(time);
  });

  it.each(['24:01', '25:00', '9:00', '10:60', '10:5', ' 10:00', 'noon', '', '10-00'])(
    '%j is not HH:MM',
    (time) => {
      expect(timeToMinutes(time)).toBeNull();
    },
  );
});

describe('one interval', () => {
  const cases: [string, string, string, boolean, true | WorkingHoursProblem][] = [
    ['an ordinary day', '10:00', '22:00', false, true],
    ['ending at 24:00', '08:00', '24:00', false, true],
    ['ending at 00:00 means the end of the day', '08:00', '00:00', false, true],
    ['the whole day', '00:00', '24:00', false, true],
    ['00:00 to 00:00 is the whole day too', '00:00', '00:00', false, true],
    ['one minute', '10:00', '10:01', false, true],
    ['crossing midnight', '18:00', '02:00', true, true],
    ['crossing midnight to midnight', '18:00', '00:00', true, true],
    ['end before start', '22:00', '10:00', false, 'endNotAfterStart'],
    ['end equal to start', '10:00', '10:00', false, 'endNotAfterStart'],
    ['crossing midnight without saying so', '18:00', '02:00', false, 'endNotAfterStart'],
    ['saying it crosses midnight but not doing so', '10:00', '22:00', true, 'doesNotCrossMidnight'],
    ['crossing midnight back to the start', '10:00', '10:00', true, 'doesNotCrossMidnight'],
    ['crossing midnight to 24:00', '10:00', '24:00', true, 'doesNotCrossMidnight'],
    ['starting at 24:00', '24:00', '24:00', false, 'format'],
    ['not HH:MM', '9:00', '17:00', false, 'format'],
    ['past 24:00', '10:00', '24:30', false, 'format'],
  ];
  it.each(cases)(
    '%s: %s–%s (turnIntoAnotherDay %s) → %s',
    (_name, from, until, turnIntoAnotherDay, expected) => {
      expect(checkWorkingInterval({ from, until, turnIntoAnotherDay })).toBe(expected);
    },
  );

  it('turnIntoAnotherDay defaults to false', () => {
    expect(checkWorkingInterval({ from: '18:00', until: '02:00' })).toBe('endNotAfterStart');
  });

  it('an interval crossing midnight ends the next day', () => {
    expect(intervalMinutes({ from: '18:00', until: '02:00', turnIntoAnotherDay: true })).toEqual({
      start: 1080,
      end: 1560,
    });
  });
});

describe('a week', () => {
  it('missing days are days off; no day at all is valid', () => {
    expect(validWorkingHours({ intervals: {} })).toBe(true);
    expect(validWorkingHours({ intervals: { WEDNESDAY: { from: '09:00', until: '17:00' } } })).toBe(true);
    expect(validWorkingHours({ intervals: { WEDNESDAY: null } })).toBe(true);
  });

  it('reports every wrong day with its problem', () => {
    expect(
      workingHoursProblems({
        intervals: {
          MONDAY: { from: '10:00', until: '09:00' },
          TUESDAY: { from: '10:00', until: '22:00' },
          FRIDAY: { from: '10:00', until: '12:00', turnIntoAnotherDay: true },
        },
      }),
    ).toEqual([
      { day: 'MONDAY', problem: 'endNotAfterStart' },
      { day: 'FRIDAY', problem: 'doesNotCrossMidnight' },
    ]);
  });

  it('a night may end when the next day opens, not after', () => {
    const night = { from: '18:00', until: '02:00', turnIntoAnotherDay: true };
    expect(
      validWorkingHours({ intervals: { MONDAY: night, TUESDAY: { from: '02:00', until: '10:00' } } }),
    ).toBe(true);
    expect(
      workingHoursProblems({ intervals: { MONDAY: night, TUESDAY: { from: '01:59', until: '10:00' } } }),
    ).toEqual([{ day: 'MONDAY', problem: 'overlapsNextDay' }]);
    // SUNDAY night runs into MONDAY.
    expect(
      workingHoursProblems({ intervals: { SUNDAY: night, MONDAY: { from: '01:00', until: '10:00' } } }),
    ).toEqual([{ day: 'SUNDAY', problem: 'overlapsNextDay' }]);
    // The next day off: nothing to overlap.
    expect(validWorkingHours({ intervals: { SATURDAY: night } })).toBe(true);
  });

  it('the form rule answers the documented message key', () => {
    const result = validWorkingHours({ intervals: { MONDAY: { from: '10:00', until: '10:00' } } });
    expect(result).toBe('workingHours');
    expect(VALIDATION_MESSAGES[result as 'workingHours']).toBe('Enter the correct availability schedule');
  });

  it('orders the days MONDAY..SUNDAY', () => {
    const interval = { from: '10:00', until: '12:00' };
    expect(
      Object.keys(
        orderWorkingHours({ intervals: { SUNDAY: interval, FRIDAY: interval, MONDAY: interval } }).intervals,
      ),
    ).toEqual(['MONDAY', 'FRIDAY', 'SUNDAY']);
  });
});

describe('the request schema', () => {
  it('accepts HH:MM per known day and defaults turnIntoAnotherDay to false', () => {
    expect(WorkingHoursRequest.parse({ intervals: { MONDAY: { from: '10:00', until: '24:00' } } })).toEqual({
      intervals: { MONDAY: { from: '10:00', until: '24:00', turnIntoAnotherDay: false } },
    });
  });

  it.each([
    { intervals: { MONDAY: { from: '10:00', until: '25:00' } } },
    { intervals: { FUNDAY: { from: '10:00', until: '12:00' } } },
    { intervals: { MONDAY: { from: '10:00', until: '12:00', note: 'x' } } },
    { intervals: { MONDAY: null } },
    {},
  ])('refuses %j', (body) => {
    expect(WorkingHoursRequest.safeParse(body).success).toBe(false);
  });
});
