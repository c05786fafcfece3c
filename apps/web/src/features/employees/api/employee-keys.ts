import type { EmployeeStatus, Role } from '@larder/contract';

/** What the employee list shows: a tab, a role (absent: all roles) and a search. */
export interface EmployeeFilter {
  status: EmployeeStatus;
  role?: Role;
  search?: string;
}

/**
 * Query keys of the vendor's employees (docs/architecture.md#repository-layout: one factory per resource).
 */
export const employeeKeys = {
  all: (vendorId: number) => ['employees', vendorId] as const,
  lists: (vendorId: number) => [...employeeKeys.all(vendorId), 'list'] as const,
  list: (vendorId: number, filter: EmployeeFilter) => [...employeeKeys.lists(vendorId), filter] as const,
  detail: (vendorId: number, userId: number) => [...employeeKeys.all(vendorId), 'detail', userId] as const,
};

/** The API path of the vendor's staff (docs/product.md#employees). */
export const employeesPath = (accountId: number, vendorId: number) =>
  `vendor/accounts/${accountId}/vendors/${vendorId}/users`;
