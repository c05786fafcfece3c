import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { DEMO_PASSWORD, DEMO_USERS } from '@larder/contract';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { createPglite, type Database, migrationsFolder, openPglite, openPostgres } from './db/client.ts';
import { DataDirLockedError, lockDataDir, shareDataDirLock } from './db/data-dir-lock.ts';
import { seedDemoIfEmpty, seedPlatformSettings } from './seed/seed.ts';

/** Makes this file the one-off process that migrates and seeds a PGlite data directory. */
const PREPARE_FLAG = '--prepare-data-dir';

const pgliteDir = (config: Config) => path.join(config.dataDir, 'pgdata');

async function migrateAndSeed(database: Database, config: Config): Promise<boolean> {
  await database.migrate();
  await seedPlatformSettings(database.db);
  return config.seedDemo && (await seedDemoIfEmpty(database.db));
}

/**
 * What prepared a data directory: this server's code (the built server is one file holding the
 * seed and its reference data), its migrations and whether it seeds the demo. Kept in the data
 * directory once the preparation succeeded, so a restart of the same build skips it: opening
 * PGlite a second time costs seconds on a small box.
 */
function preparationStamp(config: Config): string {
  return createHash('sha256')
    .update(fs.readFileSync(import.meta.filename))
    .update(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json')))
    .update(config.seedDemo ? 'demo' : 'no demo')
    .digest('hex');
}

/** Inside PostgreSQL's own directory: a data directory whose database was removed loses it too. */
const stampFile = (config: Config) => path.join(pgliteDir(config), 'larder-prepared');

function isPrepared(config: Config): boolean {
  try {
    return fs.readFileSync(stampFile(config), 'utf8') === preparationStamp(config);
  } catch {
    return false;
  }
}

/**
 * On PGlite the database runs inside this process, and its WebAssembly memory never shrinks:
 * creating the database, the migrations and the demo seed (its pictures above all) would leave
 * hundreds of megabytes in the server for as long as it runs. They run in a child process that
 * exits before the server opens the data directory, under the server's lock on it.
 */
function prepareDataDirInChild(config: Config): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const child = fork(import.meta.filename, [PREPARE_FLAG], { stdio: 'inherit' });
    if (child.pid !== undefined) shareDataDirLock(config.dataDir, child.pid);
    let seeded = false;
    child.on('message', (message: { seeded?: boolean }) => {
      seeded = message.seeded === true;
    });
    child.once('error', reject);
    // 'close' comes after the message channel has closed too, so no message is still on its way.
    child.once('close', (code, signal) => {
      shareDataDirLock(config.dataDir, undefined);
      if (code === 0) resolve(seeded);
      else
        reject(
          new Error(`migrating and seeding ${config.dataDir} failed (${signal ?? `exit code ${code}`})`),
        );
    });
  });
}

/** The child's side: it holds no lock of its own (the server that started it holds it). */
async function prepareDataDir() {
  // The server that started it died: stop writing (the lock holds while this process lives).
  process.once('disconnect', () => process.exit(1));
  const config = loadConfig();
  const database = openPglite(await createPglite(pgliteDir(config)));
  let seeded: boolean;
  try {
    seeded = await migrateAndSeed(database, config);
  } finally {
    await database.close();
  }
  fs.writeFileSync(stampFile(config), preparationStamp(config));
  process.removeAllListeners('disconnect');
  process.send?.({ seeded }, () => process.exit(0));
}

/**
 * V8 runs WebAssembly on its baseline compiler and recompiles hot functions with its optimising
 * one; PostgreSQL has so many hot functions that the optimised code, and the memory its compiler
 * took from malloc, grew the server by 60 to 140 MB after a few minutes of use, for good. The
 * serving process keeps to the baseline code, which answers a request's few short queries about
 * as fast (bench:export measures the longest work, the export). Set before PGlite compiles its
 * module; the child that migrates and seeds keeps the optimising compiler.
 */
function keepWasmOnBaselineCompiler() {
  v8.setFlagsFromString('--liftoff-only');
}

async function main() {
  const config = loadConfig();
  let releaseLock = () => {};
  let database: Database;
  let seeded: boolean;
  if (config.databaseUrl) {
    database = openPostgres(config.databaseUrl);
    // Replicas started together take turns: the first migrates and seeds, the others find it done.
    seeded = await database.exclusively(() => migrateAndSeed(database, config));
  } else {
    releaseLock = lockDataDir(config.dataDir);
    // A data directory this build prepared before (a restart) has nothing to migrate or seed.
    seeded = isPrepared(config) ? false : await prepareDataDirInChild(config);
    keepWasmOnBaselineCompiler();
    database = openPglite(await createPglite(pgliteDir(config)));
  }

  const app = await buildApp(config, { database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: draining requests and closing the database`);
    await app.close();
    await database.close();
    releaseLock();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `  Larder is running at ${config.publicUrl}  (database: ${where})`,
    `  API docs: ${config.publicUrl}/api/docs`,
    '',
    `  Demo sign-ins (password ${DEMO_PASSWORD}):`,
    `    owner    ${DEMO_USERS.owner}`,
    `    manager  ${DEMO_USERS.manager}`,
    `    worker   ${DEMO_USERS.worker}`,
    seeded ? '  (demo account created just now)' : '',
    '',
  ];
  if (!config.marketplaceToken) {
    // Generated for this run only: the simulator (npm run simulate -- --token ...) needs it.
    lines.push(
      `  Marketplace API token (generated; set MARKETPLACE_TOKEN to keep one): ${app.marketplaceToken}`,
      '',
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

const run = process.argv.includes(PREPARE_FLAG) ? prepareDataDir : main;
run().catch((error) => {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  }
  process.stderr.write(
    `Larder failed to start: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`,
  );
  process.exit(1);
});
