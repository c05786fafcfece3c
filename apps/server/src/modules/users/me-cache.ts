/**
 * GET users/me, as this instance last built it, per user. Every page load asks for it; it changes
 * only with the user's profile, account or vendors, and each of those changes names it stale on
 * every instance (live/stale.ts).
 */
import type { Db } from '../../db/client.ts';
import { CopyCache } from '../../lib/copy-cache.ts';
import { perDb } from '../../lib/per-db.ts';
import { PrebuiltAnswer } from '../../lib/prebuilt-answer.ts';
import { onStale } from '../../live/stale.ts';
import { loadUserView } from './service.ts';

const ME_COPY_TTL_MS = 30_000;
const MAX_ME_COPIES = 20_000;

interface MeCopy {
  answer: PrebuiltAnswer;
  accountId: number;
  /** When a vendor's pause ends by itself: the copy is no longer what a read would show. */
  validUntil: number;
}

const meCacheOf = perDb((db) => {
  const cache = new CopyCache<number, MeCopy>({ ttlMs: ME_COPY_TTL_MS, maxWeight: MAX_ME_COPIES });
  onStale(db, (stale) => {
    if (stale === 'everything') return cache.forget();
    if (stale.users.length === 0 && stale.accounts.length === 0) return;
    const users = new Set(stale.users);
    const accounts = new Set(stale.accounts);
    cache.forget((copy, userId) => users.has(userId) || accounts.has(copy.accountId));
  });
  return cache;
});

/** The users/me answer of this user as it stands at `now`, ready to send. */
export async function userViewAnswer(db: Db, userId: number, now: Date): Promise<PrebuiltAnswer> {
  const holds = (copy: MeCopy) => copy.validUntil > now.getTime();
  const copy = await meCacheOf(db).loadWhile(userId, holds, async () => {
    const view = await loadUserView(db, userId, now);
    const pauseEnds = view.account.vendors
      .map((vendor) => (vendor.pausedUntil ? Date.parse(vendor.pausedUntil) : Number.NaN))
      .filter((at) => at > now.getTime());
    return {
      answer: new PrebuiltAnswer(JSON.stringify(view)),
      accountId: view.account.id,
      validUntil: Math.min(Number.POSITIVE_INFINITY, ...pauseEnds),
    };
  });
  return copy.answer;
}
