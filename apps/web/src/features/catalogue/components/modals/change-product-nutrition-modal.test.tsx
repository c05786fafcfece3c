import type { NutritionRequest } from '@larder/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/test/catalogue-detail-fixtures';
import type { FakeRequest } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { nutritionNeedsSaving } from './change-product-nutrition-modal';

function openNutrition(nutritionFacts: ReturnType<typeof makeProduct>['nutritionFacts']) {
  const product = makeProduct({ nutritionFacts });
  return renderApp('/vendor/1/orders?view=change-product-nutrition&product=1', {
    user: makeUser('VENDOR_OWNER'),
    api: {
      'GET vendor/products/1': { body: product },
      'PUT vendor/products/1/nutrition': (request: FakeRequest) => ({
        body: { ...product, nutritionFacts: { ...(request.body as NutritionRequest), kcal: 0 } },
      }),
    },
  });
}

async function form() {
  const modal = await screen.findByTestId('change-product-nutrition-modal');
  const input = async (label: string) => (await within(modal).findByLabelText(label)) as HTMLInputElement;
  return {
    modal,
    proteins: await input('Proteins'),
    fats: await input('Fats'),
    carbs: await input('Carbohydrates'),
    kcal: () => within(modal).getByTestId('nutrition-kcal').textContent,
    save: () => fireEvent.click(within(modal).getByRole('button', { name: 'Save' })),
  };
}

const closed = (app: ReturnType<typeof renderApp>) => !app.location().search.includes('view=');

describe('nutrition modal', () => {
  it('works out the total calories from proteins 4.1, fats 9.29 and carbs 4.1 per gram', async () => {
    openNutrition(null);
    const { proteins, fats, carbs, kcal } = await form();
    expect(kcal()).toBe('Total calories: 0 kcal');
    fireEvent.change(proteins, { target: { value: '10' } });
    expect(kcal()).toBe('Total calories: 41 kcal');
    fireEvent.change(fats, { target: { value: '5' } });
    // 41 + 46.45
    expect(kcal()).toBe('Total calories: 87 kcal');
    fireEvent.change(carbs, { target: { value: '20.5' } });
    // 41 + 46.45 + 84.05 = 171.5
    expect(kcal()).toBe('Total calories: 172 kcal');
  });

  it('closes without a call when nothing changed', async () => {
    const app = openNutrition({ proteins: 10, fats: 5, carbs: 20, kcal: 169 });
    const { proteins, save, kcal } = await form();
    expect(proteins.value).toBe('10');
    expect(kcal()).toBe('Total calories: 169 kcal');
    save();
    await waitFor(() => expect(closed(app)).toBe(true));
    expect(app.server.callsTo('PUT', 'vendor/products/1/nutrition')).toHaveLength(0);
  });

  it('sends all three values when one of them changed', async () => {
    const app = openNutrition({ proteins: 10, fats: 5, carbs: 20, kcal: 169 });
    const { fats, save } = await form();
    fireEvent.change(fats, { target: { value: '6' } });
    save();
    await waitFor(() => expect(closed(app)).toBe(true));
    expect(app.server.callsTo('PUT', 'vendor/products/1/nutrition').map((call) => call.body)).toEqual([
      { proteins: 10, fats: 6, carbs: 20 },
    ]);
  });

  it('without stored facts, sends only when a value is not zero', async () => {
    const app = openNutrition(null);
    const { carbs, save } = await form();
    fireEvent.change(carbs, { target: { value: '0' } });
    save();
    await waitFor(() => expect(closed(app)).toBe(true));
    expect(app.server.callsTo('PUT', 'vendor/products/1/nutrition')).toHaveLength(0);
  });

  it('without stored facts, sends the first non-zero values', async () => {
    const app = openNutrition(null);
    const { carbs, save } = await form();
    fireEvent.change(carbs, { target: { value: '30' } });
    save();
    await waitFor(() => expect(closed(app)).toBe(true));
    expect(app.server.callsTo('PUT', 'vendor/products/1/nutrition')[0]?.body).toEqual({
      proteins: 0,
      fats: 0,
      carbs: 30,
    });
  });

  it('refuses negative and too long values, keeping the previous one', async () => {
    openNutrition(null);
    const { proteins } = await form();
    fireEvent.change(proteins, { target: { value: '12.5' } });
    fireEvent.change(proteins, { target: { value: '-12.5' } });
    expect(proteins.value).toBe('12.5');
    fireEvent.change(proteins, { target: { value: '12.50001' } });
    expect(proteins.value).toBe('12.5');
  });

  it('values are per 100 g: 100 g fits, 101 g or more than 100 g together cannot be saved', async () => {
    const app = openNutrition(null);
    const { modal, proteins, fats, carbs } = await form();
    const saveButton = () => within(modal).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    fireEvent.change(proteins, { target: { value: '100' } });
    expect(saveButton().disabled).toBe(false);
    fireEvent.change(proteins, { target: { value: '101' } });
    expect(saveButton().disabled).toBe(true);
    expect(proteins.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(proteins, { target: { value: '50' } });
    fireEvent.change(fats, { target: { value: '30' } });
    fireEvent.change(carbs, { target: { value: '21' } });
    expect(saveButton().disabled).toBe(true);
    expect(within(modal).getByTestId('nutrition-rule').textContent).toContain('at most 100 g');
    fireEvent.click(saveButton());
    expect(app.server.callsTo('PUT', 'vendor/products/1/nutrition')).toHaveLength(0);
    fireEvent.change(carbs, { target: { value: '20' } });
    expect(saveButton().disabled).toBe(false);
  });

  it('shows the warning modal when the save fails', async () => {
    renderApp('/vendor/1/orders?view=change-product-nutrition&product=1', {
      user: makeUser('VENDOR_OWNER'),
      api: {
        'GET vendor/products/1': { body: makeProduct() },
        'PUT vendor/products/1/nutrition': { status: 500, body: { code: 'InternalError', message: 'x' } },
      },
    });
    const { fats, save } = await form();
    fireEvent.change(fats, { target: { value: '3' } });
    save();
    expect(await screen.findByText('Oops! Something went wrong!')).toBeTruthy();
  });
});

describe('nutritionNeedsSaving', () => {
  const facts = { proteins: 1, fats: 2, carbs: 3, kcal: 0 };
  it('compares with the stored facts, or looks for any non-zero value without them', () => {
    expect(nutritionNeedsSaving(facts, { proteins: 1, fats: 2, carbs: 3 })).toBe(false);
    expect(nutritionNeedsSaving(facts, { proteins: 1, fats: 2, carbs: 4 })).toBe(true);
    expect(nutritionNeedsSaving(facts, { proteins: 0, fats: 0, carbs: 0 })).toBe(true);
    expect(nutritionNeedsSaving(null, { proteins: 0, fats: 0, carbs: 0 })).toBe(false);
    expect(nutritionNeedsSaving(null, { proteins: 0, fats: 0.5, carbs: 0 })).toBe(true);
  });
});
