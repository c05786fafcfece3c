import type { Employee } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshEmployees } from './employee-cache';
import { employeeKeys, employeesPath } from './employee-keys';

/** POST .../users/{userId}/block or /unblock (docs/product.md#employees: ACTIVE ⇄ BLOCKED). */
export function setEmployeeBlocked(
  accountId: number,
  vendorId: number,
  userId: number,
  blocked: boolean,
): Promise<Employee> {
  return api.post<Employee>(
    `${employeesPath(accountId, vendorId)}/${userId}/${blocked ? 'block' : 'unblock'}`,
  );
}

export const setEmployeeBlockedMutationOptions = (accountId: number, vendorId: number, userId: number) =>
  mutationOptions({
    mutationKey: [...employeeKeys.detail(vendorId, userId), 'blocked'],
    mutationFn: (blocked: boolean) => setEmployeeBlocked(accountId, vendorId, userId, blocked),
  });

export function useSetEmployeeBlocked(accountId: number, vendorId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...setEmployeeBlockedMutationOptions(accountId, vendorId, userId),
    onSuccess: (employee) => refreshEmployees(queryClient, vendorId, employee),
  });
}
