import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildServer } from '../../apps/server/scripts/build.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The server runs as it ships, compiled (`npm run build`), from a copy built once per process from
 * the current sources (a test never runs a stale apps/server/dist) and kept under a name that is
 * the hash of its code: runs started side by side share one copy instead of writing over it, and
 * the same sources are not stored twice. The copies live under apps/server, where Node finds the
 * server's packages.
 */
let builtServer: Promise<string> | undefined;
export const serverMainJs = () => {
  builtServer ??= (async () => {
    const buildsDir = path.join(root, 'apps/server/.tmp');
    fs.mkdirSync(buildsDir, { recursive: true });
    const scratch = fs.mkdtempSync(path.join(buildsDir, 'scratch-'));
    await buildServer(scratch);
    // Named by every module of the build (main.js and the first-screen worker's).
    const hash = crypto.createHash('sha256');
    for (const file of fs
      .readdirSync(scratch)
      .filter((name) => name.endsWith('.js'))
      .sort())
      hash.update(file).update(fs.readFileSync(path.join(scratch, file)));
    const outDir = path.join(buildsDir, `build-${hash.digest('hex').slice(0, 16)}`);
    try {
      fs.renameSync(scratch, outDir);
    } catch {
      // Another run got there first with the same code.
      fs.rmSync(scratch, { recursive: true, force: true });
    }
    return path.join(outDir, 'main.js');
  })();
  return builtServer;
};

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** A clean shutdown: the data directory can be started on again (and is kept if it was given). */
  stop(): Promise<void>;
  /**
   * Ends the server at once, for a run whose data nobody reads again: its clean shutdown (closing
   * the database) takes seconds that the next test file would wait for.
   */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A fresh PostgreSQL database for one run: dropped first if a previous run left it. */
export async function freshPostgresDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface ServerOptions {
  /** PostgreSQL instead of a PGlite data directory. */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** The compiled server to run; by default built from the current sources (serverMainJs). */
  mainJs?: string;
  /**
   * A data directory a server has already migrated and seeded (seededDataDir): the new server
   * starts on a copy of it instead of migrating and seeding an empty one, seconds sooner.
   */
  fromDataDir?: string;
  /** Run on this data directory and keep it (seededDataDir); by default a fresh one, removed on stop. */
  dataDir?: string;
  /**
   * The server's output goes to a file of its own (removed on stop), as an operator's server writes
   * its log, instead of a pipe this process reads: a throughput bench would otherwise measure its
   * own reading of the log on the same CPUs.
   */
  logToFile?: boolean;
}

/**
 * Starts the real server (for browser tests and benchmarks alike: migrations, demo seed, the built
 * SPA) as its own process, on a fresh PGlite data directory unless a database URL is given.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(options);
    } catch (error) {
      // Test files run side by side: another process may bind the free port found for this server
      // before the server listens on it. A new port, and a new copy of the data directory, then.
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

class PortTaken extends Error {}

async function startServerOnce(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'larder-e2e-'));
  if (options.fromDataDir) fs.cpSync(options.fromDataDir, dataDir, { recursive: true });
  const logFile = options.logToFile ? path.join(dataDir, '..', `${path.basename(dataDir)}.log`) : undefined;
  const logFd = logFile ? fs.openSync(logFile, 'w') : undefined;
  const child = spawn(process.execPath, ['--enable-source-maps', options.mainJs ?? (await serverMainJs())], {
    cwd: root,
    env: {
      ...process.env,
      WEB_DIST: path.join(root, 'apps/web/dist'),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      // The browser's origin: the server accepts writes and live sockets only from it.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // Demo mode would add orders the tests do not expect; a test may switch it on.
      DEMO_ORDER_INTERVAL_S: '0',
      ...options.env,
    },
    stdio: logFd === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd],
  });
  if (logFd !== undefined) fs.closeSync(logFd);
  let output = '';
  let ready = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const removeFiles = () => {
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (logFile) fs.rmSync(logFile, { force: true });
  };
  await new Promise<void>((resolve, reject) => {
    const read = (data: Buffer | string) => {
      output += data;
      if (!ready && output.includes('Larder is running')) {
        ready = true;
        clearInterval(logPoll);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    // A server writing to its file is read from there until it says it is ready.
    const logPoll = logFile
      ? setInterval(() => read(fs.readFileSync(logFile, 'utf8').slice(output.length)), 100)
      : undefined;
    void exited.then(() => {
      clearInterval(logPoll);
      if (ready) return;
      if (logFile) output = fs.readFileSync(logFile, 'utf8');
      removeFiles();
      if (output.includes('EADDRINUSE')) reject(new PortTaken(`port ${port} was taken:\n${output}`));
      else reject(new Error(`the server exited before it was ready:\n${output}`));
    });
  });
  const endWith = (signal: NodeJS.Signals) => async () => {
    child.kill(signal);
    await exited;
    removeFiles();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    stop: endWith('SIGTERM'),
    kill: endWith('SIGKILL'),
  };
}

/**
 * A PGlite data directory the server has migrated and seeded (the demo account), in `dataDir`:
 * servers started with `fromDataDir` set to it begin where this one ended. The server is stopped
 * cleanly, so the copy holds no data-directory lock.
 */
export async function seededDataDir(dataDir: string, mainJs?: string): Promise<string> {
  fs.mkdirSync(dataDir, { recursive: true });
  const server = await startServer({ dataDir, mainJs });
  await server.stop();
  return dataDir;
}
