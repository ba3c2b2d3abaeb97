import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Creates a generated secret's file under DATA_DIR once (mode 0600, its folder 0700). It is written to a temporary file
 * and linked into place, so no process ever reads it half-written; link() fails when the file exists, so the first
 * process to start wins and the others keep its content. The caller reads the file afterwards.
 */
export function createSecretFileOnce(file: string, content: string): void {
  const dir = path.dirname(file);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const temporary = path.join(dir, `.${path.basename(file)}-${process.pid}-${randomBytes(6).toString('hex')}`);
  writeFileSync(temporary, content, { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}
