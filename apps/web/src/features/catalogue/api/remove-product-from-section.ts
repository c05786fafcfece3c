import type { Section } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import type { SectionProductInput } from './add-product-to-section';
import { refreshCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

/**
 * DELETE /vendor/sections/{id}/products/{productId}; 409 ProductMustHaveAtLeastOneSectionException
 * when it is the product's last section.
 */
export function removeProductFromSection({ sectionId, productId }: SectionProductInput): Promise<Section> {
  return api.delete<Section>(`vendor/sections/${sectionId}/products/${productId}`);
}

export const removeProductFromSectionMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.sections(accountId), 'remove-product'],
    mutationFn: removeProductFromSection,
  });

export function useRemoveProductFromSection(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...removeProductFromSectionMutationOptions(accountId),
    onSettled: () => refreshCatalogue(queryClient, accountId),
  });
}
