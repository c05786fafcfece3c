import type { Employee, UpdateEmployeeRequest } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshEmployees } from './employee-cache';
import { employeeKeys, employeesPath } from './employee-keys';

/** PUT .../users/{userId}: the whole profile. */
export function updateEmployee(
  accountId: number,
  vendorId: number,
  userId: number,
  input: UpdateEmployeeRequest,
): Promise<Employee> {
  return api.put<Employee>(`${employeesPath(accountId, vendorId)}/${userId}`, input);
}

export const updateEmployeeMutationOptions = (accountId: number, vendorId: number, userId: number) =>
  mutationOptions({
    mutationKey: [...employeeKeys.detail(vendorId, userId), 'update'],
    mutationFn: (input: UpdateEmployeeRequest) => updateEmployee(accountId, vendorId, userId, input),
  });

export function useUpdateEmployee(accountId: number, vendorId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateEmployeeMutationOptions(accountId, vendorId, userId),
    onSuccess: (employee) => refreshEmployees(queryClient, vendorId, employee),
  });
}
