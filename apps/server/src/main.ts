import path from 'node:path';
import { DEMO_PASSWORD, DEMO_USERS } from '@larder/contract';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createPglite, type Database, openPglite, openPostgres } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { seedDemoIfEmpty, seedPlatformSettings } from './seed/seed.ts';

async function main() {
  const config = loadConfig();
  let releaseLock = () => {};
  let database: Database;
  if (config.databaseUrl) {
    database = openPostgres(config.databaseUrl);
  } else {
    releaseLock = lockDataDir(config.dataDir);
    database = openPglite(await createPglite(path.join(config.dataDir, 'pgdata')));
  }
  // Replicas started together take turns: the first migrates and seeds, the others find it done.
  const seeded = await database.exclusively(async () => {
    await database.migrate();
    await seedPlatformSettings(database.db);
    return config.seedDemo && (await seedDemoIfEmpty(database.db));
  });

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

main().catch((error) => {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`\n${error.message}\n\n`);
    process.exit(1);
  }
  process.stderr.write(
    `Larder failed to start: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`,
  );
  process.exit(1);
});
