import { z } from 'zod';
import { LIMITS } from './constants.ts';
import type { Role as RoleType } from './enums.ts';
import { Role } from './enums.ts';
import { canManageEmployee } from './permissions.ts';
import { Id, InputText } from './schemas/common.ts';
import { zEmail } from './schemas/rules.ts';
import { employeeName, normalizedPhone, VALIDATION_MESSAGES } from './validation.ts';

/** The employee list's tabs (docs/product.md#employees): a user is ACTIVE until blocked. */
export const EMPLOYEE_STATUSES = ['ACTIVE', 'BLOCKED'] as const;
export const EmployeeStatus = z.enum(EMPLOYEE_STATUSES);
export type EmployeeStatus = z.infer<typeof EmployeeStatus>;

/** One page of the employee list; a restaurant's staff fits in one. */
export const EMPLOYEE_PAGE_SIZE = { default: 50, max: 100 } as const;

/**
 * Generated passwords (an employee created or reset, a new account's owner) are this long:
 * letters and digits, as the password rule allows (docs/product.md#sign-in-sessions-and-passwords).
 */
export const GENERATED_PASSWORD_LENGTH = 14;

/** An employee as the API shows it (docs/product.md#employees). */
export const Employee = z.object({
  id: z.number(),
  name: z.string(),
  position: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  avatarPath: z.string().nullable(),
  role: Role,
  blocked: z.boolean(),
  blockedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Employee = z.infer<typeof Employee>;

export const EmployeesParams = z.object({ accountId: Id, vendorId: Id });
export const EmployeeParams = EmployeesParams.extend({ userId: Id });

const PageNumber = z.coerce.number().int().min(0).max(1_000_000);

export const EmployeeListQuery = z.object({
  status: EmployeeStatus.default('ACTIVE'),
  /** Absent: all roles. */
  role: Role.optional(),
  /** Matched case-insensitively against the name, and, by its digits, against the stored phone. */
  search: InputText.trim().max(LIMITS.shortText).optional(),
  offset: PageNumber.default(0),
  limit: z.coerce.number().int().min(1).max(EMPLOYEE_PAGE_SIZE.max).default(EMPLOYEE_PAGE_SIZE.default),
});
export type EmployeeListQuery = z.infer<typeof EmployeeListQuery>;

/** docs/product.md#employees: full name required, fewer than four words. */
export const EmployeeName = InputText.trim()
  .max(LIMITS.shortText)
  .refine((value) => employeeName(value) === true, {
    message: VALIDATION_MESSAGES.employeeName,
  });

/** Strips what people type around a phone number: plus, spaces, brackets and dashes. */
export const stripPhone = (value: string): string => value.replace(/[+\s()-]/g, '');

/**
 * An optional phone as typed ("+44 20 7946 0958") or already normalised ("442079460958"): stored
 * as digits only, so search and comparison see one form. Empty means no phone.
 */
export const OptionalPhone = InputText.max(40)
  .transform(stripPhone)
  .refine((value) => normalizedPhone(value) === true, { message: VALIDATION_MESSAGES.phone })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional()
  .transform((value) => value ?? null);

const EmployeeFields = {
  name: EmployeeName,
  position: InputText.trim()
    .max(LIMITS.shortText)
    .nullable()
    .optional()
    .transform((value) => value || null),
  email: InputText.trim().pipe(zEmail),
  phone: OptionalPhone,
  /**
   * Only an owner's choice counts (docs/product.md#roles-and-permissions); anyone else's employee is a
   * worker.
   */
  role: Role,
};

export const CreateEmployeeRequest = z.strictObject(EmployeeFields);
export type CreateEmployeeRequest = z.input<typeof CreateEmployeeRequest>;

export const UpdateEmployeeRequest = z.strictObject(EmployeeFields);
export type UpdateEmployeeRequest = z.input<typeof UpdateEmployeeRequest>;

/** PATCH .../users/{userId}: the avatar, as a path the image upload answered, or null to remove it. */
export const UpdateEmployeeAvatarRequest = z.strictObject({
  avatarPath: InputText.trim().min(1).max(1000).nullable(),
});
export type UpdateEmployeeAvatarRequest = z.infer<typeof UpdateEmployeeAvatarRequest>;

/** A generated password is shown once, here, and never again. */
export const EmployeeCredentials = z.object({ email: z.string(), password: z.string() });
export type EmployeeCredentials = z.infer<typeof EmployeeCredentials>;

export const CreatedEmployee = EmployeeCredentials.extend({ id: z.number() });
export type CreatedEmployee = z.infer<typeof CreatedEmployee>;

/**
 * docs/product.md#roles-and-permissions for one employee as seen by one user. Editing: one's own profile, an
 * owner on anyone, a manager on a worker. Block/activate and reset: only someone else, by an owner or by a
 * manager acting on a worker. Workers manage nobody.
 */
export function employeeActions(
  actor: { id: number; role: RoleType },
  target: { id: number; role: RoleType },
): { edit: boolean; block: boolean; resetPassword: boolean; chooseRole: boolean } {
  const self = actor.id === target.id;
  if (actor.role === 'VENDOR_WORKER')
    return { edit: false, block: false, resetPassword: false, chooseRole: false };
  const manages = canManageEmployee(actor.role, target.role);
  return {
    edit: self || manages,
    block: !self && manages,
    resetPassword: !self && manages,
    // An owner keeps their own role, so an account never loses its last owner by accident.
    chooseRole: actor.role === 'VENDOR_OWNER' && !self,
  };
}
