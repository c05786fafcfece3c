/**
 * The auth forms' schemas, imported by the forms once they show: the sign-in page is what a visitor
 * without a session loads first, and zod is not part of it (docs/architecture.md#the-first-load).
 */
import { ForgotPasswordForm, ResetPasswordForm, SignInForm } from '@larder/contract';

export { ForgotPasswordForm, ResetPasswordForm, SignInForm };
