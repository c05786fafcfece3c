import AxeBuilder from '@axe-core/playwright';
import { DEMO_USERS } from '@larder/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from './support/marketplace.ts';
import { DESKTOP, openPage, PHONE, signedInPage } from './support/session.ts';
import { serverAndBrowser } from './support/setup.ts';

let vendorId: string;

const e2e = serverAndBrowser({ marketplace: true });
beforeAll(async () => {
  vendorId = '1';
  // One order of each kind, so the cards, their badges and actions are on the page.
  for (const receiptType of ['TAKEAWAY', 'DELIVERY']) {
    await placeOrder(e2e.server, vendorId, {
      receiptType,
      customerInfo: { name: 'Grace Hopper', phone: '+12125550123', address: '12 Main St' },
      items: [{ productId: 1, count: 2 }],
    });
  }
});

/** The serious and critical axe findings of the page as it is now, one readable line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 160)} — ${node.failureSummary ?? ''}`,
      ),
    );
}

const viewports = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

describe.each(viewports)('axe on the %s layout', (_name, viewport) => {
  it('sign-in has no serious or critical violations', async () => {
    const { context, page } = await openPage(e2e.browser, viewport);
    await page.goto(`${e2e.server.url}/auth`);
    await page.getByTestId('sign-in-submit').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('orders, catalogue and an open modal have no serious or critical violations', async () => {
    const { context, page } = await signedInPage(e2e, DEMO_USERS.owner, { viewport });
    await page.locator('[data-testid^="order-card-"]').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${e2e.server.url}/vendor/${vendorId}/catalog`);
    await page.getByTestId('product-grid').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${e2e.server.url}/vendor/${vendorId}/orders?view=order-info&order=1`);
    await page.getByTestId('order-info-modal').waitFor();
    await page.getByRole('dialog').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('focus', () => {
  it('returns to the link that opened a modal when the modal closes', async () => {
    const { context, page } = await signedInPage(e2e, DEMO_USERS.owner);
    const card = page.getByTestId('order-card-1');
    const details = card.getByRole('link', { name: 'Details' });
    await details.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => details.evaluate((link) => link === document.activeElement)).toBe(true);
    await context.close();
  });
});
