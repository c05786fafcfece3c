import type { Section, UpdateSectionRequest } from '@larder/contract';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './catalogue-keys';

export interface UpdateSectionInput {
  sectionId: number;
  body: UpdateSectionRequest;
}

/** PUT /vendor/sections/{id}: only the fields sent change; answers the section as stored. */
export function updateSection({ sectionId, body }: UpdateSectionInput): Promise<Section> {
  return api.put<Section>(`vendor/sections/${sectionId}`, body);
}

/** After any write to a section: the section as the server answered it, then the account's lists. */
export function sectionChanged(queryClient: QueryClient, accountId: number, section: Section): void {
  queryClient.setQueryData(catalogueKeys.section(section.id), section);
  void queryClient.invalidateQueries({ queryKey: catalogueKeys.account(accountId) });
  void queryClient.invalidateQueries({ queryKey: catalogueKeys.section(section.id) });
}

export const updateSectionMutationOptions = (queryClient: QueryClient, accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.all, 'update-section'],
    mutationFn: updateSection,
    onSuccess: (section) => sectionChanged(queryClient, accountId, section),
  });

export function useUpdateSection(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation(updateSectionMutationOptions(queryClient, accountId));
}
