import { randomInt } from 'node:crypto';
import {
  type CreateAccountRequest,
  type CreateAccountResponse,
  ERROR_CODES,
  password as passwordRule,
} from '@larder/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { normalizeEmail } from '../auth/service.ts';
import { createAccount } from './create-account.ts';

// No look-alikes (0/O, 1/l/I), so a password read aloud or copied by hand survives.
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LOWER + UPPER + DIGITS;

/** A random 14-character password meeting SPEC §5 (a digit, a lower- and an upper-case letter). */
export function generatePassword(length = 14): string {
  for (;;) {
    const chars = Array.from({ length }, () => ALL[randomInt(ALL.length)]!);
    const candidate = chars.join('');
    if (passwordRule(candidate) === true) return candidate;
  }
}

const emailTaken = () => new AppError(409, ERROR_CODES.alreadyExists, 'User with this email already exists');

/**
 * POST /manager/accounts: a new vendor account with its first vendor and owner. It starts not
 * activated (the owner walks the onboarding), in demo mode, with an empty catalogue.
 */
export async function openAccount(db: Db, body: CreateAccountRequest): Promise<CreateAccountResponse> {
  const email = normalizeEmail(body.ownerEmail);
  const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  if (taken) throw emailTaken();
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  try {
    const created = await db.transaction((tx) =>
      createAccount(tx, {
        vendorName: body.vendorName,
        timeZone: body.timeZone ?? 'UTC',
        liveMode: false,
        visible: false,
        activated: false,
        vendorPhone: body.phone,
        staff: [{ email, name: body.ownerName, role: 'VENDOR_OWNER', passwordHash, phone: body.phone }],
      }),
    );
    return { accountId: created.accountId, vendorId: created.vendorId, email, password };
  } catch (error) {
    // The unique index settles two requests for the same address at once.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
