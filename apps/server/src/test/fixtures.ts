import { DEMO_PASSWORD } from '@larder/contract';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createAccount } from '../modules/accounts/create-account.ts';
import { seedDemoMenu } from '../seed/demo-menu.ts';
import { seedDemoIfEmpty, seedPlatformSettings } from '../seed/seed.ts';

/** A second tenant: every test that reaches for another account's ids uses it. */
export const OTHER_OWNER = 'owner@other.example';

/** What every test database starts with: platform settings, the demo account and another tenant. */
export async function seedTestData(db: Db) {
  await seedPlatformSettings(db);
  await seedDemoIfEmpty(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const { accountId } = await createAccount(tx, {
      vendorName: 'Other Diner',
      timeZone: 'Europe/Riga',
      visible: true,
      staff: [{ email: OTHER_OWNER, name: 'Oscar Other', role: 'VENDOR_OWNER', passwordHash }],
    });
    await seedDemoMenu(tx, accountId);
  });
}
