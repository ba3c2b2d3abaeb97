import { createHash, randomBytes } from 'node:crypto';
import type { ListedBirth, WatchList, WatchlistName } from '@ico/domain/screening';
import { normalizeDocumentNumber, normalizeName } from '@ico/domain/screening-names';
import { COMPANY_FIELDS, THAI_DETAIL_INFO } from '@ico/testing/kyc-samples';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '../src/db/client';
import {
  auditLog,
  screeningCase,
  screeningHit,
  screeningSubjectName,
  user,
  verificationSubmission,
  watchlistChange,
  watchlistEntry,
  watchlistName,
  watchlistRelease,
} from '../src/db/schema';
import { hashPassword } from '../src/security/passwords';
import { candidatePairsQuery, rescreenAfterRelease } from '../src/services/screening/rescreen-after-release';
import { documentCandidates, nameCandidates, screenInvestor, useCandidateThreshold } from '../src/services/screening/screen-investor';
import { approveCaseDecision } from '../src/services/screening-cases/approve-case-decision';
import { proposeCaseDecision } from '../src/services/screening-cases/propose-case-decision';
import {
  type AccountsServer,
  call,
  login,
  type StaffAccount,
  signUp,
  staffMember,
  startAccountsServer,
  type Tokens,
} from './support/accounts';
import { multipart, PDF, textParts } from './support/admin-offerings';
import { createSuiteStorage, ONE_DATABASE, type SuiteStorage } from './support/test-server';

/** A synthetic list entry in the fields the importers store (watchlists engineer's formats: AMLO CSV, UN XML). */
type SyntheticEntry = {
  ref?: string;
  kind?: 'individual' | 'entity';
  names: Array<{ text: string; quality?: WatchlistName['quality'] }>;
  documents?: string[];
  births?: ListedBirth[];
  nationalities?: string[];
};

const sha = (value: string) => createHash('sha256').update(value).digest('hex');
const meta = { ip: '127.0.0.1', userAgent: 'vitest' };

/** A Thai ID number with a valid mod-11 check digit. */
function thaiId(): string {
  const digits = Array.from({ length: 12 }, (_, i) => (i === 0 ? 1 + Math.floor(Math.random() * 8) : Math.floor(Math.random() * 10)));
  const sum = digits.reduce((total, digit, i) => total + digit * (13 - i), 0);
  return `${digits.join('')}${(11 - (sum % 11)) % 10}`;
}
/** Random Latin letters: names no other test of the suite shares. */
const word = () =>
  Array.from(randomBytes(7), (b) => 'BCDFGHKLMNPRSTVW'[b % 16])
    .join('')
    .replace(/^(.)(.)/, '$1A$2');

describe.each([ONE_DATABASE])('watch-list screening on %s', (database) => {
  let server: AccountsServer;
  let storage: SuiteStorage;
  let officer: StaffAccount;
  let second: StaffAccount;
  const db = () => server.app.database.db;

  /**
   * A release of a synthetic list: its entries added (or, for a ref listed before, changed: content, names and hash
   * replaced, the change recorded), as the list importer stores them.
   */
  async function release(list: WatchList, entries: SyntheticEntry[]) {
    const [row] = await db()
      .insert(watchlistRelease)
      .values({ list, source: `${list}-synthetic.csv`, sha256: sha(randomBytes(8).toString('hex')), total: entries.length })
      .returning();
    if (!row) throw new Error('release not stored');
    const ids: number[] = [];
    for (const e of entries) {
      const ref = e.ref ?? `${list.toUpperCase()}-${randomBytes(4).toString('hex')}`;
      const names = e.names.map((n) => ({
        text: n.text,
        script: normalizeName(n.text).script,
        quality: n.quality ?? ('primary' as const),
      }));
      const content = {
        kind: e.kind ?? 'individual',
        name: e.names[0]?.text ?? '',
        names,
        documentNumbers: (e.documents ?? []).map(normalizeDocumentNumber),
        births: e.births ?? [],
        nationalities: e.nationalities ?? [],
      };
      const [before] = await db()
        .select()
        .from(watchlistEntry)
        .where(and(eq(watchlistEntry.list, list), eq(watchlistEntry.ref, ref)));
      let id: number;
      if (before) {
        await db()
          .update(watchlistEntry)
          .set({ ...content, contentHash: sha(JSON.stringify(content)), changedReleaseId: row.id })
          .where(eq(watchlistEntry.id, before.id));
        await db().delete(watchlistName).where(eq(watchlistName.entryId, before.id));
        await db()
          .insert(watchlistChange)
          .values({ releaseId: row.id, entryId: before.id, change: 'changed', before: { names: before.names } });
        id = before.id;
      } else {
        const [inserted] = await db()
          .insert(watchlistEntry)
          .values({ list, ref, ...content, contentHash: sha(JSON.stringify(content)), addedReleaseId: row.id })
          .returning({ id: watchlistEntry.id });
        if (!inserted) throw new Error('entry not stored');
        await db().insert(watchlistChange).values({ releaseId: row.id, entryId: inserted.id, change: 'added' });
        id = inserted.id;
      }
      await db()
        .insert(watchlistName)
        .values(names.map((n) => ({ entryId: id, ...normalizeName(n.text), quality: n.quality })));
      ids.push(id);
    }
    return { releaseId: row.id, entryIds: ids };
  }

  async function investor(overrides: Parameters<typeof signUp>[1] = {}) {
    const input = await signUp(server, overrides);
    const tokens = await login(server, input);
    const id = Number((await call(server, 'GET', '/auth/me/', { token: tokens.access })).body.id);
    return { input, tokens, id };
  }
  const account = async (id: number) => {
    const [row] = await db().select().from(user).where(eq(user.id, id));
    if (!row) throw new Error('no user');
    return row;
  };
  const casesOf = (id: number) => db().select().from(screeningCase).where(eq(screeningCase.userId, id)).orderBy(screeningCase.id);
  const hitsOf = (id: number) => db().select().from(screeningHit).where(eq(screeningHit.userId, id)).orderBy(screeningHit.id);
  const submitDetail = (token: string, values: Record<string, string>) =>
    call(server, 'POST', '/auth/detail_info/', { token, form: { ...THAI_DETAIL_INFO, ...values } });
  /** Two officers decide the investor's open case (the cases engineer's four-eyes services). */
  async function decide(userId: number, decision: 'FALSE_POSITIVE' | 'TRUE_MATCH') {
    const [open] = (await casesOf(userId)).filter((c) => c.status === 'OPEN');
    if (!open) throw new Error('no open case');
    await proposeCaseDecision(
      server.app,
      officer.id,
      open.id,
      { decision, reason: 'Birth date and ID differ from the listed person.' },
      meta,
    );
    await approveCaseDecision(server.app, second.id, open.id, meta);
  }

  beforeAll(async () => {
    storage = await createSuiteStorage(database, 'watchlist-screening');
    server = await startAccountsServer(database, storage.env);
    [officer, second] = await Promise.all([staffMember(server, 'compliance'), staffMember(server, 'compliance')]);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await storage?.dispose();
  });

  it('keeps a clean investor CLEAR, with the time of screening', async () => {
    await release('un', [{ names: [{ text: `${word()} ${word()}` }] }]);
    const clean = await investor({ firstNameEN: word(), lastNameEN: word(), firstNameTH: 'กิตติพงษ์', lastNameTH: 'ศรีสุขสวัสดิ์' });
    const row = await account(clean.id);
    expect(row.screeningState).toBe('CLEAR');
    expect(row.screenedAt).not.toBeNull();
    expect(await casesOf(clean.id)).toEqual([]);
    expect(await db().select().from(screeningSubjectName).where(eq(screeningSubjectName.userId, clean.id))).toHaveLength(2);
  });

  it('at sign-up: a listed Thai name opens a case (REVIEW), the hit keeps its score, fields and release, audited', async () => {
    const family = word();
    const { releaseId, entryIds } = await release('amlo', [
      { names: [{ text: `WIRAT ${family}` }, { text: 'นายวิรัช คำพันธ์ุเจริญ' }], births: [{ date: '1975-02-03' }], nationalities: ['TH'] },
    ]);
    const listed = await investor({ firstNameEN: 'Veerut', lastNameEN: word(), firstNameTH: 'วิรัช', lastNameTH: 'คำพันธ์ุเจริญ' });
    expect((await account(listed.id)).screeningState).toBe('REVIEW');
    const [opened] = await casesOf(listed.id);
    expect(opened).toMatchObject({ status: 'OPEN', trigger: 'signUp' });
    const [hit] = await hitsOf(listed.id);
    expect(hit).toMatchObject({
      entryId: entryIds[0],
      releaseId,
      caseId: opened?.id,
      trigger: 'signUp',
      score: '1.0000',
      matchedName: 'นายวิรัช คำพันธ์ุเจริญ',
    });
    expect(hit?.fields).toContain('nameThai');
    const audits = await db()
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(sql`${auditLog.action} in ('screening.hit', 'screening.caseOpened')`)
      .orderBy(desc(auditLog.id))
      .limit(2);
    expect(audits.map((a) => a.action).sort()).toEqual(['screening.caseOpened', 'screening.hit']);
    // The investor's own answer does not say why (the neutral state is the cases engineer's; no hit detail leaks here).
    const me = await call(server, 'GET', '/auth/me/', { token: listed.tokens.access });
    expect(JSON.stringify(me.body)).not.toContain('amlo');
  });

  it('at the detail information: a listed Thai ID is a hit whatever the name; a second screening joins the open case', async () => {
    const id = thaiId();
    await release('amlo', [{ names: [{ text: `${word()} ${word()}` }], documents: [id] }]);
    const person = await investor({ firstNameEN: word(), lastNameEN: word() });
    expect((await account(person.id)).screeningState).toBe('CLEAR');
    expect((await submitDetail(person.tokens.access, { thaiIDNumber: id })).status).toBe(200);
    expect((await account(person.id)).screeningState).toBe('REVIEW');
    const [hit] = await hitsOf(person.id);
    expect(hit).toMatchObject({ trigger: 'detailInfo', score: '1.0000' });
    expect(hit?.fields).toContain('thaiId');
    // Another listed name found later joins the same open case; the same pair is not stored twice.
    const { releaseId } = await release('internal', [
      { names: [{ text: `${(await account(person.id)).firstNameEN} ${(await account(person.id)).lastNameEN}` }] },
    ]);
    await rescreenAfterRelease(server.app, releaseId);
    await rescreenAfterRelease(server.app, releaseId);
    const cases = await casesOf(person.id);
    expect(cases).toHaveLength(1);
    const hits = await hitsOf(person.id);
    expect(hits).toHaveLength(2);
    expect(new Set(hits.map((h) => h.caseId))).toEqual(new Set([cases[0]?.id]));
  });

  it('when the ID changes: a resubmission with a listed ID is screened as an identity change', async () => {
    const person = await investor({ firstNameEN: word(), lastNameEN: word() });
    expect((await submitDetail(person.tokens.access, { thaiIDNumber: thaiId() })).status).toBe(200);
    expect((await account(person.id)).screeningState).toBe('CLEAR');
    const [submission] = await db()
      .select({ id: verificationSubmission.id })
      .from(verificationSubmission)
      .where(eq(verificationSubmission.userId, person.id));
    const returned = await call(server, 'POST', `/admin/screening/${submission?.id}/decision/`, {
      token: officer.tokens.access,
      json: { decision: 'returnForResubmission', reason: 'The ID card photo is blurred.' },
    });
    expect(returned.body).toMatchObject({ submission: { status: 'NEED_TO_SUBMIT' } });
    const listedId = thaiId();
    await release('amlo', [{ names: [{ text: `${word()} ${word()}` }], documents: [listedId] }]);
    expect((await submitDetail(person.tokens.access, { thaiIDNumber: listedId })).status).toBe(200);
    const [hit] = await hitsOf(person.id);
    expect(hit).toMatchObject({ trigger: 'identityChange' });
    expect((await account(person.id)).screeningState).toBe('REVIEW');
  });

  it('at the company file: the company name is screened; a company sharing only generic words is not', async () => {
    const brand = word();
    await release('un', [{ kind: 'entity', names: [{ text: `${brand} MARITIME LOGISTICS COMPANY LIMITED` }] }]);
    async function corporate(companyName: string): Promise<{ id: number; tokens: Tokens }> {
      const suffix = randomBytes(4).toString('hex');
      const password = `Corp-${suffix}-Pw1`;
      const [row] = await db()
        .insert(user)
        .values({
          username: `c${suffix}`,
          email: `corp-${suffix}@example.com`,
          passwordHash: await hashPassword(password),
          individual: 'corporate',
          nationality: 'THAI',
          firstNameEN: word(),
          lastNameEN: word(),
        })
        .returning({ id: user.id });
      const tokens = await login(server, { username: `c${suffix}`, password });
      const sent = await multipart({ baseUrl: server.baseUrl }, 'POST', '/auth/company_file/', tokens.access, [
        ...textParts({ ...COMPANY_FIELDS, companyName }),
        { field: 'companyDocument1Private', data: PDF, type: 'application/pdf', name: 'cert.pdf' },
      ]);
      expect(sent.status).toBe(200);
      return { id: row?.id as number, tokens };
    }
    const listed = await corporate(`${brand} Maritime Logistics Co., Ltd.`);
    expect((await account(listed.id)).screeningState).toBe('REVIEW');
    expect((await hitsOf(listed.id))[0]).toMatchObject({ trigger: 'companyFile' });
    const generic = await corporate(`${word()} Maritime Co., Ltd.`);
    expect((await account(generic.id)).screeningState).toBe('CLEAR');
  });

  it('before staff approve a verification item: screened first; a potential match refuses the approval (403 SCREENING_HOLD)', async () => {
    const first = word();
    const last = word();
    const person = await investor({ firstNameEN: first, lastNameEN: last });
    expect((await submitDetail(person.tokens.access, { thaiIDNumber: thaiId() })).status).toBe(200);
    // Listed after the investor's last screening, and before any re-screening ran.
    await release('pep', [{ names: [{ text: `${first} ${last}` }] }]);
    const [submission] = await db()
      .select({ id: verificationSubmission.id })
      .from(verificationSubmission)
      .where(eq(verificationSubmission.userId, person.id));
    const approval = await call(server, 'POST', `/admin/screening/${submission?.id}/decision/`, {
      token: officer.tokens.access,
      json: { decision: 'approve' },
    });
    expect(approval).toMatchObject({ status: 403, body: { message: 'SCREENING_HOLD', detail: { state: 'REVIEW' } } });
    expect((await account(person.id)).detailInfoStatus).toBe('NEED_TO_SCREENING');
    expect((await casesOf(person.id))[0]).toMatchObject({ status: 'OPEN', trigger: 'verificationApproval' });
    // A clean investor's approval passes after its screening.
    const clean = await investor({ firstNameEN: word(), lastNameEN: word() });
    expect((await submitDetail(clean.tokens.access, { thaiIDNumber: thaiId() })).status).toBe(200);
    const [cleanSubmission] = await db()
      .select({ id: verificationSubmission.id })
      .from(verificationSubmission)
      .where(eq(verificationSubmission.userId, clean.id));
    const passed = await call(server, 'POST', `/admin/screening/${cleanSubmission?.id}/decision/`, {
      token: officer.tokens.access,
      json: { decision: 'approve' },
    });
    expect(passed.status).toBe(200);
    expect((await account(clean.id)).screenedAt).not.toBeNull();
  });

  it('after a release: the delta opens a case for an existing investor, found through the investor-side index', async () => {
    const first = word();
    const last = word();
    const existing = await investor({ firstNameEN: first, lastNameEN: last });
    const bystander = await investor({ firstNameEN: word(), lastNameEN: word() });
    // An investor from before the investor-side index (no subject names): indexed by the release's re-screening.
    const [old] = await db()
      .insert(user)
      .values({
        username: `o${word()}`.toLowerCase(),
        email: `old-${word()}@example.com`.toLowerCase(),
        nationality: 'THAI',
        firstNameEN: 'Thanakorn',
        lastNameEN: last,
      })
      .returning({ id: user.id });
    const { releaseId, entryIds } = await release('un', [
      { names: [{ text: `${last.toLowerCase()}, ${first}` }], births: [{ year: 1980 }] },
      { names: [{ text: `THANAKORN ${last}` }] },
      { names: [{ text: `${word()} ${word()}` }] },
    ]);
    const summary = await rescreenAfterRelease(server.app, releaseId);
    expect(summary).toMatchObject({ entries: 3 });
    expect(summary.indexed).toBeGreaterThanOrEqual(1);
    expect(summary.hits).toBe(2);
    expect((await account(existing.id)).screeningState).toBe('REVIEW');
    expect((await hitsOf(existing.id))[0]).toMatchObject({ trigger: 'listRelease', releaseId, entryId: entryIds[0] });
    expect((await casesOf(existing.id))[0]).toMatchObject({ trigger: 'listRelease', status: 'OPEN' });
    expect((await account(old?.id as number)).screeningState).toBe('REVIEW');
    expect((await account(bystander.id)).screeningState).toBe('CLEAR');
  });

  it('a cleared pair stays quiet on the next release and speaks again when the entry or the investor’s facts change', async () => {
    const first = word();
    const last = word();
    const ref = `UN-${randomBytes(4).toString('hex')}`;
    const person = await investor({ firstNameEN: first, lastNameEN: last });
    const listed = await release('un', [{ ref, names: [{ text: `${first} ${last}` }] }]);
    expect((await rescreenAfterRelease(server.app, listed.releaseId)).hits).toBe(1);
    await decide(person.id, 'FALSE_POSITIVE');
    expect((await account(person.id)).screeningState).toBe('CLEAR');

    // The next release changes other entries only; the investor is screened again (a sign-in point): quiet.
    const unrelated = await release('un', [{ names: [{ text: `${word()} ${word()}` }] }]);
    expect((await rescreenAfterRelease(server.app, unrelated.releaseId)).hits).toBe(0);
    const submission = await db().transaction((tx) => screenInvestor(server.app, tx, person.id, 'manual'));
    expect(submission).toBe('CLEAR');
    expect(await hitsOf(person.id)).toHaveLength(1);

    // The entry changes (a birth year added): it speaks again, once.
    const changed = await release('un', [{ ref, names: [{ text: `${first} ${last}` }], births: [{ year: 1990 }] }]);
    expect((await rescreenAfterRelease(server.app, changed.releaseId)).hits).toBe(1);
    expect((await account(person.id)).screeningState).toBe('REVIEW');
    await decide(person.id, 'FALSE_POSITIVE');
    expect((await account(person.id)).screeningState).toBe('CLEAR');

    // The investor's facts change (the detail information adds an ID and a birth date that agrees): it speaks again.
    expect((await submitDetail(person.tokens.access, { thaiIDNumber: thaiId(), birthdate: '1990-05-17' })).status).toBe(200);
    expect((await account(person.id)).screeningState).toBe('REVIEW');
    const hits = await hitsOf(person.id);
    expect(hits.map((h) => h.trigger)).toEqual(['listRelease', 'listRelease', 'detailInfo']);
    expect(hits[2]?.fields).toContain('birthYear');
  });

  it('a removed entry is never a candidate', async () => {
    const first = word();
    const last = word();
    const { releaseId, entryIds } = await release('internal', [{ names: [{ text: `${first} ${last}` }] }]);
    await db()
      .update(watchlistEntry)
      .set({ removedReleaseId: releaseId })
      .where(eq(watchlistEntry.id, entryIds[0] as number));
    const person = await investor({ firstNameEN: first, lastNameEN: last });
    expect((await account(person.id)).screeningState).toBe('CLEAR');
  });

  it.runIf(database === 'postgres')('finds candidates through the indexes (EXPLAIN on PostgreSQL)', async () => {
    // 40,000 names each side: from about this size the planner prefers the trigram index to reading the table.
    const bulk = await release('un', [{ names: [{ text: `${word()} ${word()}` }] }]);
    const letters = (column: string) => sql.raw(`translate(${column}, '0123456789abcdef', 'GHKLMNPRSTVWXYZB')`);
    await db().execute(sql`
      insert into watchlist_entry (list, ref, kind, name, content_hash, added_release_id)
      select 'un', 'BULK-' || g, 'individual', md5(g::text), md5(g::text), ${bulk.releaseId} from generate_series(1, 40000) g`);
    await db().execute(sql`
      insert into watchlist_name (entry_id, normalized, script, quality)
      select id, substr(${letters('content_hash')}, 1, 7) || ' ' || substr(${letters('content_hash')}, 8, 9), 'latin', 'primary'
      from watchlist_entry where ref like 'BULK-%'`);
    await db().execute(sql`
      insert into screening_subject_name (user_id, normalized, script)
      select ${officer.id}, substr(${letters('md5(g::text)')}, 3, 8) || ' ' || substr(${letters('md5(g::text)')}, 12, 8), 'latin'
      from generate_series(1, 40000) g`);
    const { releaseId } = await release('un', [{ names: [{ text: `${word()} ${word()}` }] }, { names: [{ text: `${word()} ${word()}` }] }]);
    for (const table of ['watchlist_name', 'watchlist_entry', 'screening_subject_name', 'watchlist_change', 'app_user']) {
      // VACUUM also moves the GIN indexes' pending entries into the index, as autovacuum does on a live database.
      await db().execute(sql.raw(`vacuum analyze ${table}`));
    }
    const plan = async (query: SQL) =>
      db().transaction(async (tx) => {
        await useCandidateThreshold(tx);
        const rows = resultRows<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain ${query}`));
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    expect(await plan(nameCandidates(db(), ['SOMCHAI JAIDEE']).getSQL())).toContain('watchlist_name_trgm_idx');
    expect(await plan(documentCandidates(db(), ['1101700230719']).getSQL())).toContain('watchlist_entry_documents_idx');
    const pairs = await plan(candidatePairsQuery(releaseId));
    expect(pairs).toContain('screening_subject_name_trgm_idx');
    expect(pairs).not.toMatch(/Seq Scan on screening_subject_name/);
    await db().delete(screeningSubjectName).where(eq(screeningSubjectName.userId, officer.id));
  });
});
