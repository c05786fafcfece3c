import {
  ALL_LOCATIONS,
  openingStatisticPeriod,
  type Statistic,
  type StatisticPreset,
} from '@larder/contract';
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

/** A period the page offers: one of the contract's presets, or days the user picks. */
export type Preset = StatisticPreset | 'custom';

/**
 * The figures the page opens on, for the route to request while the page's code downloads: the
 * address the server preloads with the page (statisticsScreenRequest), whose answer this takes.
 */
export function openingStatisticQueryOptions(vendorId: number, timeZone: string) {
  const { from, to } = openingStatisticPeriod(timeZone, new Date());
  return statisticQueryOptions(vendorId, from, to);
}
