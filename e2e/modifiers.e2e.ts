import { DEMO_USERS } from '@larder/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { modalClosed } from './support/catalogue.ts';
import { sendOrder } from './support/marketplace.ts';
import { signedInPage } from './support/session.ts';
import { serverAndBrowser } from './support/setup.ts';

const e2e = serverAndBrowser({ marketplace: true });

const modal = (page: Page, view: string) => page.getByTestId(`${view}-modal`);

/** A GET of the vendor API from inside the signed-in page (its session cookie). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(
    async (url) => (await fetch(url, { credentials: 'include' })).json(),
    path,
  ) as Promise<T>;
}

/** The marketplace orders one of the product with these components. */
function placeOrder(
  vendorId: number,
  productId: number,
  components: { componentId: number; count: number }[],
) {
  return sendOrder(e2e.server, vendorId, { items: [{ productId, count: 1, components }] });
}

describe('modifiers', () => {
  it('builds a group of 3 components, attaches it with maxCount 2, and the kitchen receipt shows the chosen ones', async () => {
    const { context, page, vendorId } = await signedInPage(e2e, DEMO_USERS.owner, { path: 'catalog' });
    await page.getByTestId('product-grid').waitFor();

    // A new group (LIST by default) opens once created.
    await page.getByTestId('add-group').click();
    const addGroup = modal(page, 'add-group');
    await addGroup.getByTestId('group-name-en').fill('E2E sauces');
    await addGroup.getByTestId('group-name-ru').fill('Соусы E2E');
    await addGroup.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/[?&]group=\d+/);
    await modalClosed(page);
    const groupId = Number(new URL(page.url()).searchParams.get('group'));
    const grid = page.getByTestId('component-grid');
    await grid.getByRole('heading', { name: 'E2E sauces' }).waitFor();
    expect(await grid.getByTestId('group-display-mode').textContent()).toBe('List');

    // Three components, each through the item creator.
    for (const [en, price] of [
      ['Garlic', '0.5'],
      ['Chili', '0.7'],
      ['Cheese', '1.2'],
    ] as const) {
      await grid.getByTestId('add-component').click();
      const form = modal(page, 'add-component');
      await form.getByTestId('component-name-en').fill(en);
      await form.getByTestId('component-price-input').fill(price);
      await form.getByRole('button', { name: 'Create' }).click();
      await modalClosed(page);
      await grid.getByText(en, { exact: true }).waitFor();
    }
    await page.locator(`[data-testid="group-count-${groupId}"]`, { hasText: '3 components' }).waitFor();
    // The first component has no up button, the last no down button.
    const tiles = grid.locator('[data-testid^="component-tile-"]');
    expect(await tiles.count()).toBe(3);
    expect(await tiles.first().locator('[data-testid$="-up"]').count()).toBe(0);
    expect(await tiles.last().locator('[data-testid$="-down"]').count()).toBe(0);

    // Published: customers see the group.
    // The header sits over the top of the page: the switch is pressed from the keyboard.
    await grid.getByTestId('group-visible').focus();
    await page.keyboard.press('Space');
    await page.getByTestId('group-hidden-badge').waitFor({ state: 'detached' });

    // Attach it to Margherita with 2 portions in all.
    await page.getByTestId('section-list').getByText('Pizza').click();
    const margherita = page.getByTestId('product-grid').getByRole('article', { name: 'Margherita' });
    const productId = Number((await margherita.getAttribute('data-testid'))!.split('-').pop());
    await margherita.locator(`[data-testid="product-menu-${productId}"]`).click();
    await page.getByTestId('product-action-change-product-components').click();
    const components = modal(page, 'change-product-components');
    await components.getByTestId(`product-group-toggle-${groupId}`).click();
    const setup = page.getByTestId('group-setup');
    const maxCount = setup.getByRole('group', { name: 'Portions of the chosen component' });
    expect(await maxCount.locator('output').textContent()).toBe('3');
    await maxCount.getByRole('button', { name: 'Decrease' }).click();
    expect(await maxCount.locator('output').textContent()).toBe('2');
    // Two different sauces may be chosen: multiple choice, its counter starting at 2.
    await setup.getByRole('switch', { name: /Multiple choice/ }).check({ force: true });
    const different = setup.getByRole('group', { name: 'Different components a customer may choose' });
    expect(await different.locator('output').textContent()).toBe('2');
    await setup.getByTestId('setup-save').click();
    await setup.waitFor({ state: 'detached' });
    // The button turns into "Added" once the product's list is saved.
    await components.locator(`[data-testid="product-group-toggle-${groupId}"][data-added]`).waitFor();
    expect(await components.getByTestId(`product-group-toggle-${groupId}`).textContent()).toBe('Added');
    await page.keyboard.press('Escape');
    await modalClosed(page);

    const product = await apiGet<{ componentGroups: { componentGroupID: number; maxCount: number }[] }>(
      page,
      `/api/vendor/products/${productId}`,
    );
    expect(product.componentGroups.find((g) => g.componentGroupID === groupId)?.maxCount).toBe(2);
    const group = (
      await apiGet<{ id: number; components: { id: number; name: string }[] }[]>(
        page,
        `/api/vendor/accounts/${(await apiGet<{ account: { id: number } }>(page, '/api/vendor/users/me')).account.id}/catalogue/component_groups`,
      )
    ).find((g) => g.id === groupId)!;
    const idOf = (name: string) => group.components.find((c) => c.name === name)!.id;

    // The marketplace orders it: three toppings are one too many; two go through.
    const tooMany = await placeOrder(vendorId, productId, [
      { componentId: idOf('Garlic'), count: 1 },
      { componentId: idOf('Chili'), count: 1 },
      { componentId: idOf('Cheese'), count: 1 },
    ]);
    expect(tooMany.status).toBe(400);
    const res = await placeOrder(vendorId, productId, [
      { componentId: idOf('Garlic'), count: 1 },
      { componentId: idOf('Cheese'), count: 1 },
    ]);
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: number };

    // The kitchen receipt lists the chosen components under the product.
    await page.goto(`${e2e.server.url}/vendor/${vendorId}/orders?view=order-check&order=${orderId}`);
    const receipt = page.getByTestId('order-check-modal');
    await receipt.getByText('Margherita').waitFor();
    const lines = receipt.getByTestId('receipt-component');
    await lines.nth(1).waitFor();
    expect(await lines.count()).toBe(2);
    const text = (await lines.allTextContents()).join(' ');
    expect(text).toContain('Garlic');
    expect(text).toContain('Cheese');
    await context.close();
  });
});
