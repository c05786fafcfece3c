/**
 * The rules of validation.ts (docs/product.md#validation-and-formatting) as zod schemas, for request bodies.
 */
import { z } from 'zod';
import {
  email,
  employeeName,
  normalizedPhone,
  normalizePhone,
  password,
  required,
  telNew,
  VALIDATION_MESSAGES,
  type ValidationMessageKey,
  type ValidationResult,
} from '../validation.ts';
import { InputText } from './common.ts';

type StringRule = (value: string) => ValidationResult;

/**
 * The parameters of a failed rule's issue: the English text as its message and the key in params, so
 * the web can translate it.
 */
export const ruleFailure = (key: ValidationMessageKey) => ({
  message: VALIDATION_MESSAGES[key],
  params: { key },
});

// The rules in order; the first that fails is the field's one issue.
const checkRules = (rules: StringRule[]) => (ctx: z.core.ParsePayload<string>) => {
  for (const rule of rules) {
    const result = rule(ctx.value);
    if (result !== true) {
      ctx.issues.push({ code: 'custom', input: ctx.value, ...ruleFailure(result) });
      return;
    }
  }
};

const zRule = (...rules: StringRule[]) => InputText.check(checkRules(rules));

/** A mandatory password meeting the password rule (docs/product.md#sign-in-sessions-and-passwords). */
export const zPassword = zRule(required, password);
/** A mandatory, valid e-mail address. */
export const zEmail = zRule(required, email);
/** A mandatory phone as typed in the form (tel_new); wrap in `.optional()` where a form allows none. */
export const zPhone = zRule(required, telNew);

export const zNormalizedPhone = zRule(required, normalizedPhone);

/** Anything but blank. */
export const zRequired = zRule(required);
/** An employee's full name: mandatory, fewer than four words (docs/product.md#employees). */
export const zEmployeeName = zRule(employeeName);
/** A phone as typed in the form (tel_new), or none: empty passes. */
export const zTypedPhone = zRule(telNew);
/** A mandatory, valid e-mail address as typed: the spaces around it are dropped first. */
export const zTypedEmail = InputText.trim().check(checkRules([required, email]));

/**
 * A phone as a client may send it, typed ("+44 20 7946 0958") or already normalised
 * ("442079460958"): normalised first, then held to normalizedPhone, so the stored value is digits.
 */
export const zPhoneInput = z
  .string()
  .transform((value) => normalizePhone(value))
  .pipe(zNormalizedPhone);
