import type { Ok, ResetPasswordRequest } from '@larder/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { userKeys } from '@/shared/session/api/user-keys';

/** POST /vendor/users/reset-password with the one-time token from the e-mailed link. */
export async function resetPassword(body: ResetPasswordRequest): Promise<Ok> {
  try {
    return await api.post<Ok>('vendor/users/reset-password', body);
  } catch (error) {
    console.error('Password reset failed', error);
    throw error;
  }
}

export const resetPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: [...userKeys.all, 'reset-password'], mutationFn: resetPassword });

export function useResetPassword() {
  return useMutation(resetPasswordMutationOptions());
}
