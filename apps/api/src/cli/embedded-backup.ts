import { constants, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { lockDataDir } from '../db/data-dir-lock';

/**
 * What DATA_DIR holds of an installation on the embedded database: the database files, the private files (identity
 * documents, slips, receipts; unless S3_BUCKET keeps them) and the generated token secret (it also encrypts the
 * two-factor secrets: a database restored without it would lock every staff member out).
 */
export const BACKUP_PARTS = ['pgdata', 'private-files', 'secrets'] as const;

/** Refused input: the message says what to do; nothing was changed. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const isNonEmptyDir = (dir: string) => existsSync(dir) && statSync(dir).isDirectory() && readdirSync(dir).length > 0;

/** Answers the parts present in `dataDir`. */
function presentParts(dataDir: string): string[] {
  return BACKUP_PARTS.filter((part) => isNonEmptyDir(path.join(dataDir, part)));
}

/**
 * Writes DATA_DIR's database, private files and secret to `file` (tar, gzip; mode 0600: it holds identity documents
 * and the secret). Consistent because nothing writes meanwhile: it holds DATA_DIR's lock, which a running server
 * holds too, so it refuses while the server runs and a server cannot start until it is done. Written to a
 * temporary name and renamed, so a failed run leaves no half archive under the name.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<{ parts: string[]; bytes: number }> {
  const target = path.resolve(file);
  if (existsSync(target)) throw new BackupError(`${target} exists already: choose a new file name (a backup never overwrites one).`);
  await access(path.dirname(target), constants.W_OK).catch(() => {
    throw new BackupError(`Cannot write to ${path.dirname(target)}.`);
  });
  if (path.resolve(target).startsWith(path.resolve(dataDir) + path.sep))
    throw new BackupError('Write the backup outside DATA_DIR (it would contain itself).');
  if (!existsSync(path.join(dataDir, 'pgdata'))) throw new BackupError(`There is no embedded database in DATA_DIR (${dataDir}).`);
  const unlock = lockDataDir(dataDir);
  const partial = `${target}.partial-${process.pid}`;
  try {
    const parts = presentParts(dataDir);
    if (!parts.includes('pgdata')) throw new BackupError(`There is no embedded database in DATA_DIR (${dataDir}).`);
    await tar.c({ gzip: true, file: partial, cwd: dataDir, portable: true, mode: 0o600 }, parts);
    await rename(partial, target);
    return { parts, bytes: statSync(target).size };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    unlock();
  }
}

/** The parts an archive holds, or a BackupError when it is not one of ours (anything outside the parts, no database). */
async function archiveParts(file: string): Promise<string[]> {
  const found = new Set<string>();
  const foreign: string[] = [];
  try {
    await tar.t({
      file,
      onReadEntry: (entry) => {
        const top = entry.path.replace(/^\.\//, '').split('/')[0] ?? '';
        // Plain files and folders only: a link could point the unpacking outside DATA_DIR.
        if ((BACKUP_PARTS as readonly string[]).includes(top) && (entry.type === 'File' || entry.type === 'Directory')) found.add(top);
        else foreign.push(entry.path);
      },
    });
  } catch (error) {
    throw new BackupError(`${file} is not a readable backup (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (found.size === 0 && foreign.length === 0) throw new BackupError(`${file} is not a readable backup (no archive entries).`);
  if (foreign.length > 0)
    throw new BackupError(`${file} holds files that are not part of a portal backup (${foreign.slice(0, 3).join(', ')}).`);
  if (!found.has('pgdata')) throw new BackupError(`${file} holds no embedded database (pgdata).`);
  return [...found];
}

/**
 * Restores a backup into `dataDir`. Refuses a DATA_DIR that holds data unless `force` (then the database, private
 * files and secret there are replaced). Holds DATA_DIR's lock throughout (refused while a server runs), unpacks into
 * a staging folder inside DATA_DIR first, and only then swaps the parts in, so a damaged archive changes nothing.
 */
export async function restoreDataDir(file: string, dataDir: string, options: { force: boolean }): Promise<{ parts: string[] }> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new BackupError(`${source} does not exist.`);
  const parts = await archiveParts(source);
  await mkdir(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  const staging = path.join(dataDir, `.restore-${process.pid}`);
  try {
    const existing = presentParts(dataDir);
    if (existing.length > 0 && !options.force)
      throw new BackupError(
        `DATA_DIR (${dataDir}) holds data already (${existing.join(', ')}). Restore into an empty DATA_DIR, or add --force to replace it.`,
      );
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { mode: 0o700 });
    // tar refuses absolute paths and `..` on its own: nothing lands outside the staging folder.
    await tar.x({ file: source, cwd: staging, strict: true });
    if (!existsSync(path.join(staging, 'pgdata', 'PG_VERSION'))) throw new BackupError(`${source} holds no complete embedded database.`);
    for (const part of BACKUP_PARTS) {
      rmSync(path.join(dataDir, part), { recursive: true, force: true });
      if (existsSync(path.join(staging, part))) renameSync(path.join(staging, part), path.join(dataDir, part));
    }
    return { parts };
  } finally {
    await rm(staging, { recursive: true, force: true });
    unlock();
  }
}
