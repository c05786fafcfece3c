import type { Courier } from '@larder/contract';
import type { OrderRow } from '../orders/view.ts';
import { along, fakeCourier, type LatLng, nearby, unit } from './fake-marketplace.ts';

/**
 * The demo's script (docs/product.md#demo-mode): what the marketplace does next with one order, decided from
 * the order id and its stored timestamps only. No SQL and no timers here: every instance and every restart
 * computes the same move, and the player carries it out through the real order rules.
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
  /** A customer answers a proposed substitute this long after the kitchen proposed it (of 10 minutes). */
  proposalAnswer: [20_000, 120_000],
} as const;

/** About one order in 25 is cancelled by its customer before the vendor approves it. */
const CANCEL_SHARE = 0.04;
/** Most customers take the substitute the kitchen offers; about one in five refuses it. */
const ACCEPT_SHARE = 0.8;
/** Salts of `unit(orderId, salt)`: one independent draw per decision. */
const SALT = {
  courier: 1,
  pickUp: 2,
  delivery: 3,
  cancel: 4,
  cancelAt: 5,
  start: 6,
  destination: 8,
  /** Per proposal: `answerAt + 2 × amendment id`, `answerAt + 2 × id + 1` the verdict. */
  answerAt: 100,
};

/** The kitchen's proposal waiting for the customer's answer: its id and when it was made. */
export interface WaitingProposal {
  id: number;
  at: Date;
}

/** What the script reads of an order. */
export type ScriptedOrder = { proposal: WaitingProposal | null } & Pick<
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

/** The next thing the marketplace does with an order. */
export type DemoMove =
  | { kind: 'cancel' }
  | { kind: 'courierFound'; courier: Courier }
  | { kind: 'pickedUp' }
  | { kind: 'delivered' }
  | { kind: 'location'; location: LatLng }
  | { kind: 'answerProposal'; amendmentId: number; accept: boolean };

/**
 * The move due for `order` at `now`, or null when nothing is due. `lastLocationAt` is when its
 * courier last reported a position (undefined: never), so positions come every `locationEvery`.
 */
export function nextDemoMove(
  order: ScriptedOrder,
  vendorLocation: LatLng,
  now: number,
  lastLocationAt: number | undefined,
): DemoMove | null {
  const id = order.id;
  const span = (salt: number, [min, max]: readonly [number, number]) => min + unit(id, salt) * (max - min);

  // A substitute waits for the customer: they answer it a minute or so later, well in time.
  const { proposal } = order;
  if (proposal) {
    const salt = SALT.answerAt + 2 * proposal.id;
    if (now >= proposal.at.getTime() + span(salt, DEMO_TIMINGS.proposalAnswer)) {
      return { kind: 'answerProposal', amendmentId: proposal.id, accept: unit(id, salt + 1) < ACCEPT_SHARE };
    }
  }

  if (order.status === 'WAITING_APPROVAL') {
    const created = order.createdAt.getTime();
    const changesMind =
      unit(id, SALT.cancel) < CANCEL_SHARE && now >= created + span(SALT.cancelAt, DEMO_TIMINGS.changeOfMind);
    return changesMind || now >= created + DEMO_TIMINGS.waitingTimeout ? { kind: 'cancel' } : null;
  }
  // Take-away orders are the vendor's to finish: the customer just walks in.
  if (order.receiptType !== 'DELIVERY') return null;

  const approvedAt = (order.approvedAt ?? order.createdAt).getTime();
  const foundAt = approvedAt + span(SALT.courier, DEMO_TIMINGS.courierFound);
  if (!order.courier) {
    // An order handed over before "its" courier showed up gets one at once.
    if (order.status !== 'ON_DELIVERY' && now < foundAt) return null;
    return { kind: 'courierFound', courier: fakeCourier(id) };
  }

  const locationDue = lastLocationAt === undefined || now - lastLocationAt >= DEMO_TIMINGS.locationEvery;
  const start = nearby(vendorLocation, id, SALT.start);
  const destination = nearby(vendorLocation, id, SALT.destination);
  if (order.status === 'APPROVED') {
    const readyAt =
      order.readyAt?.getTime() ??
      (order.estimatedCookingEndAt?.getTime() ?? approvedAt) + DEMO_TIMINGS.forgotReady;
    const pickUpAt = Math.max(readyAt, foundAt) + span(SALT.pickUp, DEMO_TIMINGS.pickUp);
    if (now >= pickUpAt) return { kind: 'pickedUp' };
    // Riding to the restaurant: there by the time the food is.
    const progress = (now - foundAt) / Math.max(1, pickUpAt - foundAt);
    return locationDue ? { kind: 'location', location: along(start, vendorLocation, progress) } : null;
  }

  // ON_DELIVERY
  const startedAt = order.deliveryStartedAt?.getTime() ?? now;
  const deliverAt = startedAt + span(SALT.delivery, DEMO_TIMINGS.delivery);
  if (now >= deliverAt) return { kind: 'delivered' };
  const progress = (now - startedAt) / Math.max(1, deliverAt - startedAt);
  return locationDue ? { kind: 'location', location: along(vendorLocation, destination, progress) } : null;
}
