import { can, type Permission, type Role } from '@larder/contract';
import type { VendorTab } from '@/shared/paths';

/**
 * Which permission opens which tab of the vendor area (the contract's PERMISSIONS,
 * docs/product.md#roles-and-permissions).
 */
export const TAB_PERMISSIONS: Record<VendorTab, Permission> = {
  statistics: 'statistics.view',
  orders: 'orders.view',
  archive: 'archive.view',
  catalog: 'catalogue.view',
  employees: 'employees.view',
  account: 'account.view',
  activity: 'audit.view',
};

export function canOpenTab(role: Role, tab: VendorTab): boolean {
  return can(role, TAB_PERMISSIONS[tab]);
}
