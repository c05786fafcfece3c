import { DEMO_PASSWORD } from '@larder/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** A fresh browser context (its own cookies) on a page of the app. */
export async function openPage(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Signs in through the sign-in form, as a person would, and waits for the vendor area. */
export async function signInThroughForm(
  page: Page,
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
) {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByTestId('sign-in-submit').click();
  await page.waitForURL(/\/vendor\/\d+\//);
}

export async function visibleTestIds(page: Page, ids: string[]) {
  const shown: string[] = [];
  for (const id of ids) if (await page.getByTestId(id).isVisible()) shown.push(id);
  return shown;
}

export function expectPath(page: Page, pattern: RegExp) {
  expect(new URL(page.url()).pathname).toMatch(pattern);
}
