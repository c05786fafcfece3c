import { validWorkingHours, type WorkingHours } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import {
  type DayDraft,
  draftFromHours,
  dropdownPosition,
  fromOptions,
  parseUntilValue,
  requestFromDraft,
  untilOptions,
  untilValue,
} from './working-hours-form';

const label = (time: string) => `${time} (next day)`;
const day = (from: string, until: string, nextDay = false): DayDraft => ({
  off: false,
  from,
  until,
  nextDay,
});

describe('working hours form', () => {
  it('starts every day around the clock without a schedule, and weekend days off with one', () => {
    expect(draftFromHours(null).MONDAY).toEqual(day('00:00', '24:00'));
    const draft = draftFromHours({
      intervals: { MONDAY: { from: '09:00', until: '18:00', turnIntoAnotherDay: false } },
    });
    expect(draft.MONDAY).toEqual(day('09:00', '18:00'));
    expect(draft.SUNDAY.off).toBe(true);
  });

  it('shows an end of 00:00, 23:59 or 24:00 as 24:00 and saves it as 00:00', () => {
    const stored: WorkingHours = {
      intervals: {
        MONDAY: { from: '09:00', until: '00:00', turnIntoAnotherDay: false },
        TUESDAY: { from: '09:00', until: '23:59', turnIntoAnotherDay: false },
        WEDNESDAY: { from: '18:00', until: '00:00', turnIntoAnotherDay: true },
      },
    };
    const draft = draftFromHours(stored);
    expect([draft.MONDAY.until, draft.TUESDAY.until, draft.WEDNESDAY.until]).toEqual([
      '24:00',
      '24:00',
      '24:00',
    ]);
    expect(draft.WEDNESDAY.nextDay).toBe(false);
    expect(requestFromDraft(draft).intervals.MONDAY).toEqual({
      from: '09:00',
      until: '00:00',
      turnIntoAnotherDay: false,
    });
  });

  it('keeps a night across midnight and leaves days off out', () => {
    const draft = draftFromHours(null);
    draft.FRIDAY = day('18:00', '02:00', true);
    draft.SUNDAY = { ...draft.SUNDAY, off: true };
    const request = requestFromDraft(draft);
    expect(request.intervals.FRIDAY).toEqual({ from: '18:00', until: '02:00', turnIntoAnotherDay: true });
    expect('SUNDAY' in request.intervals).toBe(false);
    // SATURDAY opens at 00:00, so FRIDAY's night overlaps it: the shared rule says no.
    expect(validWorkingHours(request)).toBe('workingHours');
    draft.SATURDAY = day('10:00', '22:00');
    expect(validWorkingHours(requestFromDraft(draft))).toBe(true);
  });

  it('offers starts every 15 minutes from 00:00 to 23:45', () => {
    const options = fromOptions();
    expect(options).toHaveLength(96);
    expect(options[0]?.value).toBe('00:00');
    expect(options.at(-1)?.value).toBe('23:45');
  });

  it('offers ends after the start up to 24:00, then after midnight up to the next opening', () => {
    const { sameDay, nextDay } = untilOptions(day('20:00', '23:00'), '08:00', label);
    expect(sameDay.map((option) => option.value)).toEqual([
      '20:15',
      '20:30',
      '20:45',
      '21:00',
      '21:15',
      '21:30',
      '21:45',
      '22:00',
      '22:15',
      '22:30',
      '22:45',
      '23:00',
      '23:15',
      '23:30',
      '23:45',
      '24:00',
    ]);
    expect(nextDay[0]).toEqual({ value: 'next:00:15', label: '00:15 (next day)' });
    expect(nextDay.at(-1)?.value).toBe('next:08:00');
    // Next day off: the night may last until just before this day's own start.
    expect(untilOptions(day('20:00', '23:00'), null, label).nextDay.at(-1)?.value).toBe('next:19:45');
    // A day starting at midnight cannot run past it.
    expect(untilOptions(day('00:00', '23:00'), null, label).nextDay).toEqual([]);
  });

  it('keeps a current end outside the window visible', () => {
    expect(untilOptions(day('23:00', '22:00'), null, label).sameDay[0]?.value).toBe('22:00');
  });

  it('round-trips the until value', () => {
    expect(untilValue({ until: '02:00', nextDay: true })).toBe('next:02:00');
    expect(parseUntilValue('next:02:00')).toEqual({ until: '02:00', nextDay: true });
    expect(parseUntilValue('24:00')).toEqual({ until: '24:00', nextDay: false });
  });

  it('opens a dropdown below with at least 200 px of room, else above', () => {
    expect(dropdownPosition(200)).toBe('bottom');
    expect(dropdownPosition(199)).toBe('top');
  });
});
