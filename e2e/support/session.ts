import { APP_VERSION_HEADER, DEMO_PASSWORD, VIEWPORT_COOKIE } from '@larder/contract';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  request,
} from 'playwright-core';
import { expect } from 'vitest';
import type { RunningServer } from './server.ts';
import type { E2e } from './setup.ts';

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

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

type SignedIn = { storageState: StorageState; vendorId: number; accountId: number };

/**
 * One sign-in per server and user: each is an argon2 check, seconds of CPU on a busy machine. Kept
 * by the server itself, not its address: the files of a worker share this module, and a later
 * file's server may listen on a port an earlier one had.
 */
const sessions = new WeakMap<RunningServer, Map<string, Promise<SignedIn>>>();

/** The session of `email` on the file's server (signed in once), and the vendor it lands on. */
export function session(e2e: E2e, email: string, password = DEMO_PASSWORD) {
  const signIns = sessions.get(e2e.server) ?? new Map<string, Promise<SignedIn>>();
  sessions.set(e2e.server, signIns);
  const key = `${email} ${password}`;
  let signedIn = signIns.get(key);
  if (!signedIn) {
    signedIn = (async () => {
      const context = await e2e.browser.newContext();
      try {
        const res = await context.request.post(`${e2e.server.url}/api/vendor/auth/login`, {
          data: { email, password },
          headers: { [APP_VERSION_HEADER]: 'e2e' },
        });
        expect(res.status(), `sign-in of ${email}`).toBe(200);
        const { account } = (await res.json()) as { account: { id: number; vendors: { id: number }[] } };
        return {
          storageState: await context.storageState(),
          vendorId: account.vendors[0]!.id,
          accountId: account.id,
        };
      } finally {
        await context.close();
      }
    })();
    signedIn.catch(() => signIns.delete(key));
    signIns.set(key, signedIn);
  }
  return signedIn;
}

/**
 * The app has taken over the page the server rendered: React holds every element with a test id.
 * Until then a button shows but does nothing; a person taps again, a test would wait in vain.
 */
export function appTookOver(page: Page) {
  return page.waitForFunction(() => {
    const elements = Array.from(document.querySelectorAll('#root [data-testid]'));
    return (
      elements.length > 0 &&
      elements.every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
    );
  });
}

/**
 * A fresh browser context signed in as `email`, on `path` of its vendor (`/vendor/{id}/{path}`),
 * for tests of what comes after signing in: the form itself is tested in foundation.e2e.ts. The
 * session comes from the sign-in API, once per file and user, and the context holds the width of
 * its viewport as a device that had opened the app before would, so the server renders its layout.
 * A test that signs out or changes the password signs in through the form instead: it would end
 * the session the file's other tests share.
 */
export async function signedInPage(
  e2e: E2e,
  email: string,
  { viewport = DESKTOP, path = 'orders', password = DEMO_PASSWORD } = {},
): Promise<{ context: BrowserContext; page: Page; vendorId: number }> {
  const { storageState, vendorId } = await session(e2e, email, password);
  const context = await e2e.browser.newContext({ viewport, storageState });
  await context.addCookies([{ name: VIEWPORT_COOKIE, value: String(viewport.width), url: e2e.server.url }]);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${e2e.server.url}/vendor/${vendorId}/${path}`);
  await appTookOver(page);
  return { context, page, vendorId };
}

/** The API as the signed-in app calls it for `email` (its session's cookies); dispose of it after. */
export async function apiAs(e2e: E2e, email: string): Promise<APIRequestContext> {
  const { storageState } = await session(e2e, email);
  return request.newContext({
    baseURL: e2e.server.url,
    storageState,
    extraHTTPHeaders: { [APP_VERSION_HEADER]: 'e2e' },
  });
}

export async function visibleTestIds(page: Page, ids: string[]) {
  const shown: string[] = [];
  for (const id of ids) if (await page.getByTestId(id).isVisible()) shown.push(id);
  return shown;
}

export function expectPath(page: Page, pattern: RegExp) {
  expect(new URL(page.url()).pathname).toMatch(pattern);
}
