import type { AddMenuLanguageRequest, MenuLanguage } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { paramsKeys } from '@/shared/params/api/params-keys';
import { refreshCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

export interface ChangeMenuLanguageInput {
  code: string;
  action: 'add' | 'remove';
}

/**
 * POST /vendor/accounts/{accountId}/catalogue/languages {code} (409 past 2) or
 * DELETE .../languages/{code} (409 for the mandatory one); both answer the languages as they now are.
 */
export function changeMenuLanguage(
  accountId: number,
  { code, action }: ChangeMenuLanguageInput,
): Promise<MenuLanguage[]> {
  const base = `vendor/accounts/${accountId}/catalogue/languages`;
  if (action === 'remove') return api.delete<MenuLanguage[]>(`${base}/${code}`);
  const body: AddMenuLanguageRequest = { code };
  return api.post<MenuLanguage[]>(base, body);
}

export const changeMenuLanguageMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.languages(accountId), 'change'],
    mutationFn: (input: ChangeMenuLanguageInput) => changeMenuLanguage(accountId, input),
  });

/** The languages are part of the catalogue and of the vendor params: both are reloaded. */
export function useChangeMenuLanguage(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...changeMenuLanguageMutationOptions(accountId),
    onSuccess: (languages) => {
      queryClient.setQueryData(catalogueKeys.languages(accountId), languages);
      void queryClient.invalidateQueries({ queryKey: paramsKeys.vendor() });
      return refreshCatalogue(queryClient, accountId);
    },
  });
}
