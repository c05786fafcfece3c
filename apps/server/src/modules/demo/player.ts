import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { answerProposal } from '../orders/amendments.ts';
import { createOrder } from '../orders/create-order.ts';
import { applyCourierEvent, moveByMarketplace } from '../orders/marketplace.ts';
import { between, fakeOrder, type Random } from './fake-marketplace.ts';
import { activeDemoOrders, type DemoVendor, demoVendors, lastDemoOrderId, orderableMenu } from './queries.ts';
import { type DemoMove, nextDemoMove, type ScriptedOrder } from './script.ts';

export { DEMO_TIMINGS } from './script.ts';

import { playDemoReviews } from './reviews.ts';

/**
 * Demo mode (docs/product.md#demo-mode): for an account with liveMode=false the server plays the marketplace.
 * While a vendor user of such an account is connected to the live socket on this instance, new
 * orders arrive about every `intervalS` seconds; delivery orders the vendor approved get a
 * courier, courier locations, a pick-up and a delivery; now and then a customer cancels; a
 * substitute the kitchen proposes is answered a minute or two later, mostly accepted.
 *
 * This file holds the timers and the loop only: the script (script.ts) decides each move, the
 * queries (queries.ts) read the demo's vendors, orders and menu, and every move goes through the
 * same functions the marketplace routes call (createOrder, moveByMarketplace, applyCourierEvent,
 * answerProposal) with actor DEMO where they record one, so the state machine, order events and live NOTIFY are the production ones.
 *
 * The per-order schedule is a function of the order id and its stored timestamps, not of memory:
 * every instance and every restart plays the same script, and a move another instance (or the
 * vendor) made first just answers 409, which is expected and ignored. A new order's
 * Idempotency-Key names the demo order before it, so two instances playing for one vendor create
 * it once.
 */

export interface DemoOptions {
  /** Mean seconds between new orders per connected demo vendor; 0 disables demo mode. */
  intervalS: number;
  /** Unacknowledged orders allowed to pile up per vendor before the demo waits. */
  maxWaiting?: number;
  /** Milliseconds since the epoch; tests pass a clock they move. */
  now?: () => number;
  random?: Random;
  log?: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
}

/** What one tick did (tests and debug logs read it). */
export interface TickReport {
  /** False when another tick was still running, or the player is stopped. */
  played: boolean;
  created: number[];
  moves: { orderId: number; move: string }[];
  /** Orders a demo customer reviewed. */
  reviews: number[];
  failures: number;
}

const silent = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

export class DemoPlayer {
  readonly intervalS: number;
  private readonly maxWaiting: number;
  private readonly now: () => number;
  private readonly random: Random;
  private readonly log: NonNullable<DemoOptions['log']>;
  /** Per vendor: the last demo order seen and when the next one is due (this instance's clock). */
  private readonly schedule = new Map<number, { after: number; dueAt: number }>();
  /** Per order on its way: when its courier last reported a location. */
  private readonly lastLocation = new Map<number, number>();
  private running: Promise<TickReport> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    /** Vendors with a live client on this instance: app.live.connectedVendorIds(). */
    private readonly connectedVendorIds: () => number[],
    options: DemoOptions,
  ) {
    this.intervalS = options.intervalS;
    this.maxWaiting = options.maxWaiting ?? 5;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.log = options.log ?? silent;
  }

  get enabled() {
    return this.intervalS > 0;
  }

  /** True while the timer is set (between start() and stop()). */
  get ticking() {
    return this.timer !== null;
  }

  /** Ticks often enough for the pace asked, at most every 5 s; never keeps the process alive. */
  start(tickMs = Math.min(5000, Math.max(250, (this.intervalS * 1000) / 6))) {
    if (!this.enabled || this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.tick(), tickMs);
    this.timer.unref();
  }

  /** Clears the timer and waits for a tick in progress (the database closes after this). */
  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /**
   * One round for every connected demo vendor. Never throws; a tick that finds the previous one
   * still running does nothing (so a slow database cannot make the demo play a move twice).
   */
  tick(): Promise<TickReport> {
    const report: TickReport = { played: false, created: [], moves: [], reviews: [], failures: 0 };
    if (this.stopped || !this.enabled || this.running) return Promise.resolve(report);
    const run = this.play(report)
      .catch((error) => {
        report.failures++;
        this.log.error({ err: error }, 'demo: tick failed');
      })
      .then(() => report)
      .finally(() => {
        this.running = null;
      });
    this.running = run;
    return run;
  }

  private async play(report: TickReport) {
    report.played = true;
    const connected = this.connectedVendorIds();
    for (const vendorId of this.schedule.keys())
      if (!connected.includes(vendorId)) this.schedule.delete(vendorId);
    if (connected.length === 0) {
      this.lastLocation.clear();
      return;
    }
    const vendors = await demoVendors(this.db, connected, new Date(this.now()));
    const seen = new Set<number>();
    for (const vendor of vendors) {
      if (this.stopped) break;
      try {
        await this.playVendor(vendor, report, seen);
      } catch (error) {
        report.failures++;
        this.log.warn({ err: error, vendorId: vendor.id }, 'demo: vendor round failed');
      }
    }
    for (const orderId of this.lastLocation.keys()) if (!seen.has(orderId)) this.lastLocation.delete(orderId);
    if (report.created.length || report.moves.length) this.log.debug(report, 'demo: played');
  }

  private async playVendor(vendor: DemoVendor, report: TickReport, seen: Set<number>) {
    const active = await activeDemoOrders(this.db, vendor.id);
    for (const order of active) {
      if (this.stopped) return;
      seen.add(order.id);
      try {
        const move = await this.step(order, vendor);
        if (move) report.moves.push({ orderId: order.id, move });
      } catch (error) {
        // The vendor (or another instance) moved the order first: the script simply goes on.
        if (error instanceof AppError && error.statusCode === 409) continue;
        report.failures++;
        this.log.warn({ err: error, orderId: order.id }, 'demo: order move failed');
      }
    }
    if (vendor.open && !this.stopped) {
      const waiting = active.filter((o) => o.status === 'WAITING_APPROVAL').length;
      const created = await this.maybeCreate(vendor, waiting);
      if (created) report.created.push(created);
    }
    if (!this.stopped) {
      report.reviews.push(...(await playDemoReviews(this.db, vendor.id, this.now())));
    }
  }

  /** Plays the move the script has due for one order, if any; returns its name. */
  private async step(order: ScriptedOrder, vendor: DemoVendor): Promise<string | null> {
    const now = this.now();
    const move = nextDemoMove(order, vendor.location, now, this.lastLocation.get(order.id));
    if (!move) return null;
    await this.carryOut(order.id, vendor.id, move, now);
    if (move.kind === 'courierFound' || move.kind === 'location') this.lastLocation.set(order.id, now);
    if (move.kind === 'answerProposal') return move.accept ? 'acceptProposal' : 'rejectProposal';
    return move.kind;
  }

  /** The same rule functions the marketplace routes call, as actor DEMO. */
  private async carryOut(orderId: number, vendorId: number, move: DemoMove, now: number) {
    switch (move.kind) {
      case 'answerProposal':
        // The customer's answer, as POST /api/manager/orders/{id}/amendments/{id}/accept|reject.
        await answerProposal(this.db, orderId, move.amendmentId, move.accept, new Date(now));
        return;
      case 'cancel':
        await moveByMarketplace(this.db, { orderId, vendorId, action: 'cancel', actor: 'DEMO' });
        return;
      case 'pickedUp':
        await moveByMarketplace(this.db, { orderId, vendorId, action: 'pickedUp', actor: 'DEMO' });
        return;
      case 'delivered':
        await moveByMarketplace(this.db, { orderId, vendorId, action: 'delivered', actor: 'DEMO' });
        return;
      case 'courierFound':
        await applyCourierEvent(this.db, orderId, { event: 'FOUND', courier: move.courier });
        return;
      case 'location':
        await applyCourierEvent(this.db, orderId, { event: 'LOCATION', location: move.location });
        return;
    }
  }

  /** A new order when the vendor's is due; returns its id. */
  private async maybeCreate(vendor: DemoVendor, waiting: number): Promise<number | null> {
    const now = this.now();
    const last = await lastDemoOrderId(this.db, vendor.id);
    let plan = this.schedule.get(vendor.id);
    if (!plan) {
      // Someone just opened the orders page: the first order comes soon, not a full interval later.
      plan = { after: last, dueAt: now + this.gap(0.15, 0.3) };
      this.schedule.set(vendor.id, plan);
    } else if (plan.after !== last) {
      // Another instance created one meanwhile: count the gap from it.
      plan = { after: last, dueAt: now + this.gap(0.5, 1.5) };
      this.schedule.set(vendor.id, plan);
    }
    if (now < plan.dueAt) return null;
    if (waiting >= this.maxWaiting) {
      // Nobody is answering: don't bury the screen, try again later.
      plan.dueAt = now + this.gap(0.5, 1.5);
      return null;
    }
    const menu = await orderableMenu(this.db, vendor.accountId);
    if (menu.length === 0) {
      plan.dueAt = now + this.gap(0.5, 1.5);
      return null;
    }
    let intake: Awaited<ReturnType<typeof createOrder>>;
    try {
      intake = await createOrder(
        this.db,
        vendor.id,
        fakeOrder(this.random, menu),
        // Names the order it follows: instances racing for the same slot create one order.
        `demo-${vendor.id}-after-${last}`,
        'DEMO',
        new Date(now),
      );
    } catch (error) {
      // The intake refused the order as it refuses the marketplace's (paused, capacity reached, …):
      // the shop working as set up, not a fault. The demo customer tries again later.
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
      this.log.info({ vendorId: vendor.id, code: error.code }, 'demo: order refused by the intake');
      plan.dueAt = now + this.gap(0.5, 1.5);
      return null;
    }
    const { order, created } = intake;
    this.schedule.set(vendor.id, { after: order.orderId, dueAt: now + this.gap(0.5, 1.5) });
    return created ? order.orderId : null;
  }

  /** Seconds around the interval: 0.5–1.5 × 90 s is "one order every 1–2 minutes". */
  private gap(minShare: number, maxShare: number) {
    return between(this.random, minShare, maxShare) * this.intervalS * 1000;
  }
}
