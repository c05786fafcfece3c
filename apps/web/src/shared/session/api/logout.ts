import type { Ok } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/shared/api/client';
import { paths } from '@/shared/paths';
import { userKeys } from './user-keys';

/** GET /vendor/auth/logout. */
export function logout(): Promise<Ok> {
  return api.get<Ok>('vendor/auth/logout');
}

export const logoutMutationOptions = () =>
  mutationOptions({
    mutationKey: [...userKeys.all, 'logout'],
    mutationFn: logout,
    onError: (error) => console.error('Logout failed', error),
  });

/**
 * Signs out, goes to /auth (docs/product.md#routes-and-redirects) and forgets every cached resource of the
 * session. A failure is logged; the caller shows it.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    ...logoutMutationOptions(),
    onSuccess: async () => {
      // The user is forgotten and /auth shown in one synchronous commit, so that no screen ever
      // renders the signed-out state under a vendor URL (which would redirect to /auth/ instead).
      queryClient.setQueryData(userKeys.me(), null);
      await navigate(paths.auth(), { replace: true, flushSync: true });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userKeys.all[0] });
    },
  });
}
