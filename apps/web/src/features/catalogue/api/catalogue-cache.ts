import type { Catalogue } from '@larder/contract';
import {
  type QueryClient,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { catalogueKeys } from './catalogue-keys';

/** Applies `update` to the loaded catalogue of the account, if it is loaded. */
export function updateCachedCatalogue(
  queryClient: QueryClient,
  accountId: number,
  update: (catalogue: Catalogue) => Catalogue,
): void {
  queryClient.setQueryData<Catalogue>(catalogueKeys.catalogue(accountId), (catalogue) =>
    catalogue ? update(catalogue) : catalogue,
  );
}

/**
 * Reloads everything of the account's catalogue (the full catalogue and its lists): after a change
 * whose effect on the loaded data is not simply the server's answer (create, delete, clone, ...).
 */
export function refreshCatalogue(queryClient: QueryClient, accountId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: catalogueKeys.account(accountId) });
}

/**
 * An optimistic change: the pending reload is cancelled, the cache updated at once; `rollback`
 * puts the catalogue back as it was.
 */
export async function optimisticCatalogue(
  queryClient: QueryClient,
  accountId: number,
  update: (catalogue: Catalogue) => Catalogue,
): Promise<{ rollback: () => void }> {
  const key = catalogueKeys.catalogue(accountId);
  await queryClient.cancelQueries({ queryKey: key });
  const before = queryClient.getQueryData<Catalogue>(key);
  updateCachedCatalogue(queryClient, accountId, update);
  return { rollback: () => queryClient.setQueryData(key, before) };
}

/**
 * A reorder: the new order shows at once (`reorder` applied to the cached catalogue); a refusal
 * (409 OrderListMismatch: someone changed the list meanwhile) puts the old order back and reloads.
 */
export function useOptimisticReorder<Input>(
  accountId: number,
  options: Pick<UseMutationOptions<unknown, Error, Input>, 'mutationKey' | 'mutationFn'>,
  reorder: (catalogue: Catalogue, input: Input) => Catalogue,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    onMutate: (input: Input) =>
      optimisticCatalogue(queryClient, accountId, (catalogue) => reorder(catalogue, input)),
    onError: (_error, _input, context) => {
      context?.rollback();
      void refreshCatalogue(queryClient, accountId);
    },
  });
}
