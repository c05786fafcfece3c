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
    // Each file gets a new jsdom window and module graph in a VM context of its own, on a worker
    // thread that keeps jsdom and the compiled modules loaded: as isolated from the other files as
    // a new worker per file, for about a third less CPU than forks. setup.ts gives the context the
    // globals jsdom lacks.
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // See setup.ts: a page's first render waits for its code.
    testTimeout: 20_000,
  },
});
