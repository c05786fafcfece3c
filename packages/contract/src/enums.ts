import { z } from 'zod';

export const ROLES = ['VENDOR_OWNER', 'VENDOR_MANAGER', 'VENDOR_WORKER'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

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
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const ReceiptType = z.enum(['TAKEAWAY', 'DELIVERY']);
export type ReceiptType = z.infer<typeof ReceiptType>;

export const SettlementType = z.enum(['INSTANT_SETTLEMENT', 'CASH_GAP']);
export const SettlementSplitMode = z.enum(['OVERALL', 'SPLIT']);

export const BusinessModel = z.enum(['COMMISSION', 'MARKUP']);
export type BusinessModel = z.infer<typeof BusinessModel>;

export const LocationType = z.enum(['PHYSICAL', 'VIRTUAL']);
export type LocationType = z.infer<typeof LocationType>;

export const TakeAwayValidationMethod = z.enum(['VENDOR_QR', 'COURIER_CODE', 'DISABLED']);
export type TakeAwayValidationMethod = z.infer<typeof TakeAwayValidationMethod>;

export const ImageOrientation = z.enum(['HORIZONTAL', 'VERTICAL']);
export const ComponentGroupDisplayMode = z.enum(['LIST', 'TILE']);

export const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export const Day = z.enum(DAYS);
export type Day = z.infer<typeof Day>;

export const PARTNER_TYPES = ['DEMO', 'PROD'] as const;
export const PartnerType = z.enum(PARTNER_TYPES);
