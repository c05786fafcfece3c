import fs from 'node:fs';
import path from 'node:path';
import { isProcessAlive } from '../lib/process.ts';

/**
 * PGlite is single-process: two servers on one data directory would corrupt it. The lock file
 * holds the owner's pid; a lock left by a dead process (kill -9) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'larder.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (isProcessAlive(owner) && owner !== process.pid) {
        throw new DataDirLockedError(dataDir, owner);
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(dataDir, Number.NaN);
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
