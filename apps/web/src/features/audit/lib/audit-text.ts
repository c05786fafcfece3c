import { type AuditEntry, formatDateTime } from '@larder/contract';
import type { TFunction } from '@/i18n/i18n';

/** One changed field as the Activity page shows it: "Price: 0 → 7.5". */
export interface ChangeLine {
  field: string;
  before: string | null;
  after: string | null;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A stored summary value in words: names in every language, times in the vendor's zone. */
export function auditValue(value: unknown, t: TFunction, timeZone: string): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? t('audit.values.yes') : t('audit.values.no');
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatDateTime(value, timeZone) : value;
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map((v) => auditValue(v, t, timeZone)).join(', ');
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return '—';
    // Names and descriptions are stored per language: show each.
    if (entries.every(([key]) => /^[a-z]{2}$/.test(key)))
      return entries.map(([, v]) => String(v)).join(' / ');
    return entries.map(([key, v]) => `${key}: ${auditValue(v, t, timeZone)}`).join(', ');
  }
  return String(value);
}

/** The fields an entry records, each with what it was and became (a side may be absent). */
export function changeLines(entry: AuditEntry, t: TFunction, timeZone: string): ChangeLine[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const label = (field: string) => t(`audit.fields.${field}`, { defaultValue: field });
  const side = (summary: AuditEntry['before'], field: string) =>
    summary && field in summary ? statusAware(field, summary[field], t, timeZone) : null;
  return fields.map((field) => ({
    field: label(field),
    before: side(entry.before, field),
    after: side(entry.after, field),
  }));
}

function statusAware(field: string, value: unknown, t: TFunction, timeZone: string): string {
  if (field === 'status' && typeof value === 'string') {
    return t(`record.status.${value}`, { defaultValue: value });
  }
  if (field === 'role' && typeof value === 'string') return t(`roles.${value}`, { defaultValue: value });
  return auditValue(value, t, timeZone);
}

/** What the entry acted on: "Product Borscht", "Order #000123". */
export function auditTarget(entry: AuditEntry, t: TFunction): string {
  const kind = t(`audit.targets.${entry.target.type}`);
  const name = entry.target.name ?? (entry.target.id !== null ? `#${entry.target.id}` : '');
  return name ? `${kind} ${name}` : kind;
}
