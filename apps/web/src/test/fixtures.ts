import type { Account, Role, User, Vendor, VendorParams } from '@larder/contract';

export function makeVendor(overrides: Partial<Vendor> = {}): Vendor {
  return {
    id: 1,
    name: 'Trattoria Bella',
    working: true,
    timeZone: 'Europe/Riga',
    avatar: null,
    avatarPath: null,
    image: null,
    imagePath: null,
    location: null,
    commentForCourier: null,
    phone: null,
    email: null,
    unp: null,
    taxId: null,
    legalAddress: null,
    companyName: null,
    catalogPageSettings: { components: [] },
    ...overrides,
  };
}

export function makeAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: 10,
    visible: true,
    activated: true,
    liveMode: true,
    locationType: 'PHYSICAL',
    vendors: [makeVendor()],
    categories: [],
    workingHours: null,
    commissionRate: 0.15,
    businessModel: 'COMMISSION',
    taxSettings: null,
    ...overrides,
  };
}

const NAMES: Record<Role, { name: string; firstName: string }> = {
  VENDOR_OWNER: { name: 'Olivia Owner', firstName: 'Olivia' },
  VENDOR_MANAGER: { name: 'Mark Manager', firstName: 'Mark' },
  VENDOR_WORKER: { name: 'Walter Worker', firstName: 'Walter' },
};

export function makeUser(role: Role = 'VENDOR_OWNER', overrides: Partial<User> = {}): User {
  return {
    id: 100,
    ...NAMES[role],
    avatarPath: null,
    email: `${role.toLowerCase()}@example.com`,
    phone: null,
    role,
    langCode: 'en',
    gaUserId: 'ga-100',
    account: makeAccount(),
    ...overrides,
  };
}

export function makeVendorParams(overrides: Partial<VendorParams> = {}): VendorParams {
  return {
    locale: { lang: 'en', currencyCode: 'EUR', currencySymbol: '€', countryCode: 'LV' },
    platformName: 'Larder',
    menuLanguages: [{ code: 'en', mandatory: true }],
    courierSettings: { takeAwayValidationMethod: 'DISABLED' },
    orderSettings: { cookingDelayOptions: [5, 10, 15] },
    contactParams: {
      orderTrouble: '+371 2000 0001',
      catalogueTrouble: '+371 2000 0002',
      forClients: null,
      forCouriers: null,
    },
    availabilitySchedule: { workingHours: { intervals: {} } },
    clientHost: 'https://larder.example',
    locality: { code: 'riga' },
    availablePromotedSections: [],
    deliveryParams: { deliveryZone: [] },
    ...overrides,
  };
}
