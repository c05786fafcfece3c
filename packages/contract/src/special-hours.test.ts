import { describe, expect, it } from 'vitest';
import { SpecialHoursRequest } from './schemas/special-hours.ts';
import {
  isSpecialClosedAt,
  nextSpecialOpening,
  type SpecialDay,
  specialDateProblem,
  validSpecialIntervals,
} from './special-hours.ts';

const closed = (date: string, note: string | null = null): SpecialDay => ({
  date,
  closed: true,
  intervals: [],
  note,
});
const RIGA = 'Europe/Riga';

describe('special hours', () => {
  it('allows today up to 365 days ahead', () => {
    expect(specialDateProblem('2027-03-20', '2027-03-20')).toBeNull();
    expect(specialDateProblem('2028-03-19', '2027-03-20')).toBeNull();
    expect(specialDateProblem('2028-03-20', '2027-03-20')).toBe('tooFar');
    expect(specialDateProblem('2027-03-19', '2027-03-20')).toBe('past');
  });

  it('checks intervals as weekly hours do, within the day and without overlaps', () => {
    expect(
      validSpecialIntervals([
        { from: '09:00', until: '12:00' },
        { from: '12:00', until: '24:00' },
      ]),
    ).toBe(true);
    expect(validSpecialIntervals([{ from: '18:00', until: '00:00' }])).toBe(true);
    expect(validSpecialIntervals([{ from: '22:00', until: '02:00' }])).toBe(false);
    expect(
      validSpecialIntervals([
        { from: '09:00', until: '13:00' },
        { from: '12:00', until: '14:00' },
      ]),
    ).toBe(false);
    expect(validSpecialIntervals([{ from: '24:00', until: '24:00' }])).toBe(false);
  });

  it('covers a 25-hour day to its midnight (Riga moves its clocks back on 31 October 2027)', () => {
    const list = [closed('2027-10-31')];
    expect(isSpecialClosedAt(list, RIGA, new Date('2027-10-30T20:59:59Z'))).toBe(false);
    expect(isSpecialClosedAt(list, RIGA, new Date('2027-10-30T21:00:00Z'))).toBe(true);
    expect(isSpecialClosedAt(list, RIGA, new Date('2027-10-31T21:59:59Z'))).toBe(true);
    expect(isSpecialClosedAt(list, RIGA, new Date('2027-10-31T22:00:00Z'))).toBe(false);
    expect(nextSpecialOpening(list, RIGA, new Date('2027-10-31T12:00:00Z'))).toEqual(
      new Date('2027-10-31T22:00:00Z'),
    );
  });

  it('opens next at the day’s next interval, or the midnight after a run of closed days', () => {
    const list: SpecialDay[] = [
      { date: '2027-12-23', closed: false, intervals: [{ from: '18:00', until: '20:00' }], note: null },
      closed('2027-12-24'),
      closed('2027-12-25'),
    ];
    expect(nextSpecialOpening(list, RIGA, new Date('2027-12-23T10:00:00Z'))).toEqual(
      new Date('2027-12-23T16:00:00Z'),
    );
    expect(nextSpecialOpening(list, RIGA, new Date('2027-12-23T19:00:00Z'))).toEqual(
      new Date('2027-12-25T22:00:00Z'),
    );
    expect(nextSpecialOpening(list, RIGA, new Date('2027-12-23T17:00:00Z'))).toBeNull();
  });

  it('refuses a date twice and more than 100 dates', () => {
    expect(
      SpecialHoursRequest.safeParse(
        [closed('2027-12-24'), closed('2027-12-24')].map(({ date }) => ({ date, closed: true })),
      ).success,
    ).toBe(false);
    const many = Array.from({ length: 101 }, (_, i) => ({
      date: new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
      closed: true as const,
    }));
    expect(SpecialHoursRequest.safeParse(many.slice(0, 100)).success).toBe(true);
    expect(SpecialHoursRequest.safeParse(many).success).toBe(false);
  });
});
