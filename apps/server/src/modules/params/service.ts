import type { ContactParams, MapParams, ServiceWorkingHours, VendorParams } from '@larder/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { platformSettings } from '../../db/schema/index.ts';
import { loadMenuLanguages } from '../catalogue/context.ts';

async function loadSettings(db: Db) {
  const [settings] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1));
  if (!settings) throw new Error('platform_settings has no row: the database was not seeded');
  return settings;
}

/** Vendor params; menuLanguages are the signed-in user's account's (catalogue languages). */
export async function loadVendorParams(db: Db, accountId: number, map: MapParams): Promise<VendorParams> {
  const [s, menuLanguages] = await Promise.all([loadSettings(db), loadMenuLanguages(db, accountId)]);
  return {
    locale: {
      lang: s.lang,
      currencyCode: s.currencyCode,
      currencySymbol: s.currencySymbol,
      countryCode: s.countryCode,
    },
    platformName: s.platformName,
    menuLanguages,
    courierSettings: { takeAwayValidationMethod: s.takeAwayValidationMethod },
    orderSettings: { cookingDelayOptions: s.cookingDelayOptions },
    contactParams: s.contactParams,
    availabilitySchedule: { workingHours: s.workingHours },
    clientHost: s.clientHost,
    locality: { code: s.localityCode },
    availablePromotedSections: s.availablePromotedSections,
    deliveryParams: { deliveryZone: s.deliveryZone },
    map,
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

/** The platform's country and language: what geocoding is restricted to. */
export async function loadPlatformLocale(db: Db) {
  const s = await loadSettings(db);
  return { countryCode: s.countryCode, lang: s.lang };
}
