import type { Section } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './catalogue-keys';

/** GET /vendor/sections/{id}: the section with its products. */
export function getSection(sectionId: number, signal?: AbortSignal): Promise<Section> {
  return api.get<Section>(`vendor/sections/${sectionId}`, { signal });
}

export const sectionQueryOptions = (sectionId: number) =>
  queryOptions({
    queryKey: catalogueKeys.section(sectionId),
    queryFn: ({ signal }) => getSection(sectionId, signal),
  });

/** One section; `sectionId` null (no or a bad query parameter) loads nothing. */
export function useSection(sectionId: number | null) {
  return useQuery({ ...sectionQueryOptions(sectionId ?? 0), enabled: sectionId !== null });
}
