/**
 * Changing an accepted order (docs/product.md#changing-an-accepted-order). Removals and
 * reductions apply at once (an APPLIED amendment); substitutes are a proposal (PENDING) the
 * marketplace accepts or rejects for the customer, or that expires as rejected after
 * AMENDMENT_ANSWER_MS. Amendments are kept on the
 * order row (`amendments`), money is recomputed from the prices the order recorded by the rule it
 * was created with (orderMoney), and every change is one conditional UPDATE on the order's
 * `revision`: of an amendment and a move racing (a marketplace cancel), exactly one wins.
 */
import {
  AMENDMENT_ANSWER_MS,
  AMENDMENT_ERROR_CODES,
  type AmendmentStatus,
  type AmendOrderRequest,
  ERROR_CODES,
  formatOrderNumber,
  fromMinorUnits,
  localizedName,
  type Order,
  type OrderAction,
  type OrderStatus,
  orderLineTotalMinor,
} from '@larder/contract';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accounts, orderItems, orders, users } from '../../db/schema/index.ts';
import type {
  OrderLineSnapshot,
  OrderMoney,
  StockPortions,
  StoredAmendment,
} from '../../db/schema/orders.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { publishLive } from '../../live/publish.ts';
import { changeCached, type StaleCopies } from '../../live/stale.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { recordAudit } from '../audit/service.ts';
import { markSoldOutInTx } from '../catalogue/availability.ts';
import { loadContext } from '../catalogue/context.ts';
import { loadModifiers } from '../catalogue/orderable.ts';
import { hasPortions, lockForStock, noPortions, takeStock } from '../catalogue/stock.ts';
import { orderableProducts, orderLine, orderMoney } from './create-order.ts';
import { recordOrderEvent } from './marketplace-view.ts';
import { getOrder, orderViewContext, transitionInTx } from './service.ts';
import { plus, portionsOf, release } from './stock-ledger.ts';
import { type OrderItemRow, type OrderRow, refusalEmptiesOrder } from './view.ts';

/** WAITING_APPROVAL or APPROVED and not marked ready: the states an order may be changed in. */
export const isAmendable = (order: Pick<OrderRow, 'status' | 'readyAt'>) =>
  (order.status === 'WAITING_APPROVAL' || order.status === 'APPROVED') && order.readyAt === null;

/** Whether the order may still be changed after this move (only approving keeps it so). */
export const amendableAfter = (action: OrderAction, to: OrderStatus) =>
  action === 'approve' && to === 'APPROVED';

const pendingOf = (order: OrderRow) => order.amendments.find((a) => a.status === 'PENDING');

const snapshot = ({ id, orderId: _, image: __, ...line }: OrderItemRow): OrderLineSnapshot => ({
  itemId: id,
  ...line,
});

const moneyOf = (order: OrderRow): OrderMoney => ({
  itemsTotalMinor: order.itemsTotalMinor,
  totalPriceMinor: order.totalPriceMinor,
  collectPriceMinor: order.collectPriceMinor,
  vendorPriceMinor: order.vendorPriceMinor,
});

/** The rule the order's money is split by: its own commission, else (older orders) its account's. */
async function moneyRule(tx: Tx, order: OrderRow) {
  let basisPoints = order.commissionBasisPoints;
  if (basisPoints === null) {
    const [account] = await tx
      .select({ basisPoints: accounts.commissionBasisPoints })
      .from(accounts)
      .where(eq(accounts.id, order.accountId));
    basisPoints = account?.basisPoints ?? 0;
  }
  const rule = basisPoints;
  return (itemsMinor: number) => orderMoney(itemsMinor, order, rule);
}

/**
 * A waiting proposal's money relative to the order's lines now (an amendment applied meanwhile
 * changed them): what it leaves if accepted, and if refused.
 */
function refreshed(pending: StoredAmendment, current: OrderMoney, money: (items: number) => OrderMoney) {
  const replaced = pending.substitutes.reduce((sum, s) => sum + s.before.totalMinor, 0);
  const offered = pending.substitutes.reduce((sum, s) => sum + s.substitute.totalMinor, 0);
  return {
    ...pending,
    before: current,
    after: money(current.itemsTotalMinor - replaced + offered),
    ifRejected: money(current.itemsTotalMinor - replaced),
  };
}

async function linesOf(tx: Tx, orderId: number): Promise<OrderItemRow[]> {
  return tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

/** What changed, in words, for the audit log: "2 × Margherita → 1", "Cola: without Ice"... */
function inWords(amendment: StoredAmendment, lang: string): string[] {
  const name = (line: OrderLineSnapshot) => localizedName(line.nameI18n, lang, lang);
  const words: string[] = [];
  for (const { before, after } of amendment.removed) {
    if (!after) {
      words.push(`${before.count} × ${name(before)}: removed`);
      continue;
    }
    if (after.count !== before.count) words.push(`${before.count} × ${name(before)} → ${after.count}`);
    const kept = new Set(after.components.map((c) => c.componentId));
    const gone = before.components.filter((c) => !kept.has(c.componentId));
    if (gone.length > 0) {
      words.push(
        `${name(before)}: without ${gone.map((c) => localizedName(c.nameI18n, lang, lang)).join(', ')}`,
      );
    }
  }
  for (const { before, substitute } of amendment.substitutes) {
    words.push(
      `${before.count} × ${name(before)} → ${substitute.count} × ${name(substitute)} (proposed to the customer)`,
    );
  }
  return words;
}

/** The portions a line had and no longer has: all of them when it went, else what it lost. */
function portionsLess(before: OrderLineSnapshot, after: OrderLineSnapshot | null): StockPortions {
  const had = portionsOf([before]);
  if (!after) return had;
  const has = portionsOf([after]);
  for (const key of ['products', 'components'] as const) {
    for (const [id, n] of Object.entries(has[key])) {
      const left = (had[key][id] ?? 0) - n;
      if (left > 0) had[key][id] = left;
      else delete had[key][id];
    }
  }
  return had;
}

type LineAt = (line: number) => OrderItemRow;

/** Removals and reductions, from the prices the order recorded; a line left as it was is skipped. */
function lineChanges(changes: AmendOrderRequest['lines'], lineAt: LineAt): StoredAmendment['removed'] {
  const removed: StoredAmendment['removed'] = [];
  for (const change of changes) {
    const item = lineAt(change.line);
    const count = change.count ?? item.count;
    if (count > item.count) {
      throw badRequest(
        ERROR_CODES.validation,
        `Line ${change.line} has ${item.count}: a change only lowers the count (0 removes the line)`,
      );
    }
    const takeOff = new Set(change.removeComponentIds ?? []);
    for (const id of takeOff) {
      if (!item.components.some((c) => c.componentId === id)) {
        throw badRequest(
          AMENDMENT_ERROR_CODES.unknownComponent,
          `Component ${id} is not on line ${change.line}`,
        );
      }
    }
    if (count === item.count && takeOff.size === 0) continue;
    const before = snapshot(item);
    if (count === 0) {
      removed.push({ before, after: null });
      continue;
    }
    const components = item.components.filter((c) => c.componentId === null || !takeOff.has(c.componentId));
    removed.push({
      before,
      after: {
        ...before,
        count,
        components,
        totalMinor: orderLineTotalMinor({
          unitMinor: before.discountPriceMinor ?? before.priceMinor,
          count,
          components,
        }),
      },
    });
  }
  return removed;
}

/**
 * The lines proposed instead: products of the vendor's orderable menu now with valid modifiers,
 * by the intake's own rules, at their menu prices; each keeps the replaced line's place.
 */
async function substitutesFor(
  tx: Tx,
  accountId: number,
  offers: AmendOrderRequest['substitutes'],
  lineAt: LineAt,
  now: Date,
): Promise<StoredAmendment['substitutes']> {
  if (offers.length === 0) return [];
  const productIds = [...new Set(offers.map((s) => s.productId))];
  const products = await orderableProducts(tx, accountId, productIds, now);
  const modifiers = await loadModifiers(tx, productIds);
  return offers.map((offer) => {
    const item = lineAt(offer.line);
    const line = orderLine(
      products.get(offer.productId)!,
      {
        productId: offer.productId,
        count: offer.count,
        components: offer.componentIds.map((componentId) => ({ componentId, count: 1 })),
      },
      modifiers,
      now,
    );
    return {
      before: snapshot(item),
      substitute: { ...line, itemId: item.id, position: item.position, comment: item.comment },
    };
  });
}

/**
 * markSoldOut: what ran out — the products of removed and replaced lines, the modifiers taken off
 * a line — is sold out until the vendor's next day, by the catalogue's own write, in this change.
 */
async function markRanOut(
  tx: Tx,
  stale: StaleCopies,
  session: SessionUser,
  vendorId: number,
  change: Pick<StoredAmendment, 'removed' | 'substitutes'>,
  until: NonNullable<AmendOrderRequest['markSoldOut']>,
  now: Date,
) {
  const productIds = [
    ...change.removed.filter((r) => r.after === null).map((r) => r.before.productId),
    ...change.substitutes.map((s) => s.before.productId),
  ].filter((id): id is number => id !== null);
  const componentIds = change.removed.flatMap(({ before, after }) =>
    after
      ? before.components
          .map((c) => c.componentId)
          .filter((id): id is number => id !== null && !after.components.some((k) => k.componentId === id))
      : [],
  );
  const ctx = await loadContext(tx, session, { userId: session.userId, vendorIds: [vendorId] }, now);
  await markSoldOutInTx(tx, stale, ctx, { productIds, componentIds }, until);
}

interface OrderRef {
  vendorId: number;
  orderId: number;
}

/**
 * POST /api/vendor/{vendorId}/orders/{orderId}/amend: the line changes apply at once, the
 * substitutes wait for the customer. Answers the order as it is afterwards.
 */
export async function amendOrder(
  db: Db,
  ref: OrderRef,
  session: SessionUser,
  input: AmendOrderRequest,
  now: Date,
): Promise<Order> {
  await changeCached(db, async (tx, stale) => {
    let [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, ref.orderId), eq(orders.vendorId, ref.vendorId)));
    if (!order) throw notFound('Order not found');
    if (!isAmendable(order)) {
      throw conflict(
        AMENDMENT_ERROR_CODES.notAmendable,
        `An order ${order.readyAt ? 'marked ready' : `in status ${order.status}`} can no longer be changed`,
      );
    }
    // Stock moves before the order's row is written: its writes lock the account's row first.
    if (hasPortions(order.stockHeld) || input.substitutes.length > 0) await lockForStock(tx, order.accountId);
    // A proposal past its deadline reads as refused already (view.ts asReadAt): decide it so first.
    const waiting = pendingOf(order);
    if (waiting?.answerBefore && Date.parse(waiting.answerBefore) <= now.getTime()) {
      order = await decideProposal(tx, order, 'EXPIRED', now, null);
      if (!isAmendable(order)) {
        throw conflict(
          AMENDMENT_ERROR_CODES.notAmendable,
          `The customer did not answer in time and the order was cancelled: it can no longer be changed`,
        );
      }
    }
    const pending = pendingOf(order);
    const current = await linesOf(tx, order.id);
    const proposed = new Set(pending?.substitutes.map((s) => s.before.itemId) ?? []);
    const named = new Set<number>();
    const lineAt = (line: number) => {
      const item = current[line];
      if (!item) {
        throw badRequest(
          AMENDMENT_ERROR_CODES.unknownLine,
          `Line ${line} is not in the order: it has ${current.length} line${current.length === 1 ? '' : 's'} (0–${current.length - 1})`,
        );
      }
      if (named.has(line)) throw badRequest(ERROR_CODES.validation, `Line ${line} is named twice`);
      named.add(line);
      if (proposed.has(item.id)) {
        throw conflict(
          AMENDMENT_ERROR_CODES.proposalPending,
          `Line ${line} waits for the customer's answer to a proposal`,
        );
      }
      return item;
    };

    const removed = lineChanges(input.lines, lineAt);

    if (input.substitutes.length > 0 && pending) {
      throw conflict(
        AMENDMENT_ERROR_CODES.proposalPending,
        `Proposal ${pending.id} still waits for the customer's answer`,
      );
    }
    const substitutes = await substitutesFor(tx, order.accountId, input.substitutes, lineAt, now);
    if (removed.length === 0 && substitutes.length === 0) {
      throw badRequest(AMENDMENT_ERROR_CODES.changesNothing, 'Nothing changes: every line stays as it is');
    }

    const gone = new Set(removed.filter((r) => r.after === null).map((r) => r.before.itemId));
    const left = current.filter((item) => !gone.has(item.id));
    if (left.length === 0) {
      throw badRequest(
        AMENDMENT_ERROR_CODES.emptiesOrder,
        'The change would leave the order empty: decline it instead',
      );
    }

    const money = await moneyRule(tx, order);
    const [author] = await tx.select({ name: users.name }).from(users).where(eq(users.id, session.userId));
    const common = {
      at: now.toISOString(),
      by: { userId: session.userId, name: author?.name ?? null },
      reason: input.reason,
      comment: input.comment || null,
    };
    let amendments = order.amendments;
    let moneyNow = moneyOf(order);
    const made: StoredAmendment[] = [];
    if (removed.length > 0) {
      const itemsMinor =
        moneyNow.itemsTotalMinor -
        removed.reduce((sum, r) => sum + r.before.totalMinor - (r.after?.totalMinor ?? 0), 0);
      const applied: StoredAmendment = {
        id: amendments.length + 1,
        ...common,
        status: 'APPLIED',
        removed,
        substitutes: [],
        before: moneyNow,
        after: money(itemsMinor),
        ifRejected: null,
        answerBefore: null,
        resolvedAt: common.at,
      };
      moneyNow = applied.after;
      amendments = [...amendments.map((a) => (a === pending ? refreshed(a, moneyNow, money) : a)), applied];
      made.push(applied);
    }
    let answerBefore = order.amendmentAnswerBefore;
    if (substitutes.length > 0) {
      answerBefore = new Date(now.getTime() + AMENDMENT_ANSWER_MS);
      const proposal = refreshed(
        {
          id: amendments.length + 1,
          ...common,
          status: 'PENDING',
          removed: [],
          substitutes,
          before: moneyNow,
          after: moneyNow,
          ifRejected: null,
          answerBefore: answerBefore.toISOString(),
          resolvedAt: null,
        },
        moneyNow,
        money,
      );
      amendments = [...amendments, proposal];
      made.push(proposal);
    }

    // What the removals take off goes back to the counts; a substitute takes its portions now
    // (docs/product.md#stock-counts), and gives them back if the customer refuses it.
    const removedPortions = removed.reduce(
      (sum, { before, after }) => plus(sum, portionsLess(before, after)),
      noPortions(),
    );
    const keptHeld = await release(tx, order, now, removedPortions);
    const taken = await takeStock(tx, order.accountId, portionsOf(substitutes.map((s) => s.substitute)), now);
    const held = plus(keptHeld ?? noPortions(), taken);
    const stockHeld = hasPortions(held) ? held : null;

    // One conditional UPDATE on what was read: a concurrent move or amendment makes it match nothing.
    const [updated] = await tx
      .update(orders)
      .set({
        ...moneyNow,
        amendments,
        amendmentAnswerBefore: answerBefore,
        revision: order.revision + 1,
        stockHeld,
      })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.status, order.status),
          isNull(orders.readyAt),
          eq(orders.revision, order.revision),
        ),
      )
      .returning();
    if (!updated) {
      throw conflict(
        AMENDMENT_ERROR_CODES.orderChanged,
        'The order changed meanwhile; reload it and try again',
      );
    }
    for (const { before, after } of removed) {
      if (after) {
        await tx
          .update(orderItems)
          .set({ count: after.count, components: after.components, totalMinor: after.totalMinor })
          .where(eq(orderItems.id, before.itemId));
      }
    }
    if (gone.size > 0) await tx.delete(orderItems).where(inArray(orderItems.id, [...gone]));

    if (input.markSoldOut) {
      await markRanOut(tx, stale, session, order.vendorId, { removed, substitutes }, input.markSoldOut, now);
    }

    const { lang } = await orderViewContext(tx, order.vendorId);
    await recordAudit(
      tx,
      { userId: session.userId, vendorIds: [order.vendorId] },
      {
        action: 'order.amend',
        target: { type: 'order', id: order.id, name: formatOrderNumber(order.id) },
        before: { totalPrice: fromMinorUnits(order.totalPriceMinor, order.currencyCode) },
        after: {
          totalPrice: fromMinorUnits(updated.totalPriceMinor, order.currencyCode),
          lines: made.flatMap((a) => inWords(a, lang)),
          reason: input.reason,
          comment: common.comment,
        },
      },
    );
    for (const amendment of made) {
      const type = amendment.status === 'PENDING' ? 'order.amendment_proposed' : 'order.amended';
      await recordOrderEvent(tx, type, order.id, now, { amendmentId: amendment.id });
    }
    await announce(tx, updated);
    stale.orders(ref.vendorId);
  });
  return getOrder(db, ref.vendorId, ref.orderId, now);
}

/** Boards on every instance reload the order (the live NOTIFY commits with the change). */
const announce = (tx: Tx, order: OrderRow) =>
  publishLive(tx, order.vendorId, {
    type: 'ORDER_AMENDED',
    orderId: order.id,
    body: { status: order.status, readyAt: order.readyAt?.toISOString() ?? null },
  });

type Outcome = Extract<AmendmentStatus, 'ACCEPTED' | 'REJECTED' | 'EXPIRED'>;

/**
 * Decides the order's waiting proposal: accepted, the substitutes take the lines' places (same
 * position) at the prices proposed; refused or expired, the lines go — unless they were all the
 * order had: then the order is cancelled, its lines and money kept (nothing is left to cook).
 * `move` is the status a move that decides it leads to (ready, declined...), null for the
 * customer's answer or the deadline; a move other than declining or cancelling cannot decide a
 * proposal that would cancel the order (409: wait for the answer). One conditional UPDATE on the
 * revision read decides it exactly once; the loser answers 409 OrderChanged. Answers the row.
 */
async function decideProposal(
  tx: Tx,
  order: OrderRow,
  outcome: Outcome,
  now: Date,
  move: OrderStatus | null,
): Promise<OrderRow> {
  const pending = pendingOf(order);
  if (!pending?.ifRejected) return order;
  const cancels = outcome !== 'ACCEPTED' && refusalEmptiesOrder(pending, await linesOf(tx, order.id));
  if (cancels && move !== null && move !== 'DECLINED' && move !== 'CANCELLED') {
    throw conflict(
      AMENDMENT_ERROR_CODES.proposalPending,
      `Every line of the order waits for the customer's answer to proposal ${pending.id}: wait for it, or decline the order`,
    );
  }
  const after = outcome === 'ACCEPTED' ? pending.after : cancels ? moneyOf(order) : pending.ifRejected;
  // The replaced lines leave the order unless a refusal cancels it (the cancel gives back what
  // the lines hold); a refused substitute gives back what it took.
  const replaced = portionsOf(pending.substitutes.map((sub) => sub.before));
  const offered = portionsOf(pending.substitutes.map((sub) => sub.substitute));
  const stockHeld = await release(
    tx,
    order,
    now,
    outcome === 'ACCEPTED' ? replaced : cancels ? offered : plus(replaced, offered),
  );
  // Expired: at the deadline, whenever the sweep came by.
  const decidedAt = outcome === 'EXPIRED' && pending.answerBefore ? new Date(pending.answerBefore) : now;
  const decided: StoredAmendment = {
    ...pending,
    status: outcome,
    after,
    ifRejected: null,
    resolvedAt: decidedAt.toISOString(),
  };
  const [updated] = await tx
    .update(orders)
    .set({
      ...after,
      amendments: order.amendments.map((a) => (a === pending ? decided : a)),
      amendmentAnswerBefore: null,
      revision: order.revision + 1,
      stockHeld,
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status), eq(orders.revision, order.revision)))
    .returning();
  if (!updated) {
    throw conflict(
      AMENDMENT_ERROR_CODES.orderChanged,
      'The order changed meanwhile; reload it and try again',
    );
  }
  if (outcome === 'ACCEPTED') {
    for (const { substitute } of pending.substitutes) {
      const { itemId, position: _, ...line } = substitute;
      await tx.update(orderItems).set(line).where(eq(orderItems.id, itemId));
    }
  } else if (!cancels) {
    await tx.delete(orderItems).where(
      inArray(
        orderItems.id,
        pending.substitutes.map((s) => s.before.itemId),
      ),
    );
  }
  await recordOrderEvent(tx, 'order.amendment_resolved', order.id, now, { amendmentId: pending.id });
  if (!cancels) {
    await recordOrderEvent(tx, 'order.amended', order.id, now, { amendmentId: pending.id });
    await announce(tx, updated);
    return updated;
  }
  if (move !== null) return updated;
  return transitionInTx(tx, { orderId: order.id, action: 'cancel', actor: 'SYSTEM' }, decidedAt);
}

/**
 * Before a move that ends the order's changes (ready, handed over, declined, cancelled), leading
 * to status `to`.
 */
export function refusePendingProposal(
  tx: Tx,
  order: OrderRow,
  now: Date,
  to: OrderStatus,
): Promise<OrderRow> {
  const pending = pendingOf(order);
  if (!pending?.answerBefore) return Promise.resolve(order);
  const expired = Date.parse(pending.answerBefore) <= now.getTime();
  return decideProposal(tx, order, expired ? 'EXPIRED' : 'REJECTED', now, to);
}

/**
 * POST /api/manager/orders/{orderId}/amendments/{amendmentId}/accept | reject: the customer's
 * answer, once, before the deadline.
 */
export async function answerProposal(
  db: Db,
  orderId: number,
  amendmentId: number,
  accept: boolean,
  now: Date,
): Promise<Order> {
  const decided = await changeCached(db, async (tx, stale) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound('Order not found');
    const amendment = order.amendments.find((a) => a.id === amendmentId);
    if (!amendment || amendment.substitutes.length === 0) throw notFound('Proposal not found');
    if (amendment.status !== 'PENDING') {
      throw conflict(
        AMENDMENT_ERROR_CODES.alreadyResolved,
        `Proposal ${amendmentId} has been answered already (${amendment.status})`,
      );
    }
    if (amendment.answerBefore && Date.parse(amendment.answerBefore) <= now.getTime()) {
      throw conflict(
        AMENDMENT_ERROR_CODES.expired,
        `Proposal ${amendmentId} expired at ${amendment.answerBefore}: the line was removed and refunded`,
      );
    }
    stale.orders(order.vendorId);
    return decideProposal(tx, order, accept ? 'ACCEPTED' : 'REJECTED', now, null);
  });
  return getOrder(db, decided.vendorId, decided.id, now);
}

/**
 * The expiry sweep: every proposal whose deadline has passed at `now` is decided as EXPIRED, each
 * order in its own transaction. Instances sweeping at once race on the revision: exactly one
 * writes the events and the live message, the others find the order changed and move on.
 */
export async function expireOverdueProposals(db: Db, now: Date): Promise<OrderRow[]> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(lte(orders.amendmentAnswerBefore, now))
    .orderBy(asc(orders.amendmentAnswerBefore));
  const expired: OrderRow[] = [];
  for (const { id } of due) {
    try {
      const row = await changeCached(db, async (tx, stale) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, id));
        const pending = order && pendingOf(order);
        if (!order || !pending?.answerBefore || Date.parse(pending.answerBefore) > now.getTime()) return null;
        stale.orders(order.vendorId);
        return decideProposal(tx, order, 'EXPIRED', now, null);
      });
      if (row) expired.push(row);
    } catch (error) {
      if (error instanceof AppError && error.code === AMENDMENT_ERROR_CODES.orderChanged) continue;
      throw error;
    }
  }
  return expired;
}
