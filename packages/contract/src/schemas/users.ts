import { z } from 'zod';
import { LIMITS, UI_LANGUAGES } from '../constants.ts';
import { BusinessModel, LocationType, Role } from '../enums.ts';
import {
  Image,
  ImageInput,
  InputText,
  Location,
  nonEmptyUpdate,
  RefId,
  ShortText,
  WorkingHours,
} from './common.ts';
import { zEmail, zPassword, zPhoneInput } from './rules.ts';

export const Vendor = z.object({
  id: z.number(),
  name: z.string(),
  working: z.boolean(),
  timeZone: z.string(),
  avatar: Image.nullable(),
  avatarPath: z.string().nullable(),
  image: Image.nullable(),
  imagePath: z.string().nullable(),
  location: Location.nullable(),
  commentForCourier: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  unp: z.string().nullable(),
  taxId: z.string().nullable(),
  legalAddress: z.string().nullable(),
  companyName: z.string().nullable(),
  catalogPageSettings: z.object({ components: z.array(z.object({ type: z.string() })) }),
  /** The pause (pause.ts): the end of a timed one, null when none or it has passed. */
  pausedUntil: z.string().nullable(),
  /** Set while a pause the server made holds (until someone resumes). */
  autoPausedAt: z.string().nullable(),
  /** The server's pause nobody has dismissed the notice of yet. */
  autoPauseNoticeAt: z.string().nullable(),
});
export type Vendor = z.infer<typeof Vendor>;

export const Account = z.object({
  id: z.number(),
  visible: z.boolean(),
  activated: z.boolean(),
  liveMode: z.boolean(),
  locationType: LocationType,
  vendors: z.array(Vendor),
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
  workingHours: WorkingHours.nullable(),
  commissionRate: z.number(),
  businessModel: BusinessModel,
  taxSettings: z.object({ productTaxId: z.number().nullable() }).nullable(),
});
export type Account = z.infer<typeof Account>;

export const UiLanguage = z.enum(UI_LANGUAGES);
export type UiLanguage = z.infer<typeof UiLanguage>;

export const User = z.object({
  id: z.number(),
  name: z.string(),
  firstName: z.string(),
  avatarPath: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  role: Role,
  langCode: UiLanguage,
  gaUserId: z.string(),
  account: Account,
});
export type User = z.infer<typeof User>;

export const LoginRequest = z.object({
  email: InputText.trim().min(1).max(LIMITS.shortText),
  password: InputText.min(1).max(LIMITS.shortText),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const UpdateMeRequest = z.strictObject({ langCode: UiLanguage });
export type UpdateMeRequest = z.infer<typeof UpdateMeRequest>;

export const ChangePasswordRequest = z
  .strictObject({
    oldPassword: InputText.min(1).max(LIMITS.shortText),
    newPassword: zPassword,
    verifyNewPassword: InputText.max(LIMITS.shortText),
  })
  .refine((body) => body.newPassword === body.verifyNewPassword, {
    path: ['verifyNewPassword'],
    message: 'Passwords do not match',
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const ChangeEmailRequest = z.strictObject({
  email: zEmail,
  password: InputText.min(1).max(LIMITS.shortText),
});
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequest>;

export const RequestPasswordResetRequest = z.strictObject({
  email: InputText.trim().min(1).max(LIMITS.shortText),
});
export type RequestPasswordResetRequest = z.infer<typeof RequestPasswordResetRequest>;

export const ResetPasswordRequest = z
  .strictObject({
    token: InputText.min(16).max(200),
    newPassword: zPassword,
    verifyNewPassword: InputText.max(LIMITS.shortText),
  })
  .refine((body) => body.newPassword === body.verifyNewPassword, {
    path: ['verifyNewPassword'],
    message: 'Passwords do not match',
  });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/**
 * Vendor info update (docs/product.md#the-vendor-profile-and-address: PATCH
 * /api/vendor/users/me/vendors/{id}); only sent fields change.
 */
export const UpdateVendorRequest = nonEmptyUpdate(
  z.strictObject({
    id: RefId.optional(),
    name: InputText.trim().min(1).max(LIMITS.shortText).optional(),
    avatarPath: InputText.max(1000).nullable().optional(),
    imagePath: InputText.max(1000).nullable().optional(),
    avatar: ImageInput.nullable().optional(),
    image: ImageInput.nullable().optional(),
    // Typed ("+44 20 7946 0958") or normalised ("442079460958"): stored as digits either way.
    phone: zPhoneInput.nullable().optional(),
    email: zEmail.nullable().optional(),
    commentForCourier: InputText.max(LIMITS.courierComment).nullable().optional(),
    unp: ShortText.nullable().optional(),
    taxId: ShortText.nullable().optional(),
    legalAddress: ShortText.nullable().optional(),
    companyName: ShortText.nullable().optional(),
  }),
);
export type UpdateVendorRequest = z.infer<typeof UpdateVendorRequest>;

/** Leaving demo mode: liveMode can only become true (docs/product.md#demo-mode). */
export const LiveModeRequest = z.strictObject({ liveMode: z.literal(true) });
export type LiveModeRequest = z.infer<typeof LiveModeRequest>;
