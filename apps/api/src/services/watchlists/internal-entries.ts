import { createHash } from 'node:crypto';
import type { InternalEntry, InternalEntryView } from '@ico/domain/contracts/watchlists';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { watchlistEntry } from '../../db/schema';
import { AppError } from '../../errors';
import { amloEntry, type ListEntry } from './list-files';

/**
 * The internal list's entries as compliance staff edit them (issue 30): each edit is a release of the internal list,
 * written by the same machinery as an import (record-release.ts). The entry has the AMLO file's layout.
 */

/** The stored entry of the editor's input. */
export const internalListEntry = (input: InternalEntry): ListEntry =>
  amloEntry({
    ref: input.reference,
    kind: input.kind,
    nameTh: input.nameTh ?? '',
    nameEn: input.nameEn ?? '',
    aliases: input.aliases,
    thaiId: input.thaiId ?? '',
    passports: input.passports,
    nationalities: input.nationalities,
    birth: input.birthDate ? { date: input.birthDate } : null,
    listedOn: null,
    note: input.note,
  });

/** What stands for the bytes of an edit in its release: the hash of what the edit did. */
export const editSha256 = (what: string, ref: string, content: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify([what, ref, content, Date.now()]))
    .digest('hex');

type EntryRow = typeof watchlistEntry.$inferSelect;

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

export function internalEntryView(row: EntryRow): InternalEntryView {
  const birth = row.births.find((b) => 'date' in b);
  return {
    id: row.id,
    reference: row.ref,
    kind: row.kind,
    nameTh: text(row.details.nameTh),
    nameEn: text(row.details.nameEn),
    aliases: texts(row.details.aliases),
    thaiId: text(row.details.thaiId),
    passports: texts(row.details.passports),
    nationalities: row.nationalities,
    birthDate: birth && 'date' in birth ? birth.date : null,
    note: text(row.details.note),
  };
}

/** A listed entry of the internal list, locked for the edit; 404 when there is none (or it was removed). */
export async function listedInternalEntry(tx: Tx | Database, id: number): Promise<EntryRow> {
  const [row] = await tx
    .select()
    .from(watchlistEntry)
    .where(and(eq(watchlistEntry.id, id), eq(watchlistEntry.list, 'internal'), isNull(watchlistEntry.removedReleaseId)));
  if (!row) throw new AppError('WATCHLIST_ENTRY_NOT_EXIST');
  return row;
}
