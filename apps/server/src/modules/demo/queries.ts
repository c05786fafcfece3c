import type { OrderStatus } from '@larder/contract';
import { and, asc, eq, exists, inArray, lte, max, or, sql } from 'drizzle-orm';
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
import { isPausedRow } from '../pause/service.ts';
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
    })
    .from(vendors)
    .innerJoin(accounts, eq(accounts.id, vendors.accountId))
    .where(and(inArray(vendors.id, vendorIds), eq(accounts.liveMode, false)))
    .orderBy(asc(vendors.id));
  return rows.map((row) => ({
    id: row.id,
    accountId: row.accountId,
    open: row.visible && row.working && !isPausedRow(row, now),
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

/** The vendor's demo orders still in play; the marketplace (or the simulator) plays its own. */
export function activeDemoOrders(db: Db, vendorId: number): Promise<ScriptedOrder[]> {
  return db
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
    .where(and(eq(orders.vendorId, vendorId), inArray(orders.status, PLAYED_STATUSES), createdByDemo(db)))
    .orderBy(asc(orders.id));
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

/** Products a customer can order now (visible, available, in a visible section) and their toppings. */
export async function orderableMenu(db: Db, accountId: number, now = new Date()): Promise<MenuChoice[]> {
  // Available, or sold out until a moment that has passed (the order intake's own rule).
  const availableNow = (table: typeof products | typeof components) =>
    or(eq(table.available, true), lte(table.availableAgainAt, now));
  const productRows = await db
    .selectDistinct({ id: products.id, maxCount: products.maxCount })
    .from(products)
    .innerJoin(sectionProducts, eq(sectionProducts.productId, products.id))
    .innerJoin(sections, and(eq(sections.id, sectionProducts.sectionId), eq(sections.visible, true)))
    .where(and(eq(products.accountId, accountId), eq(products.visible, true), availableNow(products)))
    .orderBy(asc(products.id));
  if (productRows.length === 0) return [];
  const componentRows = await db
    .select({
      productId: productComponentGroups.productId,
      componentId: components.id,
      maxCount: productComponentGroups.maxCount,
      groupId: productComponentGroups.groupId,
      multiSelection: productComponentGroups.multiSelection,
      maxComponentsCount: productComponentGroups.maxComponentsCount,
    })
    .from(productComponentGroups)
    .innerJoin(
      componentGroups,
      and(eq(componentGroups.id, productComponentGroups.groupId), eq(componentGroups.visible, true)),
    )
    .innerJoin(components, and(eq(components.groupId, componentGroups.id), availableNow(components)))
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
      .map((c) => ({
        componentId: c.componentId,
        maxCount: c.maxCount,
        groupId: c.groupId,
        limit: c.multiSelection ? c.maxComponentsCount : 1,
      })),
  }));
}
