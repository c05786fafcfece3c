import type { Ok, RequestPasswordResetRequest } from '@larder/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { userKeys } from '@/shared/session/api/user-keys';

/** POST /vendor/users/request-password-reset: answers ok whether or not the e-mail is known. */
export async function requestPasswordReset(body: RequestPasswordResetRequest): Promise<Ok> {
  try {
    return await api.post<Ok>('vendor/users/request-password-reset', body);
  } catch (error) {
    console.error('Password reset request failed', error);
    throw error;
  }
}

export const requestPasswordResetMutationOptions = () =>
  mutationOptions({
    mutationKey: [...userKeys.all, 'request-password-reset'],
    mutationFn: requestPasswordReset,
  });

export function useRequestPasswordReset() {
  return useMutation(requestPasswordResetMutationOptions());
}
