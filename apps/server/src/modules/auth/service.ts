import {
  ERROR_CODES,
  PASSWORD_RESET_LIMITS,
  SESSION_IDLE_TIMEOUT_MS,
  SIGN_IN_LIMITS,
  SIGN_IN_MESSAGES,
  TRUSTED_DEVICE_TTL_MS,
} from '@larder/contract';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  rateLimitCounters,
  sessions,
  trustedDevices,
  users,
  vendorMemberships,
} from '../../db/schema/index.ts';
import { clearAttempts, countAttempt, refundAttempt } from '../../lib/attempt-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { changeCached } from '../../live/stale.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { type SessionCache, sessionCacheOf } from './session-cache.ts';
import { endSessions } from './sessions.ts';

/** lastSeenAt is refreshed at most this often, so reading a session rarely writes. */
const TOUCH_INTERVAL_MS = 60_000;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const accountLimitKey = (email: string) => `sign-in:account:${normalizeEmail(email)}`;
const deviceLimitKey = (deviceHash: string) => `sign-in:device:${deviceHash}`;
const addressLimitKey = (ip: string) => `sign-in:address:${ip}`;

const tooManyAttempts = () =>
  new AppError(429, ERROR_CODES.rateLimited, 'Too many failed sign-in attempts. Try again in 15 minutes.');

/**
 * Sign-in limits (README, "Sign-in limits"): every attempt is counted before the password is
 * evaluated, so parallel guesses cannot slip past the limit. Per client address the limit is
 * strict. Per account it is gentle: a device the user signed in from before (the device cookie)
 * is counted on its own, so strangers guessing at an address lock out only other strangers.
 */
export async function signIn(
  db: Db,
  credentials: { email: string; password: string },
  meta: { ip: string; previousToken?: string; deviceToken?: string; now?: Date },
): Promise<{ token: string; userId: number; deviceToken: string }> {
  const now = meta.now ?? new Date();
  const addressKey = addressLimitKey(meta.ip);
  if ((await countAttempt(db, addressKey, SIGN_IN_LIMITS.windowMs, now)) > SIGN_IN_LIMITS.perAddress) {
    throw tooManyAttempts();
  }

  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, blocked: users.blocked })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(credentials.email)));
  const device = user && meta.deviceToken ? await knownDevice(db, user.id, meta.deviceToken, now) : null;
  const limitKey = device ? deviceLimitKey(device) : accountLimitKey(credentials.email);
  if ((await countAttempt(db, limitKey, SIGN_IN_LIMITS.windowMs, now)) > SIGN_IN_LIMITS.perAccount) {
    throw tooManyAttempts();
  }

  const passwordOk = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    credentials.password,
  );
  if (!user || !passwordOk) {
    throw new AppError(401, ERROR_CODES.badCredentials, SIGN_IN_MESSAGES.badCredentials);
  }
  // Only with the right password: the refusal says the account exists, which its owner knows.
  if (user.blocked) throw new AppError(401, ERROR_CODES.accountBlocked, SIGN_IN_MESSAGES.accountBlocked);

  const token = newToken();
  const deviceToken = device ? meta.deviceToken! : newToken();
  await changeCached(db, async (tx, stale) => {
    // The counter this attempt was counted on starts again. A known device was counted on its own,
    // so the strangers' counter stays: only its window's end or a reset link lifts that lock.
    await clearAttempts(tx, limitKey);
    // The address keeps counting failures only: a good sign-in gives its own attempt back.
    await refundAttempt(tx, addressKey);
    // Rotation: a session id that existed before sign-in never survives it.
    if (meta.previousToken) {
      await endSessions(tx, stale, { tokenHash: hashToken(meta.previousToken) }, 'SIGNED_OUT');
    }
    await tx.insert(sessions).values({ tokenHash: hashToken(token), userId: user.id });
    if (device) {
      await tx.update(trustedDevices).set({ lastUsedAt: now }).where(eq(trustedDevices.tokenHash, device));
    } else {
      await tx.insert(trustedDevices).values({ tokenHash: hashToken(deviceToken), userId: user.id });
    }
  });
  return { token, userId: user.id, deviceToken };
}

/** The hash of a device cookie the user signed in with before (and recently), or null. */
async function knownDevice(db: Db, userId: number, deviceToken: string, now: Date): Promise<string | null> {
  const tokenHash = hashToken(deviceToken);
  const [row] = await db
    .select({ tokenHash: trustedDevices.tokenHash })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.tokenHash, tokenHash),
        eq(trustedDevices.userId, userId),
        gt(trustedDevices.lastUsedAt, new Date(now.getTime() - TRUSTED_DEVICE_TTL_MS)),
      ),
    );
  return row?.tokenHash ?? null;
}

export async function signOut(db: Db, token: string | undefined) {
  if (!token) return;
  await changeCached(db, (tx, stale) =>
    endSessions(tx, stale, { tokenHash: hashToken(token) }, 'SIGNED_OUT'),
  );
}

/**
 * The user behind a session cookie, or null when it is unknown, idle too long or blocked. Served
 * from this instance's copy while it is fresh (session-cache.ts), at once, without a promise: every
 * authenticated request asks (access.ts). Read from the database otherwise; unknown tokens are
 * never kept.
 */
export function resolveSession(
  db: Db,
  token: string,
  now = Date.now(),
): SessionUser | Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const cache = sessionCacheOf(db);
  const copy = cache.get(tokenHash);
  if (copy && now - copy.lastSeenAt <= SESSION_IDLE_TIMEOUT_MS) return copy.user;
  return readSession(db, cache, tokenHash, now);
}

async function readSession(
  db: Db,
  cache: SessionCache,
  tokenHash: string,
  now: number,
): Promise<SessionUser | null> {
  const version = cache.version();
  const idleSince = new Date(now - SESSION_IDLE_TIMEOUT_MS);
  const [row] = await db
    .select({
      userId: users.id,
      accountId: users.accountId,
      role: users.role,
      langCode: users.langCode,
      blocked: users.blocked,
      lastSeenAt: sessions.lastSeenAt,
      vendorIds: sql<
        number[]
      >`coalesce((select array_agg(${vendorMemberships.vendorId}) from ${vendorMemberships} where ${vendorMemberships.userId} = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.lastSeenAt, idleSince)));
  if (!row || row.blocked) return null;
  let lastSeenAt = row.lastSeenAt.getTime();
  if (now - lastSeenAt > TOUCH_INTERVAL_MS) {
    lastSeenAt = now;
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  const user: SessionUser = {
    userId: row.userId,
    accountId: row.accountId,
    role: row.role,
    langCode: row.langCode,
    tokenHash,
    vendorIds: row.vendorIds.map(Number),
  };
  return cache.set(tokenHash, version, { user, lastSeenAt }).user;
}

/** Housekeeping: forget idle sessions, devices not seen for months and finished limit windows. */
export async function purgeExpired(db: Db, now = new Date()) {
  await db.delete(sessions).where(lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS)));
  await db
    .delete(trustedDevices)
    .where(lt(trustedDevices.lastUsedAt, new Date(now.getTime() - TRUSTED_DEVICE_TTL_MS)));
  const longestWindow = Math.max(SIGN_IN_LIMITS.windowMs, PASSWORD_RESET_LIMITS.windowMs);
  await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStartedAt, new Date(now.getTime() - longestWindow)));
}
