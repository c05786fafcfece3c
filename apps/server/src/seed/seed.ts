import { DAYS, DEFAULT_SUPPORT_HOURS, DEMO_PASSWORD, DEMO_USERS, type WorkingHours } from '@larder/contract';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { platformSettings, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createAccount } from '../modules/accounts/create-account.ts';
import { seedDemoMenu } from './demo-menu.ts';
import { seedDemoPictures } from './demo-pictures.ts';
import { seedReferenceData } from './reference-data.ts';

const everyDay = (from: string, until: string): WorkingHours => ({
  intervals: Object.fromEntries(DAYS.map((day) => [day, { from, until, turnIntoAnotherDay: false }])),
});

/**
 * Platform settings and reference data (service sections, category and tag trees, taxes) every
 * installation needs; inserted once, never overwritten.
 */
export async function seedPlatformSettings(db: Db) {
  await db
    .insert(platformSettings)
    .values({
      platformName: 'Larder',
      lang: 'en',
      currencyCode: 'USD',
      currencySymbol: '$',
      countryCode: 'US',
      localityCode: 'nyc',
      clientHost: 'https://larder.app',
      menuLanguages: [{ code: 'en', mandatory: true }],
      takeAwayValidationMethod: 'VENDOR_QR',
      cookingDelayOptions: [5, 10, 15, 20, 30, 45, 60],
      contactParams: {
        orderTrouble: '+12125550142',
        catalogueTrouble: '+12125550178',
        forClients: '+12125550100',
        forCouriers: '+12125550111',
      },
      workingHours: everyDay(DEFAULT_SUPPORT_HOURS.from, DEFAULT_SUPPORT_HOURS.until),
      availablePromotedSections: [],
      // Lower Manhattan: the area orders may be delivered to.
      deliveryZone: [
        { latitude: 40.7003, longitude: -74.0201 },
        { latitude: 40.7527, longitude: -74.0095 },
        { latitude: 40.7644, longitude: -73.9729 },
        { latitude: 40.7106, longitude: -73.9747 },
      ],
    })
    .onConflictDoNothing();
  await seedReferenceData(db);
}

/** The demo account (docs/product.md#demo-mode), only into a database without users. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ users: count() }).from(users);
  if ((row?.users ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const { accountId } = await createAccount(tx, {
      vendorName: 'Demo Bistro',
      timeZone: 'America/New_York',
      visible: true,
      staff: [
        {
          email: DEMO_USERS.owner,
          name: 'Olivia Owner',
          role: 'VENDOR_OWNER',
          passwordHash,
          position: 'Owner',
        },
        {
          email: DEMO_USERS.manager,
          name: 'Max Manager',
          role: 'VENDOR_MANAGER',
          passwordHash,
          position: 'Manager',
        },
        {
          email: DEMO_USERS.worker,
          name: 'Will Worker',
          role: 'VENDOR_WORKER',
          passwordHash,
          position: 'Cook',
        },
      ],
    });
    await seedDemoMenu(tx, accountId);
    await seedDemoPictures(tx, accountId);
  });
  return true;
}
