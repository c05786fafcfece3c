import type { EmployeeCredentials } from '@larder/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { employeeKeys, employeesPath } from './employee-keys';

/** POST .../users/{userId}/reset-password → {email, password}, shown once. */
export function resetEmployeePassword(
  accountId: number,
  vendorId: number,
  userId: number,
): Promise<EmployeeCredentials> {
  return api.post<EmployeeCredentials>(`${employeesPath(accountId, vendorId)}/${userId}/reset-password`);
}

export const resetEmployeePasswordMutationOptions = (accountId: number, vendorId: number, userId: number) =>
  mutationOptions({
    mutationKey: [...employeeKeys.detail(vendorId, userId), 'reset-password'],
    mutationFn: () => resetEmployeePassword(accountId, vendorId, userId),
  });

export function useResetEmployeePassword(accountId: number, vendorId: number, userId: number) {
  return useMutation(resetEmployeePasswordMutationOptions(accountId, vendorId, userId));
}
