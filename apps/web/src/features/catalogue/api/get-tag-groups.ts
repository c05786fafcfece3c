import type { TagGroup } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './catalogue-keys';

/** GET /vendor/tag_groups: the platform's tag tree (groups with their tags). */
export function getTagGroups(signal?: AbortSignal): Promise<TagGroup[]> {
  return api.get<TagGroup[]>('vendor/tag_groups', { signal });
}

export const tagGroupsQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.reference.tagGroups(),
    queryFn: ({ signal }) => getTagGroups(signal),
    staleTime: 10 * 60_000,
  });

export function useTagGroups(enabled = true) {
  return useQuery({ ...tagGroupsQueryOptions(), enabled });
}
