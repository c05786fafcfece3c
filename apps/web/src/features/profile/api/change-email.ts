import type { ChangeEmailRequest, User } from '@larder/contract';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { userKeys } from '@/shared/session/api/user-keys';

/**
 * POST /vendor/users/me/changeEmail (docs/product.md#sign-in-sessions-and-passwords); 409
 * AlreadyExistsException when the address is taken.
 */
export function changeEmail(body: ChangeEmailRequest): Promise<User> {
  return api.post<User>('vendor/users/me/changeEmail', body);
}

export const changeEmailMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...userKeys.me(), 'change-email'],
    mutationFn: changeEmail,
    onSuccess: (user) => queryClient.setQueryData(userKeys.me(), user),
  });

export function useChangeEmail() {
  return useMutation(changeEmailMutationOptions(useQueryClient()));
}
