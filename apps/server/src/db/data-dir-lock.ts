import fs from 'node:fs';
import path from 'node:path';
import { isProcessAlive } from '../lib/process.ts';

const lockFileOf = (dataDir: string) => path.join(dataDir, 'larder.lock');

/**
 * PGlite is single-process: two servers on one data directory would corrupt it. The lock file
 * holds the owner's pid (and its helper's, shareDataDirLock); a lock whose processes are all dead
 * (kill -9) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = lockFileOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owners = fs.readFileSync(lockFile, 'utf8').trim().split(/\s+/).map(Number);
      const alive = owners.find((owner) => isProcessAlive(owner) && owner !== process.pid);
      if (alive !== undefined) throw new DataDirLockedError(dataDir, alive);
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(dataDir, Number.NaN);
}

/**
 * The lock this process holds also holds while `helper` lives: a child that writes the directory
 * for it may outlive it by seconds when it is killed (its PGlite work runs without yielding, so
 * it notices late), and no other server may open the directory meanwhile. `undefined` ends that.
 */
export function shareDataDirLock(dataDir: string, helper: number | undefined) {
  fs.writeFileSync(
    lockFileOf(dataDir),
    helper === undefined ? String(process.pid) : `${process.pid} ${helper}`,
  );
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another Larder server (pid ${pid}) is already using the data directory ${dataDir}. ` +
        'Embedded PGlite serves one process: stop that server, use another DATA_DIR, or set DATABASE_URL ' +
        'to run several instances on PostgreSQL.',
    );
  }
}
