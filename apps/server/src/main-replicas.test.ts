import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { APP_VERSION_HEADER, DEMO_PASSWORD, DEMO_USERS } from '@larder/contract';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { withDatabase } from './test/global-setup.ts';

// Replicas share a PostgreSQL server; PGlite serves one process by design (main.test.ts).
const postgresOnly = process.env.TEST_DB === 'postgres' ? describe : describe.skip;

const mainTs = path.join(import.meta.dirname, 'main.ts');
const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** An empty database named like the run's other test databases, so a killed run's is cleaned up. */
async function emptyDatabase(): Promise<string> {
  const template = inject('postgresTemplate');
  const name = new URL(template).pathname
    .slice(1)
    .replace(/template$/, `replicas_${randomBytes(4).toString('hex')}`);
  const admin = new pg.Client({ connectionString: withDatabase(template, 'postgres') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return withDatabase(template, name);
}

function start(databaseUrl: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', () => {
      if (output.includes('Larder is running')) resolve(output);
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

postgresOnly('replicas on one PostgreSQL', () => {
  it('three instances started at once on an empty database migrate once, seed once and all serve', async () => {
    const databaseUrl = await emptyDatabase();
    const ports = [await freePort(), await freePort(), await freePort()];
    const outputs = await Promise.all(ports.map((port) => start(databaseUrl, port)));

    // Exactly one of them created the demo account.
    expect(outputs.filter((output) => output.includes('demo account created just now'))).toHaveLength(1);
    for (const port of ports) {
      const res = await fetch(`http://127.0.0.1:${port}/api/vendor/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [APP_VERSION_HEADER]: 'test' },
        body: JSON.stringify({ email: DEMO_USERS.owner, password: DEMO_PASSWORD }),
      });
      expect(res.status).toBe(200);
    }
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const owners = await db.query('select count(*)::int as n from users where email = $1', [
      DEMO_USERS.owner,
    ]);
    const applied = await db.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    const journal = await import('./db/migrations/meta/_journal.json', { with: { type: 'json' } });
    await db.end();
    expect(owners.rows[0].n).toBe(1);
    expect(applied.rows[0].n).toBe(journal.default.entries.length);
  }, 180_000);
});
