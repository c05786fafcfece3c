/**
 * Who is behind each session token, as this instance last read it from the database. Every
 * authenticated request needs it; reading it for each one cost more than most answers. A copy
 * lives a short while and goes at once, on every instance, when the user signs out, changes or
 * resets the password, is blocked, or changes role or language (live/stale.ts).
 */
import type { Db } from '../../db/client.ts';
import { CopyCache } from '../../lib/copy-cache.ts';
import { perDb } from '../../lib/per-db.ts';
import { onStale } from '../../live/stale.ts';
import type { SessionUser } from '../../plugins/access.ts';

/** How long a copy may be served: the bound on a change this instance did not hear of. */
export const SESSION_COPY_TTL_MS = 30_000;
/** Sessions of this instance's recent users; the least recently used go first beyond it. */
const MAX_SESSION_COPIES = 100_000;

export interface SessionCopy {
  user: SessionUser;
  /** When the database last saw the session used (refreshed at most once a minute). */
  lastSeenAt: number;
}

export type SessionCache = CopyCache<string, SessionCopy>;

/** The session copies of the instance that owns this database handle. */
export const sessionCacheOf: (db: Db) => SessionCache = perDb((db) => {
  const cache: SessionCache = new CopyCache<string, SessionCopy>({
    ttlMs: SESSION_COPY_TTL_MS,
    maxWeight: MAX_SESSION_COPIES,
  });
  onStale(db, (stale) => {
    if (stale === 'everything') return cache.forget();
    if (stale.users.length === 0) return;
    const users = new Set(stale.users);
    cache.forget((copy) => users.has(copy.user.userId));
  });
  return cache;
});
