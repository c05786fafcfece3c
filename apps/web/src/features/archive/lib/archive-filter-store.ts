import { defaultArchivePeriod, type OrderStatus, zonedDay } from '@larder/contract';
import { useSyncExternalStore } from 'react';

/** What the archive page shows; the export modal starts from the same status and days. */
export interface ArchiveView {
  status: OrderStatus | null;
  /** Whole vendor days 'YYYY-MM-DD', both included. */
  days: [string, string];
  search: string;
}

let current: ArchiveView | null = null;
const listeners = new Set<() => void>();

/** SPEC §9's default: from one month ago to today on the vendor's calendar. */
export function defaultArchiveDays(timeZone: string, now = new Date()): [string, string] {
  return [zonedDay(defaultArchivePeriod(now, timeZone).from, timeZone), zonedDay(now, timeZone)];
}

export function setArchiveView(next: ArchiveView) {
  current = next;
  for (const listener of listeners) listener();
}

/** The archive view for this session (kept while the user moves between pages). */
export function useArchiveView(timeZone: string): ArchiveView {
  const stored = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
  if (stored) return stored;
  // The first read of the session settles the default once, so every render sees the same days.
  current = { status: null, days: defaultArchiveDays(timeZone), search: '' };
  return current;
}
