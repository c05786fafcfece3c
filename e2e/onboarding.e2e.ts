import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/session.ts';
import { serverAndBrowser } from './support/setup.ts';

const TOKEN = 'e2e-onboarding-marketplace-token';

// Tiles from a port nothing listens on: the map must work without them, as it does offline.
const e2e = serverAndBrowser({
  env: { MARKETPLACE_TOKEN: TOKEN, TILE_URL: 'http://127.0.0.1:1/{z}/{x}/{y}.png' },
});

const modal = (page: Page, view: string) => page.getByTestId(`${view}-modal`);

async function openAccountThroughMarketplace() {
  const res = await fetch(`${e2e.server.url}/api/manager/accounts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      ownerEmail: 'nina@noodles.example',
      ownerName: 'Nina Noodle',
      vendorName: 'Noodle Bar',
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { accountId: number; vendorId: number; email: string; password: string };
}

/** A 1600×1200 picture, the size the upload hint asks for. */
const headerPicture = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();

describe('onboarding', () => {
  it('a new account signs in, uploads a header image, places itself inside the zone, lands on the catalogue', async () => {
    const account = await openAccountThroughMarketplace();
    const { context, page } = await openPage(e2e.browser);
    await page.goto(`${e2e.server.url}/auth`);
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByTestId('sign-in-submit').click();

    // Almost ready → step 1.
    await modal(page, 'almost-ready').getByTestId('almost-ready-proceed').click();
    await page.waitForURL(/view=first-step/);
    const first = modal(page, 'first-step');
    await first.getByTestId('image-file-input').setInputFiles({
      name: 'header.jpg',
      mimeType: 'image/jpeg',
      buffer: await headerPicture(),
    });
    await first.getByTestId('image-save').click();

    // Step 2: the map, without tiles, with the zone.
    await page.waitForURL(/view=second-step/);
    const second = modal(page, 'second-step');
    const map = second.getByTestId('address-map');
    await map.locator('path.leaflet-interactive').waitFor();
    const box = (await map.boundingBox())!;
    const save = second.getByTestId('address-save');

    // A click far from the zone is ignored.
    await page.mouse.click(box.x + box.width - 40, box.y + 40);
    await second.getByTestId('address-outside').waitFor();
    expect(await second.getByTestId('address-point').textContent()).toBe('No place on the map yet');
    expect(await save.isDisabled()).toBe(true);

    // A click inside the drawn zone places the marker.
    const zone = (await map.locator('path.leaflet-interactive').boundingBox())!;
    await page.mouse.click(zone.x + zone.width / 2, zone.y + zone.height / 2);
    await second.locator('.leaflet-marker-icon').waitFor();
    expect(await second.getByTestId('address-point').textContent()).toMatch(/^40\.7\d+, -7[34]\.\d+$/);
    await second.getByTestId('address-name').fill('Broadway, 1, New York, United States');
    expect(await save.isDisabled()).toBe(false);
    await save.click();

    // Activated: the create-catalog prompt over the catalogue; proceed stays on the catalogue.
    await page.waitForURL(new RegExp(`/vendor/${account.vendorId}/catalog\\?view=create-catalog`));
    await modal(page, 'create-catalog').getByTestId('create-catalog-proceed').click();
    await page.waitForURL((url) => url.pathname.endsWith('/catalog') && !url.searchParams.has('view'));

    const me = await page.evaluate(async () => (await fetch('/api/vendor/users/me')).json());
    expect(me.account.activated).toBe(true);
    expect(me.account.vendors[0].location).toMatchObject({
      street: 'Broadway',
      houseNumber: '1',
      city: 'New York',
      country: 'United States',
    });
    expect(me.account.vendors[0].image.variants.length).toBeGreaterThan(0);

    // Contacts: a phone that is too short is refused with the SPEC message.
    await page.goto(`${e2e.server.url}/vendor/${account.vendorId}/account?view=edit-vendor-contacts`);
    const contacts = modal(page, 'edit-vendor-contacts');
    await contacts.getByTestId('vendor-phone').fill('+1212555');
    await contacts.getByText('Invalid phone number').waitFor();
    expect(await contacts.getByTestId('vendor-contacts-save').isDisabled()).toBe(true);
    await contacts.getByTestId('vendor-phone').fill('+1 (212) 555-0142');
    await contacts.getByTestId('vendor-contacts-save').click();
    await page.waitForURL((url) => !url.searchParams.has('view'));
    expect(await page.getByTestId('account-phone').textContent()).toContain('+12125550142');
    await context.close();
  });
});
