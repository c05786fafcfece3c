/**
 * GET accounts/{id}/catalogue/catalogue, as this instance last built it, per account and display
 * language, kept serialized and compressed. A chain's catalogue runs to megabytes and about a
 * hundred milliseconds of database work; it changes only through writeCatalogue (context.ts),
 * which names it stale on every instance with the commit.
 */
import type { Db } from '../../db/client.ts';
import { CopyCache } from '../../lib/copy-cache.ts';
import { PrebuiltAnswer } from '../../lib/prebuilt-answer.ts';
import { onStale } from '../../live/stale.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { loadCatalogue } from './account.ts';
import { loadContext } from './context.ts';

const CATALOGUE_COPY_TTL_MS = 60_000;
/** What this instance's catalogue copies may weigh together (their JSON); least recently used go first. */
const MAX_CATALOGUE_BYTES = 256 * 1024 * 1024;

interface CatalogueCopy {
  answer: PrebuiltAnswer;
  accountId: number;
}

const caches = new WeakMap<Db, CopyCache<string, CatalogueCopy>>();

function catalogueCacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) {
    const created = new CopyCache<string, CatalogueCopy>({
      ttlMs: CATALOGUE_COPY_TTL_MS,
      maxWeight: MAX_CATALOGUE_BYTES,
      weigh: (copy) => copy.answer.body.length,
    });
    onStale(db, (stale) => {
      if (stale === 'everything') return created.forget();
      if (stale.catalogues.length === 0) return;
      const accounts = new Set(stale.catalogues);
      created.forget((copy) => accounts.has(copy.accountId));
    });
    caches.set(db, created);
    cache = created;
  }
  return cache;
}

/** The whole catalogue of the session's account, with names in the session user's language. */
export async function catalogueAnswer(db: Db, auth: SessionUser): Promise<PrebuiltAnswer> {
  const copy = await catalogueCacheOf(db).load(`${auth.accountId}:${auth.langCode}`, async () => {
    const catalogue = await loadCatalogue(db, await loadContext(db, auth));
    return { answer: new PrebuiltAnswer(JSON.stringify(catalogue)), accountId: auth.accountId };
  });
  return copy.answer;
}
