import { describe, expect, it } from 'vitest';
import {
  ArchiveOrdersQuery,
  acceptsExportName,
  defaultArchivePeriod,
  defaultExportName,
  exportFileName,
  parseOrderNumber,
} from './archive.ts';
import { zonedTimeToInstant } from './time-zones.ts';

describe('default archive period', () => {
  it('starts at midnight one month ago in the vendor zone', () => {
    const { from, to } = defaultArchivePeriod(new Date('2025-06-15T18:30:00Z'), 'Europe/Riga');
    // Riga is UTC+3 in summer: local midnight of 15 May is 21:00 UTC on the 14th.
    expect(from.toISOString()).toBe('2025-05-14T21:00:00.000Z');
    expect(to.toISOString()).toBe('2025-06-15T18:30:00.000Z');
  });

  it('takes the local date, not the UTC one, at the month boundary', () => {
    // 1 March 02:00 UTC is still 28 February in New York: the period starts 28 January.
    const { from } = defaultArchivePeriod(new Date('2025-03-01T02:00:00Z'), 'America/New_York');
    expect(from.toISOString()).toBe('2025-01-28T05:00:00.000Z');
  });

  it('ends a 31st on the last day of the shorter month before it', () => {
    expect(defaultArchivePeriod(new Date('2025-03-31T12:00:00Z'), 'UTC').from.toISOString()).toBe(
      '2025-02-28T00:00:00.000Z',
    );
    expect(defaultArchivePeriod(new Date('2024-03-31T12:00:00Z'), 'UTC').from.toISOString()).toBe(
      '2024-02-29T00:00:00.000Z',
    );
    expect(defaultArchivePeriod(new Date('2025-01-15T12:00:00Z'), 'UTC').from.toISOString()).toBe(
      '2024-12-15T00:00:00.000Z',
    );
  });

  it('uses the offset of the starting day across a DST change', () => {
    // 20 March in New York is daylight time (UTC-4); 20 February was standard time (UTC-5).
    const { from } = defaultArchivePeriod(new Date('2025-03-20T16:00:00Z'), 'America/New_York');
    expect(from.toISOString()).toBe('2025-02-20T05:00:00.000Z');
    // And back: 20 November (UTC-5) looks back to 20 October (UTC-4).
    expect(
      defaultArchivePeriod(new Date('2025-11-20T16:00:00Z'), 'America/New_York').from.toISOString(),
    ).toBe('2025-10-20T04:00:00.000Z');
  });

  it('resolves a midnight that a DST change skips to the first instant after it', () => {
    // Santiago moved its clocks from 00:00 to 01:00 on 7 September 2025.
    const instant = zonedTimeToInstant({ year: 2025, month: 9, day: 7 }, 'America/Santiago');
    expect(instant.toISOString()).toBe('2025-09-07T04:00:00.000Z');
  });
});

describe('archive query', () => {
  it('allows 100 per page and refuses 101', () => {
    expect(ArchiveOrdersQuery.safeParse({ size: '100' }).success).toBe(true);
    expect(ArchiveOrdersQuery.safeParse({ size: '101' }).success).toBe(false);
  });

  it('reads order numbers with or without the hash and zeros', () => {
    expect(parseOrderNumber('#000123')).toBe(123);
    expect(parseOrderNumber('123')).toBe(123);
    expect(parseOrderNumber('+1 212')).toBeNull();
    expect(parseOrderNumber('#0')).toBeNull();
  });
});

describe('export file name', () => {
  it('is the title and the date with underscores, .xlsx appended once', () => {
    expect(defaultExportName('Orders report', new Date('2025-03-09T12:00:00Z'), 'UTC')).toBe(
      'Orders_report_09-03-2025',
    );
    expect(exportFileName('my report')).toBe('my_report.xlsx');
    expect(exportFileName('book.xlsx')).toBe('book.xlsx');
  });

  it('accepts 30 characters and rejects 31', () => {
    expect(acceptsExportName('x'.repeat(30))).toBe(true);
    expect(acceptsExportName('x'.repeat(31))).toBe(false);
  });
});
