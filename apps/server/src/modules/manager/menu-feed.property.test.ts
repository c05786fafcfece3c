import { fc } from '@fast-check/vitest';
import { type CreateOrderRequest, MarketplaceMenu, type MenuProductModifierGroup } from '@larder/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  componentGroups,
  components,
  productComponentGroups,
  productComponentPrices,
  products,
  sectionProducts,
  sections,
} from '../../db/schema/index.ts';
import { createTestApp, MARKETPLACE_TOKEN, OWNER, type TestApp } from '../../test/app.ts';
import { customer, marketplace, menuOf } from '../../test/orders.ts';
import { writeCatalogue } from '../catalogue/context.ts';

/**
 * The menu feed and the order intake apply one rule: over random catalogue states, an order is
 * taken if and only if every product and component it names is one the feed offers (listed and
 * available) and each line's counts keep within the feed's limits for each group.
 */

const RUNS = Number(process.env.MENU_PROPERTY_RUNS ?? 60);
const SEED = Number(process.env.MENU_PROPERTY_SEED ?? 20261127);
const NOW = Date.parse('2030-01-07T12:01:00Z');
const HOUR = 3_600_000;
/** An id no product or component of the account has. */
const UNKNOWN_ID = 2_000_000_000;

let t: TestApp;
let vendorId: number;
let accountId: number;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => new Date(NOW) });
  ({ vendorId, accountId } = await menuOf(t.app, OWNER));
});
afterAll(() => t.close());

// Weighted towards what is orderable, so that orders are taken about as often as refused.
const Availability = fc.constantFrom('on', 'on', 'on', 'on', 'off', 'offUntilPast', 'offUntilFuture');
const mostly = fc.constantFrom(true, true, true, true, false);
type Availability = 'on' | 'off' | 'offUntilPast' | 'offUntilFuture';
const stored = (availability: Availability) => ({
  available: availability === 'on',
  availableAgainAt:
    availability === 'offUntilPast'
      ? new Date(NOW - HOUR)
      : availability === 'offUntilFuture'
        ? new Date(NOW + HOUR)
        : null,
});

const CatalogueState = fc.record({
  sections: fc.array(mostly, { minLength: 1, maxLength: 3 }),
  products: fc.array(
    fc.record({
      visible: mostly,
      availability: Availability,
      // Indexes into sections; a product is always in at least one.
      sections: fc.uniqueArray(fc.nat(2), { minLength: 1, maxLength: 3 }),
      discounted: fc.boolean(),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  groups: fc.array(
    fc.record({ visible: mostly, components: fc.array(Availability, { minLength: 1, maxLength: 3 }) }),
    { maxLength: 2 },
  ),
  attachments: fc.array(
    fc.record({
      product: fc.nat(),
      group: fc.nat(),
      required: fc.boolean(),
      multiSelection: fc.boolean(),
      maxCount: fc.nat(),
      maxComponentsCount: fc.nat(),
      defaultComponent: fc.option(fc.nat()),
      ownPrice: fc.option(fc.nat(500)),
    }),
    { maxLength: 5 },
  ),
});
type CatalogueState = typeof CatalogueState extends fc.Arbitrary<infer T> ? T : never;

/** Orders by index into the state's products and components, now and then naming an unknown one. */
const ComponentChoice = fc.record({
  // Mostly one of the groups the product has, so that the counts are put to the test.
  ofProduct: mostly,
  component: fc.nat(),
  count: fc.integer({ min: 1, max: 3 }),
});
type ComponentChoice = typeof ComponentChoice extends fc.Arbitrary<infer T> ? T : never;
const OrderLine = fc.record({
  product: fc.nat(),
  unknown: fc.constantFrom(...Array<boolean>(11).fill(false), true),
  // Half the lines without components.
  components: fc.oneof(
    fc.constant<ComponentChoice[]>([]),
    fc.array(ComponentChoice, { minLength: 1, maxLength: 2 }),
  ),
});
const OrderRequests = fc.array(
  fc.oneof(
    { arbitrary: fc.tuple(OrderLine), weight: 3 },
    { arbitrary: fc.tuple(OrderLine, OrderLine), weight: 1 },
  ),
  { minLength: 1, maxLength: 3 },
);

/** Replaces the account's catalogue with the state, as one catalogue change; returns the ids made. */
async function store(state: CatalogueState) {
  const db = t.database.db;
  return writeCatalogue(db, accountId, async (tx) => {
    await tx.delete(products).where(eq(products.accountId, accountId));
    await tx.delete(sections).where(eq(sections.accountId, accountId));
    await tx.delete(componentGroups).where(eq(componentGroups.accountId, accountId));
    const sectionIds = (
      await tx
        .insert(sections)
        .values(
          state.sections.map((visible, order) => ({
            accountId,
            nameI18n: { values: { en: `Section ${order}` } },
            visible,
            order,
          })),
        )
        .returning({ id: sections.id })
    ).map((r) => r.id);
    const productIds = (
      await tx
        .insert(products)
        .values(
          state.products.map((p, i) => ({
            accountId,
            nameI18n: { values: { en: `Product ${i}` } },
            visible: p.visible,
            ...stored(p.availability),
            priceMinor: 1000 + i * 100,
            discountPriceMinor: p.discounted ? 800 + i * 100 : null,
          })),
        )
        .returning({ id: products.id })
    ).map((r) => r.id);
    const links = state.products.flatMap((p, i) =>
      [...new Set(p.sections.map((s) => sectionIds[s % sectionIds.length]!))].map((sectionId, order) => ({
        sectionId,
        productId: productIds[i]!,
        order,
      })),
    );
    await tx.insert(sectionProducts).values(links);

    const groups: { id: number; componentIds: number[] }[] = [];
    for (const [order, group] of state.groups.entries()) {
      const [row] = await tx
        .insert(componentGroups)
        .values({ accountId, nameI18n: { values: { en: `Group ${order}` } }, visible: group.visible, order })
        .returning({ id: componentGroups.id });
      const componentIds = (
        await tx
          .insert(components)
          .values(
            group.components.map((availability, i) => ({
              groupId: row!.id,
              nameI18n: { values: { en: `Component ${order}.${i}` } },
              priceMinor: 50 + i * 10,
              order: i,
              ...stored(availability),
            })),
          )
          .returning({ id: components.id })
      ).map((r) => r.id);
      groups.push({ id: row!.id, componentIds });
    }

    // Settings as the catalogue API keeps them (groupSetupProblems): counts within the group's
    // size, multiple choice only with two or more, a required group always with a default.
    const attachments: (typeof productComponentGroups.$inferInsert)[] = [];
    const prices: (typeof productComponentPrices.$inferInsert)[] = [];
    for (const [order, a] of state.attachments.entries()) {
      if (groups.length === 0) break;
      const productId = productIds[a.product % productIds.length]!;
      const group = groups[a.group % groups.length]!;
      if (attachments.some((x) => x.productId === productId && x.groupId === group.id)) continue;
      const size = group.componentIds.length;
      const multiSelection = a.multiSelection && size >= 2;
      const defaultIndex = a.defaultComponent ?? (a.required ? 0 : null);
      attachments.push({
        productId,
        groupId: group.id,
        order,
        required: a.required,
        multiSelection,
        maxCount: 1 + (a.maxCount % size),
        maxComponentsCount: multiSelection ? 1 + (a.maxComponentsCount % size) : 1,
        defaultComponentId: defaultIndex === null ? null : group.componentIds[defaultIndex % size]!,
      });
      if (a.ownPrice !== null) {
        prices.push({
          productId,
          groupId: group.id,
          componentId: group.componentIds[0]!,
          priceMinor: a.ownPrice,
        });
      }
    }
    if (attachments.length > 0) await tx.insert(productComponentGroups).values(attachments);
    if (prices.length > 0) await tx.insert(productComponentPrices).values(prices);
    const offeredWith = new Map<number, number[]>();
    for (const { productId, groupId } of attachments) {
      const ofGroup = groups.find((g) => g.id === groupId)!.componentIds;
      offeredWith.set(productId, [...(offeredWith.get(productId) ?? []), ...ofGroup]);
    }
    return { productIds, componentIds: groups.flatMap((g) => g.componentIds), offeredWith };
  });
}

/** The price of the line the feed promises when it offers everything in it; null when it does not. */
function offeredLinePrice(menu: MarketplaceMenu, item: CreateOrderRequest['items'][number]): number | null {
  const product = menu.products.find((p) => p.id === item.productId);
  if (!product?.available) return null;
  const offered = new Map(
    menu.modifierGroups.flatMap((g) => g.components.map((c) => [c.id, c.available] as const)),
  );
  const counts = new Map<number, number>();
  for (const { componentId, count } of item.components) {
    counts.set(componentId, (counts.get(componentId) ?? 0) + count);
  }
  const groupOf = new Map<number, MenuProductModifierGroup>();
  for (const group of product.modifierGroups) for (const c of group.components) groupOf.set(c.id, group);
  for (const id of counts.keys()) if (!groupOf.has(id) || !offered.get(id)) return null;

  let price = product.discountPrice ?? product.price;
  for (const group of product.modifierGroups) {
    const taken = [...counts].filter(([id]) => groupOf.get(id) === group);
    if (taken.length === 0 && group.required) {
      if (group.defaultComponentId === null || !offered.get(group.defaultComponentId)) return null;
      taken.push([group.defaultComponentId, 1]);
    }
    const total = taken.reduce((sum, [, count]) => sum + count, 0);
    if (total < group.minCount || total > group.maxCount || taken.length > group.maxDifferent) return null;
    for (const [id, count] of taken) price += group.components.find((c) => c.id === id)!.price * count;
  }
  return price;
}

it('the intake takes an order exactly when the feed offers all of it', { timeout: 120_000 }, async () => {
  const market = marketplace(t.app);
  let taken = 0;
  let refused = 0;
  await fc.assert(
    fc.asyncProperty(CatalogueState, OrderRequests, fc.boolean(), async (state, requests, feedFirst) => {
      const { productIds, componentIds, offeredWith } = await store(state);
      const readFeed = async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/manager/vendors/${vendorId}/menu`,
          headers: { authorization: `Bearer ${MARKETPLACE_TOKEN}` },
        });
        expect(res.statusCode).toBe(200);
        return MarketplaceMenu.parse(res.json());
      };
      const bodies = requests.map((lines) => ({
        receiptType: 'TAKEAWAY' as const,
        paymentType: 'CARD' as const,
        customerInfo: customer,
        deliveryCost: 0,
        items: lines.map((line) => {
          const productId = line.unknown ? UNKNOWN_ID : productIds[line.product % productIds.length]!;
          return {
            productId,
            count: 1,
            components: line.components.map((c) => {
              const pool = (c.ofProduct && offeredWith.get(productId)) || componentIds;
              return {
                componentId: pool[c.component % Math.max(pool.length, 1)] ?? UNKNOWN_ID,
                count: c.count,
              };
            }),
          };
        }),
      }));
      // Either way round: the intake compares sold-out times itself, the feed stores them first.
      const menuBefore = feedFirst ? await readFeed() : null;
      const answers = [];
      for (const body of bodies) answers.push(await market.createOrder(vendorId, body));
      const menu = menuBefore ?? (await readFeed());

      for (const [i, body] of bodies.entries()) {
        const prices = body.items.map((item) => offeredLinePrice(menu, item));
        const offered = prices.every((p) => p !== null);
        const answer = answers[i]!;
        const context = `${answer.statusCode} ${answer.body} for ${JSON.stringify(body.items)}`;
        expect(answer.statusCode === 201, context).toBe(offered);
        if (offered) {
          taken++;
          const lines = answer.json().items as { totalPrice: number }[];
          for (const [j, line] of lines.entries()) expect(line.totalPrice).toBeCloseTo(prices[j]!, 2);
        } else {
          refused++;
          expect([400, 409], context).toContain(answer.statusCode);
        }
      }
    }),
    { numRuns: RUNS, seed: SEED },
  );
  // The states are varied enough to say something both ways.
  expect(taken).toBeGreaterThan(RUNS / 6);
  expect(refused).toBeGreaterThan(RUNS / 4);
});
