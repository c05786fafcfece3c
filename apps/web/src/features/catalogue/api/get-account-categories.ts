import type { AccountCategory } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './catalogue-keys';

/** GET /vendor/accounts/{accountId}/catalogue/categories: the platform categories the account chose. */
export function getAccountCategories(accountId: number, signal?: AbortSignal): Promise<AccountCategory[]> {
  return api.get<AccountCategory[]>(`vendor/accounts/${accountId}/catalogue/categories`, { signal });
}

export const accountCategoriesQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: catalogueKeys.accountCategories(accountId),
    queryFn: ({ signal }) => getAccountCategories(accountId, signal),
  });

export function useAccountCategories(accountId: number, enabled = true) {
  return useQuery({ ...accountCategoriesQueryOptions(accountId), enabled });
}
