import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One config, one project per suite. The server suite runs twice: on embedded PGlite always,
// and on the PostgreSQL server named by DATABASE_URL when it is set.
export default defineConfig({
  test: {
    // One test file per CPU (vitest leaves one free by default, which on a two-CPU machine runs the
    // files one at a time): the server files mostly wait on their database, PGlite or PostgreSQL.
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server-pglite',
          include: ['apps/server/src/**/*.test.ts'],
          // The files share a worker's loaded modules (a fifth of the suite's time was importing
          // the server anew for each file) and its idle test database (test/seeded-database.ts). Nothing
          // in the server keeps state per module that a test could leave behind: caches hang off
          // each test's own database handle.
          isolate: false,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: ['apps/server/src/**/*.test.ts'],
          isolate: false,
          env: { TEST_DB: 'postgres' },
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          // Builds the server and seeds one data directory for the run (e2e/support/global-setup.ts).
          globalSetup: ['e2e/support/global-setup.ts'],
          // The files of a worker share the modules they load (playwright-core, the support files),
          // as the server suite does; what a support module keeps is per server (session.ts).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // What a page shows after a reload or a live message may take seconds on a busy machine,
          // not the one second vitest gives a poll by default; a poll still fails when it never holds.
          expect: { poll: { timeout: 10_000 } },
          // Files run side by side, one per CPU (maxWorkers above): a file mostly waits on its browser and
          // its server. Each file has its own server, on a port and a copy of the data directory of its
          // own, and its own Chromium; a port another file's server took meanwhile is retried
          // (tools/test-support/server.ts).
        },
      },
    ],
  },
});
