import { LIMITS } from '@larder/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/catalogue-detail-fixtures';
import { CATALOGUE_PATH, catalogueRoutes, makeCatalogue, namedProduct } from '@/test/catalogue-fixtures';
import type { FakeRequest } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

function openModal(url: string, extra: Record<string, unknown> = {}, catalogue = makeCatalogue()) {
  return renderApp(url, {
    user: makeUser('VENDOR_OWNER'),
    api: {
      ...catalogueRoutes(catalogue),
      'GET vendor/service_sections': {
        body: [{ id: 7, name: 'Desserts', nameI18n: { values: { en: 'Desserts' } } }],
      },
      ...(extra as Record<string, never>),
    },
  });
}

const saveButton = (modal: HTMLElement) => within(modal).getByTestId('modal-save');

describe('add-section modal', () => {
  it('keeps Create disabled until the mandatory-language name is typed, then opens the new section', async () => {
    const app = openModal('/vendor/1/catalog?view=add-section', {
      [`POST ${CATALOGUE_PATH}/sections`]: { status: 201, body: { id: 44 } },
    });
    const modal = await screen.findByTestId('add-section-modal');
    const create = await within(modal).findByRole('button', { name: 'Create' });
    expect(create).toHaveProperty('disabled', true);
    // The secondary language alone is not enough.
    fireEvent.change(within(modal).getByTestId('section-name-ru'), { target: { value: 'Десерты' } });
    expect(create).toHaveProperty('disabled', true);
    fireEvent.change(within(modal).getByTestId('section-name-en'), { target: { value: '  ' } });
    expect(create).toHaveProperty('disabled', true);
    fireEvent.change(within(modal).getByTestId('section-name-en'), { target: { value: 'Desserts' } });
    expect(create).toHaveProperty('disabled', false);

    // Cooking time: 20 by default, steps of 5.
    const cooking = within(modal).getByRole('group', { name: 'Cooking time' });
    expect(cooking.querySelector('output')?.textContent).toBe('20 min');
    fireEvent.click(within(cooking).getByRole('button', { name: 'Increase' }));
    fireEvent.click(within(modal).getByTestId('orientation-VERTICAL'));

    fireEvent.click(create);
    await waitFor(() => expect(app.location().search).toBe('?section=44'));
    expect(app.server.callsTo('POST', `${CATALOGUE_PATH}/sections`)[0]?.body).toEqual({
      name: { values: { en: 'Desserts', ru: 'Десерты' } },
      imageOrientation: 'VERTICAL',
      cookingTime: 25,
      visible: true,
    });
  });

  it('may take the name of a service section instead', async () => {
    const app = openModal('/vendor/1/catalog?view=add-section', {
      [`POST ${CATALOGUE_PATH}/sections`]: { status: 201, body: { id: 45 } },
    });
    const modal = await screen.findByTestId('add-section-modal');
    fireEvent.click(await within(modal).findByText('Pick from the list'));
    const create = within(modal).getByRole('button', { name: 'Create' });
    expect(create).toHaveProperty('disabled', true);
    fireEvent.click(within(modal).getByTestId('service-section-select'));
    fireEvent.click(await screen.findByRole('option', { name: 'Desserts' }));
    expect(create).toHaveProperty('disabled', false);
    fireEvent.click(create);
    await waitFor(() => expect(app.location().search).toBe('?section=45'));
    expect(app.server.callsTo('POST', `${CATALOGUE_PATH}/sections`)[0]?.body).toMatchObject({ sectionId: 7 });
  });
});

describe('create-product modal', () => {
  it('creates in the active section once the mandatory name is typed, then opens the product', async () => {
    const app = openModal('/vendor/1/catalog?section=2&view=create-product', {
      [`POST ${CATALOGUE_PATH}/products`]: { status: 201, body: { id: 99 } },
    });
    const modal = await screen.findByTestId('create-product-modal');
    const create = await within(modal).findByRole('button', { name: 'Create' });
    expect(create).toHaveProperty('disabled', true);
    // One name limit for creator, clone and rename (the contract's).
    expect((within(modal).getByTestId('product-name-en') as HTMLInputElement).maxLength).toBe(
      LIMITS.itemName,
    );
    expect(LIMITS.itemName).toBe(70);
    fireEvent.change(within(modal).getByTestId('product-name-ru'), { target: { value: 'Оливье' } });
    expect(create).toHaveProperty('disabled', true);
    fireEvent.change(within(modal).getByTestId('product-name-en'), { target: { value: 'Olivier' } });
    fireEvent.click(create);
    await waitFor(() => expect(app.location().search).toBe('?section=2&product=99'));
    expect(app.server.callsTo('POST', `${CATALOGUE_PATH}/products`)[0]?.body).toEqual({
      name: { values: { en: 'Olivier', ru: 'Оливье' } },
      sectionID: 2,
    });
  });

  it('shows the warning when the creation fails, and keeps what was typed', async () => {
    openModal('/vendor/1/catalog?section=2&view=create-product', {
      [`POST ${CATALOGUE_PATH}/products`]: { status: 500, body: { code: 'InternalError', message: 'boom' } },
    });
    const modal = await screen.findByTestId('create-product-modal');
    fireEvent.change(await within(modal).findByTestId('product-name-en'), { target: { value: 'Olivier' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Create' }));
    const warning = await screen.findByTestId('warning-modal');
    expect(warning.textContent).toContain('Oops! Something went wrong!');
    fireEvent.click(within(warning).getByTestId('warning-understand'));
    expect((within(modal).getByTestId('product-name-en') as HTMLInputElement).value).toBe('Olivier');
  });
});

describe('clone-product modal', () => {
  it('limits each name to 70 characters, drops empty values and needs a target section', async () => {
    const long = 'x'.repeat(90);
    const catalogue = makeCatalogue();
    catalogue.sections[0]!.products[0] = namedProduct(11, long, 1);
    const app = openModal(
      '/vendor/1/catalog?view=clone-product&product=11',
      { 'POST vendor/products/11/clone': { status: 201, body: { id: 500 } } },
      catalogue,
    );
    const modal = await screen.findByTestId('clone-product-modal');
    const en = (await within(modal).findByTestId('clone-name-en')) as HTMLInputElement;
    expect(en.value).toHaveLength(LIMITS.itemName);
    expect(en.maxLength).toBe(LIMITS.itemName);
    // No section in the URL: the target must be chosen.
    const save = saveButton(modal);
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(within(modal).getByTestId('clone-target-section'));
    fireEvent.click(await screen.findByRole('option', { name: 'Salads' }));
    expect(save).toHaveProperty('disabled', false);
    fireEvent.change(en, { target: { value: 'Margherita copy' } });
    fireEvent.click(save);
    await waitFor(() => expect(app.location().search).toBe('?section=2&product=500'));
    expect(app.server.callsTo('POST', 'vendor/products/11/clone')[0]?.body).toEqual({
      targetSectionID: 2,
      targetName: { values: { en: 'Margherita copy' } },
    });
  });
});

describe('popular products', () => {
  const products = Array.from({ length: 10 }, (_, i) => namedProduct(100 + i, `Dish ${i}`, 1));

  function openPopular(popularCount: number) {
    const catalogue = makeCatalogue();
    catalogue.sections[0]!.products = products;
    const popular = products.slice(0, popularCount);
    catalogue.popularProductIds = popular.map((product) => product.id);
    return openModal(
      '/vendor/1/catalog?view=add-product&modal=popular',
      {
        [`GET ${CATALOGUE_PATH}/popular_products`]: { body: popular },
        [`POST ${CATALOGUE_PATH}/popular_products`]: (request: FakeRequest) => {
          const id = (request.body as { productID: number }).productID;
          return { body: [...popular, makeProduct({ id })] };
        },
      },
      catalogue,
    );
  }

  it('offers no add once 9 are chosen, only removal', async () => {
    openPopular(9);
    const modal = await screen.findByTestId('add-product-modal');
    await within(modal).findByTestId('popular-remove-100');
    expect(within(modal).getByTestId('popular-count').textContent).toBe('9 of 9');
    expect(within(modal).queryByTestId('popular-add-109')).toBeNull();
    expect(within(modal).queryAllByText('Add')).toHaveLength(0);
  });

  it('offers adding while fewer than 9 are chosen, and a popular product is removed by its toggle', async () => {
    const app = openPopular(8);
    const modal = await screen.findByTestId('add-product-modal');
    fireEvent.click(await within(modal).findByTestId('popular-add-108'));
    await waitFor(() =>
      expect(app.server.callsTo('POST', `${CATALOGUE_PATH}/popular_products`)).toHaveLength(1),
    );
    expect(app.server.callsTo('POST', `${CATALOGUE_PATH}/popular_products`)[0]?.body).toEqual({
      productID: 108,
    });
    // Now 9: the last one is not offered.
    await waitFor(() => expect(within(modal).queryByTestId('popular-add-109')).toBeNull());
    expect(within(modal).getByTestId('popular-remove-108')).toBeTruthy();
  });
});

describe('add-product modal', () => {
  it('searches other sections by name, grouped by section, and says when nothing is found', async () => {
    const app = openModal('/vendor/1/catalog?section=1&view=add-product', {
      'POST vendor/sections/1/products': { body: makeCatalogue().sections[0] },
    });
    const modal = await screen.findByTestId('add-product-modal');
    await within(modal).findByTestId('add-product-row-21');
    // The section's own products are not offered.
    expect(within(modal).queryByTestId('add-product-row-11')).toBeNull();
    fireEvent.change(within(modal).getByTestId('add-product-search'), { target: { value: 'greek' } });
    await waitFor(() => expect(within(modal).queryByTestId('add-product-row-21')).toBeNull());
    expect(
      within(within(modal).getByTestId('add-product-group-2')).getByTestId('add-product-row-22'),
    ).toBeTruthy();
    fireEvent.click(within(modal).getByTestId('add-product-22'));
    await waitFor(() => expect(app.server.callsTo('POST', 'vendor/sections/1/products')).toHaveLength(1));
    expect(app.server.callsTo('POST', 'vendor/sections/1/products')[0]?.body).toEqual({ productID: 22 });

    fireEvent.change(within(modal).getByTestId('add-product-search'), {
      target: { value: 'nothing like it' },
    });
    await within(modal).findByTestId('add-product-nothing-found');
  });
});

describe('change-orientation modal', () => {
  it('closes without a call when the orientation is unchanged, saves a change', async () => {
    const app = openModal('/vendor/1/catalog?section=1&view=change-orientation', {
      'PUT vendor/sections/1': (request: FakeRequest) => ({
        body: { ...makeCatalogue().sections[0], ...(request.body as object) },
      }),
    });
    let modal = await screen.findByTestId('change-orientation-modal');
    fireEvent.click(await within(modal).findByTestId('modal-save'));
    await waitFor(() => expect(app.location().search).toBe('?section=1'));
    expect(app.server.callsTo('PUT', 'vendor/sections/1')).toHaveLength(0);

    await app.router.navigate('/vendor/1/catalog?section=1&view=change-orientation');
    modal = await screen.findByTestId('change-orientation-modal');
    fireEvent.click(await within(modal).findByTestId('orientation-VERTICAL'));
    fireEvent.click(within(modal).getByTestId('modal-save'));
    await waitFor(() => expect(app.server.callsTo('PUT', 'vendor/sections/1')).toHaveLength(1));
    expect(app.server.callsTo('PUT', 'vendor/sections/1')[0]?.body).toEqual({ imageOrientation: 'VERTICAL' });
  });
});
