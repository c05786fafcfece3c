import type { MenuImportPreview } from '@larder/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PATH, catalogueRoutes, makeCatalogue } from '@/test/catalogue-fixtures';
import type { FakeResponse } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const PREVIEW_ID = 'a'.repeat(32);

const preview = (overrides: Partial<MenuImportPreview> = {}): MenuImportPreview => ({
  previewId: PREVIEW_ID,
  expiresAt: '2026-11-27T18:00:00.000Z',
  rows: 3,
  changes: [
    { row: 2, productId: 1, productName: 'Margherita', field: 'price', from: 11.9, to: 12.5 },
    { row: 3, productId: 2, productName: 'Pepperoni', field: 'name.ru', from: 'Пепперони', to: 'Пеперони' },
    { row: 4, productId: 3, productName: 'Lemonade', field: 'visible', from: true, to: false },
  ],
  created: [],
  errors: [],
  ...overrides,
});

function open(answers: { preview: FakeResponse; apply?: () => Promise<FakeResponse> | FakeResponse }) {
  return renderApp('/vendor/1/catalog?view=catalog-spreadsheet', {
    user: makeUser('VENDOR_OWNER'),
    api: {
      ...catalogueRoutes(makeCatalogue()),
      [`POST ${CATALOGUE_PATH}/import`]: answers.preview,
      [`POST ${CATALOGUE_PATH}/import/${PREVIEW_ID}/apply`]: answers.apply ?? {
        body: { updated: 3, created: 0 },
      },
    },
  });
}

async function upload() {
  const modal = await screen.findByTestId('menu-spreadsheet');
  const input = modal.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File(['PK'], 'menu.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  fireEvent.change(input, { target: { files: [file] } });
  return modal;
}

describe('the menu as a spreadsheet', () => {
  it('offers the export and shows what an uploaded file changes, the new values highlighted', async () => {
    const app = open({ preview: { body: preview() } });
    const modal = await screen.findByTestId('menu-spreadsheet');
    expect(within(modal).getByTestId('spreadsheet-download').getAttribute('href')).toContain(
      `${CATALOGUE_PATH}/export.xlsx`,
    );
    await upload();
    const table = await screen.findByTestId('spreadsheet-changes');
    const rows = within(table).getAllByTestId('spreadsheet-change');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['Margheritarow 2', 'Price', '11.90 EUR', '12.50 EUR'],
      ['Pepperonirow 3', 'Name (ru)', 'Пепперони', 'Пеперони'],
      ['Lemonaderow 4', 'Visible', 'yes', 'no'],
    ]);
    expect(table.querySelectorAll('[data-changed="true"]')).toHaveLength(3);
    expect(screen.getByText('3 changes')).toBeTruthy();
    const form = app.server.callsTo('POST', `${CATALOGUE_PATH}/import`)[0]!.body as FormData;
    expect((form.get('file') as File).name).toBe('menu.xlsx');
    expect(app.server.callsTo('POST', `${CATALOGUE_PATH}/import/${PREVIEW_ID}/apply`)).toHaveLength(0);
  });

  it('lists the refused cells by row and keeps Apply off', async () => {
    open({
      preview: {
        body: preview({
          changes: [],
          errors: [
            {
              row: 5,
              column: 'Price',
              cell: 'H5',
              code: 'InvalidAmount',
              message: 'price has more decimals',
            },
            { row: 7, column: 'ID', cell: 'A7', code: 'UnknownProduct', message: 'No product has the id 99' },
            {
              row: 9,
              column: 'Name (en)',
              cell: 'D9',
              code: 'ValidationError',
              message: 'Too big: expected string to have <=70 characters',
            },
          ],
        }),
      },
    });
    await upload();
    const errors = await screen.findByTestId('spreadsheet-errors');
    expect(
      within(errors)
        .getAllByTestId('spreadsheet-error')
        .map((e) => e.textContent),
    ).toEqual([
      'Row 5, Price (H5): This amount cannot be set in your currency.',
      'Row 7, ID (A7): This product is not on your menu.',
      'Row 9, Name (en) (D9): Too big: expected string to have <=70 characters',
    ]);
    expect(screen.getByTestId('spreadsheet-apply')).toHaveProperty('disabled', true);
  });

  it('shows a progress bar while applying, then what was written', async () => {
    let finish: (answer: FakeResponse) => void = () => {};
    const app = open({
      preview: { body: preview() },
      apply: () => new Promise<FakeResponse>((resolve) => (finish = resolve)),
    });
    await upload();
    fireEvent.click(await screen.findByTestId('spreadsheet-apply'));
    const applying = await screen.findByTestId('spreadsheet-applying');
    expect(within(applying).getByRole('progressbar')).toBeTruthy();
    finish({ body: { updated: 3, created: 0 } });
    expect((await screen.findByTestId('spreadsheet-applied')).textContent).toBe(
      'The catalogue is updated: 3 products changed, 0 added.',
    );
    expect(app.server.callsTo('POST', `${CATALOGUE_PATH}/import/${PREVIEW_ID}/apply`)).toHaveLength(1);
  });

  it('says so when the catalogue changed meanwhile, and Cancel forgets a preview', async () => {
    open({
      preview: { body: preview() },
      apply: () => ({ status: 409, body: { code: 'CatalogueChanged', message: 'changed' } }),
    });
    await upload();
    fireEvent.click(await screen.findByTestId('spreadsheet-apply'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The catalogue was changed after the file was read',
    );
    expect(screen.queryByTestId('spreadsheet-preview')).toBeNull();
    await upload();
    fireEvent.click(await screen.findByTestId('spreadsheet-cancel'));
    await waitFor(() => expect(screen.queryByTestId('spreadsheet-preview')).toBeNull());
    expect(screen.getByTestId('spreadsheet-upload')).toBeTruthy();
  });
});
