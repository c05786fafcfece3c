import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, shareDataDirLock } from './data-dir-lock.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-lock-'));
  dirs.push(dir);
  return dir;
};
/** A pid no process has: one that has just exited. */
const deadPid = async () => {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
};

describe('the data directory lock', () => {
  it('holds while the helper the owner shared it with lives, after the owner died', async () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    const lockFile = path.join(dir, 'larder.lock');
    const helperAlive = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      fs.writeFileSync(lockFile, `${await deadPid()} ${helperAlive.pid}`);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      helperAlive.kill('SIGKILL');
      await new Promise((resolve) => helperAlive.once('exit', resolve));
    }
    // Owner and helper dead: taken over.
    const again = lockDataDir(dir);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    again();
    release();
  });

  it('goes back to the owner alone when the helper is done, and is gone after release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    const lockFile = path.join(dir, 'larder.lock');
    shareDataDirLock(dir, 12345);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(`${process.pid} 12345`);
    shareDataDirLock(dir, undefined);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});
