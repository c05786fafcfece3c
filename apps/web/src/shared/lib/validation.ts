import {
  confirmed,
  password as passwordRule,
  required,
  type ValidationMessageKey,
  type ValidationResult,
} from '@larder/contract';

export type Rule = () => ValidationResult;

/** Runs the rules in order and returns the first failing message key, or null when all pass. */
export function firstError(...rules: Rule[]): ValidationMessageKey | null {
  for (const rule of rules) {
    const result = rule();
    if (result !== true) return result;
  }
  return null;
}

/**
 * A new password and its repeat, as the change and reset forms both ask for them
 * (docs/product.md#sign-in-sessions-and-passwords).
 */
export function newPasswordErrors(newPassword: string, repeat: string) {
  return {
    newPassword: firstError(
      () => required(newPassword),
      () => passwordRule(newPassword),
    ),
    repeat: firstError(
      () => required(repeat),
      () => confirmed(repeat, newPassword),
    ),
  };
}
