import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { seededDataDir, serverMainJs } from '../../tools/test-support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The compiled server every e2e file runs (built once per run from the current sources). */
    e2eServerMainJs: string;
    /** A data directory that server migrated and seeded once; each file's server starts on a copy. */
    e2eDataDir: string;
  }
}

/**
 * Builds the server and migrates and seeds one data directory for the whole run: starting each
 * file's server on a copy of it takes seconds less than migrating and seeding (argon2, the demo
 * pictures) every time.
 */
export default async function setup(project: TestProject) {
  const mainJs = await serverMainJs();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-e2e-seeded-'));
  project.provide('e2eServerMainJs', mainJs);
  project.provide('e2eDataDir', await seededDataDir(path.join(scratch, 'data'), mainJs));
  return () => fs.rmSync(scratch, { recursive: true, force: true });
}
