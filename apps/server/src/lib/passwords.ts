import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (docs/architecture.md#conventions): 19 MiB, 2 iterations, parallelism 1.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Compared against when the e-mail is unknown, so timing does not reveal which accounts exist. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  return dummyHash;
}

// Letters and digits only (the password rule of docs/product.md#sign-in-sessions-and-passwords), without the
// look-alikes 0/O, 1/l/I, so a password read off a screen and typed on a phone comes out right.
const PASSWORD_CLASSES = ['abcdefghijkmnopqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789'];
const PASSWORD_ALPHABET = PASSWORD_CLASSES.join('');

/**
 * A strong random password that meets the password rule (docs/product.md#sign-in-sessions-and-passwords): at
 * least one lowercase, uppercase and digit.
 */
export function generatePassword(length: number): string {
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;
  const chars = PASSWORD_CLASSES.map(pick);
  while (chars.length < length) chars.push(pick(PASSWORD_ALPHABET));
  // Fisher–Yates, so the guaranteed characters are not always first.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
