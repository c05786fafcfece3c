import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, vendors } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { getOrder } from '../orders/service.ts';
import { renderTicket } from './render.ts';

/** The ticket of one of the vendor's orders, in the language of the user who prints it. */
export async function loadTicket(db: Db, vendorId: number, orderId: number, userId: number): Promise<string> {
  const order = await getOrder(db, vendorId, orderId);
  const [vendor] = await db
    .select({ name: vendors.name, timeZone: vendors.timeZone })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  if (!vendor) throw notFound('Vendor not found');
  const [user] = await db.select({ langCode: users.langCode }).from(users).where(eq(users.id, userId));
  return renderTicket({
    order,
    vendorName: vendor.name,
    timeZone: vendor.timeZone,
    lang: user?.langCode ?? 'en',
  });
}
