import {
  ARCHIVE_MIN_DATE,
  ARCHIVE_SEARCH_MAX,
  ARCHIVE_STATUSES,
  defaultArchivePeriod,
  type OrderStatus,
  zonedDay,
} from '@larder/contract';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { type AppSearchParams, type ArchiveFilterParam, buildSearch } from '@/shared/paths';

/** What the archive page shows; the export modal starts from the same status and days. */
export interface ArchiveView {
  status: OrderStatus | null;
  /** Whole vendor days 'YYYY-MM-DD', both included. */
  days: [string, string];
  search: string;
}

/**
 * The default period (docs/product.md#archive-and-export): from one month ago to today on the vendor's
 * calendar.
 */
export function defaultArchiveDays(timeZone: string, now = new Date()): [string, string] {
  return [zonedDay(defaultArchivePeriod(now, timeZone).from, timeZone), zonedDay(now, timeZone)];
}

const isCalendarDay = (value: string | null): value is string =>
  value !== null &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * The archive view a URL asks for. Whatever a hand-edited or stale link holds, the page shows a
 * valid view: an unknown status means every status, a period outside 1 January 2022 .. today or
 * ending before it starts falls back to the default month.
 */
export function readArchiveView(params: URLSearchParams, timeZone: string, now = new Date()): ArchiveView {
  const status = params.get('status');
  const from = params.get('from');
  const to = params.get('to');
  const today = zonedDay(now, timeZone);
  const validDays =
    isCalendarDay(from) && isCalendarDay(to) && ARCHIVE_MIN_DATE <= from && from <= to && to <= today;
  return {
    status: (ARCHIVE_STATUSES as readonly string[]).includes(status ?? '') ? (status as OrderStatus) : null,
    days: validDays ? [from, to] : defaultArchiveDays(timeZone, now),
    search: (params.get('search') ?? '').slice(0, ARCHIVE_SEARCH_MAX),
  };
}

/** The URL parameters of a view; the default month is left out, so the plain archive link stays plain. */
function archiveParams(view: ArchiveView, timeZone: string): Pick<AppSearchParams, ArchiveFilterParam> {
  const [first, last] = defaultArchiveDays(timeZone);
  const isDefault = view.days[0] === first && view.days[1] === last;
  return {
    status: view.status ?? undefined,
    from: isDefault ? undefined : view.days[0],
    to: isDefault ? undefined : view.days[1],
    search: view.search || undefined,
  };
}

/**
 * The archive's filter lives in the query string (docs/product.md#modals), so a reload, the back button or a
 * shared link shows the same orders. A status or period change is a history entry of its own;
 * typing a search replaces the current one, so Back does not step through every keystroke.
 */
export function useArchiveFilter(timeZone: string) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const key = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the params object changes identity on every navigation; its text is what matters
  const view = useMemo(() => readArchiveView(searchParams, timeZone), [key, timeZone]);

  const setView = useCallback(
    (changes: Partial<ArchiveView>, options: { replace?: boolean } = {}) => {
      const next = archiveParams({ ...view, ...changes }, timeZone);
      void navigate(
        { pathname: location.pathname, search: buildSearch(location.search, next) },
        { replace: options.replace ?? false },
      );
    },
    [view, timeZone, navigate, location.pathname, location.search],
  );

  return { view, setView };
}
