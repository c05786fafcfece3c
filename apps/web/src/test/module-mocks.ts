import { readFileSync } from 'node:fs';
import { afterAll, expect, vi } from 'vitest';

// The files of a worker share the modules they load (vitest.config.ts), and vi.mock replaces a
// module only for importers loaded after it: a file that mocks one (the statistics charts, the
// map) gets the app's modules loaded anew, with its mocks, and the file after it gets them loaded
// anew without. This setup file runs first, before setup.ts and the test file import anything.
const mocksModules = /\bvi\.(mock|doMock)\(/.test(readFileSync(expect.getState().testPath ?? '', 'utf8'));

if (mocksModules) {
  vi.resetModules();
  afterAll(() => {
    vi.resetModules();
  });
}
