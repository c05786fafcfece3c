import { formatPerZone } from './time-zones.ts';

/**
 * Formatting (docs/product.md#validation-and-formatting) shared by the server (reports, exports) and the web.
 */

const ORDER_NUMBER_DIGITS = 6;

/** '#000123'; ids beyond six digits are shown whole rather than truncated. */
export const formatOrderNumber = (id: number): string => `#${String(id).padStart(ORDER_NUMBER_DIGITS, '0')}`;

// ISO 4217 minor units where they differ from 2. CLDR (and so Intl) disagrees for some of these,
// e.g. it shows IQD with 0 decimals, so Intl cannot be the source of truth for stored amounts.
const MINOR_UNIT_DIGITS: Readonly<Record<string, number>> = {
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  CLF: 4,
  UYW: 4,
};

/** Decimal places of a currency's minor unit per ISO 4217 (2 unless listed otherwise). */
export const minorUnitDigits = (currencyCode: string): number =>
  MINOR_UNIT_DIGITS[currencyCode.toUpperCase()] ?? 2;

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Converts a decimal API amount to integer minor units — the only place that does. It works on the
 * decimal text of the number (the shortest string that round-trips, which is what the JSON carried),
 * never on `amount * 100`, because 19.99 * 100 is 1998.9999999999998. Halves round away from zero.
 */
export const toMinorUnits = (amount: number | string, currencyCode: string): number => {
  if (typeof amount === 'number' && !Number.isFinite(amount)) {
    throw new RangeError(`Not a finite amount: ${amount}`);
  }
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const match = DECIMAL_PATTERN.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new RangeError(`Not a decimal amount: ${text}`);
  }
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  const allDigits = `${whole}${fraction}`;
  // Position of the decimal point within allDigits once shifted into minor units.
  const point = whole.length + Number(exponent) + minorUnitDigits(currencyCode);
  const integerDigits =
    point <= 0 ? '0' : point >= allDigits.length ? allDigits.padEnd(point, '0') : allDigits.slice(0, point);
  const firstDropped = point < 0 ? 0 : Number(allDigits[point] ?? '0');
  let minor = BigInt(integerDigits);
  if (firstDropped >= 5) minor += 1n;
  const result = Number(sign === '-' ? -minor : minor);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount out of range: ${text}`);
  // Avoid handing back -0 for '-0.001'.
  return result === 0 ? 0 : result;
};

/** Integer minor units back to the decimal amount the API carries. */
export const fromMinorUnits = (minor: number, currencyCode: string): number => {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer: ${minor}`);
  // Dividing an integer by a power of ten is correctly rounded, so 1999 / 100 is exactly the double 19.99.
  const result = minor / 10 ** minorUnitDigits(currencyCode);
  return result === 0 ? 0 : result;
};

const numberFormats = new Map<string, Intl.NumberFormat>();

// Lists format hundreds of prices; building an Intl formatter is far costlier than using one.
const numberFormat = (locale: string, fractionDigits: number): Intl.NumberFormat => {
  const key = `${locale}|${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    const options = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      // A malformed language tag from settings must not break every price on the page.
      format = new Intl.NumberFormat('en', options);
    }
    numberFormats.set(key, format);
  }
  return format;
};

/**
 * docs/product.md#validation-and-formatting: two decimals and the currency code; JOD in the Arabic locale and
 * IQD with 0 decimals when the amount is whole (else 2 for JOD, 3 for IQD).
 */
export const formatMoney = (amount: number, currencyCode: string, lang = 'en'): string => {
  const code = currencyCode.toUpperCase();
  let locale = lang;
  let fractionDigits = 2;
  if (code === 'JOD') {
    locale = 'ar-JO';
    fractionDigits = Number.isInteger(amount) ? 0 : 2;
  } else if (code === 'IQD') {
    fractionDigits = Number.isInteger(amount) ? 0 : 3;
  }
  return `${numberFormat(locale, fractionDigits).format(amount)} ${code}`;
};

const dateTimeFormat = formatPerZone('en-GB', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  // hour12: false alone renders midnight as '24' in some engines; h23 pins it to '00'.
  hourCycle: 'h23',
  numberingSystem: 'latn',
});

type DateParts = { day: string; month: string; year: string; hour: string; minute: string };

const dateParts = (date: Date | string, timeZone: string | undefined): DateParts | null => {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return null;
  const parts: DateParts = { day: '', month: '', year: '', hour: '', minute: '' };
  for (const part of dateTimeFormat(timeZone).formatToParts(value)) {
    if (part.type in parts) parts[part.type as keyof DateParts] = part.value;
  }
  parts.year = parts.year.padStart(4, '0');
  return parts;
};

/** 'DD/MM/YYYY HH:mm' (24 h) in the IANA time zone given, else the local one; '' for an invalid date. */
export const formatDateTime = (date: Date | string, timeZone?: string): string => {
  const parts = dateParts(date, timeZone);
  return parts ? `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}` : '';
};

/** 'DD/MM/YYYY' in the IANA time zone given, else the local one; '' for an invalid date. */
export const formatDate = (date: Date | string, timeZone?: string): string => {
  const parts = dateParts(date, timeZone);
  return parts ? `${parts.day}/${parts.month}/${parts.year}` : '';
};

/** Counter badge: the number below 1000, '+NK' up to 9999, '+10K' from 10000. */
export const formatCounter = (n: number): string => {
  if (n < 1000) return String(n);
  if (n < 10_000) return `+${Math.floor(n / 1000)}K`;
  return '+10K';
};

export type PluralForm = 'one' | 'few' | 'many';

/**
 * Plural forms (docs/product.md#validation-and-formatting), decided by the last two digits as in Russian:
 * 11–14 (the teens) take the form for 0, otherwise a last digit of 1 takes 'one' and 2–4 take 'few'.
 * Fractions are truncated.
 */
export const pluralForm = (n: number): PluralForm => {
  const whole = Math.abs(Math.trunc(n));
  const lastTwo = whole % 100;
  const last = whole % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return 'many';
  if (last === 1) return 'one';
  if (last >= 2 && last <= 4) return 'few';
  return 'many';
};

export const pluralize = <T>(n: number, forms: Readonly<Record<PluralForm, T>>): T => forms[pluralForm(n)];

// Not exported: schemas/common.ts owns the `LocalizedValue` name; any value of that shape fits here.
type LocalizedValues = { values: Record<string, string | null | undefined> };

const hasText = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/**
 * The display-name fallback (docs/product.md#menu-languages): the current language, then the mandatory one,
 * then the first non-empty value in the order the values were stored; '' when there is none.
 */
export const localizedName = (
  value: LocalizedValues | null | undefined,
  current: string,
  mandatory: string,
): string => {
  const values = value?.values;
  if (!values) return '';
  const inCurrent = values[current];
  if (hasText(inCurrent)) return inCurrent;
  const inMandatory = values[mandatory];
  if (hasText(inMandatory)) return inMandatory;
  return Object.values(values).find(hasText) ?? '';
};

/** docs/product.md#menu-languages: empty or whitespace-only language values are left out of what is saved. */
export const dropEmptyValues = (values: Record<string, string | null | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => hasText(entry[1])));
