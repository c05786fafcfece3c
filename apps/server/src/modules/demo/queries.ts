import type { OrderStatus } from '@larder/contract';
import { and, asc, eq, exists, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, orderEvents, orders, type StoredAmendment, vendors } from '../../db/schema/index.ts';
import {
  isOffered,
  listedComponents,
  listedProducts,
  loadModifiers,
  mostDifferent,
} from '../catalogue/orderable.ts';
import { vendorRefusal } from '../orders/intake.ts';
import type { LatLng, MenuChoice } from './fake-marketplace.ts';
import type { ScriptedOrder } from './script.ts';

/** What demo mode reads from the database: its vendors, its orders and the menu it orders from. */

export interface DemoVendor {
  id: number;
  accountId: number;
  open: boolean;
  location: LatLng;
}

/** Demo vendors without a location on the map: somewhere in the seeded delivery zone. */
const DEFAULT_VENDOR_LOCATION: LatLng = { latitude: 40.729, longitude: -73.995 };

const PLAYED_STATUSES: OrderStatus[] = ['WAITING_APPROVAL', 'APPROVED', 'ON_DELIVERY'];

/**
 * Connected vendors whose account is in demo mode; leaving demo mode stops it there. A paused
 * vendor counts as closed: the demo marketplace waits like the real one is refused.
 */
export async function demoVendors(db: Db, vendorIds: number[], now: Date): Promise<DemoVendor[]> {
  const rows = await db
    .select({
      id: vendors.id,
      accountId: vendors.accountId,
      working: vendors.working,
      visible: accounts.visible,
      location: vendors.location,
      pausedUntil: vendors.pausedUntil,
      autoPausedAt: vendors.autoPausedAt,
      timeZone: vendors.timeZone,
      specialHours: vendors.specialHours,
    })
    .from(vendors)
    .innerJoin(accounts, eq(accounts.id, vendors.accountId))
    .where(and(inArray(vendors.id, vendorIds), eq(accounts.liveMode, false)))
    .orderBy(asc(vendors.id));
  return rows.map((row) => ({
    id: row.id,
    accountId: row.accountId,
    open: vendorRefusal(row, now) === null,
    location: row.location
      ? { latitude: row.location.latitude, longitude: row.location.longitude }
      : DEFAULT_VENDOR_LOCATION,
  }));
}

const createdByDemo = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.orderId, orders.id),
          eq(orderEvents.action, 'create'),
          eq(orderEvents.actor, 'DEMO'),
        ),
      ),
  );

/**
 * The vendor's demo orders still in play, with the substitute each waits an answer for; the
 * marketplace (or the simulator) plays its own.
 */
export async function activeDemoOrders(db: Db, vendorId: number): Promise<ScriptedOrder[]> {
  const rows = await db
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
      // Only a waiting proposal's order (its deadline is set) reads its amendments.
      amendments: sql<
        StoredAmendment[] | null
      >`case when ${orders.amendmentAnswerBefore} is not null then ${orders.amendments} end`,
    })
    .from(orders)
    .where(and(eq(orders.vendorId, vendorId), inArray(orders.status, PLAYED_STATUSES), createdByDemo(db)))
    .orderBy(asc(orders.id));
  return rows.map(({ amendments, ...order }) => {
    const pending = amendments?.find((a) => a.status === 'PENDING');
    return { ...order, proposal: pending ? { id: pending.id, at: new Date(pending.at) } : null };
  });
}

/** The id of the vendor's latest demo order, 0 when there is none. */
export async function lastDemoOrderId(db: Db, vendorId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(orders.id) })
    .from(orders)
    .innerJoin(orderEvents, eq(orderEvents.orderId, orders.id))
    .where(
      and(eq(orders.vendorId, vendorId), eq(orderEvents.action, 'create'), eq(orderEvents.actor, 'DEMO')),
    );
  return row?.id ?? 0;
}

/**
 * What a customer can order now, by the intake's own rule (catalogue/orderable.ts): the listed,
 * available products and the available components of their groups, with each group's limits.
 */
export async function orderableMenu(db: Db, accountId: number, now = new Date()): Promise<MenuChoice[]> {
  const offered = (await listedProducts(db, accountId)).filter((product) => isOffered(product, now));
  if (offered.length === 0) return [];
  const modifiers = await loadModifiers(
    db,
    offered.map((p) => p.id),
  );
  return offered.map((product) => ({
    productId: product.id,
    maxCount: product.maxCount,
    components: [...listedComponents(modifiers, product.id).values()]
      .filter(({ component }) => isOffered(component, now))
      .sort((a, b) => a.component.id - b.component.id)
      .map(({ component, attachment }) => ({
        componentId: component.id,
        maxCount: attachment.maxCount,
        groupId: attachment.groupId,
        limit: mostDifferent(attachment),
      })),
  }));
}
