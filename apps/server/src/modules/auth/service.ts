import { ERROR_CODES, SESSION_IDLE_TIMEOUT_MS, SIGN_IN_LIMITS } from '@larder/contract';
import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, signInFailures, users, vendorMemberships } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { endSessions } from './sessions.ts';

/** lastSeenAt is refreshed at most this often, so reading a session rarely writes. */
const TOUCH_INTERVAL_MS = 60_000;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const accountKey = (email: string) => `account:${normalizeEmail(email)}`;
const addressKey = (ip: string) => `address:${ip}`;

export async function signIn(
  db: Db,
  credentials: { email: string; password: string },
  meta: { ip: string; previousToken?: string },
): Promise<{ token: string; userId: number }> {
  const keys = [accountKey(credentials.email), addressKey(meta.ip)];
  await assertNotRateLimited(db, keys);

  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, blocked: users.blocked })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(credentials.email)));
  const passwordOk = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    credentials.password,
  );
  if (!user || !passwordOk || user.blocked) {
    await db.insert(signInFailures).values(keys.map((key) => ({ key })));
    throw new AppError(401, ERROR_CODES.badCredentials, 'Incorrect username or password');
  }

  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.delete(signInFailures).where(eq(signInFailures.key, accountKey(credentials.email)));
    // Rotation: a session id that existed before sign-in never survives it.
    if (meta.previousToken)
      await tx.delete(sessions).where(eq(sessions.tokenHash, hashToken(meta.previousToken)));
    await tx.insert(sessions).values({ tokenHash: hashToken(token), userId: user.id });
  });
  return { token, userId: user.id };
}

async function assertNotRateLimited(db: Db, keys: string[]) {
  const since = new Date(Date.now() - SIGN_IN_LIMITS.windowMs);
  const rows = await db
    .select({ key: signInFailures.key, failures: count() })
    .from(signInFailures)
    .where(and(inArray(signInFailures.key, keys), gt(signInFailures.at, since)))
    .groupBy(signInFailures.key);
  const limited = rows.some((row) =>
    row.key.startsWith('account:')
      ? row.failures >= SIGN_IN_LIMITS.perAccount
      : row.failures >= SIGN_IN_LIMITS.perAddress,
  );
  if (limited) {
    throw new AppError(
      429,
      ERROR_CODES.rateLimited,
      'Too many failed sign-in attempts. Try again in 15 minutes.',
    );
  }
}

export async function signOut(db: Db, token: string | undefined) {
  if (!token) return;
  await db.transaction((tx) => endSessions(tx, { tokenHash: hashToken(token) }));
}

/** The user behind a session cookie, or null when it is unknown, idle too long or blocked. */
export async function resolveSession(db: Db, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const idleSince = new Date(Date.now() - SESSION_IDLE_TIMEOUT_MS);
  const [row] = await db
    .select({
      userId: users.id,
      accountId: users.accountId,
      role: users.role,
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
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
  }
  return {
    userId: row.userId,
    accountId: row.accountId,
    role: row.role,
    tokenHash,
    vendorIds: row.vendorIds.map(Number),
  };
}

/** Housekeeping: forget idle sessions and old sign-in failures. */
export async function purgeExpired(db: Db) {
  await db.delete(sessions).where(lt(sessions.lastSeenAt, new Date(Date.now() - SESSION_IDLE_TIMEOUT_MS)));
  await db
    .delete(signInFailures)
    .where(lt(signInFailures.at, new Date(Date.now() - SIGN_IN_LIMITS.windowMs)));
}
