import type {
  CreatedId,
  CreateSectionGroupRequest,
  SectionGroup,
  UpdateSectionGroupsRequest,
} from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './catalogue-keys';

/** A new group (no id) or the changes to one. */
export type SaveSectionGroupInput = CreateSectionGroupRequest & { id?: number };

/**
 * POST /vendor/accounts/{accountId}/catalogue/catalog-categories → 201 {id} for a new group;
 * PATCH .../catalog-categories {catalogCategories: [group]} for an existing one.
 */
export async function saveSectionGroup(
  accountId: number,
  { id, ...group }: SaveSectionGroupInput,
): Promise<CreatedId> {
  const base = `vendor/accounts/${accountId}/catalogue/catalog-categories`;
  if (id === undefined) return api.post<CreatedId>(base, group);
  const body: UpdateSectionGroupsRequest = { catalogCategories: [{ id, ...group }] };
  await api.patch<SectionGroup[]>(base, body);
  return { id };
}

export const saveSectionGroupMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.sectionGroups(accountId), 'save'],
    mutationFn: (input: SaveSectionGroupInput) => saveSectionGroup(accountId, input),
  });

export function useSaveSectionGroup(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveSectionGroupMutationOptions(accountId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.sectionGroups(accountId) }),
  });
}
