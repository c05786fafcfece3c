import type { CreatedEmployee, CreateEmployeeRequest } from '@larder/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { refreshEmployees } from './employee-cache';
import { employeeKeys, employeesPath } from './employee-keys';

/** POST .../users → 201 {id, email, password}: the password is shown once. */
export function createEmployee(
  accountId: number,
  vendorId: number,
  input: CreateEmployeeRequest,
): Promise<CreatedEmployee> {
  return api.post<CreatedEmployee>(employeesPath(accountId, vendorId), input);
}

export const createEmployeeMutationOptions = (accountId: number, vendorId: number) =>
  mutationOptions({
    mutationKey: [...employeeKeys.all(vendorId), 'create'],
    mutationFn: (input: CreateEmployeeRequest) => createEmployee(accountId, vendorId, input),
  });

export function useCreateEmployee(accountId: number, vendorId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...createEmployeeMutationOptions(accountId, vendorId),
    onSuccess: () => refreshEmployees(queryClient, vendorId),
  });
}
