import type { CatalogueAvailabilityMessage } from '@larder/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { catalogueKeys } from '@/features/catalogue/api/catalogue-keys';
import { useVendorSession } from '@/shared/session/vendor-context';

/**
 * What the live socket's CATALOGUE_AVAILABILITY does (docs/product.md#stock-counts): items came back
 * by themselves, or an order, a restock or someone's switch changed their availability or count,
 * so the account's catalogue (and each named product) is read again wherever it is shown.
 */
export function useCatalogueLive() {
  const queryClient = useQueryClient();
  const { account } = useVendorSession();
  return useCallback(
    (message: CatalogueAvailabilityMessage) => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.account(account.id) });
      for (const id of message.body.productIds) {
        void queryClient.invalidateQueries({ queryKey: catalogueKeys.product(id) });
      }
    },
    [queryClient, account.id],
  );
}
