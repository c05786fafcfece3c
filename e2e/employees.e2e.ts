import { APP_VERSION_HEADER, DEMO_USERS } from '@larder/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { idFromUrl } from './support/catalogue.ts';
import { openPage, PHONE, signedInPage, signInThroughForm } from './support/session.ts';
import { serverAndBrowser } from './support/setup.ts';

const e2e = serverAndBrowser();

const modal = (page: Page, view: string) => page.getByTestId(`${view}-modal`);

/** Adds an employee through the add-employee modal and answers the password it shows once. */
async function addEmployee(page: Page, person: { name: string; email: string; phone?: string }) {
  await page.getByRole('button', { name: 'Add employee' }).click();
  const dialog = modal(page, 'add-employee');
  await dialog.getByLabel('Full name').fill(person.name);
  await dialog.getByLabel('E-mail').fill(person.email);
  if (person.phone) await dialog.getByLabel('Phone').fill(person.phone);
  await dialog.getByRole('button', { name: 'Add' }).click();
  const password = (await dialog.getByTestId('one-time-password-value').textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL((url) => !url.searchParams.has('view'));
  return password;
}

/** Asks the server whether these credentials sign in (the status of the sign-in call). */
async function signInStatus(email: string, password: string) {
  const res = await fetch(`${e2e.server.url}/api/vendor/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [APP_VERSION_HEADER]: 'e2e' },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
}

describe('employees', () => {
  it('the owner adds a manager; the manager signs in with the shown password, adds a worker, blocks and unblocks it', async () => {
    const owner = await openPage(e2e.browser);
    await signInThroughForm(owner.page, e2e.server.url, DEMO_USERS.owner);
    const vendorId = idFromUrl(owner.page.url(), 'vendor');
    await owner.page.goto(`${e2e.server.url}/vendor/${vendorId}/employees`);
    await owner.page.getByTestId('employee-list').waitFor();

    // An owner chooses the role; the form offers a manager first.
    await owner.page.getByRole('button', { name: 'Add employee' }).click();
    expect(await modal(owner.page, 'add-employee').getByTestId('employee-role').inputValue()).toBe('Manager');
    await owner.page.keyboard.press('Escape');
    await owner.page.waitForURL((url) => !url.searchParams.has('view'));
    const managerPassword = await addEmployee(owner.page, { name: 'Mia Shift', email: 'mia@demo.example' });
    expect(managerPassword).toMatch(/^[A-Za-z0-9]{12,}$/);
    await owner.page.getByText('Mia Shift').waitFor();
    await owner.context.close();

    const manager = await openPage(e2e.browser);
    await signInThroughForm(manager.page, e2e.server.url, 'mia@demo.example', managerPassword);
    await manager.page.goto(`${e2e.server.url}/vendor/${vendorId}/employees`);
    await manager.page.getByTestId('employee-list').waitFor();
    await manager.page.getByRole('button', { name: 'Add employee' }).click();
    // Anyone but the owner adds workers only.
    expect(await modal(manager.page, 'add-employee').getByTestId('employee-role').inputValue()).toBe(
      'Worker',
    );
    await manager.page.keyboard.press('Escape');
    await manager.page.waitForURL((url) => !url.searchParams.has('view'));
    const workerPassword = await addEmployee(manager.page, {
      name: 'Wes Grill',
      email: 'wes@demo.example',
      phone: '+44 20 7946 0958',
    });
    expect(await signInStatus('wes@demo.example', workerPassword)).toBe(200);

    await manager.page.getByText('Wes Grill').click();
    const profile = modal(manager.page, 'employee-profile');
    await profile.getByText('+442079460958').waitFor();
    await profile.getByRole('button', { name: 'Block' }).click();
    await profile.getByText("Are you sure you want to block this user's profile?").waitFor();
    await profile.getByTestId('employee-confirm').getByRole('button', { name: 'Block' }).click();
    await profile.getByTestId('employee-result').getByRole('button', { name: 'Proceed' }).click();
    await profile.getByRole('button', { name: 'Activate' }).waitFor();
    expect(await signInStatus('wes@demo.example', workerPassword)).toBe(401);

    await manager.page.keyboard.press('Escape');
    await manager.page.getByRole('tab', { name: 'Blocked' }).click();
    await manager.page.getByTestId('employee-list').getByText('Wes Grill').click();
    await profile.getByRole('button', { name: 'Activate' }).click();
    await profile.getByText("Are you sure you want to activate this user's profile?").waitFor();
    await profile.getByTestId('employee-confirm').getByRole('button', { name: 'Activate' }).click();
    await profile.getByTestId('employee-result').getByRole('button', { name: 'Proceed' }).click();
    await profile.getByRole('button', { name: 'Block' }).waitFor();
    expect(await signInStatus('wes@demo.example', workerPassword)).toBe(200);
    await manager.context.close();
  });

  it('the list and the add form fit a 390 px phone', async () => {
    const { context, page } = await signedInPage(e2e, DEMO_USERS.manager, {
      viewport: PHONE,
      path: 'employees',
    });
    await page.getByTestId('employee-list').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Add employee' }).click();
    const box = await modal(page, 'add-employee').getByLabel('Full name').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
