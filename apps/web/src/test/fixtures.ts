import type {
  Account,
  ActiveOrders,
  Order,
  OrderItem,
  Role,
  User,
  Vendor,
  VendorParams,
} from '@larder/contract';

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
    pausedUntil: null,
    autoPausedAt: null,
    autoPauseNoticeAt: null,
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
    map: { tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', geocoder: false },
    ...overrides,
  };
}

export function makeOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    itemId: 1,
    productId: 1,
    name: 'Margherita',
    nameI18n: { values: { en: 'Margherita', ru: 'Маргарита' } },
    count: 1,
    price: 11.9,
    discountPrice: null,
    totalPrice: 11.9,
    weight: 450,
    nutritionFacts: null,
    components: [],
    comment: null,
    ...overrides,
  };
}

/** An order of vendor 1, waiting for approval, created a minute before `now`, 9 minutes left to accept it. */
export function makeOrder(overrides: Partial<Order> = {}, now = Date.now()): Order {
  const createdAt = new Date(now - 60_000).toISOString();
  const acceptBefore = new Date(now + 9 * 60_000).toISOString();
  return {
    orderId: 1,
    vendorId: 1,
    status: 'WAITING_APPROVAL',
    receiptType: 'TAKEAWAY',
    totalPrice: 11.9,
    originalTotalPrice: 11.9,
    collectPrice: 0,
    vendorPrice: 10.12,
    deliveryCost: 0,
    currencyCode: 'EUR',
    items: [makeOrderItem()],
    amendments: [],
    comment: null,
    declineComment: null,
    declineReason: null,
    autoAccepted: false,
    acceptBefore,
    customerInfo: { name: 'Ada Lovelace', phone: '+12125550123', address: null, comment: null },
    paymentType: 'CARD',
    promocode: null,
    balanceModel: 'COMMISSION',
    commissionBasisPoints: 1500,
    takeAwayCode: 'K7QP',
    courier: null,
    courierLocation: null,
    cookingDelayTime: 0,
    createdAt,
    statusUpdatedAt: createdAt,
    approvedAt: null,
    approvedAtLocal: null,
    readyAt: null,
    declinedAt: null,
    cancelledAt: null,
    deliveryStartedAt: null,
    completedAt: null,
    deliveryTime: null,
    estimatedCookingStartAt: null,
    estimatedCookingStartAtLocal: null,
    estimatedCookingEndAt: null,
    estimatedCookingEndAtLocal: null,
    estimatedDeliveryDuration: null,
    estimatedOrderDeliveryTime: null,
    ...overrides,
  };
}

/** The active lists holding `orders`, each in the group its status says. */
export function makeActiveOrders(...orders: Order[]): ActiveOrders {
  return {
    WAITING_APPROVAL: orders.filter((order) => order.status === 'WAITING_APPROVAL'),
    APPROVED: orders.filter((order) => order.status === 'APPROVED'),
    ARRIVED: orders.filter((order) => order.status === 'ARRIVED' && order.receiptType === 'TAKEAWAY'),
  };
}
