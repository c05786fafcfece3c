import { ALL_LOCATIONS, addDays, daysToPeriod, type Statistic, zonedDay } from '@larder/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { statisticKeys } from './statistic-keys';

/** GET /vendor/{vendorId}/statistic?from&to[&locations=all]. */
export function getStatistic(
  vendorId: number,
  from: string,
  to: string,
  allLocations = false,
  signal?: AbortSignal,
) {
  const query = allLocations ? { from, to, locations: ALL_LOCATIONS } : { from, to };
  return api.get<Statistic>(`vendor/${vendorId}/statistic`, { signal, query });
}

export const statisticQueryOptions = (vendorId: number, from: string, to: string, allLocations = false) =>
  queryOptions({
    queryKey: statisticKeys.period(vendorId, from, to, allLocations),
    queryFn: ({ signal }) => getStatistic(vendorId, from, to, allLocations, signal),
  });

/**
 * The figures of a period, of this location or of all the user's; the previous figures stay on
 * screen while the next ones load.
 */
export function useStatistic(vendorId: number, from: string, to: string, allLocations = false) {
  return useQuery({
    ...statisticQueryOptions(vendorId, from, to, allLocations),
    placeholderData: keepPreviousData,
  });
}

export type Preset = 'today' | 'week' | 'month' | 'custom';
const PRESET_DAYS: Record<Exclude<Preset, 'custom'>, number> = { today: 1, week: 7, month: 30 };
/** What the page shows when it opens. */
export const OPENING_PRESET = 'week' satisfies Preset;

/** The first and last day of a preset period ending today. */
export const presetDays = (preset: Exclude<Preset, 'custom'>, today: string): [string, string] => [
  addDays(today, 1 - PRESET_DAYS[preset]),
  today,
];

const SAME_PERIOD_MS = 30_000;
let lastPeriod: { days: string; at: number; period: { from: string; to: string } } | undefined;

/**
 * The instants of the vendor's days `first`..`last`, up to now when they include today. The same
 * answer for half a minute: the route's prefetch and the page's first render, a moment apart, then
 * ask for the same period, and the page shows the prefetched figures instead of asking again.
 */
export function periodOfDays(first: string, last: string, timeZone: string, now = new Date()) {
  const days = `${first}/${last}/${timeZone}`;
  if (lastPeriod?.days === days && now.getTime() - lastPeriod.at < SAME_PERIOD_MS) return lastPeriod.period;
  const period = daysToPeriod(first, last, timeZone, now);
  lastPeriod = { days, at: now.getTime(), period };
  return period;
}

/** The figures the page opens on, for the route to request while the page's code downloads. */
export function openingStatisticQueryOptions(vendorId: number, timeZone: string) {
  const [first, last] = presetDays(OPENING_PRESET, zonedDay(new Date(), timeZone));
  const { from, to } = periodOfDays(first, last, timeZone);
  return statisticQueryOptions(vendorId, from, to);
}
