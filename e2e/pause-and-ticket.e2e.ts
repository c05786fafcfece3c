import { DEMO_USERS, PAUSE_ERROR_CODES } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import { sendOrder } from './support/marketplace.ts';
import { signedInPage } from './support/session.ts';
import { serverAndBrowser } from './support/setup.ts';

const e2e = serverAndBrowser({ marketplace: true });

/** The marketplace sends an order; answers the status and body. */
async function placeOrder(vendorId: number, comment: string | null = null) {
  const res = await sendOrder(e2e.server, vendorId, {
    comment,
    items: [{ productId: 2, count: 2, comment: 'No onions <script>alert(1)</script>' }],
  });
  return { status: res.status, body: (await res.json()) as { orderId: number; code?: string } };
}

/** The manager's orders board, in a context of its own. */
async function openOrdersPage() {
  const { context, page, vendorId } = await signedInPage(e2e, DEMO_USERS.manager);
  await page.getByTestId('order-group-WAITING_APPROVAL').waitFor();
  return { context, page, vendorId };
}

describe('pause', () => {
  it('a 15-minute pause shows under the header and refuses marketplace orders until resumed', async () => {
    const { context, page, vendorId } = await openOrdersPage();
    const header = page.getByTestId('app-header');

    await header.getByTestId('pause-menu').click();
    await page.getByRole('menuitem', { name: '15 minutes' }).click();
    const paused = page.getByTestId('paused-until');
    await paused.waitFor();
    // With its date when it ends after the vendor's midnight (shared/lib/vendor-clock.ts).
    expect(await paused.textContent()).toMatch(/^Paused until (\d\d\/\d\d )?\d\d:\d\d$/);

    const refused = await placeOrder(vendorId);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(PAUSE_ERROR_CODES.vendorPaused);

    // Another screen of the shop hears of the pause live, without reloading.
    const other = await openOrdersPage();
    await other.page.getByTestId('paused-until').waitFor();

    await page.getByTestId('resume-orders').click();
    await header.getByTestId('pause-menu').waitFor();
    await other.page.getByTestId('paused-until').waitFor({ state: 'detached' });
    const accepted = await placeOrder(vendorId);
    expect(accepted.status).toBe(201);
    await page.getByTestId(`order-card-${accepted.body.orderId}`).waitFor();
    await other.context.close();
    await context.close();
  });
});

describe('kitchen ticket', () => {
  it('opens from the card and renders for an 80 mm printer under the CSP, its Print button working', async () => {
    const { context, page, vendorId } = await openOrdersPage();
    const { body } = await placeOrder(vendorId, 'Ring twice');
    const card = page.getByTestId(`order-card-${body.orderId}`);
    await card.waitFor();

    const [ticket] = await Promise.all([
      context.waitForEvent('page'),
      card.getByTestId('print-ticket').click(),
    ]);
    const cspViolations: string[] = [];
    ticket.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await ticket.waitForLoadState('load');
    expect(new URL(ticket.url()).pathname).toBe(`/api/vendor/${vendorId}/orders/${body.orderId}/ticket`);
    const sheet = ticket.getByTestId('ticket');
    expect(await sheet.locator('h1').textContent()).toBe(`#${String(body.orderId).padStart(6, '0')}`);
    expect(await sheet.textContent()).toContain('No onions <script>alert(1)</script>');
    expect(await sheet.textContent()).toContain('Ring twice');
    expect(await ticket.evaluate(() => document.querySelectorAll('main script').length)).toBe(0);

    // The Print button runs our script file: window.print is what it calls.
    await ticket.evaluate(() => {
      const counter = window as unknown as { printed: number };
      counter.printed = 0;
      window.print = () => {
        counter.printed += 1;
      };
    });
    await ticket.getByRole('button', { name: 'Print' }).click();
    expect(await ticket.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // Print preview: the paper is 80 mm wide and the button is gone.
    await ticket.emulateMedia({ media: 'print' });
    expect(await ticket.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    const width = await sheet.evaluate((element) => element.getBoundingClientRect().width);
    expect(Math.round(width)).toBe(Math.round((80 / 25.4) * 96));
    expect(cspViolations).toEqual([]);
    await context.close();
  });
});
