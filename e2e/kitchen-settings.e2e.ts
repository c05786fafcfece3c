import { DEMO_USERS } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import { sendOrder } from './support/marketplace.ts';
import { signedInPage } from './support/session.ts';
import { serverAndBrowser } from './support/setup.ts';

const e2e = serverAndBrowser({ marketplace: true });

describe('a busy kitchen’s controls', () => {
  it('with auto-accept on, a marketplace order appears approved and "Accepted automatically"', async () => {
    const { context, page, vendorId } = await signedInPage(e2e, DEMO_USERS.manager);
    await page.getByTestId('order-group-WAITING_APPROVAL').waitFor();

    await page.getByTestId('order-settings-open').click();
    await page.getByTestId('order-settings-form').waitFor();
    await page.getByRole('switch', { name: 'Accept new orders automatically' }).check();
    await page.getByTestId('order-settings-save').click();
    await page.getByTestId('order-settings-form').waitFor({ state: 'detached' });

    const res = await sendOrder(e2e.server, vendorId);
    expect(res.status).toBe(201);
    const order = (await res.json()) as { orderId: number; status: string };
    expect(order.status).toBe('APPROVED');

    const card = page.getByTestId('order-group-APPROVED').getByTestId(`order-card-${order.orderId}`);
    await card.waitFor();
    expect(await card.getByTestId('order-auto-accepted').textContent()).toBe('Accepted automatically');
    expect(
      await page
        .getByTestId('order-group-WAITING_APPROVAL')
        .getByTestId(`order-card-${order.orderId}`)
        .count(),
    ).toBe(0);
    await context.close();
  });
});

describe('a closed day', () => {
  it('an owner adds today as closed for Christmas and the header says so at once', async () => {
    const { context, page, vendorId } = await signedInPage(e2e, DEMO_USERS.owner, { path: 'account' });
    const me = (await (await page.request.get(`${e2e.server.url}/api/vendor/users/me`)).json()) as {
      account: { vendors: { id: number; timeZone: string }[] };
    };
    const { timeZone } = me.account.vendors.find((vendor) => vendor.id === vendorId)!;
    // Today on the vendor's own calendar: the day the intake and the header compare with.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

    const badge = page.getByTestId('status-badge');
    await expect.poll(() => badge.getAttribute('data-status')).toBe('opened');

    const calendar = page.getByTestId('special-hours');
    await calendar.getByLabel('Date', { exact: true }).fill(today);
    await calendar.getByLabel('Note').fill('Christmas');
    await page.getByTestId('special-hours-add').click();

    await calendar.getByTestId(`special-day-${today}`).waitFor();
    await expect.poll(() => badge.textContent()).toBe('Closed today (Christmas)');
    expect(await badge.getAttribute('data-status')).toBe('closed');

    const refused = await sendOrder(e2e.server, String(vendorId));
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('VendorClosed');
    await context.close();
  });
});
