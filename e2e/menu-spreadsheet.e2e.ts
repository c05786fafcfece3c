import { readFile } from 'node:fs/promises';
import { DEMO_USERS } from '@larder/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { modalClosed } from './support/catalogue.ts';
import { signedInPage } from './support/session.ts';
import { serverAndBrowser } from './support/setup.ts';

const e2e = serverAndBrowser();

/** The menu sheet's row of a product, by its English name, and the column of a header. */
function cellOf(sheet: ExcelJS.Worksheet, en: string, header: string) {
  const headers = sheet.getRow(1).values as unknown[];
  const nameColumn = headers.indexOf('Name (en)');
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    if (row.getCell(nameColumn).value === en) return row.getCell(headers.indexOf(header));
  }
  throw new Error(`no row for ${en}`);
}

describe('the menu as a spreadsheet', () => {
  it('an owner downloads the menu, changes three prices in it, uploads it and sees them on the tiles', async () => {
    const { context, page } = await signedInPage(e2e, DEMO_USERS.owner, { path: 'catalog' });
    await page.getByTestId('product-grid').waitFor();

    await page.getByTestId('catalog-settings').click();
    await page.getByTestId('catalog-spreadsheet').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('spreadsheet-download').click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Menu')!;
    const prices = { Margherita: 12.5, Pepperoni: 14.25, 'Quattro Formaggi': 15 };
    for (const [name, price] of Object.entries(prices)) cellOf(sheet, name, 'Price').value = price;
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    await page.locator('input[type="file"]').setInputFiles({
      name: 'menu.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: file,
    });
    const changes = page.getByTestId('spreadsheet-change');
    await changes.first().waitFor();
    expect(await changes.count()).toBe(3);
    expect(
      await page.getByTestId('spreadsheet-changes').locator('[data-changed="true"]').allTextContents(),
    ).toEqual(['12.50 USD', '14.25 USD', '15.00 USD']);

    await page.getByTestId('spreadsheet-apply').click();
    await page.getByTestId('spreadsheet-applied').waitFor();
    await page.keyboard.press('Escape');
    await modalClosed(page);

    // Quattro Formaggi is on sale: its tile shows the new price struck through beside the sale price.
    const grid = page.getByTestId('product-grid');
    for (const [name, price] of Object.entries(prices)) {
      const tile = grid.locator('[data-testid^="product-tile-"]', {
        has: page.getByTestId('product-name').getByText(name, { exact: true }),
      });
      await expect.poll(async () => (await tile.textContent()) ?? '').toContain(`${price.toFixed(2)} USD`);
    }
    await context.close();
  });
});
