#!/usr/bin/env node
// node scripts/ensure-debian-packages.mjs PACKAGE... — the Debian programs the tests and benches
// drive: Chromium for the browser tests, wrk for the throughput benches. Installs those missing
// when we may (root); otherwise says exactly what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Each package we use, the files that show it is installed, and what needs it. */
const PACKAGES = {
  chromium: { files: ['/usr/lib/chromium/chromium', '/usr/bin/chromium'], usedBy: 'The browser tests' },
  wrk: { files: ['/usr/bin/wrk'], usedBy: 'The throughput benches' },
};

const installed = (name) => PACKAGES[name].files.some(existsSync);
const names = process.argv.slice(2);
const unknown = names.filter((name) => !Object.hasOwn(PACKAGES, name));
if (names.length === 0 || unknown.length > 0) {
  console.error(`usage: ensure-debian-packages.mjs ${Object.keys(PACKAGES).join('|')} ...`);
  process.exit(2);
}
const missing = names.filter((name) => !installed(name));
if (missing.length === 0) process.exit(0);

const list = missing.join(' ');
if (process.getuid?.() !== 0) {
  for (const name of missing)
    console.error(`${PACKAGES[name].usedBy} need Debian's ${name}, which is not installed.`);
  console.error(
    `Install with:  sudo apt-get update && sudo apt-get install -y ${list}\nthen run the command again.`,
  );
  process.exit(1);
}
console.log(`Installing Debian's ${list}…`);
execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${list}`, {
  stdio: 'inherit',
  shell: '/bin/bash',
});
const stillMissing = missing.filter((name) => !installed(name));
if (stillMissing.length > 0) {
  console.error(`apt-get finished but ${stillMissing.join(' ')} is still missing.`);
  process.exit(1);
}
