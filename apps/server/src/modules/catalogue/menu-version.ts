/**
 * The account's menu version: one more with every committed change of its catalogue, told to the
 * marketplace by a menu.updated event in the same transaction. The marketplace's menu feed is
 * named by it (its ETag), so a consumer learns the new ETag from the event without reading the
 * menu, and a read with the old one answers 304 until the next change.
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { recordMarketplaceEvent } from '../events/outbox.ts';

/** The opaque part of the menu feed's strong ETag (its encodings add `-br` or `-gzip`). */
export const menuTag = (accountId: number, version: number) => `menu-${accountId}-${version}`;

/**
 * Counts one more change of the account's menu and tells the marketplace, in the change's transaction.
 * `edit`: the change was made in the catalogue's editor, so it also counts as one of its edits.
 */
export async function recordMenuChange(
  tx: Tx,
  accountId: number,
  now: Date,
  { edit = false }: { edit?: boolean } = {},
): Promise<void> {
  const [row] = await tx
    .update(accounts)
    .set({
      menuVersion: sql`${accounts.menuVersion} + 1`,
      ...(edit && { catalogueEdits: sql`${accounts.catalogueEdits} + 1` }),
    })
    .where(eq(accounts.id, accountId))
    .returning({ menuVersion: accounts.menuVersion });
  if (!row) return;
  await recordMarketplaceEvent(tx, {
    type: 'menu.updated',
    accountId,
    data: { accountId, etag: `"${menuTag(accountId, row.menuVersion)}"` },
    at: now,
  });
}
