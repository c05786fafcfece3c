import type { MenuLanguage } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './catalogue-keys';

/** GET /vendor/accounts/{accountId}/catalogue/languages: the mandatory language plus at most one more. */
export function getMenuLanguages(accountId: number, signal?: AbortSignal): Promise<MenuLanguage[]> {
  return api.get<MenuLanguage[]>(`vendor/accounts/${accountId}/catalogue/languages`, { signal });
}

export const menuLanguagesQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: catalogueKeys.languages(accountId),
    queryFn: ({ signal }) => getMenuLanguages(accountId, signal),
  });

export function useMenuLanguages(accountId: number) {
  return useQuery(menuLanguagesQueryOptions(accountId));
}
