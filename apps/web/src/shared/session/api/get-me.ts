import type { User } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { takeSignedOutMark } from '../signed-out-page';
import { userKeys } from './user-keys';

/**
 * GET /vendor/users/me. docs/product.md#how-the-web-app-reacts: a 403 (or no answer, whose status defaults to
 * 403 here) just means "not signed in" and resolves to null; any other failure is an error the router sends
 * to /auth/.
 */
export async function getMe(signal?: AbortSignal): Promise<User | null> {
  if (takeSignedOutMark()) return null;
  try {
    const user = await api.get<User | undefined>('vendor/users/me', { signal, resetSessionOn403: false });
    return user ?? null;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 403 || error.status === null)) return null;
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 60_000,
    retry: false,
    // After a failed load the router shows /auth/; remounting there must not refetch in a loop.
    retryOnMount: false,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
