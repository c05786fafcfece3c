import type { NutritionRequest, Product } from '@larder/contract';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { catalogueKeys } from './catalogue-keys';
import { productChanged } from './update-product';

export interface UpdateProductNutritionInput {
  productId: number;
  body: NutritionRequest;
}

/** PUT /vendor/products/{id}/nutrition {fats, carbs, proteins}: the server computes kcal. */
export function updateProductNutrition({ productId, body }: UpdateProductNutritionInput): Promise<Product> {
  return api.put<Product>(`vendor/products/${productId}/nutrition`, body);
}

export const updateProductNutritionMutationOptions = (queryClient: QueryClient, accountId: number) =>
  mutationOptions({
    mutationKey: [...catalogueKeys.all, 'update-product-nutrition'],
    mutationFn: updateProductNutrition,
    onSuccess: (product) => productChanged(queryClient, accountId, product),
  });

export function useUpdateProductNutrition(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation(updateProductNutritionMutationOptions(queryClient, accountId));
}
