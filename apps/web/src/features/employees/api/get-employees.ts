import { EMPLOYEE_PAGE_SIZE, type Employee } from '@larder/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { type EmployeeFilter, employeeKeys, employeesPath } from './employee-keys';

/** GET .../vendors/{vendorId}/users?status&role&search: one page, the largest the server allows. */
export function getEmployees(
  accountId: number,
  vendorId: number,
  filter: EmployeeFilter,
): Promise<Employee[]> {
  return api.get<Employee[]>(employeesPath(accountId, vendorId), {
    query: {
      status: filter.status,
      role: filter.role,
      search: filter.search?.trim() || undefined,
      limit: EMPLOYEE_PAGE_SIZE.max,
    },
  });
}

export const employeesQueryOptions = (accountId: number, vendorId: number, filter: EmployeeFilter) =>
  queryOptions({
    queryKey: employeeKeys.list(vendorId, filter),
    queryFn: () => getEmployees(accountId, vendorId, filter),
    // Typing a search keeps the previous rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useEmployees(accountId: number, vendorId: number, filter: EmployeeFilter) {
  return useQuery(employeesQueryOptions(accountId, vendorId, filter));
}
