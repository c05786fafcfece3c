import type { Section, SectionProductRequest } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshCatalogue } from './catalogue-cache';
import { catalogueKeys } from './catalogue-keys';

export interface SectionProductInput {
  sectionId: number;
  productId: number;
}

/** POST /vendor/sections/{id}/products {productID}: an existing product joins another section. */
export function addProductToSection({ sectionId, productId }: SectionProductInput): Promise<Section> {
  const body: SectionProductRequest = { productID: productId };
  return api.post<Section>(`vendor/sections/${sectionId}/products`, body);
}

export const addProductToSectionMutationOptions = (accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.sections(accountId), 'add-product'],
    mutationFn: addProductToSection,
  });

export function useAddProductToSection(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...addProductToSectionMutationOptions(accountId),
    onSuccess: (section) => {
      queryClient.setQueryData(catalogueKeys.section(section.id), section);
      return refreshCatalogue(queryClient, accountId);
    },
  });
}
