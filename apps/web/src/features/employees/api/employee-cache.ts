import type { Employee } from '@larder/contract';
import type { QueryClient } from '@tanstack/react-query';
import { employeeKeys } from './employee-keys';

/** After a change: the changed employee is known at once, every list is fetched again. */
export async function refreshEmployees(queryClient: QueryClient, vendorId: number, changed?: Employee) {
  if (changed) queryClient.setQueryData(employeeKeys.detail(vendorId, changed.id), changed);
  await queryClient.invalidateQueries({ queryKey: employeeKeys.lists(vendorId) });
}
