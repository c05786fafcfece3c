import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import { seedTestData } from './fixtures.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export const POSTGRES_TEMPLATE_DB = 'larder_test_template';

/**
 * Migrates and seeds ONE database per run; every test then starts from a copy of it: a PGlite
 * data-dir dump, or a PostgreSQL database created from a template.
 */
export default async function setup(project: TestProject) {
  // Runs in vitest's main process, where the project's `env` is not applied: ask the project.
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('The server-postgres suite needs DATABASE_URL');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // Leftovers of an interrupted run.
    const stale = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'larder_t_%' or datname = $1",
      [POSTGRES_TEMPLATE_DB],
    );
    for (const { datname } of stale.rows)
      await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.query(`create database ${POSTGRES_TEMPLATE_DB}`);
    await admin.end();
    const templateUrl = withDatabase(url, POSTGRES_TEMPLATE_DB);
    const database = openPostgres(templateUrl, 2);
    await database.migrate();
    await seedTestData(database.db);
    await database.close();
    project.provide('postgresTemplate', templateUrl);
    project.provide('pgliteTemplate', '');
    return;
  }
  const client = new PGlite();
  const database = openPglite(client);
  await database.migrate();
  await seedTestData(database.db);
  const dump = await client.dumpDataDir('gzip');
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'larder-test-')), 'template.tar.gz');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
