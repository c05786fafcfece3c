/**
 * GET accounts/{id}/catalogue/catalogue, as this instance last built it, per account and display
 * language, kept serialized and compressed. A chain's catalogue runs to megabytes and about a
 * hundred milliseconds of database work; it changes only through writeCatalogue (context.ts),
 * which names it stale on every instance with the commit.
 */
import { earliestReturn } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { CopyCache } from '../../lib/copy-cache.ts';
import { perDb } from '../../lib/per-db.ts';
import { PrebuiltAnswer } from '../../lib/prebuilt-answer.ts';
import { onStale } from '../../live/stale.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { loadContext } from './context.ts';
import { loadCatalogue } from './load.ts';

const CATALOGUE_COPY_TTL_MS = 60_000;
/** What this instance's catalogue copies may weigh together (their JSON); least recently used go first. */
const MAX_CATALOGUE_BYTES = 256 * 1024 * 1024;

interface CatalogueCopy {
  answer: PrebuiltAnswer;
  accountId: number;
  /** When an item sold out until a time comes back: the copy is no longer what a read would show. */
  validUntil: number;
}

const catalogueCacheOf = perDb((db) => {
  const cache = new CopyCache<string, CatalogueCopy>({
    ttlMs: CATALOGUE_COPY_TTL_MS,
    maxWeight: MAX_CATALOGUE_BYTES,
    weigh: (copy) => copy.answer.body.length,
  });
  onStale(db, (stale) => {
    if (stale === 'everything') return cache.forget();
    if (stale.catalogues.length === 0) return;
    const accounts = new Set(stale.catalogues);
    cache.forget((copy) => accounts.has(copy.accountId));
  });
  return cache;
});

/** The whole catalogue of the session's account, with names in the session user's language. */
export async function catalogueAnswer(db: Db, auth: SessionUser, now: Date): Promise<PrebuiltAnswer> {
  const key = `${auth.accountId}:${auth.langCode}`;
  const holds = (copy: CatalogueCopy) => copy.validUntil > now.getTime();
  const copy = await catalogueCacheOf(db).loadWhile(key, holds, async (expired) => {
    const reader = { userId: auth.userId, vendorIds: [] };
    const catalogue = await loadCatalogue(db, await loadContext(db, auth, reader, now));
    return {
      answer: PrebuiltAnswer.of(JSON.stringify(catalogue), expired?.answer),
      accountId: auth.accountId,
      validUntil: earliestReturn(catalogue) ?? Number.POSITIVE_INFINITY,
    };
  });
  return copy.answer;
}
