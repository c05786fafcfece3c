import type { AccountCategory } from '@larder/contract';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { accountCategoriesChanged } from './add-account-category';
import { catalogueKeys } from './catalogue-keys';

/** DELETE /vendor/accounts/{accountId}/catalogue/categories/{id}. */
export function removeAccountCategory(accountId: number, categoryId: number): Promise<AccountCategory[]> {
  return api.delete<AccountCategory[]>(`vendor/accounts/${accountId}/catalogue/categories/${categoryId}`);
}

export const removeAccountCategoryMutationOptions = (queryClient: QueryClient, accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.accountCategories(accountId), 'remove'],
    mutationFn: (categoryId: number) => removeAccountCategory(accountId, categoryId),
    onSuccess: (categories) => accountCategoriesChanged(queryClient, accountId, categories),
  });

export function useRemoveAccountCategory(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation(removeAccountCategoryMutationOptions(queryClient, accountId));
}
