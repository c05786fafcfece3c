import type { Statistic } from '@larder/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { statisticKeys } from './statistic-keys';

/** GET /vendor/{vendorId}/statistic?from&to. */
export function getStatistic(vendorId: number, from: string, to: string, signal?: AbortSignal) {
  return api.get<Statistic>(`vendor/${vendorId}/statistic`, { signal, query: { from, to } });
}

export const statisticQueryOptions = (vendorId: number, from: string, to: string) =>
  queryOptions({
    queryKey: statisticKeys.period(vendorId, from, to),
    queryFn: ({ signal }) => getStatistic(vendorId, from, to, signal),
  });

/** The figures of a period; the previous period's stay on screen while the next one loads. */
export function useStatistic(vendorId: number, from: string, to: string) {
  return useQuery({ ...statisticQueryOptions(vendorId, from, to), placeholderData: keepPreviousData });
}
