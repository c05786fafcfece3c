import { SESSION_IDLE_TIMEOUT_MS, type SessionEndReason } from '@larder/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { publishSessionsEnded } from '../../live/publish.ts';
import type { StaleCopies } from '../../live/stale.ts';

/** Which sessions end: one (sign-out), or all of a user's, optionally but the one in use. */
export type EndedSessions = { tokenHash: string } | { userId: number; exceptTokenHash?: string };

/**
 * The one way a session ends before its idle timeout: the rows go and, in the same transaction, the
 * live channel tells every instance to close the sockets those sessions opened and to forget its
 * copies of them. So neither a request nor a socket outlives a sign-out, a password change or
 * reset, or a block, whichever instance it reaches.
 */
export async function endSessions(
  tx: Tx,
  stale: StaleCopies,
  which: EndedSessions,
  reason: SessionEndReason,
): Promise<number> {
  const where =
    'tokenHash' in which
      ? eq(sessions.tokenHash, which.tokenHash)
      : which.exceptTokenHash
        ? and(eq(sessions.userId, which.userId), ne(sessions.tokenHash, which.exceptTokenHash))
        : eq(sessions.userId, which.userId);
  const ended = await tx.delete(sessions).where(where).returning({ userId: sessions.userId });
  const userIds = [...new Set(ended.map((row) => row.userId))];
  await publishSessionsEnded(tx, userIds, reason);
  stale.user(...userIds);
  return ended.length;
}

/**
 * Of these session token hashes, the ones no longer good, each with why when the row still says
 * (idle too long, user blocked); a deleted session's reason is in the notice that announced it
 * (SESSION_ENDED when none did). The live hub asks this for its sockets; reading it does not keep
 * a session alive.
 */
export async function endedSessionHashes(
  tx: Pick<Tx, 'select'>,
  tokenHashes: string[],
  now = new Date(),
): Promise<Map<string, SessionEndReason | null>> {
  const ended = new Map<string, SessionEndReason | null>(tokenHashes.map((hash) => [hash, null]));
  if (tokenHashes.length === 0) return ended;
  const idleSince = new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS);
  const rows = await tx
    .select({ tokenHash: sessions.tokenHash, lastSeenAt: sessions.lastSeenAt, blocked: users.blocked })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(inArray(sessions.tokenHash, tokenHashes));
  for (const row of rows) {
    if (row.blocked) ended.set(row.tokenHash, 'BLOCKED');
    else if (row.lastSeenAt <= idleSince) ended.set(row.tokenHash, 'EXPIRED');
    else ended.delete(row.tokenHash);
  }
  return ended;
}
