/**
 * The rules of validation.ts (docs/product.md#validation-and-formatting) as zod schemas, for request bodies.
 */
import { z } from 'zod';
import {
  email,
  normalizedPhone,
  normalizePhone,
  password,
  required,
  telNew,
  VALIDATION_MESSAGES,
  type ValidationResult,
} from '../validation.ts';
import { InputText } from './common.ts';

type StringRule = (value: string) => ValidationResult;

// The issue carries the English text as its message and the key in params, so the web can translate it.
const zRule = (...rules: StringRule[]) =>
  InputText.check((ctx) => {
    for (const rule of rules) {
      const result = rule(ctx.value);
      if (result !== true) {
        ctx.issues.push({
          code: 'custom',
          input: ctx.value,
          message: VALIDATION_MESSAGES[result],
          params: { key: result },
        });
        return;
      }
    }
  });

/** A mandatory password meeting the password rule (docs/product.md#sign-in-sessions-and-passwords). */
export const zPassword = zRule(required, password);
/** A mandatory, valid e-mail address. */
export const zEmail = zRule(required, email);
/** A mandatory phone as typed in the form (tel_new); wrap in `.optional()` where a form allows none. */
export const zPhone = zRule(required, telNew);

export const zNormalizedPhone = zRule(required, normalizedPhone);

/**
 * A phone as a client may send it, typed ("+44 20 7946 0958") or already normalised
 * ("442079460958"): normalised first, then held to normalizedPhone, so the stored value is digits.
 */
export const zPhoneInput = z
  .string()
  .transform((value) => normalizePhone(value))
  .pipe(zNormalizedPhone);
