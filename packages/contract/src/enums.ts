import { z } from 'zod';
import { DAYS, ORDER_STATUSES, PARTNER_TYPES, ROLES } from './enum-values.ts';

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

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

export const Day = z.enum(DAYS);
export type Day = z.infer<typeof Day>;

export const PartnerType = z.enum(PARTNER_TYPES);
