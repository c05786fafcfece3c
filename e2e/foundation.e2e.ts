import { DEMO_USERS } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import {
  apiAs,
  expectPath,
  openPage,
  PHONE,
  session,
  signedInPage,
  signInThroughForm,
  visibleTestIds,
} from './support/session.ts';
import { serverAndBrowser } from './support/setup.ts';

const e2e = serverAndBrowser();

const TABS = ['nav-statistics', 'nav-orders', 'nav-archive', 'nav-catalog', 'nav-employees', 'nav-support'];

describe('sign-in and tabs per role', () => {
  it.each([
    ['owner', DEMO_USERS.owner, TABS],
    ['manager', DEMO_USERS.manager, TABS],
    ['worker', DEMO_USERS.worker, ['nav-orders', 'nav-catalog', 'nav-support']],
  ])('the %s sees the right tabs', async (_role, email, expected) => {
    const { context, page } = await openPage(e2e.browser);
    await signInThroughForm(page, e2e.server.url, email);
    await page.getByTestId('app-header').waitFor();
    expect(await visibleTestIds(page, TABS)).toEqual(expected);
    await context.close();
  });

  it('a wrong password says so and stays on the sign-in page', async () => {
    const { context, page } = await openPage(e2e.browser);
    // A visitor not signed in is nothing wrong: the cold sign-in page logs no error (no 403).
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${e2e.server.url}/auth`);
    await page.getByLabel('E-mail').waitFor();
    expect(errors).toEqual([]);
    await page.getByLabel('E-mail').fill(DEMO_USERS.owner);
    await page.getByLabel('Password', { exact: true }).fill('Wrong1234');
    await page.getByTestId('sign-in-submit').click();
    await page.getByText('Incorrect e-mail or password').waitFor();
    expectPath(page, /^\/auth\/?$/);
    await context.close();
  });

  it('a worker opening the archive lands on the catalogue', async () => {
    const { context, page, vendorId } = await signedInPage(e2e, DEMO_USERS.worker, { path: 'archive' });
    await page.waitForURL(/\/catalog/);
    expectPath(page, new RegExp(`^/vendor/${vendorId}/catalog$`));
    await context.close();
  });

  it('someone not signed in is sent to /auth', async () => {
    const { context, page } = await openPage(e2e.browser);
    await page.goto(`${e2e.server.url}/vendor/1/orders`);
    await page.waitForURL(/\/auth\/?$/);
    await context.close();
  });
});

describe('layout', () => {
  it('at 390 px shows the bottom navigation and no header', async () => {
    const { context, page } = await signedInPage(e2e, DEMO_USERS.manager, { viewport: PHONE });
    await page.getByTestId('mobile-nav').waitFor();
    expect(await page.getByTestId('mobile-nav').isVisible()).toBe(true);
    expect(await page.getByTestId('app-header').isVisible()).toBe(false);
    await context.close();
  });

  it('at desktop width shows the header and no bottom navigation', async () => {
    const { context, page } = await signedInPage(e2e, DEMO_USERS.manager);
    await page.getByTestId('app-header').waitFor();
    expect(await page.getByTestId('mobile-nav').isVisible()).toBe(false);
    await context.close();
  });
});

describe('profile', () => {
  it('opens by URL and closes with Escape, clearing the view parameter', async () => {
    const { context, page } = await signedInPage(e2e, DEMO_USERS.owner, { path: 'orders?view=profile' });
    await page.getByTestId('profile-modal').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('profile-modal').waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('view')).toBeNull();
    await context.close();
  });

  it('changes the password; the new one signs in, the old one no longer does', async () => {
    // A manager of the test's own: the demo users keep the password the file's other tests use.
    const { accountId, vendorId } = await session(e2e, DEMO_USERS.owner);
    const owner = await apiAs(e2e, DEMO_USERS.owner);
    const added = await owner.post(`/api/vendor/accounts/${accountId}/vendors/${vendorId}/users`, {
      data: { name: 'Pat Shift', email: 'pat@demo.example', role: 'VENDOR_MANAGER' },
    });
    expect(added.status()).toBe(201);
    const { email, password } = (await added.json()) as { email: string; password: string };
    await owner.dispose();

    const { context, page } = await openPage(e2e.browser);
    await signInThroughForm(page, e2e.server.url, email, password);
    const url = new URL(page.url());
    await page.goto(`${url.origin}${url.pathname}?view=edit-account-password`);
    const modal = page.getByTestId('edit-account-password-modal');
    await modal.waitFor();
    const inputs = modal.locator('input[type="password"]');
    await inputs.nth(0).fill(password);
    await inputs.nth(1).fill('Kitchen2026');
    await inputs.nth(2).fill('Kitchen2026');
    await modal.getByRole('button', { name: /save|change/i }).click();
    await page.getByText('Password changed successfully').waitFor();

    await page.goto(`${url.origin}${url.pathname}?view=profile`);
    await page.getByTestId('logout-button').click();
    await page.waitForURL(/\/auth\/?$/);

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByTestId('sign-in-submit').click();
    await page.getByText('Incorrect e-mail or password').waitFor();

    await signInThroughForm(page, e2e.server.url, email, 'Kitchen2026');
    expectPath(page, /^\/vendor\/\d+\//);
    await context.close();
  });

  it('signing out lands on /auth and the session is gone', async () => {
    // Through the form: signing out ends the session, which must be this test's own.
    const { context, page } = await openPage(e2e.browser);
    await signInThroughForm(page, e2e.server.url, DEMO_USERS.worker);
    const url = new URL(page.url());
    await page.goto(`${url.origin}${url.pathname}?view=profile`);
    await page.getByTestId('logout-button').click();
    await page.waitForURL(/\/auth$/);
    const me = await page.request.get(`${e2e.server.url}/api/vendor/users/me`);
    expect(me.status()).toBe(403);
    await context.close();
  });
});
