import type { OrderStatus } from '@larder/contract';
import { and, asc, eq, exists, inArray, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  componentGroups,
  components,
  orderEvents,
  orders,
  productComponentGroups,
  products,
  sectionProducts,
  sections,
  vendors,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { createOrder } from '../manager/create-order.ts';
import { transitionOrder, updateCourier } from '../orders/service.ts';
import type { OrderRow } from '../orders/view.ts';
import {
  along,
  between,
  fakeCourier,
  fakeOrder,
  type LatLng,
  type MenuChoice,
  nearby,
  type Random,
  unit,
} from './fake-marketplace.ts';
import { playDemoReviews } from './reviews.ts';

/**
 * Demo mode (DESIGN §1): for an account with liveMode=false the server plays the marketplace.
 * While a vendor user of such an account is connected to the live socket on this instance, new
 * orders arrive about every `intervalS` seconds; delivery orders the vendor approved get a
 * courier, courier locations, a pick-up and a delivery; now and then a customer cancels.
 *
 * Everything goes through the real services (createOrder, transitionOrder, updateCourier) with
 * actor DEMO, so the state machine, order events and live NOTIFY are the production ones.
 *
 * The per-order schedule is a function of the order id and its stored timestamps, not of memory:
 * every instance and every restart plays the same script, and a move another instance (or the
 * vendor) made first just answers 409, which is expected and ignored. A new order's
 * Idempotency-Key names the demo order before it, so two instances playing for one vendor create
 * it once.
 */

/** Per-order delays, in milliseconds. */
export const DEMO_TIMINGS = {
  /** A courier accepts the job this long after the vendor approved. */
  courierFound: [30_000, 150_000],
  /** The courier takes the food this long after it is ready (and the courier is there). */
  pickUp: [20_000, 90_000],
  /** A kitchen that never presses "ready": the courier takes the order this long after cooking end. */
  forgotReady: 10 * 60_000,
  /** "Delivered a couple of minutes later." */
  delivery: [120_000, 240_000],
  /** A courier on the way reports where they are this often. */
  locationEvery: 20_000,
  /** The few customers who change their mind do it this long after ordering. */
  changeOfMind: [60_000, 180_000],
  /** The marketplace gives up on an order nobody approves. */
  waitingTimeout: 15 * 60_000,
} as const;

/** About one order in 25 is cancelled by its customer before the vendor approves it. */
const CANCEL_SHARE = 0.04;
/** Salts of `unit(orderId, salt)`: one independent draw per decision. */
const SALT = {
  courier: 1,
  pickUp: 2,
  delivery: 3,
  cancel: 4,
  cancelAt: 5,
  start: 6,
  destination: 8,
};
/** Demo vendors without a location on the map: somewhere in the seeded delivery zone. */
const DEFAULT_VENDOR_LOCATION: LatLng = { latitude: 40.729, longitude: -73.995 };

export interface DemoOptions {
  /** Mean seconds between new orders per connected demo vendor; 0 disables demo mode. */
  intervalS: number;
  /** Unacknowledged orders allowed to pile up per vendor before the demo waits. */
  maxWaiting?: number;
  /** Milliseconds since the epoch; tests pass a clock they move. */
  now?: () => number;
  random?: Random;
  log?: Pick<FastifyBaseLogger, 'debug' | 'warn' | 'error'>;
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

interface DemoVendor {
  id: number;
  accountId: number;
  open: boolean;
  location: LatLng;
}

type ActiveDemoOrder = Pick<
  OrderRow,
  | 'id'
  | 'status'
  | 'receiptType'
  | 'courier'
  | 'createdAt'
  | 'approvedAt'
  | 'readyAt'
  | 'deliveryStartedAt'
  | 'estimatedCookingEndAt'
>;

const PLAYED_STATUSES: OrderStatus[] = ['WAITING_APPROVAL', 'APPROVED', 'ON_DELIVERY'];

const silent = { debug: () => {}, warn: () => {}, error: () => {} };

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
    const demoVendors = await this.demoVendors(connected);
    const seen = new Set<number>();
    for (const vendor of demoVendors) {
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

  /** Connected vendors whose account is in demo mode; leaving demo mode stops it here. */
  private async demoVendors(vendorIds: number[]): Promise<DemoVendor[]> {
    const rows = await this.db
      .select({
        id: vendors.id,
        accountId: vendors.accountId,
        working: vendors.working,
        visible: accounts.visible,
        location: vendors.location,
      })
      .from(vendors)
      .innerJoin(accounts, eq(accounts.id, vendors.accountId))
      .where(and(inArray(vendors.id, vendorIds), eq(accounts.liveMode, false)))
      .orderBy(asc(vendors.id));
    return rows.map((row) => ({
      id: row.id,
      accountId: row.accountId,
      open: row.visible && row.working,
      location: row.location
        ? { latitude: row.location.latitude, longitude: row.location.longitude }
        : DEFAULT_VENDOR_LOCATION,
    }));
  }

  private async playVendor(vendor: DemoVendor, report: TickReport, seen: Set<number>) {
    const active = await this.activeDemoOrders(vendor.id);
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

  private activeDemoOrders(vendorId: number): Promise<ActiveDemoOrder[]> {
    return this.db
      .select({
        id: orders.id,
        status: orders.status,
        receiptType: orders.receiptType,
        courier: orders.courier,
        createdAt: orders.createdAt,
        approvedAt: orders.approvedAt,
        readyAt: orders.readyAt,
        deliveryStartedAt: orders.deliveryStartedAt,
        estimatedCookingEndAt: orders.estimatedCookingEndAt,
      })
      .from(orders)
      .where(
        and(
          eq(orders.vendorId, vendorId),
          inArray(orders.status, PLAYED_STATUSES),
          // The demo plays its own orders only; the marketplace (or the simulator) plays its own.
          exists(
            this.db
              .select({ one: sql`1` })
              .from(orderEvents)
              .where(
                and(
                  eq(orderEvents.orderId, orders.id),
                  eq(orderEvents.action, 'create'),
                  eq(orderEvents.actor, 'DEMO'),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(orders.id));
  }

  /** The next move of one order, if its time has come; returns its name. */
  private async step(order: ActiveDemoOrder, vendor: DemoVendor): Promise<string | null> {
    const now = this.now();
    const id = order.id;
    const span = (salt: number, [min, max]: readonly [number, number]) => min + unit(id, salt) * (max - min);

    if (order.status === 'WAITING_APPROVAL') {
      const created = order.createdAt.getTime();
      const changesMind =
        unit(id, SALT.cancel) < CANCEL_SHARE &&
        now >= created + span(SALT.cancelAt, DEMO_TIMINGS.changeOfMind);
      if (!changesMind && now < created + DEMO_TIMINGS.waitingTimeout) return null;
      await transitionOrder(this.db, { orderId: id, vendorId: vendor.id, action: 'cancel', actor: 'DEMO' });
      return 'cancel';
    }
    // Take-away orders are the vendor's to finish: the customer just walks in.
    if (order.receiptType !== 'DELIVERY') return null;

    const approvedAt = (order.approvedAt ?? order.createdAt).getTime();
    const foundAt = approvedAt + span(SALT.courier, DEMO_TIMINGS.courierFound);
    if (!order.courier) {
      // An order handed over before "its" courier showed up gets one at once.
      if (order.status !== 'ON_DELIVERY' && now < foundAt) return null;
      await updateCourier(this.db, id, { courier: fakeCourier(id) }, 'COURIER_FOUND', (o) => ({
        courier: o.courier,
      }));
      this.lastLocation.set(id, now);
      return 'courierFound';
    }

    const start = nearby(vendor.location, id, SALT.start);
    const destination = nearby(vendor.location, id, SALT.destination);
    if (order.status === 'APPROVED') {
      const readyAt =
        order.readyAt?.getTime() ??
        (order.estimatedCookingEndAt?.getTime() ?? approvedAt) + DEMO_TIMINGS.forgotReady;
      const pickUpAt = Math.max(readyAt, foundAt) + span(SALT.pickUp, DEMO_TIMINGS.pickUp);
      if (now >= pickUpAt) {
        await transitionOrder(this.db, {
          orderId: id,
          vendorId: vendor.id,
          action: 'pickedUp',
          actor: 'DEMO',
        });
        return 'pickedUp';
      }
      // Riding to the restaurant: there by the time the food is.
      const progress = (now - foundAt) / Math.max(1, pickUpAt - foundAt);
      return this.reportLocation(id, now, along(start, vendor.location, progress));
    }

    // ON_DELIVERY
    const startedAt = order.deliveryStartedAt?.getTime() ?? now;
    const deliverAt = startedAt + span(SALT.delivery, DEMO_TIMINGS.delivery);
    if (now >= deliverAt) {
      await transitionOrder(this.db, {
        orderId: id,
        vendorId: vendor.id,
        action: 'delivered',
        actor: 'DEMO',
      });
      return 'delivered';
    }
    const progress = (now - startedAt) / Math.max(1, deliverAt - startedAt);
    return this.reportLocation(id, now, along(vendor.location, destination, progress));
  }

  private async reportLocation(orderId: number, now: number, location: LatLng) {
    const last = this.lastLocation.get(orderId);
    if (last !== undefined && now - last < DEMO_TIMINGS.locationEvery) return null;
    this.lastLocation.set(orderId, now);
    await updateCourier(
      this.db,
      orderId,
      { courierLatitude: location.latitude, courierLongitude: location.longitude },
      'COURIER_LOCATION_UPDATE',
      () => ({ location }),
    );
    return 'location';
  }

  /** A new order when the vendor's is due; returns its id. */
  private async maybeCreate(vendor: DemoVendor, waiting: number): Promise<number | null> {
    const now = this.now();
    const last = await this.lastDemoOrderId(vendor.id);
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
    const menu = await this.menuOf(vendor.accountId);
    if (menu.length === 0) {
      plan.dueAt = now + this.gap(0.5, 1.5);
      return null;
    }
    const { order, created } = await createOrder(
      this.db,
      vendor.id,
      fakeOrder(this.random, menu),
      // Names the order it follows: instances racing for the same slot create one order.
      `demo-${vendor.id}-after-${last}`,
      'DEMO',
    );
    this.schedule.set(vendor.id, { after: order.orderId, dueAt: now + this.gap(0.5, 1.5) });
    return created ? order.orderId : null;
  }

  /** Seconds around the interval: 0.5–1.5 × 90 s is "one order every 1–2 minutes". */
  private gap(minShare: number, maxShare: number) {
    return between(this.random, minShare, maxShare) * this.intervalS * 1000;
  }

  private async lastDemoOrderId(vendorId: number): Promise<number> {
    const [row] = await this.db
      .select({ id: max(orders.id) })
      .from(orders)
      .innerJoin(orderEvents, eq(orderEvents.orderId, orders.id))
      .where(
        and(eq(orders.vendorId, vendorId), eq(orderEvents.action, 'create'), eq(orderEvents.actor, 'DEMO')),
      );
    return row?.id ?? 0;
  }

  /** Products a customer can order now (visible, available, in a visible section) and their toppings. */
  private async menuOf(accountId: number): Promise<MenuChoice[]> {
    const productRows = await this.db
      .selectDistinct({ id: products.id, maxCount: products.maxCount })
      .from(products)
      .innerJoin(sectionProducts, eq(sectionProducts.productId, products.id))
      .innerJoin(sections, and(eq(sections.id, sectionProducts.sectionId), eq(sections.visible, true)))
      .where(and(eq(products.accountId, accountId), eq(products.visible, true), eq(products.available, true)))
      .orderBy(asc(products.id));
    if (productRows.length === 0) return [];
    const componentRows = await this.db
      .select({
        productId: productComponentGroups.productId,
        componentId: components.id,
        maxCount: productComponentGroups.maxCount,
      })
      .from(productComponentGroups)
      .innerJoin(
        componentGroups,
        and(eq(componentGroups.id, productComponentGroups.groupId), eq(componentGroups.visible, true)),
      )
      .innerJoin(components, and(eq(components.groupId, componentGroups.id), eq(components.available, true)))
      .where(
        inArray(
          productComponentGroups.productId,
          productRows.map((p) => p.id),
        ),
      )
      .orderBy(asc(components.id));
    return productRows.map((p) => ({
      productId: p.id,
      maxCount: p.maxCount,
      components: componentRows
        .filter((c) => c.productId === p.id)
        .map((c) => ({ componentId: c.componentId, maxCount: c.maxCount })),
    }));
  }
}
