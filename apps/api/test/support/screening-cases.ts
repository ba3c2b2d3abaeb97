import { createHash, randomBytes } from 'node:crypto';
import type { MatchField, WatchList } from '@ico/domain/screening';
import { eq } from 'drizzle-orm';
import { screeningCase, screeningHit, user, watchlistEntry, watchlistRelease } from '../../src/db/schema';
import { updateUsers } from '../../src/services/sessions/session-state-writes';
import type { TestServer } from './test-server';

const sha = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * A potential match as screening records it (services/screening): a release of a synthetic list, one entry in its format's
 * fields, the case opened with its hit, and the account under review through the session-state writer.
 */
export async function openCase(
  server: Pick<TestServer, 'app'>,
  userId: number,
  options: { list?: WatchList; score?: string; fields?: MatchField[] } = {},
) {
  const db = server.app.database.db;
  const list = options.list ?? 'amlo';
  const ref = `TH-AMLO-${randomBytes(3).toString('hex').toUpperCase()}`;
  const [release] = await db
    .insert(watchlistRelease)
    .values({ list, source: 'amlo-designated-2026-11.csv', sha256: sha(ref), publishedAt: '2026-11-20', added: 1, total: 1 })
    .returning();
  if (!release) throw new Error('release not stored');
  const content = { ref, name: 'SOMCHAI JAIDEE', documentNumbers: ['3100600123458'] };
  const [entry] = await db
    .insert(watchlistEntry)
    .values({
      list,
      ref,
      kind: 'individual',
      name: 'SOMCHAI JAIDEE',
      names: [
        { text: 'SOMCHAI JAIDEE', script: 'latin', quality: 'primary' },
        { text: 'สมชาย ใจดี', script: 'thai', quality: 'primary' },
      ],
      documentNumbers: ['3100600123458'],
      births: [{ date: '1980-05-14' }],
      nationalities: ['TH'],
      details: { listedOn: '2026-11-18', reference: 'ปปง. 12/2569' },
      contentHash: sha(JSON.stringify(content)),
      addedReleaseId: release.id,
    })
    .returning();
  if (!entry) throw new Error('entry not stored');
  const [row] = await db.insert(screeningCase).values({ userId, trigger: 'listRelease' }).returning();
  if (!row) throw new Error('case not stored');
  await db.insert(screeningHit).values({
    userId,
    entryId: entry.id,
    releaseId: release.id,
    caseId: row.id,
    trigger: 'listRelease',
    score: options.score ?? '0.9400',
    fields: options.fields ?? ['thaiId', 'nameLatin'],
    matchedName: 'SOMCHAI JAIDEE',
    investorName: 'Somchai Jaidee',
    factsHash: sha(`facts:${userId}`),
    entryHash: entry.contentHash,
  });
  await updateUsers(server.app, db, eq(user.id, userId), { screeningState: 'REVIEW' });
  return { caseId: row.id, entry, release };
}
