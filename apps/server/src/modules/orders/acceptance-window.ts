/**
 * The acceptance window (issue 13): a waiting order nobody approves before its `acceptBefore` is
 * declined with NOT_ACCEPTED_IN_TIME. The deadline is stored on the order; a periodic sweep in
 * every instance makes the decline happen and publishes it through the usual live NOTIFY.
 */
import type { DeclineReason } from '@larder/contract';
import { and, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import { publishLive } from '../../live/publish.ts';
import { changeCached } from '../../live/stale.ts';
import { expireOverdueProposals } from './amendments.ts';
import { recordOrderEvent } from './marketplace-view.ts';
import type { OrderRow } from './view.ts';

const NOT_ACCEPTED_IN_TIME: DeclineReason = 'NOT_ACCEPTED_IN_TIME';

/**
 * Declines every waiting order whose deadline has passed at `now`. One conditional UPDATE decides:
 * of instances sweeping at once, each order's row is moved by exactly one (the others find it no
 * longer WAITING_APPROVAL), and only that one writes its event and sends its message.
 */
export async function declineOverdueOrders(db: Db, now: Date): Promise<OrderRow[]> {
  return changeCached(db, async (tx, stale) => {
    const rows = await tx
      .update(orders)
      .set({
        status: 'DECLINED',
        declineReason: NOT_ACCEPTED_IN_TIME,
        declinedAt: now,
        statusUpdatedAt: now,
      })
      .where(and(eq(orders.status, 'WAITING_APPROVAL'), lte(orders.acceptBefore, now)))
      .returning();
    if (rows.length === 0) return rows;
    await tx.insert(orderEvents).values(
      rows.map((row) => ({
        orderId: row.id,
        action: 'decline',
        fromStatus: 'WAITING_APPROVAL' as const,
        toStatus: 'DECLINED' as const,
        actor: 'SYSTEM' as const,
        at: now,
      })),
    );
    stale.orders(...rows.map((row) => row.vendorId));
    for (const row of rows) {
      await recordOrderEvent(tx, 'order.declined', row.id, now);
      await publishLive(tx, row.vendorId, {
        type: 'ORDER_STATUS_UPDATE',
        orderId: row.id,
        body: { status: 'DECLINED', readyAt: null, declineReason: NOT_ACCEPTED_IN_TIME },
      });
    }
    return rows;
  });
}

export interface AcceptanceSweep {
  /** One sweep now, at the app's clock; answers the orders it declined. Tests call it directly. */
  run(): Promise<OrderRow[]>;
}

/** The same for proposals nobody answered in time (docs/product.md#changing-an-accepted-order). */
export interface AmendmentSweep {
  /** One sweep now, at the app's clock; answers the orders whose proposal it expired. */
  run(): Promise<OrderRow[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    acceptanceSweep: AcceptanceSweep;
    amendmentSweep: AmendmentSweep;
  }
}

/**
 * Sweeps every ACCEPTANCE_SWEEP_S seconds (a decline, or a proposal's expiry, is at most that
 * late) from the moment the server is ready until it closes.
 */
export const acceptanceWindowPlugin = fp(
  async (app: FastifyInstance) => {
    let running: Promise<OrderRow[]> | null = null;
    const run = () => {
      running ??= declineOverdueOrders(app.db, app.clock()).finally(() => {
        running = null;
      });
      return running;
    };
    app.decorate('acceptanceSweep', { run });
    let expiring: Promise<OrderRow[]> | null = null;
    const expire = () => {
      expiring ??= expireOverdueProposals(app.db, app.clock()).finally(() => {
        expiring = null;
      });
      return expiring;
    };
    app.decorate('amendmentSweep', { run: expire });

    let timer: NodeJS.Timeout | undefined;
    const intervalMs = app.config.acceptanceSweepS * 1000;
    app.addHook('onReady', async () => {
      if (intervalMs === 0) return;
      timer = setInterval(() => {
        run().catch((error: unknown) => app.log.error({ err: error }, 'acceptance sweep failed'));
        expire().catch((error: unknown) => app.log.error({ err: error }, 'amendment sweep failed'));
      }, intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => {});
      await expiring?.catch(() => {});
    });
  },
  { name: 'larder-acceptance-window' },
);
