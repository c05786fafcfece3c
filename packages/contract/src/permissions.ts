import type { Role } from './enums.ts';

/**
 * The rules of docs/product.md#roles-and-permissions as one table: which role may do what. The server checks
 * it on every route; the web uses the same table to hide what a role cannot do.
 */
export const PERMISSIONS = {
  'orders.view': ['VENDOR_OWNER', 'VENDOR_MANAGER', 'VENDOR_WORKER'],
  'orders.handle': ['VENDOR_OWNER', 'VENDOR_MANAGER', 'VENDOR_WORKER'],
  /** The kitchen's order settings (auto-accept, acceptance window, capacity, busy mode). */
  'orderSettings.view': ['VENDOR_OWNER', 'VENDOR_MANAGER', 'VENDOR_WORKER'],
  'orderSettings.edit': ['VENDOR_OWNER', 'VENDOR_MANAGER'],
  'archive.view': ['VENDOR_OWNER', 'VENDOR_MANAGER'],
  'statistics.view': ['VENDOR_OWNER', 'VENDOR_MANAGER'],
  'reviews.view': ['VENDOR_OWNER', 'VENDOR_MANAGER'],
  'reviews.reply': ['VENDOR_OWNER', 'VENDOR_MANAGER'],
  'employees.view': ['VENDOR_OWNER', 'VENDOR_MANAGER'],
  'employees.manage': ['VENDOR_OWNER', 'VENDOR_MANAGER'],
  'employees.chooseRole': ['VENDOR_OWNER'],
  /** Which of the account's locations an employee works at. */
  'employees.chooseLocations': ['VENDOR_OWNER'],
  'account.view': ['VENDOR_OWNER', 'VENDOR_MANAGER'],
  'vendor.view': ['VENDOR_OWNER', 'VENDOR_MANAGER', 'VENDOR_WORKER'],
  'vendor.edit': ['VENDOR_OWNER', 'VENDOR_MANAGER'],
  'vendor.openClose': ['VENDOR_OWNER', 'VENDOR_MANAGER'],
  /** Pausing and resuming intake, and the auto-pause setting: like open/closed, not for workers. */
  'vendor.pause': ['VENDOR_OWNER', 'VENDOR_MANAGER'],
  'vendor.leaveDemo': ['VENDOR_OWNER'],
  /** Copying one location's special hours and order settings to the account's other locations. */
  'locations.copySettings': ['VENDOR_OWNER'],
  'catalogue.view': ['VENDOR_OWNER', 'VENDOR_MANAGER', 'VENDOR_WORKER'],
  'catalogue.edit': ['VENDOR_OWNER', 'VENDOR_MANAGER'],
  'catalogue.availability': ['VENDOR_OWNER', 'VENDOR_MANAGER', 'VENDOR_WORKER'],
  'catalogue.price': ['VENDOR_OWNER', 'VENDOR_MANAGER'],
  /** Pictures for the catalogue, the vendor profile and employees; workers only view them. */
  'images.upload': ['VENDOR_OWNER', 'VENDOR_MANAGER'],
  /** The vendor's audit log (the Activity page). */
  'audit.view': ['VENDOR_OWNER', 'VENDOR_MANAGER'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/**
 * Who may act on an employee (docs/product.md#roles-and-permissions): an owner on anyone else, a manager on a
 * worker. Editing is also allowed on one's own profile.
 */
export function canManageEmployee(actor: Role, target: Role): boolean {
  return actor === 'VENDOR_OWNER' || (actor === 'VENDOR_MANAGER' && target === 'VENDOR_WORKER');
}
