import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct, makeSection, makeTax } from '@/test/catalogue-detail-fixtures';
import type { FakeResponse } from '@/test/fake-api';
import { makeUser, makeVendorParams } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const closed = (app: ReturnType<typeof renderApp>) => !app.location().search.includes('view=');

describe('description modal', () => {
  it('has one textarea per menu language, counts up to 1000 characters and saves every language', async () => {
    const product = makeProduct({ descriptionI18n: { values: { en: 'Tomato, mozzarella' } } });
    const app = renderApp('/vendor/1/orders?view=change-product-description&product=1', {
      user: makeUser('VENDOR_OWNER'),
      api: {
        'GET vendor/params': {
          body: makeVendorParams({
            menuLanguages: [
              { code: 'ru', mandatory: false },
              { code: 'en', mandatory: true },
            ],
          }),
        },
        'GET vendor/products/1': { body: product },
        'PUT vendor/products/1': { body: product },
      },
    });
    const modal = await screen.findByTestId('change-product-description-modal');
    const english = (await within(modal).findByLabelText('English (main language)')) as HTMLTextAreaElement;
    const russian = within(modal).getByLabelText('Russian') as HTMLTextAreaElement;
    expect(english.value).toBe('Tomato, mozzarella');
    expect(within(modal).getByText('18/1000')).toBeTruthy();
    fireEvent.change(russian, { target: { value: 'x'.repeat(1005) } });
    expect(russian.value).toHaveLength(1000);
    expect(within(modal).getByText('1000/1000')).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed(app)).toBe(true));
    expect(app.server.callsTo('PUT', 'vendor/products/1')[0]?.body).toEqual({
      description: { values: { en: 'Tomato, mozzarella', ru: 'x'.repeat(1000) } },
    });
  });
});

describe('weight, SKU and parameters modals', () => {
  function openProduct(view: string, overrides = {}) {
    const product = makeProduct(overrides);
    return renderApp(`/vendor/1/orders?view=${view}&product=1`, {
      user: makeUser('VENDOR_OWNER'),
      api: { 'GET vendor/products/1': { body: product }, 'PUT vendor/products/1': { body: product } },
    });
  }

  it('reads the weight in ml for a liquid product and saves whole numbers only', async () => {
    const app = openProduct('change-product-weight', { attributes: ['LIQUID'], weight: 330 });
    const modal = await screen.findByTestId('change-product-weight-modal');
    const volume = (await within(modal).findByLabelText('Volume')) as HTMLInputElement;
    expect(within(modal).getByText('ml')).toBeTruthy();
    fireEvent.change(volume, { target: { value: '500.5' } });
    expect(volume.value).toBe('330');
    fireEvent.change(volume, { target: { value: '500' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed(app)).toBe(true));
    expect(app.server.callsTo('PUT', 'vendor/products/1')[0]?.body).toEqual({ weight: 500 });
  });

  it('saves an empty SKU as null', async () => {
    const app = openProduct('change-product-sku', { sku: 'PZ-1' });
    const modal = await screen.findByTestId('change-product-sku-modal');
    fireEvent.change(await within(modal).findByLabelText('SKU'), { target: { value: '  ' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed(app)).toBe(true));
    expect(app.server.callsTo('PUT', 'vendor/products/1')[0]?.body).toEqual({ sku: null });
  });

  it('edits weight, liquid, SKU and the maximum per order in the big layout', async () => {
    const app = openProduct('change-product-parameters', { weight: 450, maxCount: 3 });
    const modal = await screen.findByTestId('change-product-parameters-modal');
    expect(modal.getAttribute('data-layout')).toBe('big');
    await within(modal).findByLabelText('Weight');
    fireEvent.click(within(modal).getByRole('switch', { name: /Liquid product/ }));
    const volume = within(modal).getByLabelText('Volume');
    fireEvent.change(volume, { target: { value: '500' } });
    fireEvent.change(within(modal).getByLabelText('SKU'), { target: { value: ' LEM-05 ' } });
    fireEvent.change(within(modal).getByLabelText('Maximum per order'), { target: { value: '' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed(app)).toBe(true));
    expect(app.server.callsTo('PUT', 'vendor/products/1')[0]?.body).toEqual({
      weight: 500,
      attributes: ['LIQUID'],
      sku: 'LEM-05',
      maxCount: null,
    });
  });

  it('sends the stock count only when it was changed there', async () => {
    const app = openProduct('change-product-parameters', { stock: 7 });
    const modal = await screen.findByTestId('change-product-parameters-modal');
    const stock = (await within(modal).findByLabelText('Portions left')) as HTMLInputElement;
    expect(stock.value).toBe('7');
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed(app)).toBe(true));
    // Orders move the count meanwhile: an unchanged field is not sent back.
    expect(app.server.callsTo('PUT', 'vendor/products/1')[0]?.body).not.toHaveProperty('stock');
  });

  it('clears the count to stop counting, and refuses one above 1,000,000', async () => {
    const app = openProduct('change-product-parameters', { stock: 0 });
    const modal = await screen.findByTestId('change-product-parameters-modal');
    const stock = (await within(modal).findByLabelText('Portions left')) as HTMLInputElement;
    expect(stock.value).toBe('0');
    fireEvent.change(stock, { target: { value: '1000001' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('At most 1000000')).toBeTruthy();
    expect(app.server.callsTo('PUT', 'vendor/products/1')).toHaveLength(0);
    fireEvent.change(stock, { target: { value: '' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed(app)).toBe(true));
    expect(app.server.callsTo('PUT', 'vendor/products/1')[0]?.body).toMatchObject({ stock: null });
  });
});

describe('VAT rate modal', () => {
  function openVat(taxSettings: { id: number } | null, taxes: FakeResponse, put?: FakeResponse) {
    const section = makeSection({ taxSettings });
    return renderApp('/vendor/1/orders?view=change-vat-rate&section=1', {
      user: makeUser('VENDOR_OWNER'),
      api: {
        'GET vendor/sections/1': { body: section },
        'GET vendor/taxes': taxes,
        'PUT vendor/sections/1': put ?? { body: section },
      },
    });
  }
  const taxes = [
    makeTax(),
    makeTax({
      id: 2,
      rate: 5,
      name: { values: { en: 'Reduced VAT' } },
      nameI18n: { values: { en: 'Reduced VAT' } },
    }),
  ];

  it('saves the picked tax as productTaxId', async () => {
    const app = openVat(null, { body: taxes });
    const modal = await screen.findByTestId('change-vat-rate-modal');
    fireEvent.click(await within(modal).findByTestId('vat-option-2'));
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closed(app)).toBe(true));
    expect(app.server.callsTo('PUT', 'vendor/sections/1')[0]?.body).toEqual({
      taxSettings: { productTaxId: 2 },
    });
  });

  it('says when the section tax is no longer offered, and needs another pick to save', async () => {
    openVat({ id: 99 }, { body: taxes });
    const modal = await screen.findByTestId('change-vat-rate-modal');
    const notice = await within(modal).findByTestId('vat-unavailable');
    expect(notice.textContent).toContain('Invalid tax name');
    expect(notice.textContent).toContain(
      'Current tax setting is no longer available. Pick another to save settings.',
    );
    const save = within(modal).getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(within(modal).getByTestId('vat-option-1'));
    expect(save).toHaveProperty('disabled', false);
  });

  it('swallows a failed tax list', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    openVat(null, { status: 500, body: { code: 'InternalError', message: 'x' } });
    const modal = await screen.findByTestId('change-vat-rate-modal');
    expect(await within(modal).findByText('No tax rates are available right now.')).toBeTruthy();
  });

  it('shows "Invalid tax name" from a 400 InvalidTaxName', async () => {
    const section = makeSection();
    renderApp('/vendor/1/orders?view=change-vat-rate&section=1', {
      user: makeUser('VENDOR_OWNER'),
      api: {
        'GET vendor/sections/1': { body: section },
        'GET vendor/taxes': { body: [makeTax()] },
        'PUT vendor/sections/1': {
          status: 400,
          body: { code: 'InvalidTaxName', message: 'Invalid tax name' },
        },
      },
    });
    const modal = await screen.findByTestId('change-vat-rate-modal');
    fireEvent.click(await within(modal).findByTestId('vat-option-1'));
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByRole('alert')).toHaveProperty('textContent', 'Invalid tax name');
  });
});
