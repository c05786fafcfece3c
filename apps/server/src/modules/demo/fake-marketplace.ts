import type { Courier, CreateOrderRequest, PaymentType, ReceiptType } from '@larder/contract';

/**
 * What the demo marketplace says: customers, couriers, addresses and order contents that look
 * like a real evening of orders. Pure functions of a random source, so tests can pin them.
 */

export type Random = () => number;

export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
export const between = (random: Random, min: number, max: number) => min + random() * (max - min);

const FIRST_NAMES = [
  'Ava',
  'Ben',
  'Chloe',
  'Daniel',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Isabel',
  'Jamal',
  'Kate',
  'Luis',
  'Maya',
  'Noah',
  'Olga',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Tariq',
  'Uma',
  'Victor',
  'Wen',
  'Zoe',
];
const LAST_NAMES = [
  'Adams',
  'Brooks',
  'Chen',
  'Diaz',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ivanova',
  'Jensen',
  'Kim',
  'Lopez',
  'Murphy',
  'Nguyen',
  'Okafor',
  'Patel',
  'Rossi',
  'Silva',
  'Turner',
  'Weiss',
];
const STREETS = [
  'Bleecker St',
  'Bedford St',
  'Christopher St',
  'Hudson St',
  'Greenwich Ave',
  'W 4th St',
  'Spring St',
  'Prince St',
  'Mott St',
  'Orchard St',
  'E 7th St',
  'Avenue A',
  'Lafayette St',
  'Broome St',
  'W 14th St',
];
const CUSTOMER_COMMENTS = [
  'Door code 42#',
  'Please call when you arrive',
  'Leave at the door',
  'Buzzer is broken',
];
const ORDER_COMMENTS = ['No cutlery, thanks', 'Extra napkins, please', "It's a birthday — thank you!"];
const ITEM_COMMENTS = ['Well done, please', 'No onions', 'Less salt, please', 'Cut into 8 slices'];
const COURIER_NAMES = [
  'Marco R.',
  'Aisha K.',
  'Tom B.',
  'Lena S.',
  'Diego M.',
  'Yuki T.',
  'Omar H.',
  'Nina P.',
];

/** 555-0100…0199: the range reserved for fiction, so a demo phone number never rings anyone. */
const fictionalPhone = (n: number) => `+1212555${String(100 + (n % 100)).padStart(4, '0')}`;

export function fakeCustomer(random: Random, receiptType: ReceiptType) {
  const name = `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
  const address =
    receiptType === 'DELIVERY'
      ? `${1 + Math.floor(random() * 240)} ${pick(random, STREETS)}${random() < 0.5 ? `, apt ${1 + Math.floor(random() * 12)}${pick(random, ['A', 'B', 'C', 'D'])}` : ''}`
      : null;
  return {
    name,
    phone: fictionalPhone(Math.floor(random() * 100)),
    address,
    comment: receiptType === 'DELIVERY' && random() < 0.3 ? pick(random, CUSTOMER_COMMENTS) : null,
  };
}

/** The same courier for the same order on every instance: derived from the order id. */
export function fakeCourier(orderId: number): Courier {
  return {
    name: COURIER_NAMES[Math.floor(unit(orderId, 11) * COURIER_NAMES.length)]!,
    phone: fictionalPhone(Math.floor(unit(orderId, 12) * 100)),
    photo: null,
  };
}

/** A product the demo may order, with the components it may carry. */
export interface MenuChoice {
  productId: number;
  maxCount: number | null;
  /** `limit`: how many different components of the component's group one line may carry. */
  components: { componentId: number; maxCount: number; groupId?: number; limit?: number }[];
}

/** One to three lines from the menu, now and then with a topping or a comment. */
export function fakeOrder(random: Random, menu: MenuChoice[]): CreateOrderRequest {
  const receiptType: ReceiptType = random() < 0.6 ? 'DELIVERY' : 'TAKEAWAY';
  const r = random();
  const lines = Math.min(menu.length, r < 0.5 ? 1 : r < 0.85 ? 2 : 3);
  const pool = [...menu];
  const items: CreateOrderRequest['items'] = [];
  for (let i = 0; i < lines; i++) {
    const [product] = pool.splice(Math.floor(random() * pool.length), 1);
    if (!product) break;
    const count = Math.min(random() < 0.8 ? 1 : 2, product.maxCount ?? 99);
    const toppings = [...product.components];
    const components: { componentId: number; count: number }[] = [];
    if (toppings.length > 0 && random() < 0.35) {
      const n = Math.min(toppings.length, random() < 0.7 ? 1 : 2);
      const perGroup = new Map<number | undefined, number>();
      for (let k = 0; k < n; k++) {
        const [c] = toppings.splice(Math.floor(random() * toppings.length), 1);
        if (!c || c.maxCount <= 0) continue;
        const taken = perGroup.get(c.groupId) ?? 0;
        if (taken >= Math.min(c.maxCount, c.limit ?? c.maxCount)) continue;
        perGroup.set(c.groupId, taken + 1);
        components.push({ componentId: c.componentId, count: 1 });
      }
    }
    items.push({
      productId: product.productId,
      count: Math.max(1, count),
      components,
      comment: random() < 0.1 ? pick(random, ITEM_COMMENTS) : null,
    });
  }
  const paymentRoll = random();
  const paymentType: PaymentType = paymentRoll < 0.6 ? 'CARD' : paymentRoll < 0.85 ? 'ONLINE' : 'CASH';
  return {
    receiptType,
    customerInfo: fakeCustomer(random, receiptType),
    items,
    paymentType,
    deliveryCost: receiptType === 'DELIVERY' ? pick(random, [0, 1.99, 2.49, 2.99, 3.49, 3.99]) : 0,
    promocode: random() < 0.05 ? 'WELCOME10' : null,
    comment: random() < 0.12 ? pick(random, ORDER_COMMENTS) : null,
    paid: true,
    ...(receiptType === 'DELIVERY' ? { estimatedDeliveryDuration: 20 + Math.floor(random() * 5) * 5 } : {}),
  };
}

/**
 * A number in [0, 1) fixed by (orderId, salt): the demo's per-order delays and choices. Every
 * instance (and every restart) computes the same schedule for an order without storing it.
 */
export function unit(orderId: number, salt: number): number {
  let h = (Math.imul(orderId, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  return h / 2 ** 32;
}

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Somewhere 1–2.5 km from `from`, in a direction fixed by the order. */
export function nearby(from: LatLng, orderId: number, salt: number): LatLng {
  const angle = unit(orderId, salt) * 2 * Math.PI;
  const km = 1 + unit(orderId, salt + 1) * 1.5;
  const dLat = (km / 111) * Math.sin(angle);
  const dLng = (km / (111 * Math.cos((from.latitude * Math.PI) / 180))) * Math.cos(angle);
  return { latitude: from.latitude + dLat, longitude: from.longitude + dLng };
}

export function along(a: LatLng, b: LatLng, progress: number): LatLng {
  const p = Math.min(1, Math.max(0, progress));
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return {
    latitude: round(a.latitude + (b.latitude - a.latitude) * p),
    longitude: round(a.longitude + (b.longitude - a.longitude) * p),
  };
}
