import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { stringParts } from './build/strings.ts';

const root = import.meta.dirname;
const require = createRequire(import.meta.url);
const routerFile = (file: string) =>
  path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/development', file);

export default defineProject({
  root,
  plugins: [react(), stringParts()],
  define: { __APP_VERSION__: JSON.stringify('test') },
  resolve: {
    alias: [
      { find: '@', replacement: path.join(root, 'src') },
      // One copy of react-router for both entry points: vitest otherwise loads 'react-router' and
      // 'react-router/dom' through different module systems and the router context is not shared
      // (remix-run/react-router#12785).
      { find: /^react-router\/dom$/, replacement: routerFile('dom-export.mjs') },
      { find: /^react-router$/, replacement: routerFile('index.mjs') },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // The files of a worker share one jsdom window and the modules they load, as the server suite
    // does: importing the app and its libraries anew for each file was half of the suite's CPU.
    // setup.ts puts back after each test and each file what they may leave in the window and in
    // the app's modules, so a file passes whichever files ran before it in its worker (checked
    // with --sequence.shuffle and --maxWorkers=1). setup.ts also gives the window the globals
    // jsdom lacks.
    pool: 'threads',
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/module-mocks.ts', './src/test/setup.ts'],
    css: false,
    // See setup.ts: a page's first render waits for its code.
    testTimeout: 20_000,
  },
});
