/** The values of the contract's enums (enums.ts makes them schemas): code that needs only the values needs no zod. */

export const ROLES = ['VENDOR_OWNER', 'VENDOR_MANAGER', 'VENDOR_WORKER'] as const;

export const ORDER_STATUSES = [
  'CREATED',
  'WAITING_APPROVAL',
  'APPROVED',
  'DECLINED',
  'ON_DELIVERY',
  'ARRIVED',
  'CANCELLED',
  'COMPLETED_NOT_PAID',
  'COMPLETED',
] as const;

export const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

export const PARTNER_TYPES = ['DEMO', 'PROD'] as const;
