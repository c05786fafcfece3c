import { CATALOGUE_ERROR_CODES } from '@larder/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accounts, products, sections } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';

/**
 * Dense ordering (`order` is always 0..n-1 without duplicates) under concurrency: every change to a
 * list locks the list's parent row first (SELECT ... FOR NO KEY UPDATE, which does not block foreign
 * keys pointing at it), so moves on one list run one after the other on PostgreSQL as on PGlite.
 *
 * Lock order, to never deadlock: account → product → sections (by id).
 *   - the account row guards the section list and the popular products list;
 *   - a product row guards the set of sections it is in (add / remove / delete);
 *   - a section row guards its product list.
 */

/** A PostgreSQL int[] literal parameter of validated integer ids. */
export const intArray = (ids: readonly number[]) =>
  sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

export async function lockAccount(tx: Tx, accountId: number) {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('no key update');
  if (!row) throw notFound('Account not found');
}

export async function lockProduct(tx: Tx, accountId: number, productId: number) {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.accountId, accountId)))
    .for('no key update');
  if (!row) throw notFound('Product not found');
  return row;
}

export async function lockSection(tx: Tx, accountId: number, sectionId: number) {
  const [row] = await tx
    .select()
    .from(sections)
    .where(and(eq(sections.id, sectionId), eq(sections.accountId, accountId)))
    .for('no key update');
  if (!row) throw notFound('Section not found');
  return row;
}

/** Locks the account's sections with these ids, in id order; returns the ids found. */
export async function lockSections(tx: Tx, accountId: number, sectionIds: number[]) {
  if (sectionIds.length === 0) return [];
  const rows = await tx
    .select({ id: sections.id })
    .from(sections)
    .where(and(eq(sections.accountId, accountId), inArray(sections.id, sectionIds)))
    .orderBy(asc(sections.id))
    .for('no key update');
  return rows.map((r) => r.id);
}

/** Rewrites `order` of one table's rows in a parent scope to 0..n-1, keeping their relative order. */
async function densify(tx: Tx, table: string, parent: string, key: string, scope: SQL) {
  const t = sql.identifier(table);
  const p = sql.identifier(parent);
  const k = sql.identifier(key);
  await tx.execute(sql`
    update ${t} as target set "order" = ranked.position
    from (
      select ${p} as parent, ${k} as item,
        (row_number() over (partition by ${p} order by "order", ${k}) - 1)::int as position
      from ${t} where ${scope}
    ) as ranked
    where target.${p} = ranked.parent and target.${k} = ranked.item and target."order" <> ranked.position`);
}

export const densifySectionProducts = (tx: Tx, sectionIds: number[]) =>
  sectionIds.length === 0
    ? Promise.resolve()
    : densify(
        tx,
        'section_products',
        'section_id',
        'product_id',
        sql`section_id = any(${intArray(sectionIds)})`,
      );

export const densifySections = (tx: Tx, accountId: number) =>
  densify(tx, 'sections', 'account_id', 'id', sql`account_id = ${accountId}`);

export const densifyPopularProducts = (tx: Tx, accountId: number) =>
  densify(tx, 'popular_products', 'account_id', 'product_id', sql`account_id = ${accountId}`);

/** A change-order request must name exactly the current items, each once. */
function assertSameSet(current: number[], requested: number[], what: string) {
  const have = new Set(current);
  if (requested.length !== have.size || !requested.every((id) => have.has(id))) {
    throw conflict(
      CATALOGUE_ERROR_CODES.orderMismatch,
      `The new order must list exactly the current ${what} (${have.size}); reload and try again`,
    );
  }
}

/** The catalogue's ordered lists: the table and, where it holds several lists, the one meant. */
export interface OrderedList {
  table: 'sections' | 'section_products' | 'component_groups' | 'components';
  /** The list's rows within a table of several lists (a section's products). */
  parent?: { column: string; id: number };
  /** The list's current members, read under the lock the change holds. */
  members: number[];
  /** What the list holds, for the refusal's message. */
  what: string;
}

/**
 * A change-order request (docs/product.md#sections): `orderedIds` must name exactly the list's
 * members, each once (else 409 OrderListMismatch), and each row takes its position.
 */
export async function reorderList(tx: Tx, list: OrderedList, orderedIds: number[]) {
  assertSameSet(list.members, orderedIds, list.what);
  if (orderedIds.length === 0) return;
  const key = list.table === 'section_products' ? 'product_id' : 'id';
  const within = list.parent
    ? sql` and target.${sql.identifier(list.parent.column)} = ${list.parent.id}`
    : sql``;
  await tx.execute(sql`
    update ${sql.identifier(list.table)} as target set "order" = (wanted.position - 1)::int
    from unnest(${intArray(orderedIds)}) with ordinality as wanted(item, position)
    where target.${sql.identifier(key)} = wanted.item${within}`);
}
