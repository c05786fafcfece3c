import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's chromium, with the flags this sandboxed, offline machine needs. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find(existsSync);
  if (!executablePath)
    throw new Error('chromium is missing: run `node scripts/ensure-debian-packages.mjs chromium`');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}
