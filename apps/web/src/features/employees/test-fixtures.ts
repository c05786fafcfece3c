import type { Employee, Role } from '@larder/contract';

/** The fake API path of the test vendor's staff (account 10, vendor 1 of the fixtures). */
export const STAFF_PATH = 'vendor/accounts/10/vendors/1/users';

export function makeEmployee(id: number, role: Role, overrides: Partial<Employee> = {}): Employee {
  const names: Record<Role, string> = {
    VENDOR_OWNER: 'Olivia Owner',
    VENDOR_MANAGER: 'Mark Manager',
    VENDOR_WORKER: 'Walter Worker',
  };
  return {
    id,
    name: names[role],
    position: null,
    email: `${role.toLowerCase()}@example.com`,
    phone: null,
    avatarPath: null,
    role,
    blocked: false,
    blockedAt: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** The fixtures' signed-in user is id 100; the others are the owner's staff. */
export const staff = {
  owner: makeEmployee(100, 'VENDOR_OWNER'),
  manager: makeEmployee(101, 'VENDOR_MANAGER', { position: 'Shift lead', phone: '442079460958' }),
  worker: makeEmployee(102, 'VENDOR_WORKER'),
  otherOwner: makeEmployee(103, 'VENDOR_OWNER', { name: 'Oscar Partner', email: 'oscar@example.com' }),
};
