import { inject } from 'vitest';
import { type ServerOptions, startServer as startAnyServer } from '../../tools/test-support/server.ts';
// The names the run's global setup provides (its ProvidedContext).
import type {} from './global-setup.ts';

/** The browser tests start the real server the way the benchmarks do: one helper for both. */
export * from '../../tools/test-support/server.ts';

/** What the run's global setup (global-setup.ts) provided; nothing outside a vitest run. */
function provided<K extends 'e2eServerMainJs' | 'e2eDataDir'>(key: K): string | undefined {
  try {
    return inject(key) || undefined;
  } catch {
    // Not in a test run (bench/export.ts starts servers through this module).
    return undefined;
  }
}

/**
 * The real server, compiled once per run, on a copy of the run's migrated and seeded data
 * directory (a fresh one for each call, as before); PostgreSQL when `databaseUrl` is given.
 */
export function startServer(options: ServerOptions = {}) {
  return startAnyServer({
    mainJs: provided('e2eServerMainJs'),
    fromDataDir: options.databaseUrl ? undefined : provided('e2eDataDir'),
    ...options,
  });
}
