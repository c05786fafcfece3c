import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ChangeEmailForm,
  ChangePasswordForm,
  EmployeeForm,
  ForgotPasswordForm,
  ResetPasswordForm,
  SignInForm,
} from './schemas/forms.ts';

/** Each failing field with its message key, as the web's form shows them (the first issue of a field). */
function keys(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.');
    found[field] ??= (issue as { params?: { key?: string } }).params?.key ?? `no key: ${issue.message}`;
  }
  return found;
}

describe('the sign-in and forgotten-password forms', () => {
  it('ask for an address, valid once the spaces around it are dropped, and a password', () => {
    expect(keys(SignInForm, { email: '', password: '' })).toEqual({
      email: 'required',
      password: 'required',
    });
    expect(keys(SignInForm, { email: '  ', password: ' ' })).toEqual({
      email: 'required',
      password: 'required',
    });
    expect(keys(SignInForm, { email: 'owner@demo', password: 'x' })).toEqual({ email: 'email' });
    expect(keys(SignInForm, { email: ' owner@demo.larder.app ', password: 'x' })).toEqual({});
    expect(keys(ForgotPasswordForm, { email: '' })).toEqual({ email: 'required' });
    expect(keys(ForgotPasswordForm, { email: 'nope' })).toEqual({ email: 'email' });
    expect(keys(ForgotPasswordForm, { email: 'owner@demo.larder.app ' })).toEqual({});
  });
});

describe('the new-password forms', () => {
  it('hold the new password to the password rule and its repeat to it, each with one message', () => {
    expect(keys(ResetPasswordForm, { newPassword: '', verifyNewPassword: '' })).toEqual({
      newPassword: 'required',
      verifyNewPassword: 'required',
    });
    // The repeat is compared as typed, whatever the new password's own issue.
    expect(keys(ResetPasswordForm, { newPassword: 'short', verifyNewPassword: 'shorter' })).toEqual({
      newPassword: 'password',
      verifyNewPassword: 'confirmed',
    });
    expect(keys(ResetPasswordForm, { newPassword: 'Abcdefg1', verifyNewPassword: '' })).toEqual({
      verifyNewPassword: 'required',
    });
    expect(keys(ResetPasswordForm, { newPassword: 'Abcdefg1', verifyNewPassword: 'Abcdefg1' })).toEqual({});
    expect(
      keys(ChangePasswordForm, { oldPassword: '', newPassword: 'Abcdefg1', verifyNewPassword: 'Abcdefg2' }),
    ).toEqual({ oldPassword: 'required', verifyNewPassword: 'confirmed' });
    expect(
      keys(ChangePasswordForm, { oldPassword: 'x', newPassword: 'Abcdefg1', verifyNewPassword: 'Abcdefg1' }),
    ).toEqual({});
  });
});

describe('the change-e-mail form', () => {
  it('reads "incorrect e-mail" for a blank address as for an invalid one', () => {
    expect(keys(ChangeEmailForm, { email: '', password: '' })).toEqual({
      email: 'incorrectEmail',
      password: 'required',
    });
    expect(keys(ChangeEmailForm, { email: 'nope', password: 'x' })).toEqual({ email: 'incorrectEmail' });
    expect(keys(ChangeEmailForm, { email: ' new@demo.larder.app ', password: 'x' })).toEqual({});
  });
});

describe('the employee form', () => {
  const form = (overrides = {}) => ({
    name: 'Nina New',
    position: '',
    email: 'nina@example.com',
    phone: '',
    role: 'VENDOR_WORKER',
    ...overrides,
  });

  it('needs a name of fewer than four words', () => {
    expect(keys(EmployeeForm, form({ name: '' }))).toEqual({ name: 'required' });
    expect(keys(EmployeeForm, form({ name: 'Anna Maria Smith' }))).toEqual({});
    expect(keys(EmployeeForm, form({ name: 'Anna Maria de Smith' }))).toEqual({ name: 'employeeName' });
  });

  it('needs a valid e-mail', () => {
    expect(keys(EmployeeForm, form({ email: '' }))).toEqual({ email: 'required' });
    expect(keys(EmployeeForm, form({ email: 'nina@' }))).toEqual({ email: 'email' });
  });

  it('takes no phone, or a plus and 11 to 13 digits', () => {
    expect(keys(EmployeeForm, form({ phone: '' }))).toEqual({});
    expect(keys(EmployeeForm, form({ phone: '+1234567890' }))).toEqual({ phone: 'phone' });
    expect(keys(EmployeeForm, form({ phone: '+12345678901' }))).toEqual({});
    expect(keys(EmployeeForm, form({ phone: '+1234567890123' }))).toEqual({});
    expect(keys(EmployeeForm, form({ phone: '+12345678901234' }))).toEqual({ phone: 'phone' });
  });
});
