import type { AccountCategory } from '@larder/contract';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { userKeys } from '@/shared/session/api/user-keys';
import { catalogueKeys } from './catalogue-keys';

/** POST /vendor/accounts/{accountId}/catalogue/categories {categoryID}; 409 on a 4th category. */
export function addAccountCategory(accountId: number, categoryId: number): Promise<AccountCategory[]> {
  return api.post<AccountCategory[]>(`vendor/accounts/${accountId}/catalogue/categories`, {
    categoryID: categoryId,
  });
}

/** The account's categories as the server answered, and the account (users/me carries them too). */
export function accountCategoriesChanged(
  queryClient: QueryClient,
  accountId: number,
  categories: AccountCategory[],
): void {
  queryClient.setQueryData(catalogueKeys.accountCategories(accountId), categories);
  void queryClient.invalidateQueries({ queryKey: catalogueKeys.account(accountId) });
  void queryClient.invalidateQueries({ queryKey: userKeys.me() });
}

export const addAccountCategoryMutationOptions = (queryClient: QueryClient, accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.accountCategories(accountId), 'add'],
    mutationFn: (categoryId: number) => addAccountCategory(accountId, categoryId),
    onSuccess: (categories) => accountCategoriesChanged(queryClient, accountId, categories),
  });

export function useAddAccountCategory(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation(addAccountCategoryMutationOptions(queryClient, accountId));
}
