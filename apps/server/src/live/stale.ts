/**
 * Per-instance copies (sessions, users/me answers, catalogues, active-order lists) and the changes
 * that make them stale. A change names what it made stale; the names go out with the commit on
 * the live channel (every instance drops its copies when the NOTIFY reaches it) and, right after
 * the commit, this instance drops its own: its NOTIFY may arrive only after the answer to the
 * change.
 *
 * A vendor's live message (publishLive) names that vendor's order list stale by itself: every
 * instance drops the list when the message arrives (live/plugin.ts), and changeCached drops this
 * instance's after the commit, so an order change that tells the kitchen never leaves a stale
 * list and costs no NOTIFY of its own.
 */
import type { Db, Tx } from '../db/client.ts';
import { perDb } from '../lib/per-db.ts';
import { announcedVendors, publishStale } from './publish.ts';

/** Ids whose cached copies a change made stale. */
export interface Stale {
  /** Sessions and users/me answers of these users (role, block, language, profile). */
  users: number[];
  /** users/me answers of every user of these accounts (account and vendor fields). */
  accounts: number[];
  /** The catalogue answers of these accounts. */
  catalogues: number[];
  /** The active-order lists of these vendors. */
  orders: number[];
}

/** Only these vendors' order lists are stale. */
export const staleOrders = (vendorIds: number[]): Stale => ({
  users: [],
  accounts: [],
  catalogues: [],
  orders: vendorIds,
});

/** What a change collects while it runs: the copies it makes stale. */
export class StaleCopies {
  private readonly users = new Set<number>();
  private readonly accounts = new Set<number>();
  private readonly catalogues = new Set<number>();
  private readonly orderLists = new Set<number>();

  user(...userIds: number[]) {
    for (const id of userIds) this.users.add(id);
    return this;
  }

  account(accountId: number) {
    this.accounts.add(accountId);
    return this;
  }

  catalogue(accountId: number) {
    this.catalogues.add(accountId);
    return this;
  }

  /** The vendors' active-order lists (a change of their orders). */
  orders(...vendorIds: number[]) {
    for (const id of vendorIds) this.orderLists.add(id);
    return this;
  }

  get empty() {
    return this.users.size + this.accounts.size + this.catalogues.size + this.orderLists.size === 0;
  }

  /** The names, leaving out the order lists of `announced` vendors (their live message names them). */
  toJSON(announced: ReadonlySet<number> = new Set()): Stale {
    return {
      users: [...this.users],
      accounts: [...this.accounts],
      catalogues: [...this.catalogues],
      orders: [...this.orderLists].filter((id) => !announced.has(id)),
    };
  }
}

/** Drops this instance's copies named stale, or every copy after notifications may have been missed. */
export type Forget = (stale: Stale | 'everything') => void;

const forgettersOf = perDb(() => new Set<Forget>());

/** A cache of the instance that owns this database handle subscribes; answers the unsubscribe. */
export function onStale(db: Db, forget: Forget): () => void {
  const set = forgettersOf(db);
  set.add(forget);
  return () => set.delete(forget);
}

const running = new WeakMap<Tx, StaleCopies>();

/**
 * What the changeCached running `tx` names stale, for a step deep inside a change that was not
 * handed it (an order's move giving stock back to the catalogue).
 */
export function staleCopiesOf(tx: Tx): StaleCopies {
  const stale = running.get(tx);
  if (!stale) throw new Error('staleCopiesOf: the transaction is not a changeCached one');
  return stale;
}

/** Drops this instance's stale copies: after a local commit, or when a NOTIFY arrives. */
export function forgetStale(db: Db, stale: Stale | 'everything') {
  for (const forget of forgettersOf(db)) forget(stale);
}

const isEmpty = (stale: Stale) =>
  stale.users.length + stale.accounts.length + stale.catalogues.length + stale.orders.length === 0;

/**
 * Runs a change in one transaction; `work` names the copies it makes stale. Every instance hears
 * of them with the commit (and not at all if it rolls back); this one forgets them before
 * answering. The order lists of the vendors the change sent a live message to are stale too, and
 * that message carries them to the other instances.
 */
export async function changeCached<T>(db: Db, work: (tx: Tx, stale: StaleCopies) => Promise<T>): Promise<T> {
  const stale = new StaleCopies();
  let announced: ReadonlySet<number> = new Set();
  const result = await db.transaction(async (tx) => {
    running.set(tx, stale);
    const value = await work(tx, stale);
    announced = announcedVendors(tx);
    const unannounced = stale.toJSON(announced);
    if (!isEmpty(unannounced)) await publishStale(tx, unannounced);
    return value;
  });
  stale.orders(...announced);
  if (!stale.empty) forgetStale(db, stale.toJSON());
  return result;
}
