import { DEMO_USERS, LIMITS } from '@larder/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dragBetween, idFromUrl, modalClosed } from './support/catalogue.ts';
import { signedInPage } from './support/session.ts';
import { serverAndBrowser } from './support/setup.ts';

const e2e = serverAndBrowser();

const modal = (page: Page, view: string) => page.getByTestId(`${view}-modal`);

/** The product tiles of the active section, in the order shown. */
async function tileOrder(page: Page): Promise<number[]> {
  const ids = await page
    .getByTestId('product-grid')
    .locator('[data-testid^="product-tile-"]')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-testid')?.split('-').pop())));
  return ids;
}

/** Creates a product in the active section through the create-product modal; returns its id. */
async function createProduct(page: Page, en: string, ru: string): Promise<number> {
  await page.getByTestId('create-product').click();
  const dialog = modal(page, 'create-product');
  const create = dialog.getByRole('button', { name: 'Create' });
  await dialog.getByTestId('product-name-ru').fill(ru);
  // docs/product.md#menu-languages: the mandatory (English) name is what enables Create.
  expect(await create.isDisabled()).toBe(true);
  await dialog.getByTestId('product-name-en').fill(en);
  await create.click();
  await page.waitForURL(/[?&]product=\d+/);
  await modalClosed(page);
  return idFromUrl(page.url(), 'product');
}

describe('catalogue', () => {
  it('builds a section and products, prices and publishes, reorders by drag, sets hours and tags; all persists', async () => {
    const { context, page, vendorId } = await signedInPage(e2e, DEMO_USERS.owner, { path: 'catalog' });
    await page.getByTestId('product-grid').waitFor();

    // Menu languages: English is mandatory; Russian is added as the second one unless it is there.
    await page.getByTestId('catalog-settings').click();
    await page.getByTestId('catalog-menu-languages').click();
    const languages = modal(page, 'add-menu-language');
    await languages.getByTestId('menu-language-en').waitFor();
    if ((await languages.getByTestId('menu-language-ru').count()) === 0) {
      await languages.getByTestId('menu-language-select').click();
      await page.getByRole('option', { name: /\(ru\)$/ }).click();
      await languages.getByTestId('menu-language-add').click();
      await languages.getByTestId('menu-language-ru').waitFor();
    }
    await page.keyboard.press('Escape');
    await modalClosed(page);

    // A section, named in both menu languages; it opens once created.
    await page.getByTestId('add-section').click();
    const addSection = modal(page, 'add-section');
    await addSection.getByTestId('section-name-en').fill('E2E soups');
    await addSection.getByTestId('section-name-ru').fill('Супы E2E');
    await addSection.getByRole('button', { name: 'Create' }).click();
    await modalClosed(page);
    await expect.poll(() => page.getByTestId('active-section-title').textContent()).toBe('E2E soups');
    const sectionId = idFromUrl(page.url(), 'section');

    const borscht = await createProduct(page, 'Borscht', 'Борщ');
    const solyanka = await createProduct(page, 'Solyanka', 'Солянка');
    expect(await tileOrder(page)).toEqual([borscht, solyanka]);
    const borschtTile = page.getByTestId(`product-tile-${borscht}`);
    expect(await borschtTile.getAttribute('data-visible')).toBe('false');

    // The first price of a hidden product publishes it (300 ms later, docs/product.md#products).
    await page.getByTestId(`product-price-link-${borscht}`).click();
    const price = modal(page, 'change-product-price');
    await price.getByLabel('Price', { exact: true }).fill('7.5');
    await price.getByTestId('modal-save').click();
    await modalClosed(page);
    await expect.poll(() => borschtTile.getAttribute('data-visible'), { timeout: 10_000 }).toBe('true');
    expect(await borschtTile.getByTestId('product-price').textContent()).toMatch(/^7\.50 /);

    // Drag Solyanka before Borscht by its handle: press, move past the 5 px tolerance in steps, drop.
    const reordered = page.waitForResponse(
      (response) => response.url().includes(`/sections/${sectionId}/products/change-order`) && response.ok(),
    );
    await dragBetween(page, page.getByTestId(`product-drag-${solyanka}`), borschtTile);
    await reordered;
    expect(await tileOrder(page)).toEqual([solyanka, borscht]);

    // Working hours of the whole catalogue: Sunday becomes a day off.
    await page.getByTestId('catalog-working-hours').click();
    const hours = modal(page, 'change-catalog-working-hours');
    await hours.getByTestId('working-hours-SUNDAY').waitFor();
    const sundayOff = hours.getByTestId('working-hours-SUNDAY-off');
    if (!(await sundayOff.isChecked())) await sundayOff.check();
    await hours.getByTestId('modal-save').click();
    await modalClosed(page);

    // Tags: 15 are allowed (docs/product.md#section-groups-categories-and-tags), the 16th is refused.
    await page.getByTestId(`product-menu-${borscht}`).click();
    await page.getByTestId('product-action-change-product-tags').click();
    const tags = modal(page, 'change-product-tags');
    await tags.getByTestId('selection-counter').waitFor();
    let chosen = 0;
    let sixteenth: Locator | null = null;
    for (const group of await tags.locator('[data-testid^="selection-group-"]').all()) {
      await group.click();
      for (const option of await tags.getByRole('tabpanel').locator('[data-testid^="tag-option-"]').all()) {
        if (chosen === LIMITS.productTags) {
          sixteenth = option;
          break;
        }
        await option.click();
        chosen += 1;
      }
      if (sixteenth) break;
    }
    expect(sixteenth).not.toBeNull();
    expect(await sixteenth!.isDisabled()).toBe(true);
    await sixteenth!.click({ force: true });
    expect(await tags.locator('[data-testid^="selected-option-"]').count()).toBe(LIMITS.productTags);
    expect(await tags.getByTestId('selection-counter').textContent()).toContain(String(LIMITS.productTags));
    await tags.getByTestId('modal-save').click();
    await modalClosed(page);

    // Reload: everything is where it was left.
    await page.goto(`${e2e.server.url}/vendor/${vendorId}/catalog?section=${sectionId}`);
    await page.getByTestId('product-grid').waitFor();
    expect(await page.getByTestId('active-section-title').textContent()).toBe('E2E soups');
    expect(await tileOrder(page)).toEqual([solyanka, borscht]);
    expect(await page.getByTestId(`product-tile-${borscht}`).getAttribute('data-visible')).toBe('true');
    expect(await page.getByTestId(`product-tile-${solyanka}`).getAttribute('data-visible')).toBe('false');

    await page.goto(
      `${e2e.server.url}/vendor/${vendorId}/catalog?section=${sectionId}&product=${borscht}&view=rename`,
    );
    const rename = modal(page, 'rename');
    expect(await rename.getByTestId('name-en').inputValue()).toBe('Borscht');
    expect(await rename.getByTestId('name-ru').inputValue()).toBe('Борщ');
    await page.keyboard.press('Escape');
    await modalClosed(page);

    await page.goto(`${e2e.server.url}/vendor/${vendorId}/catalog?section=${sectionId}&view=rename`);
    const renameSection = modal(page, 'rename');
    expect(await renameSection.getByTestId('name-ru').inputValue()).toBe('Супы E2E');
    await page.keyboard.press('Escape');
    await modalClosed(page);

    await page.getByTestId('catalog-working-hours').click();
    expect(
      await modal(page, 'change-catalog-working-hours').getByTestId('working-hours-SUNDAY-off').isChecked(),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await modalClosed(page);

    await page.getByTestId(`product-menu-${borscht}`).click();
    await page.getByTestId('product-action-change-product-tags').click();
    const savedTags = modal(page, 'change-product-tags');
    await savedTags.getByTestId('selection-chosen').waitFor();
    await expect
      .poll(() => savedTags.locator('[data-testid^="selected-option-"]').count())
      .toBe(LIMITS.productTags);
    await context.close();
  });
});
