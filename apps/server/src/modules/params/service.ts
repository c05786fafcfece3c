import type { ContactParams, ServiceWorkingHours, VendorParams } from '@larder/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { platformSettings } from '../../db/schema/index.ts';

async function loadSettings(db: Db) {
  const [settings] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1));
  if (!settings) throw new Error('platform_settings has no row: the database was not seeded');
  return settings;
}

export async function loadVendorParams(db: Db): Promise<VendorParams> {
  const s = await loadSettings(db);
  return {
    locale: {
      lang: s.lang,
      currencyCode: s.currencyCode,
      currencySymbol: s.currencySymbol,
      countryCode: s.countryCode,
    },
    platformName: s.platformName,
    menuLanguages: s.menuLanguages,
    courierSettings: { takeAwayValidationMethod: s.takeAwayValidationMethod },
    orderSettings: { cookingDelayOptions: s.cookingDelayOptions },
    contactParams: s.contactParams,
    availabilitySchedule: { workingHours: s.workingHours },
    clientHost: s.clientHost,
    locality: { code: s.localityCode },
    availablePromotedSections: s.availablePromotedSections,
    deliveryParams: { deliveryZone: s.deliveryZone },
  };
}

export async function loadContacts(db: Db): Promise<ContactParams> {
  return (await loadSettings(db)).contactParams;
}

export async function loadServiceWorkingHours(db: Db): Promise<ServiceWorkingHours> {
  return { workingHours: (await loadSettings(db)).workingHours };
}

export async function loadDeliveryZone(db: Db) {
  return { deliveryZone: (await loadSettings(db)).deliveryZone };
}
