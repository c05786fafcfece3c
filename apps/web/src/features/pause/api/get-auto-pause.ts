import type { AutoPauseSettings } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { pauseKeys } from './pause-keys';

/** GET /vendor/{vendorId}/params/auto-pause. */
export function getAutoPause(vendorId: number, signal?: AbortSignal): Promise<AutoPauseSettings> {
  return api.get<AutoPauseSettings>(`vendor/${vendorId}/params/auto-pause`, { signal });
}

export const autoPauseQueryOptions = (vendorId: number) =>
  queryOptions({
    queryKey: pauseKeys.autoPause(vendorId),
    queryFn: ({ signal }) => getAutoPause(vendorId, signal),
  });

/** Loaded only when asked for (the pause menu opens): workers never call it. */
export function useAutoPause(vendorId: number, enabled: boolean) {
  return useQuery({ ...autoPauseQueryOptions(vendorId), enabled });
}
