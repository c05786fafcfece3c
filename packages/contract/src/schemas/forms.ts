/**
 * The web's sign-in, password, e-mail and employee forms as schemas
 * (docs/product.md#sign-in-sessions-and-passwords, docs/product.md#employees): what each field must hold
 * before the form is sent. Every issue carries its rule's message key in
 * `params.key` (ruleFailure), so the form shows it in the user's language; the request bodies the server
 * takes are in users.ts.
 */
import { z } from 'zod';
import { email, required } from '../validation.ts';
import { InputText } from './common.ts';
import { ruleFailure, zEmployeeName, zPassword, zRequired, zTypedEmail, zTypedPhone } from './rules.ts';

export const SignInForm = z.object({ email: zTypedEmail, password: zRequired });
export type SignInForm = z.infer<typeof SignInForm>;

export const ForgotPasswordForm = z.object({ email: zTypedEmail });
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordForm>;

/**
 * The repeat of a new password must match it, and says so whatever the new password's own issue: the two
 * are compared as typed, also when another field failed.
 */
const repeatMatches = (form: { newPassword: string; verifyNewPassword: string }) =>
  form.verifyNewPassword === form.newPassword;
const repeatMismatch = {
  ...ruleFailure('confirmed'),
  path: ['verifyNewPassword'],
  when: (payload: z.core.ParsePayload) => {
    const form = payload.value as Record<string, unknown>;
    return typeof form.newPassword === 'string' && typeof form.verifyNewPassword === 'string';
  },
};

export const ResetPasswordForm = z
  .object({ newPassword: zPassword, verifyNewPassword: zRequired })
  .refine(repeatMatches, repeatMismatch);
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

export const ChangePasswordForm = z
  .object({ oldPassword: zRequired, newPassword: zPassword, verifyNewPassword: zRequired })
  .refine(repeatMatches, repeatMismatch);
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

/** The new address of the change-e-mail form: blank or invalid, it reads "incorrect e-mail" either way. */
const zNewEmail = InputText.trim().refine(
  (value) => required(value) === true && email(value) === true,
  ruleFailure('incorrectEmail'),
);

export const ChangeEmailForm = z.object({ email: zNewEmail, password: zRequired });
export type ChangeEmailForm = z.infer<typeof ChangeEmailForm>;

/**
 * The add- and edit-employee form (docs/product.md#employees): name required and under four words,
 * e-mail required and valid, phone valid if given, a role chosen.
 */
export const EmployeeForm = z.object({
  name: zEmployeeName,
  position: InputText,
  email: zTypedEmail,
  phone: zTypedPhone,
  role: zRequired,
});
export type EmployeeForm = z.infer<typeof EmployeeForm>;
