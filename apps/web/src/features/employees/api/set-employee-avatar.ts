import type { Employee } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshEmployees } from './employee-cache';
import { employeeKeys, employeesPath } from './employee-keys';

/** PATCH .../users/{userId} {avatarPath}: a picture the account uploaded, or null for the initials. */
export function setEmployeeAvatar(
  accountId: number,
  vendorId: number,
  userId: number,
  avatarPath: string | null,
): Promise<Employee> {
  return api.patch<Employee>(`${employeesPath(accountId, vendorId)}/${userId}`, { avatarPath });
}

export const setEmployeeAvatarMutationOptions = (accountId: number, vendorId: number, userId: number) =>
  mutationOptions({
    mutationKey: [...employeeKeys.detail(vendorId, userId), 'avatar'],
    mutationFn: (avatarPath: string | null) => setEmployeeAvatar(accountId, vendorId, userId, avatarPath),
  });

export function useSetEmployeeAvatar(accountId: number, vendorId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...setEmployeeAvatarMutationOptions(accountId, vendorId, userId),
    onSuccess: (employee) => refreshEmployees(queryClient, vendorId, employee),
  });
}
