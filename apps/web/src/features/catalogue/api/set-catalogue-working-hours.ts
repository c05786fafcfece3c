import type { WorkingHours, WorkingHoursRequest } from '@larder/contract';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { userKeys } from '@/shared/session/api/user-keys';
import { updateCachedCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

/** PUT /vendor/accounts/{accountId}/catalogue/working_hours {intervals}: the whole catalogue's hours. */
export function setCatalogueWorkingHours(
  accountId: number,
  body: WorkingHoursRequest,
): Promise<WorkingHours> {
  return api.put<WorkingHours>(`vendor/accounts/${accountId}/catalogue/working_hours`, body);
}

export const setCatalogueWorkingHoursMutationOptions = (queryClient: QueryClient, accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.account(accountId), 'set-working-hours'],
    mutationFn: (body: WorkingHoursRequest) => setCatalogueWorkingHours(accountId, body),
    onSuccess: (workingHours) => {
      updateCachedCatalogue(queryClient, accountId, (catalogue) => ({ ...catalogue, workingHours }));
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.account(accountId) });
      // The account in users/me carries the hours too.
      void queryClient.invalidateQueries({ queryKey: userKeys.me() });
    },
  });

export function useSetCatalogueWorkingHours(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation(setCatalogueWorkingHoursMutationOptions(queryClient, accountId));
}
