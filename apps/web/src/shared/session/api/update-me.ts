import type { UpdateMeRequest, User } from '@larder/contract';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { userKeys } from './user-keys';

/** PATCH /vendor/users/me {langCode}. */
export function updateMe(body: UpdateMeRequest): Promise<User> {
  return api.patch<User>('vendor/users/me', body);
}

export const updateMeMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...userKeys.me(), 'update'],
    mutationFn: updateMe,
    onSuccess: (user) => queryClient.setQueryData(userKeys.me(), user),
  });

export function useUpdateMe() {
  return useMutation(updateMeMutationOptions(useQueryClient()));
}
