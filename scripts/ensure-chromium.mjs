#!/usr/bin/env node
// Browser tests drive Debian's chromium. Install it when it is missing and we may (root);
// otherwise say exactly what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];
if (candidates.some(existsSync)) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(
    "Browser tests need Debian's chromium, which is not installed.\n" +
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'then run npm test again.',
  );
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
  shell: '/bin/bash',
});
if (!candidates.some(existsSync)) {
  console.error('apt-get finished but chromium is still missing.');
  process.exit(1);
}
