import { type Employee, Id } from '@larder/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useModalParams } from '@/shared/hooks/use-modal-params';
import { useVendorSession } from '@/shared/session/vendor-context';
import { employeeKeys } from '../api/employee-keys';
import { useEmployee } from '../api/get-employee';
import { useEmployeeModalData } from './modal-data';

/**
 * The employee an employee modal is about (`id` parameter). The row of the list tab it was opened
 * from fills the modal at once; the employee itself is fetched meanwhile.
 */
export function useEmployeeTarget() {
  const { searchParams } = useModalParams();
  const { account, vendorId } = useVendorSession();
  const queryClient = useQueryClient();
  const data = useEmployeeModalData();
  const parsed = Id.safeParse(searchParams.get('id'));
  const userId = parsed.success ? parsed.data : 0;
  const fromList = data
    ? queryClient
        .getQueriesData<Employee[]>({ queryKey: employeeKeys.lists(vendorId) })
        .flatMap(([, rows]) => rows ?? [])
        .find((row) => row.id === userId)
    : undefined;
  const query = useEmployee(account.id, vendorId, userId, { placeholder: fromList, enabled: parsed.success });
  return { userId, valid: parsed.success, data, query };
}
