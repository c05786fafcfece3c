import { describe, expect, it } from 'vitest';
import { isOpenAt, isPausedAt, nextMidnight, vendorStatusAt } from './pause.ts';
import { PauseRequest } from './schemas/pause.ts';

describe('nextMidnight', () => {
  it('is the coming 00:00 on the zone wall clock', () => {
    expect(nextMidnight(new Date('2026-05-12T15:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-05-13T04:00:00.000Z',
    );
    expect(nextMidnight(new Date('2026-05-12T23:59:59Z'), 'UTC').toISOString()).toBe(
      '2026-05-13T00:00:00.000Z',
    );
    expect(nextMidnight(new Date('2026-12-31T22:00:00Z'), 'Europe/Riga').toISOString()).toBe(
      '2027-01-01T22:00:00.000Z',
    );
  });

  it('keeps to the wall clock on 23- and 25-hour days', () => {
    expect(nextMidnight(new Date('2026-03-29T00:30:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    expect(nextMidnight(new Date('2026-10-25T00:30:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T23:00:00.000Z',
    );
  });

  it('takes the first instant after a midnight the clocks skip', () => {
    // Chile moves 00:00 to 01:00 on 6 September 2026.
    expect(nextMidnight(new Date('2026-09-05T20:00:00Z'), 'America/Santiago').toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    );
  });
});

describe('isOpenAt', () => {
  const hours = {
    intervals: {
      MONDAY: { from: '10:00', until: '22:00' },
      FRIDAY: { from: '18:00', until: '02:00', turnIntoAnotherDay: true },
    },
  };
  const at = (iso: string) => isOpenAt(hours, 'UTC', new Date(iso));
  it('is open from the start to just before the end, and on the night after a late day', () => {
    // 11 May 2026 is a Monday.
    expect(at('2026-05-11T09:59:00Z')).toBe(false);
    expect(at('2026-05-11T10:00:00Z')).toBe(true);
    expect(at('2026-05-11T21:59:00Z')).toBe(true);
    expect(at('2026-05-11T22:00:00Z')).toBe(false);
    expect(at('2026-05-12T12:00:00Z')).toBe(false);
    expect(at('2026-05-16T01:59:00Z')).toBe(true);
    expect(at('2026-05-16T02:00:00Z')).toBe(false);
  });
});

describe('pause rules', () => {
  it('a timed pause holds until its instant; the server pause until resumed', () => {
    const state = { pausedUntil: '2026-05-12T15:15:00.000Z', autoPausedAt: null };
    expect(isPausedAt(state, new Date('2026-05-12T15:14:59.999Z'))).toBe(true);
    expect(isPausedAt(state, new Date('2026-05-12T15:15:00.000Z'))).toBe(false);
    expect(isPausedAt({ pausedUntil: null, autoPausedAt: '2026-01-01T00:00:00Z' }, Date.now())).toBe(true);
  });

  it('accepts the offered lengths, END_OF_DAY or an instant, one at a time', () => {
    expect(PauseRequest.safeParse({ minutes: 60 }).success).toBe(true);
    expect(PauseRequest.safeParse({ minutes: 45 }).success).toBe(false);
    expect(PauseRequest.safeParse({ until: 'END_OF_DAY' }).success).toBe(true);
    expect(PauseRequest.safeParse({ until: '2026-05-12T17:30:00+02:00' }).success).toBe(true);
    expect(PauseRequest.safeParse({ until: '17:30' }).success).toBe(false);
    expect(PauseRequest.safeParse({ minutes: 60, until: 'END_OF_DAY' }).success).toBe(false);
  });
});

describe('vendorStatusAt', () => {
  const now = new Date('2026-05-12T15:00:00Z');
  const open = { working: true, pausedUntil: null, autoPausedAt: null };
  it('is what customers meet: closed before paused before opened', () => {
    expect(vendorStatusAt({ visible: true }, open, now)).toBe('OPENED');
    expect(vendorStatusAt({ visible: true }, { ...open, pausedUntil: '2026-05-12T15:30:00Z' }, now)).toBe(
      'PAUSED',
    );
    expect(vendorStatusAt({ visible: true }, { ...open, autoPausedAt: '2026-05-12T14:00:00Z' }, now)).toBe(
      'PAUSED',
    );
    expect(vendorStatusAt({ visible: true }, { ...open, pausedUntil: '2026-05-12T14:59:00Z' }, now)).toBe(
      'OPENED',
    );
    expect(
      vendorStatusAt(
        { visible: true },
        { ...open, working: false, pausedUntil: '2026-05-12T15:30:00Z' },
        now,
      ),
    ).toBe('CLOSED');
    expect(vendorStatusAt({ visible: false }, open, now)).toBe('CLOSED');
  });
});
