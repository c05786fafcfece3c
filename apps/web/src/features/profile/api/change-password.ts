import type { ChangePasswordRequest, Ok } from '@larder/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { userKeys } from '@/shared/session/api/user-keys';

/** POST /vendor/users/me/changePassword; 400 WrongPassword when the current password is wrong. */
export async function changePassword(body: ChangePasswordRequest): Promise<Ok> {
  try {
    return await api.post<Ok>('vendor/users/me/changePassword', body);
  } catch (error) {
    console.error('Password change failed', error);
    throw error;
  }
}

export const changePasswordMutationOptions = () =>
  mutationOptions({ mutationKey: [...userKeys.me(), 'change-password'], mutationFn: changePassword });

export function useChangePassword() {
  return useMutation(changePasswordMutationOptions());
}
