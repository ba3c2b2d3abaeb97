import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Another live process has the embedded database of this DATA_DIR open. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`DATA_DIR ${dataDir} is in use by process ${pid}: the embedded database serves one process; use DATABASE_URL for more than one`);
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims the embedded database of `dataDir` for this process with `DATA_DIR/pgdata.lock` (holding the pid), and
 * returns its release. PGlite's own postmaster.pid always holds the same pid, so without this a second process
 * (`npm start` twice, or a restart overlapping the old process) would open the same files and writes of one of
 * them would be lost. A lock left by a process that no longer runs (killed) is taken over, so a restart after a
 * crash is never blocked. The process itself may open it again (tests restart a server in one process).
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'pgdata.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      return () => {
        try {
          if (Number(readFileSync(file, 'utf8').trim()) === process.pid) rmSync(file, { force: true });
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = 0;
    try {
      holder = Number(readFileSync(file, 'utf8').trim());
    } catch {
      // removed meanwhile: try again
    }
    if (holder > 0 && holder !== process.pid && isAlive(holder)) throw new DataDirInUseError(dataDir, holder);
    // Stale (its process is gone) or our own: take it over.
    rmSync(file, { force: true });
  }
  throw new Error(`could not lock ${file}`);
}
