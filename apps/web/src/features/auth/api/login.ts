import type { LoginRequest, User } from '@larder/contract';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { userKeys } from '@/shared/session/api/user-keys';

/** POST /vendor/auth/login: answers the user as users/me does and sets the session cookie. */
export function login(body: LoginRequest): Promise<User> {
  return api.post<User>('vendor/auth/login', body);
}

export const loginMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: [...userKeys.all, 'login'],
    mutationFn: login,
    // The signed-in user is known at once; the router then opens the vendor area.
    onSuccess: (user) => queryClient.setQueryData(userKeys.me(), user),
  });

export function useLogin() {
  return useMutation(loginMutationOptions(useQueryClient()));
}
