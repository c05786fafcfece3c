import {
  type CreateAccountRequest,
  type CreateAccountResponse,
  ERROR_CODES,
  GENERATED_PASSWORD_LENGTH,
} from '@larder/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { generatePassword, hashPassword } from '../../lib/passwords.ts';
import { normalizeEmail } from '../auth/service.ts';
import { createAccount } from './create-account.ts';

const emailTaken = () => new AppError(409, ERROR_CODES.alreadyExists, 'User with this email already exists');

/**
 * POST /manager/accounts: a new vendor account with its first vendor and owner. It starts not
 * activated (the owner walks the onboarding), in demo mode, with an empty catalogue.
 */
export async function openAccount(db: Db, body: CreateAccountRequest): Promise<CreateAccountResponse> {
  const email = normalizeEmail(body.ownerEmail);
  const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  if (taken) throw emailTaken();
  const password = generatePassword(GENERATED_PASSWORD_LENGTH);
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
