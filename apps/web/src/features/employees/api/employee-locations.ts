import type { EmployeeLocations } from '@larder/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { employeeKeys, employeesPath } from './employee-keys';

const locationsPath = (accountId: number, vendorId: number, userId: number) =>
  `${employeesPath(accountId, vendorId)}/${userId}/locations`;

/** GET …/users/{userId}/locations: the locations the employee works at. */
export function useEmployeeLocations(accountId: number, vendorId: number, userId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...employeeKeys.detail(vendorId, userId), 'locations'],
    queryFn: ({ signal }) =>
      api.get<EmployeeLocations>(locationsPath(accountId, vendorId, userId), { signal }),
    enabled,
  });
}

/** PUT …/users/{userId}/locations: the owner's choice; every location's staff list may change. */
export function useSetEmployeeLocations(accountId: number, vendorId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vendorIds: number[]) =>
      api.put<EmployeeLocations>(locationsPath(accountId, vendorId, userId), { vendorIds }),
    onSuccess: (saved) => {
      queryClient.setQueryData([...employeeKeys.detail(vendorId, userId), 'locations'], saved);
      void queryClient.invalidateQueries({ queryKey: ['employees'] });
    },
  });
}
