import { GENERATED_PASSWORD_LENGTH, LIMITS, password as passwordRule } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import { generatePassword } from './passwords.ts';

describe('generatePassword', () => {
  it('meets the password rule at the shortest allowed length and longer, with the length asked for', () => {
    for (const length of [LIMITS.password.minLength, GENERATED_PASSWORD_LENGTH, 64]) {
      for (let i = 0; i < 200; i++) {
        const password = generatePassword(length);
        expect(password).toHaveLength(length);
        expect(passwordRule(password), password).toBe(true);
      }
    }
  });

  it('uses no look-alike characters, and gives a different password each time', () => {
    const passwords = Array.from({ length: 500 }, () => generatePassword(GENERATED_PASSWORD_LENGTH));
    for (const password of passwords) expect(password).not.toMatch(/[0O1lI]/);
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
