import { ORDER_ERROR_CODES, type Order } from '@larder/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { platformSettings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { getOrder, transitionOrder } from './service.ts';
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

export async function approveOrder(
  db: Db,
  ref: OrderRef,
  userId: number,
  cookingDelayTime: number,
): Promise<Order> {
  await transitionOrder(db, {
    ...byVendor(ref, userId, 'approve', () => ({ cookingDelayMinutes: cookingDelayTime })),
    // The delay shifts the cooking start (DESIGN §5); applied before the times are computed.
    set: (order, now) => {
      const start = new Date(now.getTime() + cookingDelayTime * 60_000);
      return {
        cookingDelayMinutes: cookingDelayTime,
        estimatedCookingStartAt: start,
        estimatedCookingEndAt: new Date(start.getTime() + order.cookingTimeMinutes * 60_000),
      };
    },
  });
  return getOrder(db, ref.vendorId, ref.orderId);
}

export async function declineOrder(db: Db, ref: OrderRef, userId: number, declineComment: string | null) {
  await transitionOrder(db, {
    ...byVendor(ref, userId, 'decline', () => ({ declineComment })),
    set: () => ({ declineComment }),
  });
  return getOrder(db, ref.vendorId, ref.orderId);
}

export async function readyOrder(db: Db, ref: OrderRef, userId: number) {
  await transitionOrder(db, byVendor(ref, userId, 'ready'));
  return getOrder(db, ref.vendorId, ref.orderId);
}

/**
 * Completing a take-away order follows the platform's validation method: COURIER_CODE requires
 * the code the customer shows; VENDOR_QR and DISABLED complete directly.
 */
export async function completeOrder(db: Db, ref: OrderRef, userId: number, takeAwayCode: string | undefined) {
  const [settings] = await db
    .select({ method: platformSettings.takeAwayValidationMethod })
    .from(platformSettings)
    .where(eq(platformSettings.id, 1));
  await transitionOrder(db, {
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
  });
  return getOrder(db, ref.vendorId, ref.orderId);
}
