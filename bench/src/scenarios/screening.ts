import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ListedBirth, NameQuality, WatchlistName } from '@ico/domain/screening';
import { normalizeDocumentNumber, normalizeName } from '@ico/domain/screening-names';
import { type InvestorFacts, isHit, type ScoredEntry, scoreEntry, withNormalizedNames } from '@ico/domain/screening-score';
import { type SyntheticEntry, syntheticEntries, thaiIdWithCheckDigit } from '@ico/testing/watchlists';
import { eq, inArray, sql } from 'drizzle-orm';
import { loadConfig } from '../../../apps/api/src/config';
import { openDatabase } from '../../../apps/api/src/db/client';
import {
  screeningHit,
  screeningSubjectName,
  user,
  watchlistChange,
  watchlistEntry,
  watchlistName,
  watchlistRelease,
} from '../../../apps/api/src/db/schema';
import { installAuditKeys } from '../../../apps/api/src/services/audit/audit-keys';
import { investorFacts } from '../../../apps/api/src/services/screening/investor-facts';
import { rescreenAfterRelease } from '../../../apps/api/src/services/screening/rescreen-after-release';
import { screenInvestor } from '../../../apps/api/src/services/screening/screen-investor';
import { createDatabase } from '../support/database';
import { BENCH_JWT_SECRET, QUICK } from '../support/settings';
import type { Measurement, Scenario, ScenarioResult } from '../types';

/**
 * Issue 30, deliver 7: screening at list size. One investor screened against 100,000 synthetic entries (p95 of the
 * real service: candidates through the indexes, the domain's score, the writes), and 50,000 investors re-screened after
 * a release that changes 1,000 entries; each beside the naive comparison in the same run: the same domain score over
 * every entry in memory (one investor), and every investor against every entry (a release), measured on a sample of
 * investors and extrapolated. The indexed path must find every hit the naive one finds on the sample (recall).
 */
const ENTRIES = QUICK ? 20_000 : 100_000;
const INVESTORS = QUICK ? 10_000 : 50_000;
const CHANGED = 1_000;
const ONE_INVESTOR_RUNS = QUICK ? 50 : 100;
const NAIVE_ONE_RUNS = QUICK ? 5 : 10;
/** Investors of the sample the naive release comparison scores against every entry, and against the changed ones. */
const NAIVE_ALL_SAMPLE = QUICK ? 5 : 10;
const NAIVE_DELTA_SAMPLE = QUICK ? 500 : 1_000;
/** Investors planted with a changed entry's name (some with its Thai ID): the hits the release must find. */
const PLANTED = 40;

const QUALITY: Record<string, NameQuality> = { Good: 'good', Low: 'low', 'a.k.a.': 'good', 'f.k.a.': 'good' };

/** A synthetic entry as the importer stores it (names, documents, births, nationalities). */
function stored(entry: SyntheticEntry) {
  const names: WatchlistName[] = [{ text: entry.names.join(' '), script: 'latin', quality: 'primary' }];
  if (entry.nameTh) names.push({ text: entry.nameTh, script: 'thai', quality: 'primary' });
  for (const alias of entry.aliases ?? [])
    names.push({ text: alias.name, script: normalizeName(alias.name).script, quality: QUALITY[alias.quality ?? 'Good'] ?? 'good' });
  const births: ListedBirth[] =
    entry.birth === undefined ? [] : typeof entry.birth === 'number' ? [{ year: entry.birth }] : [{ date: entry.birth }];
  return {
    kind: entry.kind,
    name: names[0]?.text ?? entry.ref,
    names,
    documentNumbers: [entry.thaiId, ...(entry.passports ?? [])].filter((d): d is string => !!d).map(normalizeDocumentNumber),
    births,
    nationalities: entry.nationality ? [entry.nationality] : [],
  };
}
type Stored = ReturnType<typeof stored>;

/** Investor names from other syllables than the lists' (a random investor is rarely a list's namesake). */
function investorNames(count: number, seed: number): Array<{ first: string; last: string; thai: [string, string] | null }> {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const syllables = [
    'pra',
    'sit',
    'won',
    'chai',
    'ana',
    'kit',
    'tip',
    'bun',
    'mee',
    'rak',
    'sak',
    'dee',
    'jar',
    'oen',
    'pan',
    'yut',
    'tha',
    'nom',
    'lam',
    'poo',
    'wat',
    'kan',
    'chu',
    'rin',
    'pha',
    'kul',
    'siri',
    'porn',
    'lek',
    'noi',
  ];
  const thai = [
    'ประ',
    'สิทธิ์',
    'วร',
    'ชัย',
    'อนันต์',
    'กิจ',
    'ทิพย์',
    'บุญ',
    'มี',
    'รักษ์',
    'ศักดิ์',
    'เจริญ',
    'พันธ์',
    'ยุทธ',
    'ธนา',
    'นม',
    'ลำ',
    'ภู',
    'วัฒน์',
    'กาญจน์',
    'ชู',
    'รินทร์',
    'ผา',
    'กุล',
    'ศิริ',
    'พร',
    'เล็ก',
    'น้อย',
  ];
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const word = (n: number) => Array.from({ length: n }, () => pick(syllables)).join('');
  const thaiWord = (n: number) => Array.from({ length: n }, () => pick(thai)).join('');
  return Array.from({ length: count }, () => ({
    first: word(2),
    last: word(3),
    thai: next() < 0.5 ? [thaiWord(2), thaiWord(3)] : null,
  }));
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

function measurement(label: string, timesMs: number[]): Measurement {
  const total = timesMs.reduce((sum, t) => sum + t, 0) / 1000;
  return {
    label,
    requests: timesMs.length,
    durationSeconds: round(total, 2),
    rps: round(timesMs.length / Math.max(total, 1e-9), 2),
    p50Ms: round(percentile(timesMs, 50), 2),
    p99Ms: round(percentile(timesMs, 99), 2),
    errors: 0,
  };
}

const log = (line: string) => process.stdout.write(`  ${line}\n`);

export const screening: Scenario = {
  name: 'screening',
  async run(): Promise<ScenarioResult[]> {
    const bench = await createDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ico-bench-screening-'));
    const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: bench.url, JWT_SECRET: BENCH_JWT_SECRET });
    installAuditKeys(config.auditKeys);
    const database = await openDatabase({ databaseUrl: bench.url, dataDir, poolSize: 4 });
    const deps = { config, database, sessionCache: null };
    const db = database.db;
    try {
      await database.migrate();
      const started = Date.now();
      // The first release: every entry added.
      const entries = syntheticEntries(ENTRIES, 30);
      const [first] = await db
        .insert(watchlistRelease)
        .values({ list: 'un', source: 'bench-un.xml', sha256: randomBytes(32).toString('hex'), added: ENTRIES, total: ENTRIES })
        .returning();
      if (!first) throw new Error('release not stored');
      const ids: number[] = [];
      for (let i = 0; i < entries.length; i += 2_000) {
        const chunk = entries.slice(i, i + 2_000);
        const rows = await db
          .insert(watchlistEntry)
          .values(
            chunk.map((e) => ({
              list: 'un' as const,
              ref: e.ref,
              ...stored(e),
              contentHash: randomBytes(16).toString('hex'),
              addedReleaseId: first.id,
            })),
          )
          .returning({ id: watchlistEntry.id });
        ids.push(...rows.map((r) => r.id));
        const names = chunk.flatMap((e, j) =>
          stored(e).names.map((n) => ({ entryId: rows[j]?.id as number, ...normalizeName(n.text), quality: n.quality })),
        );
        await db.insert(watchlistName).values(names);
      }
      log(`${ENTRIES} entries stored in ${round((Date.now() - started) / 1000)} s`);

      // The investors: names of their own, half with Thai names, Thai IDs; the planted ones carry a changed entry's name.
      const people = investorNames(INVESTORS, 7);
      const changedIndexes = Array.from({ length: CHANGED }, (_, i) => Math.floor((i * ENTRIES) / CHANGED));
      const plantedOf = new Map<number, number>();
      for (let p = 0; p < PLANTED; p += 1) plantedOf.set(p * Math.floor(INVESTORS / PLANTED), changedIndexes[p * 7] as number);
      const investorIds: number[] = [];
      for (let i = 0; i < people.length; i += 2_000) {
        const values = people.slice(i, i + 2_000).map((person, j) => {
          const index = i + j;
          const planted = plantedOf.get(index);
          const entry = planted === undefined ? undefined : entries[planted];
          const words = entry?.names ?? [];
          return {
            username: `bench${index}`,
            email: `bench${index}@example.com`,
            nationality: 'THAI' as const,
            // A planted investor writes the listed name with given and family name transposed.
            firstNameEN: entry ? (words[1] ?? '') : person.first,
            lastNameEN: entry ? `${words[0] ?? ''} ${words.slice(2).join(' ')}`.trim() : person.last,
            firstNameTH: person.thai?.[0] ?? '',
            lastNameTH: person.thai?.[1] ?? '',
            thaiIdNumber:
              entry?.thaiId && index % 2 === 0 ? entry.thaiId : thaiIdWithCheckDigit(String(200_000_000_000 + index * 7919).slice(0, 12)),
            // A planted investor was born when the entry says (a year alone: 1 January of it).
            detailInfo: {
              birthdate:
                entry?.birth !== undefined
                  ? typeof entry.birth === 'number'
                    ? `${entry.birth}-01-01`
                    : entry.birth
                  : `19${50 + (index % 50)}-0${1 + (index % 9)}-1${index % 9}`,
            },
          };
        });
        const rows = await db.insert(user).values(values).returning();
        investorIds.push(...rows.map((r) => r.id));
        // Indexed as their screening at sign-up leaves them (screening_subject_name).
        const subjectNames = rows.flatMap((row) => {
          const facts = investorFacts(row, null);
          return [...new Map(facts.names.map((n) => [normalizeName(n.text).normalized, normalizeName(n.text).script])).entries()].map(
            ([normalized, script]) => ({ userId: row.id, normalized, script }),
          );
        });
        await db.insert(screeningSubjectName).values(subjectNames);
      }
      await db.execute(sql`analyze`);
      log(`${INVESTORS} investors stored and indexed in ${round((Date.now() - started) / 1000)} s`);

      // Row 1: one investor screened by the portal (indexes + score + writes) against the naive loop over every entry.
      const sample = Array.from({ length: ONE_INVESTOR_RUNS }, (_, i) => investorIds[(i * 7_919) % investorIds.length] as number);
      const portalTimes: number[] = [];
      for (const userId of sample) {
        const t = performance.now();
        await db.transaction((tx) => screenInvestor(deps, tx, userId, 'manual'));
        portalTimes.push(performance.now() - t);
      }
      const scored: ScoredEntry[] = entries.map((e) => {
        const s: Stored = stored(e);
        return { ...s, names: s.names.map((n) => ({ ...n, ...normalizeName(n.text) })) };
      });
      const accounts = await db
        .select()
        .from(user)
        .where(inArray(user.id, sample.slice(0, NAIVE_ONE_RUNS)));
      const naiveTimes: number[] = [];
      for (const account of accounts) {
        const facts = withNormalizedNames(investorFacts(account, null));
        const t = performance.now();
        for (const entry of scored) isHit(scoreEntry(facts, entry), config.screeningThreshold);
        naiveTimes.push(performance.now() - t);
      }
      const onePortal = measurement('screenInvestor (indexes)', portalTimes);
      const oneNaive = measurement('score every entry', naiveTimes);
      log(`one investor: p95 ${round(percentile(portalTimes, 95), 2)} ms, naive p95 ${round(percentile(naiveTimes, 95))} ms`);

      // Row 2: a release that changes 1,000 entries (a birth year and a low-quality alias added).
      const [second] = await db
        .insert(watchlistRelease)
        .values({ list: 'un', source: 'bench-un-2.xml', sha256: randomBytes(32).toString('hex'), changed: CHANGED, total: ENTRIES })
        .returning();
      if (!second) throw new Error('release not stored');
      const changedIds: number[] = [];
      for (const index of changedIndexes) {
        const entry = entries[index] as SyntheticEntry;
        entries[index] = {
          ...entry,
          aliases: [...(entry.aliases ?? []), { name: `${entry.names[0] ?? ''} BEN ${entry.names[1] ?? ''}`, quality: 'Low' }],
        };
        const id = ids[index] as number;
        changedIds.push(id);
        const next = stored(entries[index] as SyntheticEntry);
        await db
          .update(watchlistEntry)
          .set({ ...next, contentHash: randomBytes(16).toString('hex'), changedReleaseId: second.id })
          .where(eq(watchlistEntry.id, id));
        await db.delete(watchlistName).where(eq(watchlistName.entryId, id));
        await db.insert(watchlistName).values(next.names.map((n) => ({ entryId: id, ...normalizeName(n.text), quality: n.quality })));
      }
      await db.insert(watchlistChange).values(changedIds.map((entryId) => ({ releaseId: second.id, entryId, change: 'changed' as const })));
      await db.execute(sql`analyze`);

      const t = performance.now();
      const summary = await rescreenAfterRelease(deps, second.id);
      const rescreenMs = performance.now() - t;
      log(`re-screening: ${round(rescreenMs / 1000, 2)} s, ${JSON.stringify(summary)}`);

      // The naive comparisons on samples, extrapolated to every investor: all entries, and the changed ones only.
      const changedScored = changedIndexes.map((index) => {
        const s = stored(entries[index] as SyntheticEntry);
        return { id: ids[index] as number, entry: { ...s, names: s.names.map((n) => ({ ...n, ...normalizeName(n.text) })) } };
      });
      const rescored: ScoredEntry[] = scored.map((entry, index) => {
        const changed = changedScored.find((c) => c.id === ids[index]);
        return changed ? changed.entry : entry;
      });
      const everyoneSample = await db
        .select()
        .from(user)
        .where(inArray(user.id, investorIds.slice(0, NAIVE_ALL_SAMPLE)));
      let t0 = performance.now();
      for (const account of everyoneSample) {
        const facts = withNormalizedNames(investorFacts(account, null));
        for (const entry of rescored) isHit(scoreEntry(facts, entry), config.screeningThreshold);
      }
      const naiveAllMs = ((performance.now() - t0) / everyoneSample.length) * INVESTORS;

      // The delta sample holds every planted investor: the naive hits there are what the indexed path must have found.
      const plantedIds = [...plantedOf.keys()].map((index) => investorIds[index] as number);
      const deltaIds = [...new Set([...plantedIds, ...investorIds.slice(0, NAIVE_DELTA_SAMPLE - plantedIds.length)])];
      const deltaSample = await db.select().from(user).where(inArray(user.id, deltaIds));
      const naiveHits = new Set<string>();
      t0 = performance.now();
      for (const account of deltaSample) {
        const facts: InvestorFacts = withNormalizedNames(investorFacts(account, null));
        for (const changed of changedScored) {
          if (isHit(scoreEntry(facts, changed.entry), config.screeningThreshold)) naiveHits.add(`${account.id}:${changed.id}`);
        }
      }
      const naiveDeltaMs = ((performance.now() - t0) / deltaSample.length) * INVESTORS;
      const stored2 = await db
        .select({ userId: screeningHit.userId, entryId: screeningHit.entryId })
        .from(screeningHit)
        .where(eq(screeningHit.releaseId, second.id));
      const found = new Set(stored2.map((h) => `${h.userId}:${h.entryId}`));
      const missed = [...naiveHits].filter((pair) => !found.has(pair));
      const recall = naiveHits.size === 0 ? 1 : (naiveHits.size - missed.length) / naiveHits.size;
      log(`naive all-against-all ≈ ${round(naiveAllMs / 1000)} s, naive delta ≈ ${round(naiveDeltaMs / 1000)} s; recall ${recall}`);

      const one: ScenarioResult = {
        name: 'screening-one-investor',
        description: `one investor screened against ${ENTRIES} entries: the service (indexes) against scoring every entry`,
        portal: onePortal,
        baseline: oneNaive,
        ratio: round(percentile(naiveTimes, 95) / Math.max(percentile(portalTimes, 95), 1e-9), 1),
        facts: {
          entries: ENTRIES,
          'p50 ms': round(percentile(portalTimes, 50), 2),
          'p95 ms': round(percentile(portalTimes, 95), 2),
          'naive p95 ms': round(percentile(naiveTimes, 95), 1),
        },
        ok: true,
      };
      const release: ScenarioResult = {
        name: 'screening-release',
        description: `${INVESTORS} investors re-screened after a release changing ${CHANGED} of ${ENTRIES} entries`,
        facts: {
          investors: INVESTORS,
          'changed entries': CHANGED,
          'rescreen s': round(rescreenMs / 1000, 2),
          'naive all-against-all s (extrapolated)': round(naiveAllMs / 1000),
          'naive changed-only s (extrapolated)': round(naiveDeltaMs / 1000, 1),
          'candidate pairs': summary.candidatePairs,
          hits: summary.hits,
          'planted found': `${plantedIds.filter((id) => stored2.some((h) => h.userId === id)).length}/${plantedIds.length}`,
          'recall vs naive (sample)': round(recall, 3),
        },
        ratio: round(naiveAllMs / rescreenMs, 0),
        ok: recall === 1 && plantedIds.every((id) => stored2.some((h) => h.userId === id)),
      };
      return [one, release];
    } finally {
      await database.close();
      await bench.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
