import { asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  componentGroups,
  components,
  productComponentGroups,
  productComponentPrices,
} from '../../../db/schema/index.ts';
import { MANAGER, OTHER_OWNER, OWNER, WORKER } from '../../../test/app.ts';
import { type CatalogueClient, catalogueClient } from '../../../test/catalogue-client.ts';
import { signedInTestApp } from '../../../test/signed-in.ts';

const { t, user: owner } = signedInTestApp(OWNER);

interface GroupView {
  id: number;
  name: string;
  order: number;
  visible: boolean;
  displayMode: string;
  components: { id: number; name: string; price: number; order: number; available: boolean }[];
  productCount: number;
}

const groupsOf = async (client: CatalogueClient = owner): Promise<GroupView[]> => {
  const res = await client.call('GET', `${client.base}/component_groups`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

async function createGroup(en: string, extra: Record<string, unknown> = {}, client = owner) {
  const res = await client.call('POST', `${client.base}/component_groups`, {
    name: { values: { en } },
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function addModifier(groupId: number, en: string, price = 1, extra: Record<string, unknown> = {}) {
  const res = await owner.call('POST', `/api/vendor/component_groups/${groupId}/components`, {
    name: { values: { en } },
    price,
    weight: 10,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** A group with components priced as given, named Sauce 1..n. */
async function groupWith(en: string, prices: number[]) {
  const id = await createGroup(en);
  const ids: number[] = [];
  for (const [i, price] of prices.entries()) ids.push(await addModifier(id, `${en} ${i + 1}`, price));
  return { id, componentIds: ids };
}

const setGroups = (productId: number, body: unknown, client = owner) =>
  client.call('PUT', `/api/vendor/products/${productId}/component_groups`, body);

async function aProduct(en = 'Calzone') {
  const pizza = await owner.sectionNamed('Pizza');
  return owner.createProduct(pizza.id, en, { price: 10 });
}

describe('the demo menu', () => {
  it('shows Extra toppings on the pizzas in GET product, GET catalogue and the group list', async () => {
    const groups = await groupsOf();
    const toppings = groups.find((g) => g.name === 'Extra toppings')!;
    expect(toppings.components.map((c) => [c.name, c.price])).toEqual([
      ['Extra cheese', 1.5],
      ['Jalapeño', 0.9],
      ['Mushrooms', 1.2],
    ]);
    expect(toppings.productCount).toBe(3);

    const pizza = await owner.sectionNamed('Pizza');
    const product = await owner.product(pizza.productIds[0]!);
    expect(product.componentGroups).toEqual([
      {
        componentGroupID: toppings.id,
        name: 'Extra toppings',
        required: false,
        multiSelection: true,
        maxCount: 3,
        maxComponentsCount: 3,
        defaultComponentId: null,
        components: toppings.components.map((c) => ({ id: c.id, price: c.price })),
      },
    ]);
    const catalogue = await owner.catalogue();
    expect(catalogue.componentGroups.map((g: GroupView) => g.id)).toEqual(groups.map((g) => g.id));
    const inCatalogue = catalogue.sections[0].products[0];
    expect(inCatalogue.componentGroups).toEqual(product.componentGroups);
  });
});

describe('component groups', () => {
  it('creates a hidden LIST group at the end of the list; TILE on request', async () => {
    const before = await groupsOf();
    const sauces = await createGroup('Sauces');
    const sizes = await createGroup('Sizes', { displayMode: 'TILE', vendorNotes: 'kitchen: ask' });
    const after = await groupsOf();
    expect(after.map((g) => g.id)).toEqual([...before.map((g) => g.id), sauces, sizes]);
    expect(after.at(-2)).toMatchObject({ visible: false, displayMode: 'LIST', order: before.length });
    expect(after.at(-1)).toMatchObject({ displayMode: 'TILE', vendorNotes: 'kitchen: ask', components: [] });
  });

  it('refuses a group without a mandatory-language name, an unknown display mode and a NUL', async () => {
    const before = await groupsOf();
    for (const body of [
      { name: { values: { ru: 'Соусы' } } },
      { name: { values: { en: '   ' } } },
      { name: { values: { en: 'Sauces' } }, displayMode: 'GRID' },
      { name: { values: { en: 'Sau\u0000ces' } } },
      { name: { values: { en: 'Sauces' } }, visible: true },
    ]) {
      const res = await owner.call('POST', `${owner.base}/component_groups`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toHaveProperty('code');
    }
    expect(await groupsOf()).toEqual(before);
  });

  it('renames, publishes and switches the display mode; keeps the other language', async () => {
    const id = await createGroup('Sauces');
    await owner.call('PUT', `/api/vendor/component_groups/${id}`, {
      name: { values: { ru: 'Соусы', en: 'Sauces' } },
    });
    const res = await owner.call('PUT', `/api/vendor/component_groups/${id}`, {
      name: { values: { en: 'Dips' } },
      visible: true,
      displayMode: 'TILE',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Dips',
      nameI18n: { values: { en: 'Dips' } },
      visible: true,
      displayMode: 'TILE',
    });
  });

  it('moves groups: the new order must list every group once', async () => {
    const a = await createGroup('A');
    const b = await createGroup('B');
    const ids = (await groupsOf()).map((g) => g.id);
    const moved = [...ids.slice(0, -2), b, a];
    const res = await owner.call('POST', `${owner.base}/component_groups/change-order`, {
      orderedGroupIds: moved,
    });
    expect(res.statusCode).toBe(200);
    expect((await groupsOf()).map((g) => [g.id, g.order])).toEqual(moved.map((id, i) => [id, i]));
    const missing = await owner.call('POST', `${owner.base}/component_groups/change-order`, {
      orderedGroupIds: moved.slice(1),
    });
    expect(missing.statusCode).toBe(409);
  });

  it('deletes a group, detaching it from its products, and keeps the order dense', async () => {
    const a = await createGroup('A');
    await createGroup('B');
    const toppings = (await groupsOf())[0]!;
    const res = await owner.call('DELETE', `/api/vendor/component_groups/${toppings.id}`);
    expect(res.statusCode).toBe(200);
    const after = await groupsOf();
    expect(after.map((g) => g.order)).toEqual([0, 1]);
    expect(after[0]!.id).toBe(a);
    const pizza = await owner.sectionNamed('Pizza');
    expect((await owner.product(pizza.productIds[0]!)).componentGroups).toEqual([]);
  });
});

describe('components', () => {
  it('adds components in order, edits, toggles availability and moves them', async () => {
    const { id, componentIds } = await groupWith('Sauces', [0.5, 0, 1.25]);
    const created = await owner.call('GET', `/api/vendor/components/${componentIds[0]}`);
    expect(created.json()).toMatchObject({
      groupId: id,
      name: 'Sauces 1',
      price: 0.5,
      weight: 10,
      available: true,
      order: 0,
      image: null,
      imagePath: null,
      description: '',
    });
    const image = await owner.upload('component', { width: 400, height: 300 });
    const edited = await owner.call('PUT', `/api/vendor/components/${componentIds[1]}`, {
      name: { values: { en: 'Garlic', ru: 'Чесночный' } },
      description: { values: { en: 'Homemade' } },
      price: 0.75,
      weight: 30,
      // A client's copy of the variants is ignored: the upload's own are kept.
      image: { ...image, variants: [{ w: 9999, h: 9999, n: 'x.webp' }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Garlic',
      description: 'Homemade',
      price: 0.75,
      weight: 30,
      imagePath: image.path,
      image,
    });
    const removed = await owner.call('PUT', `/api/vendor/components/${componentIds[1]}`, { image: null });
    expect(removed.json()).toMatchObject({ image: null, imagePath: null });
    const off = await owner.call('PUT', `/api/vendor/components/${componentIds[2]}/available`, {
      available: false,
    });
    expect(off.json().available).toBe(false);

    const order = [componentIds[2]!, componentIds[0]!, componentIds[1]!];
    const moved = await owner.call('POST', `/api/vendor/component_groups/${id}/components/change-order`, {
      orderedComponentIds: order,
    });
    expect(moved.statusCode).toBe(200);
    const group = (await groupsOf()).find((g) => g.id === id)!;
    expect(group.components.map((c) => [c.id, c.order])).toEqual(order.map((cid, i) => [cid, i]));
    // A list that is not exactly the group's components: one left out, or another group's.
    const otherGroup = await createGroup('Dips');
    const stranger = await addModifier(otherGroup, 'Salsa', 1);
    for (const bad of [order.slice(1), [...order.slice(1), stranger]]) {
      const refused = await owner.call('POST', `/api/vendor/component_groups/${id}/components/change-order`, {
        orderedComponentIds: bad,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('OrderListMismatch');
    }
    const after = (await groupsOf()).find((g) => g.id === id)!;
    expect(after.components.map((c) => c.id)).toEqual(order);
  });

  it('takes only a picture this account uploaded, on create and on edit', async () => {
    const other = await catalogueClient(t.app, OTHER_OWNER);
    const theirs = await other.upload('component', { width: 400, height: 300 });
    const ours = await owner.upload('component', { width: 480, height: 360 });
    const groupId = await createGroup('Sauces');
    const componentId = await addModifier(groupId, 'Garlic', 1, { image: ours });
    const rows = async () => t.database.db.select().from(components).orderBy(asc(components.id));
    const before = await rows();
    const { path: _path, ...withoutPath } = ours;
    for (const image of [theirs, { ...theirs, path: 'component/made-up.jpg' }, withoutPath]) {
      for (const res of [
        await owner.call('POST', `/api/vendor/component_groups/${groupId}/components`, {
          name: { values: { en: 'Theirs' } },
          image,
        }),
        await owner.call('PUT', `/api/vendor/components/${componentId}`, { image }),
      ]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().code).toBe('UnknownImage');
      }
    }
    expect(await rows()).toEqual(before);
    expect(before.find((c) => c.id === componentId)!.image).toEqual(ours);
  });

  it('refuses prices outside the catalogue limits and more decimals than the currency', async () => {
    const id = await createGroup('Sauces');
    await addModifier(id, 'Max', 9_999_999);
    await addModifier(id, 'Free', 0);
    for (const price of [-0.01, 10_000_000, 0.005]) {
      const res = await owner.call('POST', `/api/vendor/component_groups/${id}/components`, {
        name: { values: { en: 'Bad' } },
        price,
      });
      expect(res.statusCode, String(price)).toBe(400);
    }
    expect((await groupsOf()).find((g) => g.id === id)!.components).toHaveLength(2);
  });

  it('deleting a component keeps the group; deleting the last one deletes the group too', async () => {
    const { id, componentIds } = await groupWith('Sauces', [1, 2]);
    const first = await owner.call('DELETE', `/api/vendor/components/${componentIds[0]}`);
    expect(first.json()).toEqual({ groupDeleted: false });
    expect((await groupsOf()).find((g) => g.id === id)!.components.map((c) => c.order)).toEqual([0]);
    const last = await owner.call('DELETE', `/api/vendor/components/${componentIds[1]}`);
    expect(last.statusCode).toBe(200);
    expect(last.json()).toEqual({ groupDeleted: true });
    expect((await groupsOf()).some((g) => g.id === id)).toBe(false);
    const rows = await t.database.db.select().from(components).where(eq(components.groupId, id));
    expect(rows).toEqual([]);
    expect((await groupsOf()).map((g) => g.order)).toEqual([0]);
  });

  it('the last component of a group attached to a product takes group, attachment and prices with it', async () => {
    const productId = await aProduct();
    const { id, componentIds } = await groupWith('Sauces', [1]);
    await setGroups(productId, [{ componentGroupID: id, components: [{ id: componentIds[0], price: 3 }] }]);
    const res = await owner.call('DELETE', `/api/vendor/components/${componentIds[0]}`);
    expect(res.json()).toEqual({ groupDeleted: true });
    expect((await owner.product(productId)).componentGroups).toEqual([]);
    const db = t.database.db;
    expect(
      await db.select().from(productComponentGroups).where(eq(productComponentGroups.groupId, id)),
    ).toEqual([]);
    expect(
      await db.select().from(productComponentPrices).where(eq(productComponentPrices.groupId, id)),
    ).toEqual([]);
  });

  it('deleting a default or shrinking a group keeps every product setup within the rules', async () => {
    const productId = await aProduct();
    const { id, componentIds } = await groupWith('Sauces', [2, 1, 3]);
    await setGroups(productId, [
      {
        componentGroupID: id,
        required: true,
        multiSelection: true,
        maxCount: 3,
        maxComponentsCount: 3,
        defaultComponentId: componentIds[1],
      },
    ]);
    await owner.call('DELETE', `/api/vendor/components/${componentIds[1]}`);
    let [setup] = (await owner.product(productId)).componentGroups;
    expect(setup).toMatchObject({
      maxCount: 2,
      maxComponentsCount: 2,
      multiSelection: true,
      defaultComponentId: componentIds[0],
    });
    await owner.call('DELETE', `/api/vendor/components/${componentIds[0]}`);
    [setup] = (await owner.product(productId)).componentGroups;
    expect(setup).toMatchObject({
      maxCount: 1,
      maxComponentsCount: 1,
      multiSelection: false,
      defaultComponentId: componentIds[2],
    });
  });

  it('two managers deleting the last two components at once: the group goes exactly once', async () => {
    const manager = await catalogueClient(t.app, MANAGER);
    const { id, componentIds } = await groupWith('Sauces', [1, 2]);
    const answers = await Promise.all([
      owner.call('DELETE', `/api/vendor/components/${componentIds[0]}`),
      manager.call('DELETE', `/api/vendor/components/${componentIds[1]}`),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().groupDeleted).sort()).toEqual([false, true]);
    const [{ n } = { n: -1 }] = await t.database.db
      .select({ n: count() })
      .from(componentGroups)
      .where(eq(componentGroups.id, id));
    expect(n).toBe(0);
  });

  it('two managers adding, editing and deleting components of one group at once leave a consistent group', async () => {
    const manager = await catalogueClient(t.app, MANAGER);
    const { id, componentIds } = await groupWith('Sauces', [1, 2, 3]);
    const add = (client: CatalogueClient, en: string) =>
      client.call('POST', `/api/vendor/component_groups/${id}/components`, {
        name: { values: { en } },
        price: 1,
      });
    const answers = await Promise.all([
      add(owner, 'O1'),
      add(manager, 'M1'),
      owner.call('DELETE', `/api/vendor/components/${componentIds[0]}`),
      manager.call('PUT', `/api/vendor/components/${componentIds[1]}`, { price: 5 }),
      add(owner, 'O2'),
      manager.call('DELETE', `/api/vendor/components/${componentIds[2]}`),
      add(manager, 'M2'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 200, 200, 201, 200, 201]);
    const rows = await t.database.db
      .select()
      .from(components)
      .where(eq(components.groupId, id))
      .orderBy(asc(components.order));
    expect(rows.map((r) => r.order)).toEqual([0, 1, 2, 3, 4]);
    expect(rows.map((r) => r.nameI18n.values.en).sort()).toEqual(['M1', 'M2', 'O1', 'O2', 'Sauces 2']);
    expect(rows.find((r) => r.id === componentIds[1])!.priceMinor).toBe(500);
  });
});

describe("a product's component groups", () => {
  it('saves the full list in order with defaults: maxCount 3 or the component count, cheapest default when required', async () => {
    const productId = await aProduct();
    const two = await groupWith('Two', [2, 1]);
    const four = await groupWith('Four', [4, 3, 1, 1]);
    const res = await setGroups(productId, [
      { componentGroupID: four.id, required: true },
      { componentGroupID: two.id },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().componentGroups).toEqual([
      {
        componentGroupID: four.id,
        name: 'Four',
        required: true,
        multiSelection: false,
        maxCount: 3,
        maxComponentsCount: 1,
        defaultComponentId: four.componentIds[2],
        components: [4, 3, 1, 1].map((price, i) => ({ id: four.componentIds[i], price })),
      },
      {
        componentGroupID: two.id,
        name: 'Two',
        required: false,
        multiSelection: false,
        maxCount: 2,
        maxComponentsCount: 1,
        defaultComponentId: null,
        components: [2, 1].map((price, i) => ({ id: two.componentIds[i], price })),
      },
    ]);
    const cleared = await setGroups(productId, []);
    expect(cleared.json().componentGroups).toEqual([]);
  });

  it('maxCount: the component count is accepted, one more is InvalidMaxCount naming every offending group', async () => {
    const productId = await aProduct();
    const a = await groupWith('Sauces', [1, 1]);
    const b = await groupWith('Cheeses', [1, 1, 1]);
    const ok = await setGroups(productId, [
      { componentGroupID: a.id, maxCount: 2 },
      { componentGroupID: b.id, maxCount: 3 },
    ]);
    expect(ok.statusCode).toBe(200);
    const bad = await setGroups(productId, [
      { componentGroupID: a.id, maxCount: 3 },
      { componentGroupID: b.id, maxCount: 4 },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('InvalidMaxCount');
    expect(bad.json().message).toContain('Sauces');
    expect(bad.json().message).toContain('Cheeses');
    expect(bad.json().details.groups.map((g: { id: number }) => g.id)).toEqual([a.id, b.id]);
    expect((await setGroups(productId, [{ componentGroupID: a.id, maxCount: 0 }])).statusCode).toBe(400);
    // Nothing of the refused lists was written.
    expect(
      (await owner.product(productId)).componentGroups.map((g: { maxCount: number }) => g.maxCount),
    ).toEqual([2, 3]);
  });

  it('multiple choice: needs two components; its maximum is between 1 and the component count', async () => {
    const productId = await aProduct();
    const one = await groupWith('One', [1]);
    const three = await groupWith('Three', [1, 2, 3]);
    const single = await setGroups(productId, [{ componentGroupID: one.id, multiSelection: true }]);
    expect(single.json().code).toBe('MultiSelectionNeedsComponents');
    for (const [max, status] of [
      [1, 200],
      [3, 200],
      [4, 400],
      [0, 400],
    ] as const) {
      const res = await setGroups(productId, [
        { componentGroupID: three.id, multiSelection: true, maxComponentsCount: max },
      ]);
      expect(res.statusCode, `maxComponentsCount ${max}`).toBe(status);
    }
    const plain = await setGroups(productId, [{ componentGroupID: three.id, maxComponentsCount: 3 }]);
    expect(plain.json().componentGroups[0].maxComponentsCount).toBe(1);
  });

  it('a default must belong to the group; 0 means nothing selected', async () => {
    const productId = await aProduct();
    const a = await groupWith('Sauces', [1, 2]);
    const b = await groupWith('Cheeses', [1]);
    const foreign = await setGroups(productId, [
      { componentGroupID: a.id, defaultComponentId: b.componentIds[0] },
    ]);
    expect(foreign.json().code).toBe('InvalidDefaultComponent');
    const none = await setGroups(productId, [{ componentGroupID: a.id, defaultComponentId: 0 }]);
    expect(none.json().componentGroups[0].defaultComponentId).toBeNull();
    const chosen = await setGroups(productId, [
      { componentGroupID: a.id, required: true, defaultComponentId: a.componentIds[1] },
    ]);
    expect(chosen.json().componentGroups[0].defaultComponentId).toBe(a.componentIds[1]);
  });

  it('per-product prices: from 0 up to the catalogue limit, only for components of the group', async () => {
    const productId = await aProduct();
    const a = await groupWith('Sauces', [1, 2]);
    const b = await groupWith('Cheeses', [1]);
    const ok = await setGroups(productId, [
      {
        componentGroupID: a.id,
        required: true,
        components: [
          { id: a.componentIds[0], price: 9_999_999 },
          { id: a.componentIds[1], price: 0 },
        ],
      },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().componentGroups[0]).toMatchObject({
      defaultComponentId: a.componentIds[1],
      components: [
        { id: a.componentIds[0], price: 9_999_999 },
        { id: a.componentIds[1], price: 0 },
      ],
    });
    // The component's own price is unchanged; other products still pay it.
    expect((await groupsOf()).find((g) => g.id === a.id)!.components[0]!.price).toBe(1);
    for (const [components, code] of [
      [[{ id: a.componentIds[0], price: -0.01 }], 'ValidationError'],
      [[{ id: a.componentIds[0], price: 10_000_000 }], 'ValidationError'],
      [[{ id: a.componentIds[0], price: 1.001 }], 'InvalidAmount'],
      [[{ id: b.componentIds[0], price: 1 }], 'ComponentNotInGroup'],
    ] as const) {
      const res = await setGroups(productId, [{ componentGroupID: a.id, components }]);
      expect(res.statusCode, JSON.stringify(components)).toBe(400);
      expect(res.json().code).toBe(code);
    }
  });

  it('a cloned product keeps the groups and its own component prices', async () => {
    const productId = await aProduct();
    const a = await groupWith('Sauces', [1, 2]);
    await setGroups(productId, [
      { componentGroupID: a.id, maxCount: 2, components: [{ id: a.componentIds[1], price: 0.5 }] },
    ]);
    const pizza = await owner.sectionNamed('Pizza');
    const res = await owner.call('POST', `/api/vendor/products/${productId}/clone`, {
      targetSectionID: pizza.id,
      targetName: { values: { en: 'Calzone 2' } },
    });
    expect(res.statusCode).toBe(201);
    const copy = await owner.product(res.json().id);
    expect(copy.componentGroups).toEqual((await owner.product(productId)).componentGroups);
    expect(copy.componentGroups[0].components).toEqual([
      { id: a.componentIds[0], price: 1 },
      { id: a.componentIds[1], price: 0.5 },
    ]);
  });

  it('an empty group cannot be attached; a group twice in the list is refused', async () => {
    const productId = await aProduct();
    const empty = await createGroup('Empty');
    expect((await setGroups(productId, [{ componentGroupID: empty }])).json().code).toBe(
      'EmptyComponentGroup',
    );
    const a = await groupWith('Sauces', [1]);
    const twice = await setGroups(productId, [{ componentGroupID: a.id }, { componentGroupID: a.id }]);
    expect(twice.statusCode).toBe(400);
  });
});

describe('tenants and roles', () => {
  it("another account's groups, components and products answer 404 and change nothing", async () => {
    const other = await catalogueClient(t.app, OTHER_OWNER);
    const [theirs] = await groupsOf(other);
    const theirComponent = theirs!.components[0]!.id;
    const ours = await groupWith('Sauces', [1]);
    const productId = await aProduct();
    const theirProduct = (await other.sectionNamed('Pizza')).productIds[0]!;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/vendor/component_groups/${theirs!.id}`],
      ['PUT', `/api/vendor/component_groups/${theirs!.id}`, { visible: false }],
      ['DELETE', `/api/vendor/component_groups/${theirs!.id}`],
      ['POST', `/api/vendor/component_groups/${theirs!.id}/components`, { name: { values: { en: 'X' } } }],
      [
        'POST',
        `/api/vendor/component_groups/${theirs!.id}/components/change-order`,
        { orderedComponentIds: [theirComponent] },
      ],
      ['GET', `/api/vendor/components/${theirComponent}`],
      ['PUT', `/api/vendor/components/${theirComponent}`, { price: 0 }],
      ['PUT', `/api/vendor/components/${theirComponent}/available`, { available: false }],
      ['DELETE', `/api/vendor/components/${theirComponent}`],
      ['PUT', `/api/vendor/products/${productId}/component_groups`, [{ componentGroupID: theirs!.id }]],
      ['PUT', `/api/vendor/products/${theirProduct}/component_groups`, [{ componentGroupID: ours.id }]],
      ['GET', `/api/vendor/accounts/${other.accountId}/catalogue/component_groups`],
      [
        'POST',
        `/api/vendor/accounts/${other.accountId}/catalogue/component_groups`,
        { name: { values: { en: 'X' } } },
      ],
    ];
    for (const [method, url, body] of calls) {
      const res = await owner.call(method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await groupsOf(other)).toEqual([theirs]);
  });

  it('a worker reads groups and toggles availability but edits nothing else', async () => {
    const worker = await catalogueClient(t.app, WORKER);
    const { id, componentIds } = await groupWith('Sauces', [1, 2]);
    const productId = await aProduct();
    expect((await groupsOf(worker)).some((g) => g.id === id)).toBe(true);
    const toggle = await worker.call('PUT', `/api/vendor/components/${componentIds[0]}/available`, {
      available: false,
    });
    expect(toggle.statusCode).toBe(200);
    const forbidden: [string, string, unknown?][] = [
      ['POST', `${worker.base}/component_groups`, { name: { values: { en: 'X' } } }],
      ['POST', `${worker.base}/component_groups/change-order`, { orderedGroupIds: [id] }],
      ['PUT', `/api/vendor/component_groups/${id}`, { visible: true }],
      ['DELETE', `/api/vendor/component_groups/${id}`],
      ['POST', `/api/vendor/component_groups/${id}/components`, { name: { values: { en: 'X' } } }],
      ['PUT', `/api/vendor/components/${componentIds[0]}`, { price: 0 }],
      ['DELETE', `/api/vendor/components/${componentIds[0]}`],
      ['PUT', `/api/vendor/products/${productId}/component_groups`, [{ componentGroupID: id }]],
    ];
    for (const [method, url, body] of forbidden) {
      const res = await worker.call(method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const group = (await groupsOf()).find((g) => g.id === id)!;
    expect(group.components.map((c) => c.available)).toEqual([false, true]);
  });
});
