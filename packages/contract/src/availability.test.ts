import { describe, expect, it } from 'vitest';
import {
  AvailableRequest,
  availableAgainAt,
  backAtParts,
  isAvailableAt,
  nextZonedMidnight,
  resolveAvailableUntil,
  SOLD_OUT_MAX_AHEAD_MS,
  untilTomorrow,
} from './availability.ts';
import { earliestReturn } from './catalogue-returns.ts';

const week = (from: string) => ({
  intervals: Object.fromEntries(
    ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((d) => [
      d,
      { from, until: '22:00' },
    ]),
  ),
});

describe('until tomorrow', () => {
  it('is the next local midnight without working hours, on a 23-hour and a 25-hour day', () => {
    // Berlin springs forward on 2025-03-30 and falls back on 2025-10-26.
    expect(nextZonedMidnight(new Date('2025-03-29T22:30:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2025-03-29T23:00:00.000Z',
    );
    expect(nextZonedMidnight(new Date('2025-03-30T12:00:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2025-03-30T22:00:00.000Z',
    );
    expect(nextZonedMidnight(new Date('2025-10-26T12:00:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2025-10-26T23:00:00.000Z',
    );
  });

  it('is the opening of tomorrow’s hours when the catalogue has hours that day', () => {
    const saturdayEvening = new Date('2025-03-29T20:00:00Z');
    expect(untilTomorrow(saturdayEvening, 'Europe/Berlin', week('06:00')).toISOString()).toBe(
      '2025-03-30T04:00:00.000Z',
    );
    const dayOff = { intervals: { ...week('06:00').intervals, SUNDAY: null } };
    expect(untilTomorrow(saturdayEvening, 'Europe/Berlin', dayOff).toISOString()).toBe(
      '2025-03-29T23:00:00.000Z',
    );
  });
});

describe('an end time', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const vendor = { timeZone: 'UTC', workingHours: null };
  it('must be after now and at most a week ahead', () => {
    expect(resolveAvailableUntil('2025-06-01T12:00:00Z', now, vendor)).toBe('past');
    expect(
      resolveAvailableUntil(new Date(now.getTime() + SOLD_OUT_MAX_AHEAD_MS).toISOString(), now, vendor),
    ).toEqual(new Date(now.getTime() + SOLD_OUT_MAX_AHEAD_MS));
    expect(
      resolveAvailableUntil(new Date(now.getTime() + SOLD_OUT_MAX_AHEAD_MS + 1).toISOString(), now, vendor),
    ).toBe('tooFar');
  });

  it('goes only with available: false', () => {
    expect(AvailableRequest.safeParse({ available: true, until: 'END_OF_DAY' }).success).toBe(false);
    expect(AvailableRequest.safeParse({ available: true, until: null }).success).toBe(true);
    expect(AvailableRequest.safeParse({ available: false, until: 'END_OF_DAY' }).success).toBe(true);
    expect(AvailableRequest.safeParse({ available: false }).success).toBe(true);
  });

  it('is compared on read', () => {
    const item = { available: false, availableAgainAt: '2025-06-01T13:00:00.000Z' };
    expect(isAvailableAt(item, now)).toBe(false);
    expect(availableAgainAt(item, now)).toBe('2025-06-01T13:00:00.000Z');
    expect(isAvailableAt(item, new Date('2025-06-01T13:00:00Z'))).toBe(true);
    expect(availableAgainAt(item, new Date('2025-06-01T13:00:00Z'))).toBeNull();
    expect(isAvailableAt({ available: false, availableAgainAt: null }, now)).toBe(false);
  });
});

describe('back at', () => {
  const now = new Date('2025-06-01T20:00:00Z'); // Sunday 22:00 in Berlin
  it('is the vendor-local time, with the day when it is not today', () => {
    expect(backAtParts('2025-06-01T21:30:00Z', now, 'Europe/Berlin', 'en')).toEqual({
      time: '23:30',
      day: 'today',
    });
    expect(backAtParts('2025-06-02T04:00:00Z', now, 'Europe/Berlin', 'en')).toEqual({
      time: '06:00',
      day: 'tomorrow',
    });
    expect(backAtParts('2025-06-04T04:00:00Z', now, 'Europe/Berlin', 'en')).toEqual({
      time: '06:00',
      day: 'Wed',
    });
  });
});

describe('earliest return', () => {
  const item = (availableAgainAt: string | null) => ({ availableAgainAt });
  it.each([
    ['nothing sold out until a time', { sections: [{ products: [item(null)] }], componentGroups: [] }, null],
    ['an empty catalogue', { sections: [], componentGroups: [] }, null],
    ['a partial catalogue without lists', {}, null],
    [
      'the earliest of products and components',
      {
        sections: [{ products: [item('2025-06-01T21:00:00Z'), item(null)] }, { products: [] }],
        componentGroups: [{ components: [item('2025-06-01T20:30:00Z')] }],
      },
      Date.parse('2025-06-01T20:30:00Z'),
    ],
    [
      'a product before a component',
      {
        sections: [{ products: [item('2025-06-01T20:10:00Z')] }],
        componentGroups: [{ components: [item('2025-06-01T20:30:00Z'), item(null)] }],
      },
      Date.parse('2025-06-01T20:10:00Z'),
    ],
  ] as const)('%s', (_, catalogue, expected) => {
    expect(earliestReturn(catalogue)).toBe(expected);
  });
});
