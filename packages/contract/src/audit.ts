import { z } from 'zod';
import { decimalInt, Id } from './schemas/common.ts';

/**
 * The audit log (issue 13): every change a member of staff makes is recorded, in the transaction
 * of the change, as who did what to which object and what it looked like before and after. One
 * list of action names, here; the server writes them and the Activity page names them in words.
 */

export const AUDIT_ACTIONS = [
  // Orders (the vendor moves of docs/product.md#the-state-machine)
  'order.approve',
  'order.decline',
  'order.ready',
  'order.complete',
  'order.amend',
  // The account's catalogue as a whole
  'catalogue.visibility',
  'catalogue.workingHours',
  'catalogue.categoryAdd',
  'catalogue.categoryRemove',
  'catalogue.languageAdd',
  'catalogue.languageRemove',
  'catalogue.popularAdd',
  'catalogue.popularRemove',
  'catalogue.pageSettings',
  // Catalogue categories (section groups)
  'sectionGroup.create',
  'sectionGroup.update',
  'sectionGroup.delete',
  // Sections
  'section.create',
  'section.update',
  'section.delete',
  'section.reorder',
  'section.workingHours',
  'section.productAdd',
  'section.productRemove',
  'section.productsReorder',
  // Products
  'product.create',
  'product.update',
  'product.price',
  'product.availability',
  'product.restock',
  'product.nutrition',
  'product.image',
  'product.tagAdd',
  'product.tagRemove',
  'product.clone',
  'product.componentGroups',
  'product.delete',
  // Modifiers
  'componentGroup.create',
  'componentGroup.update',
  'componentGroup.delete',
  'componentGroup.reorder',
  'component.create',
  'component.update',
  'component.availability',
  'component.restock',
  'component.reorder',
  'component.delete',
  // Staff
  'employee.create',
  'employee.update',
  'employee.roleChange',
  'employee.avatar',
  'employee.block',
  'employee.unblock',
  'employee.passwordReset',
  'employee.locations',
  // The vendor's profile and settings
  'vendor.update',
  'vendor.location',
  'vendor.leaveDemo',
  'vendor.pause',
  'vendor.resume',
  'vendor.autoPause',
  'vendor.orderSettings',
  'vendor.specialHours',
] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditAction>;

/** The areas the Activity page groups actions under: the part of an action before the dot. */
export const AUDIT_AREAS = ['order', 'catalogue', 'staff', 'vendor'] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

export function auditAreaOf(action: AuditAction): AuditArea {
  const subject = action.slice(0, action.indexOf('.'));
  if (subject === 'order' || subject === 'vendor') return subject;
  return subject === 'employee' ? 'staff' : 'catalogue';
}

export const AUDIT_TARGET_TYPES = [
  'order',
  'catalogue',
  'sectionGroup',
  'section',
  'product',
  'componentGroup',
  'component',
  'employee',
  'vendor',
] as const;
export const AuditTargetType = z.enum(AUDIT_TARGET_TYPES);
export type AuditTargetType = z.infer<typeof AuditTargetType>;

/**
 * A before/after summary is small: the fields that changed, strings cut at AUDIT_LIMITS.text and
 * the whole at AUDIT_LIMITS.summaryChars of JSON (beyond that only the changed field names stay).
 */
export const AUDIT_LIMITS = { text: 120, list: 20, summaryChars: 2000 } as const;

export const AUDIT_PAGE_SIZE = { default: 20, max: 100 } as const;

export const AuditSummary = z.record(z.string(), z.unknown());
export type AuditSummary = z.infer<typeof AuditSummary>;

export const AuditEntry = z.object({
  id: z.number(),
  at: z.string(),
  /** Null once the person's account is gone. */
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  vendorId: z.number(),
  action: AuditAction,
  target: z.object({
    type: AuditTargetType,
    id: z.number().nullable(),
    /** The object's name when the action was made (it may have been renamed or deleted since). */
    name: z.string().nullable(),
  }),
  before: AuditSummary.nullable(),
  after: AuditSummary.nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** GET /api/vendor/{vendorId}/audit: newest first, `page` counted from the newest. */
export const AuditQuery = z.strictObject({
  page: decimalInt(0, 1_000_000).default(0),
  size: decimalInt(1, AUDIT_PAGE_SIZE.max).default(AUDIT_PAGE_SIZE.default),
  action: AuditAction.optional(),
  userId: Id.optional(),
  /** The entries of a period: from this instant (included) to that one (excluded). */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditPage = z.object({ content: z.array(AuditEntry), last: z.boolean() });
export type AuditPage = z.infer<typeof AuditPage>;

/** GET /api/vendor/{vendorId}/audit/people: everyone who appears in the vendor's log, for its filter. */
export const AuditPerson = z.object({ id: z.number(), name: z.string() });
export type AuditPerson = z.infer<typeof AuditPerson>;
