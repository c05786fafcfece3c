import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import { isProcessAlive } from '../lib/process.ts';
import { seedTestData } from './fixtures.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Test databases carry the pid of the run that made them (`larder_t_<pid>_<name>`), so that a run
 * cleans up what a killed run left behind without touching a run still going beside it.
 */
export const TEST_DB_PREFIX = `larder_t_${process.pid}_`;

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
    // Leftovers of runs that were killed before they could drop their databases.
    const existing = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'larder\\_t\\_%'",
    );
    for (const { datname } of existing.rows) {
      const pid = Number(/^larder_t_(\d+)_/.exec(datname)?.[1]);
      if (!isProcessAlive(pid)) await admin.query(`drop database if exists ${datname} with (force)`);
    }
    const template = `${TEST_DB_PREFIX}template`;
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const templateUrl = withDatabase(url, template);
    const database = openPostgres(templateUrl, 2);
    await database.migrate();
    await seedTestData(database.db);
    await database.close();
    project.provide('postgresTemplate', templateUrl);
    project.provide('pgliteTemplate', '');
    return async () => {
      // The template and the copies of it the workers kept for the next test (test/seeded-database.ts).
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      const left = await cleanup.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [TEST_DB_PREFIX],
      );
      for (const { datname } of left.rows)
        await cleanup.query(`drop database if exists ${datname} with (force)`);
      await cleanup.end();
    };
  }
  const client = new PGlite();
  const database = openPglite(client);
  await database.migrate();
  await seedTestData(database.db);
  // Uncompressed: every test loads a copy, and a quarter of that load was gunzip.
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'larder-test-')), 'template.tar');
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
