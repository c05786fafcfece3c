import { busyMinutesAt, ORDER_ERROR_CODES, type Order } from '@larder/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { platformSettings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { loadOrderSettings } from '../params/order-settings.ts';
import { getOrder, type Transition, transitionOrder } from './service.ts';
import type { OrderRow } from './view.ts';

interface OrderRef {
  vendorId: number;
  orderId: number;
}

type VendorAction = 'approve' | 'decline' | 'ready' | 'complete';

/** A move by the vendor's staff, audited as `order.<action>` under the order's vendor. */
const byVendor = (
  ref: OrderRef,
  userId: number,
  action: VendorAction,
  details?: (order: OrderRow) => Record<string, unknown>,
) => ({
  orderId: ref.orderId,
  vendorId: ref.vendorId,
  action,
  actor: 'VENDOR' as const,
  actorUserId: userId,
  audit: { actor: { userId, vendorIds: [ref.vendorId] }, action: `order.${action}` as const, details },
});

/**
 * The approve move, for the approve route and for auto-accept alike, so both follow one rule: the
 * cooking takes the sections' time plus the busy-mode minutes in effect, and starts after the
 * delay (docs/product.md#the-state-machine).
 */
export function approval(
  order: Pick<Transition, 'orderId' | 'vendorId' | 'actor' | 'actorUserId' | 'audit'>,
  cookingDelayTime: number,
  busyMinutes: number,
): Transition {
  return {
    ...order,
    action: 'approve',
    set: (row, now) => {
      const cookingTimeMinutes = row.cookingTimeMinutes + busyMinutes;
      const start = new Date(now.getTime() + cookingDelayTime * 60_000);
      return {
        cookingDelayMinutes: cookingDelayTime,
        cookingTimeMinutes,
        estimatedCookingStartAt: start,
        estimatedCookingEndAt: new Date(start.getTime() + cookingTimeMinutes * 60_000),
      };
    },
  };
}

export async function approveOrder(
  db: Db,
  ref: OrderRef,
  userId: number,
  cookingDelayTime: number,
  now = new Date(),
): Promise<Order> {
  const busyMinutes = busyMinutesAt(await loadOrderSettings(db, ref.vendorId), now);
  const move = byVendor(ref, userId, 'approve', (order) => ({
    cookingDelayMinutes: cookingDelayTime,
    cookingTimeMinutes: order.cookingTimeMinutes,
  }));
  await transitionOrder(db, approval(move, cookingDelayTime, busyMinutes), now);
  return getOrder(db, ref.vendorId, ref.orderId, now);
}

export async function declineOrder(
  db: Db,
  ref: OrderRef,
  userId: number,
  declineComment: string | null,
  now = new Date(),
) {
  await transitionOrder(
    db,
    {
      ...byVendor(ref, userId, 'decline', () => ({ declineComment })),
      set: () => ({ declineComment, declineReason: 'DECLINED_BY_VENDOR' }),
      liveBody: () => ({ declineReason: 'DECLINED_BY_VENDOR' }),
    },
    now,
  );
  return getOrder(db, ref.vendorId, ref.orderId, now);
}

/** Ready: a proposal still waiting for the customer is decided as refused in the same move. */
export async function readyOrder(db: Db, ref: OrderRef, userId: number, now = new Date()) {
  await transitionOrder(db, byVendor(ref, userId, 'ready'), now);
  return getOrder(db, ref.vendorId, ref.orderId, now);
}

/**
 * Completing a take-away order follows the platform's validation method: COURIER_CODE requires
 * the code the customer shows; VENDOR_QR and DISABLED complete directly.
 */
export async function completeOrder(
  db: Db,
  ref: OrderRef,
  userId: number,
  takeAwayCode: string | undefined,
  now = new Date(),
) {
  const [settings] = await db
    .select({ method: platformSettings.takeAwayValidationMethod })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1));
  await transitionOrder(
    db,
    {
      ...byVendor(ref, userId, 'complete'),
      assert: (order) => {
        if (order.receiptType !== 'TAKEAWAY' || settings?.method !== 'COURIER_CODE') return;
        if (!takeAwayCode || takeAwayCode.toUpperCase() !== order.takeAwayCode) {
          throw new AppError(
            409,
            ORDER_ERROR_CODES.invalidTakeAwayCode,
            'The take-away code does not match this order',
          );
        }
      },
    },
    now,
  );
  return getOrder(db, ref.vendorId, ref.orderId, now);
}
