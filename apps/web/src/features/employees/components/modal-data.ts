import { type EmployeeStatus, EmployeeStatus as EmployeeStatusSchema } from '@larder/contract';
import { useLocation } from 'react-router';

/**
 * The employee modals' data (docs/product.md#employees: the profile keeps the list tab it was opened from):
 * carried in the navigation state, so it survives moving between profile and edit but is not part of the URL.
 */
export interface EmployeeModalData {
  tab: EmployeeStatus;
}

export function useEmployeeModalData(): EmployeeModalData | null {
  const state = useLocation().state as { tab?: unknown } | null;
  const tab = EmployeeStatusSchema.safeParse(state?.tab);
  return tab.success ? { tab: tab.data } : null;
}
