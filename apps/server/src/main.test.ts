import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { APP_VERSION_HEADER, DEMO_PASSWORD, DEMO_USERS } from '@larder/contract';
import { afterEach, describe, expect, it } from 'vitest';

// These start the real `main.ts` as a process on a PGlite data directory; PostgreSQL runs are
// covered by every other test.
const pgliteOnly = process.env.TEST_DB === 'postgres' ? describe.skip : describe;

const mainTs = path.join(import.meta.dirname, 'main.ts');
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function start(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Larder is running')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`exited with ${code}: ${output}`));
    });
  });
  return { child, ready, exited, output: () => output };
}

async function signIn(base: string) {
  const res = await fetch(`${base}/api/vendor/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [APP_VERSION_HEADER]: 'test' },
    body: JSON.stringify({ email: DEMO_USERS.owner, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

pgliteOnly('npm start on PGlite', () => {
  it('prints the URL and demo sign-ins, refuses a second process on the same data, keeps a write through kill -9', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-main-'));
    const port = await freePort();
    const first = start(dataDir, port);
    await first.ready;
    expect(first.output()).toContain(`http://localhost:${port}`);
    for (const email of Object.values(DEMO_USERS)) expect(first.output()).toContain(email);
    // Seeded by the process that prepared the data directory, told to the server that started it.
    expect(first.output()).toContain('demo account created just now');
    // Which build prepared it: a restart of the same build skips the preparation.
    expect(fs.readFileSync(path.join(dataDir, 'pgdata', 'larder-prepared'), 'utf8')).toMatch(
      /^[0-9a-f]{64}$/,
    );

    const second = start(dataDir, await freePort());
    await expect(second.ready).rejects.toThrow(/already using the data directory/);
    expect(await second.exited).toBe(1);

    const base = `http://127.0.0.1:${port}`;
    const cookie = await signIn(base);
    const write = await fetch(`${base}/api/vendor/users/me`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie, [APP_VERSION_HEADER]: 'test' },
      body: JSON.stringify({ langCode: 'ru' }),
    });
    expect(write.status).toBe(200);
    first.child.kill('SIGKILL');
    await first.exited;

    const restarted = start(dataDir, port);
    await restarted.ready;
    expect(restarted.output()).not.toContain('demo account created just now');
    const me = await fetch(`${base}/api/vendor/users/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { langCode: string }).langCode).toBe('ru');

    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'larder.lock'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});
