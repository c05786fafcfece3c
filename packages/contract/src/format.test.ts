import { describe, expect, it } from 'vitest';
import {
  dropEmptyValues,
  formatCounter,
  formatDate,
  formatDateTime,
  formatMoney,
  formatOrderNumber,
  fromMinorUnits,
  localizedName,
  minorUnitDigits,
  pluralForm,
  pluralize,
  toMinorUnits,
} from './format.ts';

describe('formatOrderNumber', () => {
  it.each([
    [0, '#000000'],
    [123, '#000123'],
    [999999, '#999999'],
    [1000000, '#1000000'],
  ])('%i → %s', (id, expected) => {
    expect(formatOrderNumber(id)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it('shows two decimals and the code', () => {
    expect(formatMoney(19.9, 'USD')).toBe('19.90 USD');
    expect(formatMoney(5, 'EUR')).toBe('5.00 EUR');
    expect(formatMoney(1234.5, 'usd')).toBe('1,234.50 USD');
    expect(formatMoney(0, 'USD')).toBe('0.00 USD');
  });

  it('shows JOD in the Arabic locale, without decimals when whole', () => {
    expect(formatMoney(5, 'JOD')).toBe('٥ JOD');
    expect(formatMoney(5.5, 'JOD')).toBe('٥٫٥٠ JOD');
    expect(formatMoney(5.5, 'JOD', 'en')).toBe('٥٫٥٠ JOD');
  });

  it('shows IQD without decimals when whole, else with three', () => {
    expect(formatMoney(5, 'IQD')).toBe('5 IQD');
    expect(formatMoney(5.125, 'IQD')).toBe('5.125 IQD');
    expect(formatMoney(5.5, 'IQD')).toBe('5.500 IQD');
  });

  it('uses the language given and survives a malformed one', () => {
    expect(formatMoney(19.9, 'EUR', 'de')).toBe('19,90 EUR');
    expect(formatMoney(19.9, 'USD', 'not a locale!')).toBe('19.90 USD');
  });
});

describe('minor units', () => {
  it('follows ISO 4217 decimals', () => {
    expect(minorUnitDigits('USD')).toBe(2);
    expect(minorUnitDigits('jod')).toBe(3);
    for (const code of ['IQD', 'KWD', 'BHD', 'OMR', 'TND']) expect(minorUnitDigits(code)).toBe(3);
    expect(minorUnitDigits('JPY')).toBe(0);
  });

  it('converts without float drift', () => {
    expect(toMinorUnits(19.99, 'USD')).toBe(1999);
    expect(toMinorUnits(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinorUnits(1.15, 'USD')).toBe(115);
    expect(toMinorUnits(4.35, 'USD')).toBe(435);
    expect(toMinorUnits(5.125, 'IQD')).toBe(5125);
    expect(toMinorUnits(0.001, 'KWD')).toBe(1);
    expect(toMinorUnits(5, 'JPY')).toBe(5);
    expect(toMinorUnits(0, 'USD')).toBe(0);
  });

  it('rounds halves away from zero', () => {
    expect(toMinorUnits(1.005, 'USD')).toBe(101);
    expect(toMinorUnits(2.675, 'USD')).toBe(268);
    expect(toMinorUnits(-1.005, 'USD')).toBe(-101);
    expect(toMinorUnits(1.0049, 'USD')).toBe(100);
    expect(toMinorUnits(5.0005, 'JOD')).toBe(5001);
    expect(toMinorUnits(0.5, 'JPY')).toBe(1);
    expect(toMinorUnits(-0.001, 'USD')).toBe(0);
    expect(Object.is(toMinorUnits(-0.001, 'USD'), 0)).toBe(true);
  });

  it('reads decimal text and exponent notation', () => {
    expect(toMinorUnits('19.99', 'USD')).toBe(1999);
    expect(toMinorUnits(' 7 ', 'USD')).toBe(700);
    expect(toMinorUnits('.5', 'USD')).toBe(50);
    expect(toMinorUnits(1e-7, 'USD')).toBe(0);
    expect(toMinorUnits(1.5e3, 'USD')).toBe(150000);
  });

  it('refuses what is not an amount', () => {
    expect(() => toMinorUnits(Number.NaN, 'USD')).toThrow(RangeError);
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY, 'USD')).toThrow(RangeError);
    expect(() => toMinorUnits('abc', 'USD')).toThrow(RangeError);
    expect(() => toMinorUnits('', 'USD')).toThrow(RangeError);
    expect(() => toMinorUnits(1e21, 'USD')).toThrow(RangeError);
  });

  it('converts back', () => {
    expect(fromMinorUnits(1999, 'USD')).toBe(19.99);
    expect(fromMinorUnits(5125, 'IQD')).toBe(5.125);
    expect(fromMinorUnits(-101, 'USD')).toBe(-1.01);
    expect(fromMinorUnits(5, 'JPY')).toBe(5);
    expect(() => fromMinorUnits(1.5, 'USD')).toThrow(RangeError);
  });

  it('round-trips every cent up to 100.00', () => {
    for (let minor = 0; minor <= 10_000; minor++) {
      expect(toMinorUnits(fromMinorUnits(minor, 'USD'), 'USD')).toBe(minor);
    }
  });
});

describe('formatDateTime / formatDate', () => {
  it('formats local time as DD/MM/YYYY HH:mm, midnight as 00:00', () => {
    const midnight = new Date(2024, 0, 5, 0, 0);
    expect(formatDateTime(midnight)).toBe('05/01/2024 00:00');
    expect(formatDate(midnight)).toBe('05/01/2024');
    expect(formatDateTime(new Date(2024, 11, 31, 23, 59))).toBe('31/12/2024 23:59');
  });

  it('formats in the time zone given', () => {
    expect(formatDateTime('2024-01-31T21:00:00Z', 'Europe/Minsk')).toBe('01/02/2024 00:00');
    expect(formatDateTime('2024-03-10T21:30:00Z', 'Asia/Kolkata')).toBe('11/03/2024 03:00');
    expect(formatDateTime('2024-01-01T03:00:00Z', 'America/New_York')).toBe('31/12/2023 22:00');
    expect(formatDate('2024-01-01T03:00:00Z', 'America/New_York')).toBe('31/12/2023');
    expect(formatDateTime(new Date('2024-06-15T13:05:00Z'), 'UTC')).toBe('15/06/2024 13:05');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatCounter', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '+1K'],
    [1999, '+1K'],
    [9999, '+9K'],
    [10000, '+10K'],
    [123456, '+10K'],
  ])('%i → %s', (n, expected) => {
    expect(formatCounter(n)).toBe(expected);
  });
});

describe('pluralForm', () => {
  it.each([
    [0, 'many'],
    [1, 'one'],
    [2, 'few'],
    [4, 'few'],
    [5, 'many'],
    [9, 'many'],
    [11, 'many'],
    [12, 'many'],
    [14, 'many'],
    [20, 'many'],
    [21, 'one'],
    [22, 'few'],
    [25, 'many'],
    [101, 'one'],
    [111, 'many'],
    [112, 'many'],
    [122, 'few'],
  ] as const)('%i → %s', (n, expected) => {
    expect(pluralForm(n)).toBe(expected);
  });

  it('picks the matching form', () => {
    const forms = { one: 'component', few: 'components (few)', many: 'components' };
    expect(pluralize(1, forms)).toBe('component');
    expect(pluralize(3, forms)).toBe('components (few)');
    expect(pluralize(11, forms)).toBe('components');
  });
});

describe('localizedName', () => {
  const name = { values: { fr: 'Desserts FR', en: 'Desserts', ru: 'Десерты' } };

  it('prefers the current language', () => {
    expect(localizedName(name, 'ru', 'en')).toBe('Десерты');
  });

  it('falls back to the mandatory language', () => {
    expect(localizedName(name, 'de', 'en')).toBe('Desserts');
    expect(localizedName({ values: { en: 'Desserts', ru: '  ' } }, 'ru', 'en')).toBe('Desserts');
  });

  it('then to the first non-empty value', () => {
    expect(localizedName({ values: { it: '', fr: 'Desserts FR', ru: 'Десерты' } }, 'de', 'en')).toBe(
      'Desserts FR',
    );
  });

  it('gives an empty string when nothing is there', () => {
    expect(localizedName({ values: { en: ' ', ru: '' } }, 'ru', 'en')).toBe('');
    expect(localizedName({ values: {} }, 'ru', 'en')).toBe('');
    expect(localizedName(null, 'ru', 'en')).toBe('');
    expect(localizedName(undefined, 'ru', 'en')).toBe('');
  });
});

describe('dropEmptyValues', () => {
  it('leaves out empty and whitespace-only values', () => {
    expect(
      dropEmptyValues({ en: 'Soup', ru: '', fr: '   ', it: null, es: undefined, de: ' Suppe ' }),
    ).toEqual({
      en: 'Soup',
      de: ' Suppe ',
    });
    expect(dropEmptyValues({})).toEqual({});
  });
});
