import { z } from 'zod';
import { TakeAwayValidationMethod } from '../enums.ts';
import { LatLng, WorkingHours } from './common.ts';
import { MapParams } from './vendor-profile.ts';

export const MenuLanguage = z.object({ code: z.string(), mandatory: z.boolean() });
export type MenuLanguage = z.infer<typeof MenuLanguage>;

export const ContactParams = z.object({
  catalogueTrouble: z.string().nullable(),
  forClients: z.string().nullable(),
  forCouriers: z.string().nullable(),
  orderTrouble: z.string().nullable(),
});
export type ContactParams = z.infer<typeof ContactParams>;

/** Global settings / vendor params (docs/product.md#accounts-vendors-and-users). */
export const VendorParams = z.object({
  locale: z.object({
    lang: z.string(),
    currencyCode: z.string(),
    currencySymbol: z.string(),
    countryCode: z.string(),
  }),
  platformName: z.string(),
  menuLanguages: z.array(MenuLanguage),
  courierSettings: z.object({ takeAwayValidationMethod: TakeAwayValidationMethod }),
  orderSettings: z.object({ cookingDelayOptions: z.array(z.number().int()) }),
  contactParams: ContactParams,
  availabilitySchedule: z.object({ workingHours: WorkingHours }),
  clientHost: z.string(),
  locality: z.object({ code: z.string() }),
  availablePromotedSections: z.array(z.string()),
  deliveryParams: z.object({ deliveryZone: z.array(LatLng) }),
  map: MapParams,
});
export type VendorParams = z.infer<typeof VendorParams>;

export const DeliveryZone = z.object({ deliveryZone: z.array(LatLng) });
export const ServiceWorkingHours = z.object({ workingHours: WorkingHours });
export type ServiceWorkingHours = z.infer<typeof ServiceWorkingHours>;
