import type { Employee } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { employeeKeys, employeesPath } from './employee-keys';

/** GET .../vendors/{vendorId}/users/{userId}. */
export function getEmployee(accountId: number, vendorId: number, userId: number): Promise<Employee> {
  return api.get<Employee>(`${employeesPath(accountId, vendorId)}/${userId}`);
}

export const employeeQueryOptions = (accountId: number, vendorId: number, userId: number) =>
  queryOptions({
    queryKey: employeeKeys.detail(vendorId, userId),
    queryFn: () => getEmployee(accountId, vendorId, userId),
  });

/** One employee; `placeholder` (the row the list already shows) fills the modal until it loads. */
export function useEmployee(
  accountId: number,
  vendorId: number,
  userId: number,
  options: { placeholder?: Employee; enabled?: boolean } = {},
) {
  return useQuery({
    ...employeeQueryOptions(accountId, vendorId, userId),
    placeholderData: options.placeholder,
    enabled: options.enabled ?? true,
  });
}
