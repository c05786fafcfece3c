import {
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  ERROR_CODES,
  PASSWORD_RESET_LIMITS,
  PASSWORD_RESET_TTL_MS,
  type ResetPasswordRequest,
  type UiLanguage,
  type User,
} from '@larder/contract';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import { clearAttempts, countAttempt } from '../../lib/attempt-limits.ts';
import { AppError, badRequest, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { changeCached } from '../../live/stale.ts';
import { toAccountView } from '../accounts/service.ts';
import { accountLimitKey, normalizeEmail } from '../auth/service.ts';
import { endSessions } from '../auth/sessions.ts';

/** The signed-in user with their account and the vendors they work at, in one query. */
export async function loadUserView(db: Db, userId: number, now = new Date()): Promise<User> {
  const user = await db.query.users.findFirst({
    where: eq(users.id, userId),
    with: { account: true, memberships: { with: { vendor: true } } },
  });
  if (!user) throw notFound('User not found');
  const vendorRows = user.memberships.map((m) => m.vendor).sort((a, b) => a.id - b.id);
  return {
    id: user.id,
    name: user.name,
    firstName: user.firstName,
    avatarPath: user.avatarPath,
    email: user.email,
    phone: user.phone,
    role: user.role,
    langCode: user.langCode,
    gaUserId: `larder-${user.id}`,
    account: toAccountView(user.account, vendorRows, now),
  };
}

export async function setLanguage(db: Db, userId: number, langCode: UiLanguage) {
  await changeCached(db, async (tx, stale) => {
    await tx.update(users).set({ langCode }).where(eq(users.id, userId));
    stale.user(userId);
  });
}

const wrongPassword = () =>
  badRequest(ERROR_CODES.wrongPassword, 'The current password was entered incorrectly');

async function assertPassword(db: Db, userId: number, password: string) {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, password))) throw wrongPassword();
}

/** Changing the password signs out every other session of the user; this one stays. */
export async function changePassword(
  db: Db,
  userId: number,
  currentTokenHash: string,
  body: ChangePasswordRequest,
) {
  await assertPassword(db, userId, body.oldPassword);
  const passwordHash = await hashPassword(body.newPassword);
  await changeCached(db, async (tx, stale) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await endSessions(tx, stale, { userId, exceptTokenHash: currentTokenHash }, 'PASSWORD_CHANGED');
  });
}

export async function changeEmail(db: Db, userId: number, body: ChangeEmailRequest) {
  await assertPassword(db, userId, body.password);
  const email = normalizeEmail(body.email);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), ne(users.id, userId)));
  if (taken) throw new AppError(409, ERROR_CODES.alreadyExists, 'User with this email already exists');
  try {
    await changeCached(db, async (tx, stale) => {
      await tx.update(users).set({ email }).where(eq(users.id, userId));
      stale.user(userId);
    });
  } catch (error) {
    // The unique index settles a race between two changes to the same address.
    if (isUniqueViolation(error)) {
      throw new AppError(409, ERROR_CODES.alreadyExists, 'User with this email already exists');
    }
    throw error;
  }
}

/**
 * Reset requests are limited per e-mail address (no mailbox flooded with links) and per client
 * address (no walking through a list of addresses); unknown addresses count the same.
 */
export async function assertResetNotRateLimited(db: Db, email: string, ip: string, now = new Date()) {
  const { windowMs, perEmail, perAddress } = PASSWORD_RESET_LIMITS;
  const byAddress = await countAttempt(db, `reset:address:${ip}`, windowMs, now);
  const byEmail = await countAttempt(db, `reset:email:${normalizeEmail(email)}`, windowMs, now);
  if (byAddress > perAddress || byEmail > perEmail) {
    throw new AppError(429, ERROR_CODES.rateLimited, 'Too many password reset requests. Try again later.');
  }
}

/** Runs after the answer, which is always the same, so the form does not reveal which addresses have accounts. */
export async function requestPasswordReset(db: Db, mailer: Mailer, publicUrl: string, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, blocked: users.blocked })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)));
  if (!user || user.blocked) return;
  const token = newToken();
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
  });
  const link = new URL(`/auth?resetToken=${encodeURIComponent(token)}`, publicUrl).toString();
  await mailer.send({
    to: user.email,
    subject: 'Reset your Larder password',
    text: `Someone asked to reset the password of your Larder account.\n\nSet a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this letter.`,
  });
}

/** A reset link works once, within its hour; it signs out every session of the user. */
export async function resetPassword(db: Db, body: ResetPasswordRequest) {
  const passwordHash = await hashPassword(body.newPassword);
  await changeCached(db, async (tx, stale) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(body.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) {
      throw badRequest(ERROR_CODES.invalidResetToken, 'This reset link is invalid or has expired');
    }
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, used.userId))
      .returning({ email: users.email });
    await endSessions(tx, stale, { userId: used.userId }, 'PASSWORD_RESET');
    // Proving the mailbox is the user's lifts the per-account sign-in lock for every device.
    if (user) await clearAttempts(tx, accountLimitKey(user.email));
  });
}
