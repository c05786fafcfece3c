import { MENU_SPREADSHEET_FIELD, type MenuImportApplied, type MenuImportPreview } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, getApiClientSettings } from '@/shared/api/client';
import { refreshCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

/** GET …/catalogue/export.xlsx: a plain link downloads it with the session's cookie. */
export const menuExportUrl = (accountId: number) =>
  `${getApiClientSettings().baseUrl}/vendor/accounts/${accountId}/catalogue/export.xlsx`;

/** POST …/catalogue/import: what the file would change; nothing is written yet. */
export function usePreviewMenuImport(accountId: number) {
  return useMutation({
    mutationKey: [...catalogueKeys.account(accountId), 'import-preview'],
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(MENU_SPREADSHEET_FIELD, file, file.name);
      return api.post<MenuImportPreview>(`vendor/accounts/${accountId}/catalogue/import`, form);
    },
  });
}

/** POST …/catalogue/import/{previewId}/apply, then the catalogue is read again. */
export function useApplyMenuImport(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...catalogueKeys.account(accountId), 'import-apply'],
    mutationFn: (previewId: string) =>
      api.post<MenuImportApplied>(`vendor/accounts/${accountId}/catalogue/import/${previewId}/apply`),
    onSettled: () => refreshCatalogue(queryClient, accountId),
  });
}
