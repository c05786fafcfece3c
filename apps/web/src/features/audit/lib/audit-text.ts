import { type AuditEntry, DAYS, formatDateTime, formatMoney } from '@larder/contract';
import type { TFunction } from '@/i18n/i18n';

/** One changed field as the Activity page shows it: "Price: 11.90 EUR → 14.50 EUR". */
export interface ChangeLine {
  field: string;
  before: string | null;
  after: string | null;
  /** A picture field: the stored picture's path on each side, for a thumbnail. */
  picture?: { before: string | null; after: string | null };
}

/** What the words of an entry depend on: the language, the vendor's clock, currency and name. */
export interface AuditTextContext {
  t: TFunction;
  lang: string;
  timeZone: string;
  /** '' until the vendor's parameters are in: amounts then show with two decimals, no code. */
  currencyCode: string;
  vendorName: string;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Fields that hold an amount of money, shown as the rest of the app shows money. */
const MONEY_FIELDS = new Set(['price', 'discountPrice', 'totalPrice', 'deliveryCost']);
/** Fields that hold a stored picture's path: shown as a picture, never as the path. */
const PICTURE_FIELDS = new Set(['image', 'horizontalImage', 'verticalImage', 'avatar', 'logo']);

const fieldLabel = (field: string, t: TFunction) => t(`audit.fields.${field}`, { defaultValue: field });

/** A stored summary value in words: names in every language, times in the vendor's zone. */
export function auditValue(value: unknown, context: AuditTextContext): string {
  const { t, timeZone } = context;
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? t('audit.values.yes') : t('audit.values.no');
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatDateTime(value, timeZone) : value;
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map((v) => auditValue(v, context)).join(', ');
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return '—';
    // Names and descriptions are stored per language: show each.
    if (entries.every(([key]) => /^[a-z]{2}$/.test(key)))
      return entries.map(([, v]) => String(v)).join(' / ');
    return entries.map(([key, v]) => `${fieldLabel(key, t)}: ${fieldValue(key, v, context)}`).join(', ');
  }
  return String(value);
}

/** A field's value in words, by what the field holds. */
function fieldValue(field: string, value: unknown, context: AuditTextContext): string {
  const { t, lang, currencyCode } = context;
  // A count of null is no count at all, not an unknown one (docs/product.md#stock-counts).
  if (field === 'stock' && value === null) return t('audit.values.notCounted');
  if (value === null || value === undefined) return '—';
  if (field === 'status' && typeof value === 'string')
    return t(`record.status.${value}`, { defaultValue: value });
  if (field === 'role' && typeof value === 'string') return t(`roles.${value}`, { defaultValue: value });
  if (field === 'reason' && typeof value === 'string') {
    return t(`orders.change.reasons.${value}`, { defaultValue: value });
  }
  if (MONEY_FIELDS.has(field) && typeof value === 'number') {
    return currencyCode ? formatMoney(value, currencyCode, lang) : value.toFixed(2);
  }
  if (PICTURE_FIELDS.has(field)) return t('audit.values.picture');
  if (field === 'workingHours' && typeof value === 'object') return workingHoursText(value, t);
  return auditValue(value, context);
}

type StoredInterval = { from?: unknown; until?: unknown; turnIntoAnotherDay?: unknown };

/**
 * A week of hours as the working hours dialog shows it: "Mon 09:00–22:00, Fri 10:00–24:00". A day
 * ending at midnight reads 24:00; a night past midnight names the next morning.
 */
function workingHoursText(value: object, t: TFunction): string {
  const days = ((value as { intervals?: unknown }).intervals ?? value) as Record<
    string,
    StoredInterval | null
  >;
  const spans = DAYS.flatMap((day) => {
    const interval = days[day];
    if (!interval || typeof interval.from !== 'string' || typeof interval.until !== 'string') return [];
    const nextDay = interval.turnIntoAnotherDay === true;
    const until = !nextDay && interval.until === '00:00' ? '24:00' : interval.until;
    const end = nextDay ? t('catalogueModals.workingHours.nextDayTime', { time: until }) : until;
    return [`${t(`days.short.${day}`)} ${interval.from}–${end}`];
  });
  return spans.length > 0 ? spans.join(', ') : t('audit.values.closedAllWeek');
}

/** The fields an entry records, each with what it was and became (a side may be absent). */
export function changeLines(entry: AuditEntry, context: AuditTextContext): ChangeLine[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const side = (summary: AuditEntry['before'], field: string) =>
    summary && field in summary ? fieldValue(field, summary[field], context) : null;
  const path = (summary: AuditEntry['before'], field: string) => {
    const value = summary?.[field];
    return typeof value === 'string' ? value : null;
  };
  return fields.map((field) => {
    const line: ChangeLine = {
      field: fieldLabel(field, context.t),
      before: side(entry.before, field),
      after: side(entry.after, field),
    };
    if (!PICTURE_FIELDS.has(field)) return line;
    const picture = { before: path(entry.before, field), after: path(entry.after, field) };
    return {
      ...line,
      before: entry.before && field in entry.before ? pictureWord(picture.before, context.t) : null,
      after: entry.after && field in entry.after ? pictureWord(picture.after, context.t) : null,
      picture,
    };
  });
}

const pictureWord = (path: string | null, t: TFunction) =>
  path ? t('audit.values.picture') : t('audit.values.noPicture');

/** What the entry acted on: "Product Borscht", "Order #000123", the establishment by its name. */
export function auditTarget(entry: AuditEntry, context: AuditTextContext): string {
  const { t } = context;
  const kind = t(`audit.targets.${entry.target.type}`);
  // The vendor and its one catalogue need no number: there is one of each here.
  if (entry.target.type === 'vendor') return `${kind} ${entry.target.name ?? context.vendorName}`;
  if (entry.target.type === 'catalogue') return kind;
  const name = entry.target.name ?? (entry.target.id !== null ? `#${entry.target.id}` : '');
  return name ? `${kind} ${name}` : kind;
}
