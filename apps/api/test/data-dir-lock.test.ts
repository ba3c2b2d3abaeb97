import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../src/db/data-dir-lock';
import { createTempDir, removeDir } from './support/test-server';

describe('the embedded database lock of a DATA_DIR', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await removeDir(dir);
  });

  it('refuses a DATA_DIR a live process holds, takes over one whose process is gone, and releases on close', async () => {
    const dir = await createTempDir('lock');
    dirs.push(dir);
    const file = path.join(dir, 'pgdata.lock');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      writeFileSync(file, `${other.pid}\n`);
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${other.pid}`);
    } finally {
      const exited = new Promise((resolve) => other.once('exit', resolve));
      other.kill('SIGKILL');
      await exited;
    }
    // Its holder was killed: the lock is stale and taken over.
    const release = lockDataDir(dir);
    expect(existsSync(file)).toBe(true);
    release();
    expect(existsSync(file)).toBe(false);
    // Free again: another claim works.
    lockDataDir(dir)();
  });
});
