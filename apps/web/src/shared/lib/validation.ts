import type { ValidationMessageKey, ValidationResult } from '@larder/contract';

export type Rule = () => ValidationResult;

/** Runs the rules in order and returns the first failing message key, or null when all pass. */
export function firstError(...rules: Rule[]): ValidationMessageKey | null {
  for (const rule of rules) {
    const result = rule();
    if (result !== true) return result;
  }
  return null;
}
