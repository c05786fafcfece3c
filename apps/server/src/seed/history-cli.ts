/**
 * npm run seed:history -- --orders 100000 [--vendor <id>] [--days 365]
 *
 * Adds finished orders to a vendor (the demo one by default) in the database the server uses:
 * DATABASE_URL, else the PGlite data directory (stop the server first: PGlite is single-process).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_USERS } from '@larder/contract';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { createPglite, type Database, openPglite, openPostgres } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { rowsOf } from '../lib/sql.ts';
import { seedHistory } from './history.ts';
import { seedDemoIfEmpty, seedPlatformSettings } from './seed.ts';

async function main() {
  const { values } = parseArgs({
    options: {
      orders: { type: 'string', default: '10000' },
      vendor: { type: 'string' },
      days: { type: 'string', default: '365' },
    },
  });
  const orders = Number(values.orders);
  const days = Number(values.days);
  if (!Number.isInteger(orders) || orders < 1 || !Number.isInteger(days) || days < 1) {
    throw new Error('--orders and --days take positive whole numbers');
  }
  const config = loadConfig();
  let release = () => {};
  let database: Database;
  if (config.databaseUrl) database = openPostgres(config.databaseUrl, 2);
  else {
    release = lockDataDir(config.dataDir);
    // A bulk load in a process of its own: PGlite's roomier defaults, given back when it exits.
    database = openPglite(await createPglite(path.join(config.dataDir, 'pgdata'), {}));
  }
  try {
    await database.migrate();
    await seedPlatformSettings(database.db);
    await seedDemoIfEmpty(database.db);
    let vendorId = values.vendor ? Number(values.vendor) : undefined;
    if (!vendorId) {
      const [demo] = await rowsOf<{ vendor_id: number }>(
        database.db,
        sql`select m.vendor_id from users u join vendor_memberships m on m.user_id = u.id
            where u.email = ${DEMO_USERS.owner} order by m.vendor_id limit 1`,
      );
      if (!demo) throw new Error('No demo vendor: pass --vendor <id>');
      vendorId = demo.vendor_id;
    }
    const started = performance.now();
    const { first, last } = await seedHistory(database.db, { vendorId, orders, days });
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `Added ${orders} orders (#${first}..#${last}) over ${days} days to vendor ${vendorId} in ${seconds.toFixed(1)} s\n`,
    );
  } finally {
    await database.close();
    release();
  }
}

main().catch((error) => {
  process.stderr.write(`seed:history failed: ${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
});
