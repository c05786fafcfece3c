import type { ProductComponentGroup } from '@larder/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_PATH,
  catalogueRoutes,
  makeCatalogue,
  namedComponent,
  namedGroup,
  namedProduct,
  namedSection,
} from '@/test/catalogue-fixtures';
import type { FakeRequest } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const SAUCES = namedGroup(1, 'Sauces', [
  namedComponent(101, 1, 'Garlic', 1),
  namedComponent(102, 1, 'Chili', 0.5),
  namedComponent(103, 1, 'Cheese', 2),
]);
const EMPTY = namedGroup(2, 'Empty', []);
const SINGLE = namedGroup(3, 'Single', [namedComponent(301, 3, 'Lemon', 0.3)]);
const SOLD_OUT = namedGroup(4, 'Sold out', [namedComponent(401, 4, 'Truffle', 9, false)]);

function catalogueWith(
  productGroups: ProductComponentGroup[] = [],
  groups = [SAUCES, EMPTY, SINGLE, SOLD_OUT],
) {
  return makeCatalogue({
    sections: [
      namedSection(1, 'Pizza', [namedProduct(11, 'Margherita', 1, { componentGroups: productGroups })]),
    ],
    componentGroups: groups,
  });
}

function open(url: string, catalogue = catalogueWith(), api: Record<string, unknown> = {}) {
  return renderApp(url, {
    user: makeUser('VENDOR_OWNER'),
    api: { ...catalogueRoutes(catalogue), ...(api as Record<string, never>) },
  });
}

const COMPONENTS_URL = '/vendor/1/catalog?section=1&product=11&view=change-product-components';
const productAnswer = (request: FakeRequest) => ({
  body: namedProduct(11, 'Margherita', 1, {
    componentGroups: (request.body as { componentGroupID: number }[]).map((g) => ({
      componentGroupID: g.componentGroupID,
      name: 'Sauces',
      required: false,
      multiSelection: false,
      maxCount: 3,
      maxComponentsCount: 1,
      defaultComponentId: null,
      components: [],
    })),
  }),
});

describe('add-group modal', () => {
  it('creates a LIST group by default once the mandatory-language name is typed, then opens it', async () => {
    const app = open('/vendor/1/catalog?view=add-group', catalogueWith(), {
      [`POST ${CATALOGUE_PATH}/component_groups`]: { status: 201, body: { id: 44 } },
    });
    const modal = await screen.findByTestId('add-group-modal');
    const create = await within(modal).findByRole('button', { name: 'Create' });
    expect(create).toHaveProperty('disabled', true);
    fireEvent.change(within(modal).getByTestId('group-name-ru'), { target: { value: 'Соусы' } });
    expect(create).toHaveProperty('disabled', true);
    fireEvent.change(within(modal).getByTestId('group-name-en'), { target: { value: 'Dips' } });
    expect(create).toHaveProperty('disabled', false);
    fireEvent.click(create);
    await waitFor(() => expect(app.location().search).toBe('?group=44'));
    expect(app.server.callsTo('POST', `${CATALOGUE_PATH}/component_groups`)[0]?.body).toEqual({
      name: { values: { en: 'Dips', ru: 'Соусы' } },
      displayMode: 'LIST',
      vendorNotes: null,
    });
  });
});

describe('group and component modals', () => {
  it('change-display-method closes without a call when unchanged and saves TILE', async () => {
    const app = open('/vendor/1/catalog?group=1&view=change-display-method', catalogueWith(), {
      'PUT vendor/component_groups/1': { body: { ...SAUCES, displayMode: 'TILE' } },
    });
    const modal = await screen.findByTestId('change-display-method-modal');
    const save = await within(modal).findByTestId('modal-save');
    fireEvent.click(within(modal).getByTestId('display-TILE'));
    fireEvent.click(save);
    await waitFor(() => expect(app.server.callsTo('PUT', 'vendor/component_groups/1')).toHaveLength(1));
    expect(app.server.callsTo('PUT', 'vendor/component_groups/1')[0]?.body).toEqual({ displayMode: 'TILE' });
    await waitFor(() => expect(app.location().search).toBe('?group=1'));
  });

  it('rename with a group renames the group and keeps its notes', async () => {
    const app = open('/vendor/1/catalog?group=1&view=rename', catalogueWith(), {
      'PUT vendor/component_groups/1': { body: SAUCES },
    });
    const modal = await screen.findByTestId('rename-modal');
    const name = await within(modal).findByTestId('group-name-en');
    fireEvent.change(name, { target: { value: '' } });
    expect(within(modal).getByTestId('modal-save')).toHaveProperty('disabled', true);
    fireEvent.change(name, { target: { value: 'Dips' } });
    fireEvent.change(within(modal).getByTestId('group-notes-input'), { target: { value: 'ask the guest' } });
    fireEvent.click(within(modal).getByTestId('modal-save'));
    await waitFor(() => expect(app.server.callsTo('PUT', 'vendor/component_groups/1')).toHaveLength(1));
    expect(app.server.callsTo('PUT', 'vendor/component_groups/1')[0]?.body).toEqual({
      name: { values: { en: 'Dips', ru: '' } },
      vendorNotes: 'ask the guest',
    });
  });

  it('edit-component saves name, price, weight and availability; closing drops the component parameter', async () => {
    const app = open('/vendor/1/catalog?group=1&component=102&view=edit-component', catalogueWith(), {
      'PUT vendor/components/102': { body: SAUCES.components[1] },
    });
    const modal = await screen.findByTestId('edit-component-modal');
    const price = await within(modal).findByTestId('component-price-input');
    expect((price as HTMLInputElement).value).toBe('0.50');
    expect(within(modal).getByTestId('image-current').getAttribute('data-placeholder')).toBe('true');
    expect(within(modal).queryByTestId('component-image-remove')).toBeNull();
    fireEvent.change(price, { target: { value: '0.75' } });
    fireEvent.change(within(modal).getByTestId('component-weight-input'), { target: { value: '25' } });
    fireEvent.click(within(modal).getByRole('switch', { name: /Available/ }));
    fireEvent.click(within(modal).getByTestId('modal-save'));
    await waitFor(() => expect(app.server.callsTo('PUT', 'vendor/components/102')).toHaveLength(1));
    expect(app.server.callsTo('PUT', 'vendor/components/102')[0]?.body).toEqual({
      name: { values: { en: 'Chili', ru: '' } },
      description: { values: { en: '', ru: '' } },
      weight: 25,
      available: false,
      price: 0.75,
    });
    await waitFor(() => expect(app.location().search).toBe('?group=1'));
  });
});

describe('component pictures', () => {
  const photo = {
    path: '/api/images/b.webp',
    basePath: '/api/images/',
    variants: [
      { w: 320, h: 240, n: 'a.webp' },
      { w: 640, h: 480, n: 'b.webp' },
    ],
  };
  const withPhoto = namedGroup(1, 'Sauces', [{ ...namedComponent(101, 1, 'Garlic', 1), image: photo }]);

  it('edit-component shows the stored picture and removes it at once, without the rest of the form', async () => {
    const app = open(
      '/vendor/1/catalog?group=1&component=101&view=edit-component',
      catalogueWith([], [withPhoto]),
      {
        'PUT vendor/components/101': { body: namedComponent(101, 1, 'Garlic', 1) },
      },
    );
    const modal = await screen.findByTestId('edit-component-modal');
    const current = await within(modal).findByTestId('image-current');
    expect(current.getAttribute('srcset')).toContain('a.webp 320w');
    expect((within(modal).getByTestId('image-file-input') as HTMLInputElement).accept).toBe(
      'image/jpeg,image/png',
    );
    fireEvent.click(within(modal).getByTestId('component-image-remove'));
    await waitFor(() => expect(app.server.callsTo('PUT', 'vendor/components/101')).toHaveLength(1));
    expect(app.server.callsTo('PUT', 'vendor/components/101')[0]?.body).toEqual({ image: null });
  });

  it('the component grid shows a picture from its variants and a placeholder without one', async () => {
    open(
      '/vendor/1/catalog?group=1',
      catalogueWith(
        [],
        [{ ...withPhoto, components: [...withPhoto.components, namedComponent(102, 1, 'Chili', 1)] }],
      ),
    );
    const picture = await screen.findByTestId('component-image');
    expect(picture.getAttribute('srcset')).toContain('b.webp 640w');
    expect(within(screen.getByTestId('component-tile-102')).queryByTestId('component-image')).toBeNull();
  });
});

describe('the catalogue with component groups', () => {
  it('lists groups with their plural count and shows the selected group; first has no up, last no down', async () => {
    open('/vendor/1/catalog?group=1');
    const grid = await screen.findByTestId('component-grid');
    expect(within(grid).getByTestId('active-group-title').textContent).toBe('Sauces');
    expect(screen.getByTestId('group-count-1').textContent).toBe('3 components');
    expect(screen.getByTestId('group-count-3').textContent).toBe('1 component');
    expect(screen.getByTestId('group-count-2').textContent).toBe('0 components');
    expect(screen.queryByTestId('group-move-1-up')).toBeNull();
    expect(screen.getByTestId('group-move-1-down')).toBeTruthy();
    expect(screen.getByTestId('group-move-4-up')).toBeTruthy();
    expect(screen.queryByTestId('group-move-4-down')).toBeNull();
    expect(within(grid).queryByTestId('component-move-101-up')).toBeNull();
    expect(within(grid).queryByTestId('component-move-103-down')).toBeNull();
  });

  it('asks before deleting the last component and says the group goes too', async () => {
    const app = open('/vendor/1/catalog?group=3', catalogueWith(), {
      'DELETE vendor/components/301': { body: { groupDeleted: true } },
    });
    const grid = await screen.findByTestId('component-grid');
    fireEvent.click(within(grid).getByTestId('component-menu-301'));
    fireEvent.click(await screen.findByTestId('component-action-delete'));
    const dialog = await screen.findByTestId('group-delete-dialog');
    expect(within(dialog).getByTestId('group-delete-text').textContent).toContain('last component of Single');
    fireEvent.click(within(dialog).getByTestId('confirm-delete'));
    await waitFor(() => expect(app.server.callsTo('DELETE', 'vendor/components/301')).toHaveLength(1));
    await waitFor(() => expect(app.location().search).toBe(''));
  });
});

describe('product components modal', () => {
  it('refuses to add an empty group or one whose components are all unavailable', async () => {
    const app = open(COMPONENTS_URL);
    const modal = await screen.findByTestId('change-product-components-modal');
    await within(modal).findByTestId('product-components');
    for (const id of [2, 4]) {
      fireEvent.click(within(modal).getByTestId(`product-group-toggle-${id}`));
      const warning = await screen.findByTestId('warning-modal');
      expect(warning.textContent).toContain('empty or all its components are unavailable');
      fireEvent.click(within(warning).getByTestId('warning-understand'));
      await waitFor(() => expect(screen.queryByTestId('warning-modal')).toBeNull());
    }
    expect(app.server.callsTo('PUT', 'vendor/products/11/component_groups')).toHaveLength(0);
    expect(screen.queryByTestId('group-setup')).toBeNull();
  });

  it('the group parameter opens the setup with the default settings and counter rules', async () => {
    open(`${COMPONENTS_URL}&group=1`);
    const setup = await screen.findByTestId('group-setup');
    // Portions: 3 by default, at most the 3 components; of the one component chosen, without
    // multiple choice.
    const maxCount = within(setup).getByRole('group', { name: 'Portions of the chosen component' });
    expect(maxCount.querySelector('output')?.textContent).toBe('3');
    expect(within(maxCount).getByRole('button', { name: 'Increase' })).toHaveProperty('disabled', true);
    // Multiple choice: its counter starts at 2 and cannot go below it.
    expect(within(setup).queryByTestId('setup-multi-count')).toBeNull();
    fireEvent.click(within(setup).getByRole('switch', { name: /Multiple choice/ }));
    // With it, the same count is the portions in all.
    expect(within(setup).getByRole('group', { name: 'Portions in all' })).toBeTruthy();
    const multi = within(setup).getByRole('group', { name: 'Different components a customer may choose' });
    expect(multi.querySelector('output')?.textContent).toBe('2');
    expect(within(multi).getByRole('button', { name: 'Decrease' })).toHaveProperty('disabled', true);
    fireEvent.click(within(multi).getByRole('button', { name: 'Increase' }));
    expect(multi.querySelector('output')?.textContent).toBe('3');
    expect(within(multi).getByRole('button', { name: 'Increase' })).toHaveProperty('disabled', true);
    // Not required: "Nothing selected" is the default choice.
    expect((within(setup).getByTestId('setup-default') as HTMLInputElement).value).toBe('Nothing selected');
  });

  it('a single-component group has no multiple choice and one portion at most', async () => {
    open(`${COMPONENTS_URL}&group=3`);
    const setup = await screen.findByTestId('group-setup');
    expect(within(setup).getByRole('switch', { name: /Multiple choice/ })).toHaveProperty('disabled', true);
    const maxCount = within(setup).getByRole('group', { name: 'Portions of the chosen component' });
    expect(maxCount.querySelector('output')?.textContent).toBe('1');
  });

  it('a required group without a default shows and saves its cheapest component; Add saves the full list', async () => {
    const app = open(`${COMPONENTS_URL}&group=1`, catalogueWith(), {
      'PUT vendor/products/11/component_groups': productAnswer,
    });
    const setup = await screen.findByTestId('group-setup');
    fireEvent.click(within(setup).getByRole('switch', { name: /Required/ }));
    expect((within(setup).getByTestId('setup-default') as HTMLInputElement).value).toBe('Chili');
    // Money with its two decimals, as everywhere else.
    const priceOf = (id: number) =>
      (within(setup).getByTestId(`setup-price-${id}`) as HTMLInputElement).value;
    expect([priceOf(101), priceOf(102), priceOf(103)]).toEqual(['1.00', '0.50', '2.00']);
    fireEvent.change(within(setup).getByTestId('setup-price-103'), { target: { value: '2.5' } });
    fireEvent.click(within(setup).getByTestId('setup-save'));
    await waitFor(() =>
      expect(app.server.callsTo('PUT', 'vendor/products/11/component_groups')).toHaveLength(1),
    );
    expect(app.server.callsTo('PUT', 'vendor/products/11/component_groups')[0]?.body).toEqual([
      {
        componentGroupID: 1,
        required: true,
        multiSelection: false,
        maxCount: 3,
        defaultComponentId: 102,
        components: [{ id: 103, price: 2.5 }],
      },
    ]);
    // The setup closes (group removed); the components modal stays.
    await waitFor(() => expect(new URLSearchParams(app.location().search).get('group')).toBeNull());
    expect(new URLSearchParams(app.location().search).get('view')).toBe('change-product-components');
  });

  it('Cancel closes the setup without saving', async () => {
    const app = open(`${COMPONENTS_URL}&group=1`);
    const setup = await screen.findByTestId('group-setup');
    fireEvent.click(within(setup).getByTestId('setup-cancel'));
    await waitFor(() => expect(screen.queryByTestId('group-setup')).toBeNull());
    expect(app.server.callsTo('PUT', 'vendor/products/11/component_groups')).toHaveLength(0);
  });

  it('Escape closes the setup and leaves the components modal open', async () => {
    const app = open(`${COMPONENTS_URL}&group=1`);
    const setup = await screen.findByTestId('group-setup');
    fireEvent.keyDown(within(setup).getByTestId('setup-cancel'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('group-setup')).toBeNull());
    const search = new URLSearchParams(app.location().search);
    expect(search.get('view')).toBe('change-product-components');
    expect(search.get('group')).toBeNull();
  });

  it('names the groups of an InvalidMaxCount refusal in the warning', async () => {
    open(`${COMPONENTS_URL}&group=1`, catalogueWith(), {
      'PUT vendor/products/11/component_groups': {
        status: 400,
        body: {
          code: 'InvalidMaxCount',
          message: 'The allowed selection count is more than the number of components in: Sauces, Single',
          details: {
            groups: [
              { id: 1, name: 'Sauces' },
              { id: 3, name: 'Single' },
            ],
          },
        },
      },
    });
    const setup = await screen.findByTestId('group-setup');
    fireEvent.click(within(setup).getByTestId('setup-save'));
    const warning = await screen.findByTestId('warning-modal');
    expect(warning.textContent).toContain('Sauces, Single');
    expect(screen.getByTestId('group-setup')).toBeTruthy();
  });

  it('Added removes a group and saves the rest of the list', async () => {
    const saved: ProductComponentGroup = {
      componentGroupID: 1,
      name: 'Sauces',
      required: false,
      multiSelection: true,
      maxCount: 2,
      maxComponentsCount: 2,
      defaultComponentId: null,
      components: SAUCES.components.map((c) => ({ id: c.id, price: c.price })),
    };
    const single: ProductComponentGroup = {
      ...saved,
      componentGroupID: 3,
      name: 'Single',
      multiSelection: false,
      maxCount: 1,
      maxComponentsCount: 1,
      components: [{ id: 301, price: 0.3 }],
    };
    const app = open(COMPONENTS_URL, catalogueWith([saved, single]), {
      'PUT vendor/products/11/component_groups': productAnswer,
    });
    const modal = await screen.findByTestId('change-product-components-modal');
    await within(modal).findByTestId('product-components');
    const toggle = within(modal).getByTestId('product-group-toggle-1');
    expect(toggle.textContent).toBe('Added');
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(app.server.callsTo('PUT', 'vendor/products/11/component_groups')).toHaveLength(1),
    );
    expect(app.server.callsTo('PUT', 'vendor/products/11/component_groups')[0]?.body).toEqual([
      {
        componentGroupID: 3,
        required: false,
        multiSelection: false,
        maxCount: 1,
        defaultComponentId: 0,
        components: [{ id: 301, price: 0.3 }],
      },
    ]);
  });
});
