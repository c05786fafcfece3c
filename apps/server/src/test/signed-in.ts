import { beforeEach } from 'vitest';
import type { Config } from '../config.ts';
import { type FileTestApp, fileTestApp, type TestAppDeps } from './app.ts';
import { type CatalogueClient, catalogueClient } from './catalogue-client.ts';

/**
 * The preamble most server test files share, in one call: the file's app (fileTestApp) and a
 * fixture user on it, with their seeded session (`cookie`), the ids of their account and first
 * vendor, and the catalogue calls of catalogueClient; `user` is set before each test. Call it at
 * the top of the file, before the file's own hooks:
 *
 *   const { t, user: demo } = signedInTestApp(OWNER);
 */
export function signedInTestApp(
  email: string,
  overrides: Partial<Config> = {},
  deps: TestAppDeps = {},
): { t: FileTestApp; user: CatalogueClient } {
  const t = fileTestApp(overrides, deps);
  const user = {} as CatalogueClient;
  beforeEach(async () => {
    Object.assign(user, await catalogueClient(t.app, email));
  });
  return { t, user };
}
