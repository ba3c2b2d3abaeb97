import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { publicFile } from '../../db/schema';
import type { Deps } from '../deps';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Deletes public files no row points to any more (a replaced picture, a removed document). */
export async function dropPublicFiles(tx: Tx, ids: ReadonlyArray<string | null>): Promise<string[]> {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0) return [];
  const rows = await tx.delete(publicFile).where(inArray(publicFile.id, wanted)).returning({ storageKey: publicFile.storageKey });
  return rows.map((row) => row.storageKey);
}

/** Removes stored objects after their rows are gone; a failure only leaves an unreachable object behind. */
export async function deleteStoredObjects(deps: Pick<Deps, 'files' | 'log'>, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map((key) => deps.files.delete(key).catch((error: unknown) => deps.log.warn({ err: error, key }, 'public file not deleted'))),
  );
}
