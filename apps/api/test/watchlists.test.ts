import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ImportSummary, InternalEditAnswer, InternalEntryView, WatchlistsAnswer } from '@ico/domain/contracts/watchlists';
import type { WatchList } from '@ico/domain/screening';
import { amloCsv, pepCsv, type SyntheticEntry, syntheticEntries, unListXml } from '@ico/testing/watchlists';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../src/cli/admin';
import { runWatchlistsCli } from '../src/cli/watchlists';
import { auditLog, watchlistChange, watchlistEntry, watchlistName, watchlistRefresh, watchlistRelease } from '../src/db/schema';
import { seedDemoWatchlists } from '../src/seed/demo-watchlists';
import { importListFile } from '../src/services/watchlists/import-list-file';
import { WatchlistFileError } from '../src/services/watchlists/list-files';
import { refreshWatchlists } from '../src/services/watchlists/refresh-watchlists';
import { type AccountsServer, call, type StaffAccount, staffMember, startAccountsServer } from './support/accounts';
import { runScript } from './support/run-script';
import { createDataDir, ONE_DATABASE, removeDir, TEST_AUDIT_HMAC_KEYS } from './support/test-server';

/** TIS-620 bytes of a text (ASCII as is, Thai U+0E01..U+0E5B at 0xA1..0xFB), as a Thai Windows export writes it. */
const tis620 = (text: string) =>
  Buffer.from(
    [...text].map((ch) => ((ch.codePointAt(0) ?? 0) < 0x80 ? (ch.codePointAt(0) ?? 0) : (ch.codePointAt(0) ?? 0) - 0x0e00 + 0xa0)),
  );
const bom = (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);

const UN_ENTRIES: SyntheticEntry[] = [
  {
    ref: 'QDi.901',
    kind: 'individual',
    names: ['RAZAK', 'BIN', 'HAMZAH'],
    aliases: [
      { name: 'Abu Razak', quality: 'Good' },
      { name: 'Razzaq', quality: 'Low' },
      { name: 'Razak Hamza', quality: 'a.k.a.' },
      { name: 'Abdul Razak Trading', quality: 'f.k.a.' },
    ],
    birth: '1971-03-04',
    nationality: 'MY',
    passports: ['A 1234-5678'],
    thaiId: '3-1005-01234-56-1',
  },
  { ref: 'QDi.902', kind: 'individual', names: ['KAMAL', 'NOURI'], birthRange: [1960, 1962], nationality: 'IQ' },
  { ref: 'QDi.903', kind: 'individual', names: ['YUSUF', 'TARIQ'], birth: 1958 },
  { ref: 'QDe.950', kind: 'entity', names: ['ZENITH MARITIME', 'CO LTD'], aliases: [{ name: 'Zenith Shipping', quality: 'a.k.a.' }] },
];

const AMLO_ROWS = [
  {
    ref: 'AMLO-2567-001',
    kind: 'individual' as const,
    names: ['Somsak', 'Rakdee'],
    nameTh: 'นายสมศักดิ์ รักดี',
    aliases: [{ name: 'เสี่ยศักดิ์' }],
    thaiId: '1101700203451',
    passports: ['AA1234567'],
    nationality: 'TH',
    birth: '1980-05-17',
    listedOn: '2024-02-01',
  },
  { ref: 'AMLO-2567-002', kind: 'entity' as const, names: ['Siam Golden Lotus Co., Ltd.'], nameTh: 'บริษัท สยามโกลเด้นโลตัส จำกัด' },
];

for (const database of [ONE_DATABASE]) {
  describe(`watch lists as versioned data (${database})`, () => {
    let server: AccountsServer;
    let compliance: StaffAccount;
    let operations: StaffAccount;
    const db = () => server.app.database.db;

    beforeAll(async () => {
      server = await startAccountsServer(database);
      [compliance, operations] = await Promise.all([staffMember(server, 'compliance'), staffMember(server, 'operations')]);
    }, 120_000);
    afterAll(() => server?.close());

    const tally = async (list: WatchList) => ({
      releases: Number((await db().select({ n: count() }).from(watchlistRelease).where(eq(watchlistRelease.list, list)))[0]?.n),
      entries: Number((await db().select({ n: count() }).from(watchlistEntry).where(eq(watchlistEntry.list, list)))[0]?.n),
      changes: Number((await db().select({ n: count() }).from(watchlistChange))[0]?.n),
      names: Number((await db().select({ n: count() }).from(watchlistName))[0]?.n),
    });
    const entryOf = async (list: WatchList, ref: string) =>
      (
        await db()
          .select()
          .from(watchlistEntry)
          .where(and(eq(watchlistEntry.list, list), eq(watchlistEntry.ref, ref)))
      )[0];
    const namesOf = async (entryId: number) =>
      (await db().select().from(watchlistName).where(eq(watchlistName.entryId, entryId)))
        .map((n) => `${n.quality}:${n.script}:${n.normalized}`)
        .sort();
    const importBytes = (list: WatchList, bytes: Uint8Array, source = `${list}.file`) =>
      importListFile(db(), { list, bytes, source, origin: { via: 'command', actorId: null, operator: 'test@host' } });
    const refused = async (list: WatchList, bytes: Uint8Array) => {
      const before = await tally(list);
      const error = await importBytes(list, bytes).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(WatchlistFileError);
      expect(await tally(list)).toEqual(before);
      return (error as WatchlistFileError).problem;
    };

    async function upload(list: string, token: string | undefined, data: Buffer, name = 'list.csv') {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)], { type: 'text/plain' }), name);
      const headers: Record<string, string> = { accept: 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await fetch(`${server.baseUrl}/api/admin/watchlists/${list}/releases/`, { method: 'POST', headers, body: form });
      const text = await response.text();
      return {
        status: response.status,
        body: (text ? JSON.parse(text) : {}) as ImportSummary & { message?: string; detail?: Record<string, string> },
      };
    }

    it('imports the UN consolidated list: individuals, entities, alias qualities, dates of birth, documents, dateGenerated', async () => {
      const summary = await importBytes('un', Buffer.from(unListXml(UN_ENTRIES, '2026-11-20T08:00:00.000Z')), 'consolidated.xml');
      expect(summary).toMatchObject({ list: 'un', unchanged: false, added: 4, changed: 0, removed: 0, total: 4 });
      const [release] = await db().select().from(watchlistRelease).where(eq(watchlistRelease.id, summary.releaseId));
      expect(release).toMatchObject({ source: 'consolidated.xml', publishedAt: '2026-11-20T08:00:00.000Z', added: 4, total: 4 });
      expect(release?.sha256).toMatch(/^[0-9a-f]{64}$/);

      const razak = await entryOf('un', 'QDi.901');
      expect(razak).toMatchObject({
        kind: 'individual',
        name: 'RAZAK BIN HAMZAH',
        documentNumbers: ['A12345678', '3100501234561'],
        births: [{ date: '1971-03-04' }],
        nationalities: ['MY'],
        addedReleaseId: summary.releaseId,
        removedReleaseId: null,
      });
      expect(razak?.names.map((n) => [n.text, n.quality])).toEqual([
        ['RAZAK BIN HAMZAH', 'primary'],
        ['Abu Razak', 'good'],
        ['Razzaq', 'low'],
        ['Razak Hamza', 'good'],
        ['Abdul Razak Trading', 'good'],
      ]);
      expect(await namesOf(razak?.id ?? 0)).toEqual([
        'good:latin:ABDUL RAZAK TRADING',
        'good:latin:ABU RAZAK',
        'good:latin:RAZAK HAMZA',
        'low:latin:RAZZAQ',
        'primary:latin:RAZAK BIN HAMZAH',
      ]);
      expect((await entryOf('un', 'QDi.902'))?.births).toEqual([{ year: 1960 }, { year: 1961 }, { year: 1962 }]);
      expect((await entryOf('un', 'QDi.903'))?.births).toEqual([{ year: 1958 }]);
      expect(await entryOf('un', 'QDe.950')).toMatchObject({ kind: 'entity', name: 'ZENITH MARITIME CO LTD' });

      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'watchlist.import'), eq(auditLog.targetId, String(summary.releaseId))));
      expect(audit?.detail).toMatchObject({ list: 'un', via: 'command', operator: 'test@host', added: 4, total: 4 });
    });

    it('a second UN release stores what was added, changed (with the content before) and removed; nothing overwritten silently', async () => {
      const first = await db().select().from(watchlistRelease).where(eq(watchlistRelease.list, 'un'));
      expect(first).toHaveLength(1);
      const kamalBefore = await entryOf('un', 'QDi.902');
      const next: SyntheticEntry[] = [
        UN_ENTRIES[0] as SyntheticEntry,
        { ...(UN_ENTRIES[1] as SyntheticEntry), aliases: [{ name: 'Kamal al-Nouri', quality: 'Good' }] },
        { ref: 'QDi.904', kind: 'individual', names: ['HASSAN', 'DARWISH'], birth: '1975-12-01', passports: ['P7777777'] },
        UN_ENTRIES[3] as SyntheticEntry,
      ];
      const summary = await importBytes('un', Buffer.from(unListXml(next, '2026-11-27T08:00:00.000Z')));
      expect(summary).toMatchObject({ added: 1, changed: 1, removed: 1, total: 4, unchanged: false });

      const changes = await db().select().from(watchlistChange).where(eq(watchlistChange.releaseId, summary.releaseId));
      const byChange = Object.fromEntries(changes.map((c) => [c.change, c]));
      expect(changes).toHaveLength(3);
      const kamal = await entryOf('un', 'QDi.902');
      expect(byChange.changed?.entryId).toBe(kamal?.id);
      expect(byChange.changed?.before).toMatchObject({ ref: 'QDi.902', contentHash: kamalBefore?.contentHash, names: kamalBefore?.names });
      expect(kamal?.changedReleaseId).toBe(summary.releaseId);
      expect(kamal?.contentHash).not.toBe(kamalBefore?.contentHash);
      expect(await namesOf(kamal?.id ?? 0)).toEqual(['good:latin:KAMAL AL NOURI', 'primary:latin:KAMAL NOURI']);

      const yusuf = await entryOf('un', 'QDi.903');
      expect(yusuf?.removedReleaseId).toBe(summary.releaseId);
      expect(byChange.removed).toMatchObject({ entryId: yusuf?.id, before: { ref: 'QDi.903', name: 'YUSUF TARIQ' } });
      expect(await namesOf(yusuf?.id ?? 0)).toEqual([]);
      expect(byChange.added).toMatchObject({ entryId: (await entryOf('un', 'QDi.904'))?.id, before: null });
      // Unchanged entries keep their row as it was.
      expect((await entryOf('un', 'QDi.901'))?.changedReleaseId).toBeNull();

      // The same bytes again: no release.
      const again = await importBytes('un', Buffer.from(unListXml(next, '2026-11-27T08:00:00.000Z')));
      expect(again).toMatchObject({ unchanged: true, releaseId: summary.releaseId, added: 0 });
      // Listed again after its removal: an addition, with its earlier content kept.
      const back = await importBytes('un', Buffer.from(unListXml([...next, UN_ENTRIES[2] as SyntheticEntry], '2026-11-28T08:00:00.000Z')));
      expect(back).toMatchObject({ added: 1, changed: 0, removed: 0, total: 5 });
      expect(await entryOf('un', 'QDi.903')).toMatchObject({ id: yusuf?.id, removedReleaseId: null, changedReleaseId: back.releaseId });
    });

    it('refuses a malformed UN file whole, naming the element or line', async () => {
      const good = unListXml(UN_ENTRIES);
      expect(await refused('un', Buffer.from(good.replace('</INDIVIDUALS>', '')))).toMatchObject({
        code: 'notXml',
        at: expect.stringMatching(/^line \d+, column \d+$/),
      });
      expect(await refused('un', Buffer.from('<?xml version="1.0"?><SANCTIONS><ENTRY/></SANCTIONS>'))).toMatchObject({ code: 'notUnList' });
      // The third individual has no name: nothing of the two before it is stored.
      const nameless = good.replace('<FIRST_NAME>YUSUF</FIRST_NAME><SECOND_NAME>TARIQ</SECOND_NAME>', '');
      expect(await refused('un', Buffer.from(nameless))).toEqual({
        code: 'missingValue',
        at: 'INDIVIDUALS/INDIVIDUAL[3] (QDi.903)',
        field: 'FIRST_NAME',
      });
      expect(await refused('un', Buffer.from(good.replace('<DATE>1971-03-04</DATE>', '<DATE>1971-02-30</DATE>')))).toMatchObject({
        code: 'badDate',
        at: 'INDIVIDUALS/INDIVIDUAL[1] (QDi.901)/INDIVIDUAL_DATE_OF_BIRTH[1]',
        field: 'DATE',
      });
      expect(await refused('un', Buffer.from(unListXml([])))).toMatchObject({ code: 'noEntries' });
      expect(await refused('un', Buffer.from([0x3c, 0xff, 0xfe, 0x3e]))).toMatchObject({ code: 'encoding' });
    });

    it('imports the AMLO list in TIS-620 and with a BOM, Buddhist-era dates; a malformed file is refused whole', async () => {
      const summary = await importBytes('amlo', tis620(amloCsv(AMLO_ROWS)));
      expect(summary).toMatchObject({ added: 2, total: 2 });
      const somsak = await entryOf('amlo', 'AMLO-2567-001');
      expect(somsak).toMatchObject({
        name: 'นายสมศักดิ์ รักดี (Somsak Rakdee)',
        documentNumbers: ['1101700203451', 'AA1234567'],
        births: [{ date: '1980-05-17' }],
        nationalities: ['TH'],
        details: { nameTh: 'นายสมศักดิ์ รักดี', nameEn: 'Somsak Rakdee', thaiId: '1101700203451', listedOn: '2024-02-01' },
      });
      expect(await namesOf(somsak?.id ?? 0)).toEqual(['good:thai:เสี่ยศักดิ์', 'primary:latin:SOMSAK RAKDEE', 'primary:thai:สมศักดิ์ รักดี']);
      expect((await entryOf('amlo', 'AMLO-2567-002'))?.kind).toBe('entity');

      // The same list in UTF-8 with a BOM and Gregorian years reads the same: no change.
      const same = await importBytes('amlo', bom(amloCsv(AMLO_ROWS, { era: 'CE' })));
      expect(same).toMatchObject({ unchanged: false, added: 0, changed: 0, removed: 0, total: 2 });

      const good = amloCsv(AMLO_ROWS);
      const lines = good.split('\r\n');
      expect(await refused('amlo', Buffer.from(good.replace('reference,', 'ref,')))).toMatchObject({ code: 'badValue', at: 'line 1' });
      expect(await refused('amlo', Buffer.from(good.replace(',individual,', ',person,')))).toEqual({
        code: 'badKind',
        at: 'line 2',
        field: 'kind',
      });
      expect(await refused('amlo', Buffer.from(good.replace('17/05/2523', '31/02/2523')))).toEqual({
        code: 'badDate',
        at: 'line 2',
        field: 'birth_date',
      });
      expect(await refused('amlo', Buffer.from(good.replace('1101700203451', '11017002034')))).toEqual({
        code: 'badValue',
        at: 'line 2',
        field: 'thai_id',
      });
      expect(await refused('amlo', Buffer.from([...lines, lines[2]].join('\r\n')))).toMatchObject({
        code: 'duplicateReference',
        at: 'line 4',
      });
      expect(await refused('amlo', Buffer.from(`${lines[0]}\r\n`))).toMatchObject({ code: 'noEntries' });
      expect(await refused('amlo', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toMatchObject({ code: 'notCsv' });
    });

    it('imports the PEP list with relatives and close associates linked to their PEP; a broken link is refused whole', async () => {
      const rows = [
        {
          id: 'PEP-1',
          nameTh: 'นายประเสริฐ มั่นคง',
          nameEn: 'Prasert Mankong',
          position: 'Minister of Finance',
          country: 'TH',
          officeStart: '2019-07-10',
          officeEnd: '2023-09-01',
          birth: 1961,
        },
        { id: 'PEP-1-S', nameTh: 'นางมาลี มั่นคง', nameEn: 'Malee Mankong', relatedTo: 'PEP-1', relation: 'spouse' },
        { id: 'PEP-1-A', nameEn: 'Wichai Thongdee', relatedTo: 'PEP-1', relation: 'business associate', thaiId: '3100600123457' },
      ];
      const summary = await importBytes('pep', Buffer.from(pepCsv(rows)));
      expect(summary).toMatchObject({ added: 3, total: 3 });
      expect(await entryOf('pep', 'PEP-1')).toMatchObject({
        births: [{ year: 1961 }],
        details: { position: 'Minister of Finance', country: 'TH', officeStart: '2019-07-10', officeEnd: '2023-09-01', relatedTo: null },
      });
      expect((await entryOf('pep', 'PEP-1-S'))?.details).toMatchObject({ relatedTo: 'PEP-1', relation: 'spouse', position: null });
      expect(await entryOf('pep', 'PEP-1-A')).toMatchObject({
        documentNumbers: ['3100600123457'],
        details: { relation: 'business_associate' },
      });

      expect(
        await refused('pep', Buffer.from(pepCsv([...rows, { id: 'X', nameEn: 'Nobody', relatedTo: 'PEP-9', relation: 'child' }]))),
      ).toEqual({
        code: 'unknownRelated',
        at: 'line 5',
        field: 'related_to',
      });
      expect(
        await refused('pep', Buffer.from(pepCsv([...rows, { id: 'X', nameEn: 'Nobody', relatedTo: 'PEP-1', relation: 'cousin' }]))),
      ).toMatchObject({
        code: 'badRelation',
        at: 'line 5',
      });
      expect(await refused('pep', Buffer.from(pepCsv([{ id: 'Y', nameEn: 'No Office', country: 'TH' }])))).toEqual({
        code: 'missingValue',
        at: 'line 2',
        field: 'position',
      });
      expect(
        await refused('pep', Buffer.from(pepCsv([{ ...rows[0], officeStart: '2023-01-01', officeEnd: '2020-01-01' } as (typeof rows)[0]]))),
      ).toMatchObject({ code: 'badDate', field: 'office_end' });
    });

    it('the back office uploads a list through the same import: 401, 403 without watchlists.manage, 400 naming the fault', async () => {
      const file = Buffer.from(amloCsv(AMLO_ROWS.slice(0, 1)));
      expect((await upload('amlo', undefined, file)).status).toBe(401);
      expect((await upload('amlo', operations.tokens.access, file)).body).toMatchObject({ message: 'FORBIDDEN' });
      expect((await upload('nolist', compliance.tokens.access, file)).status).toBe(400);

      const before = await tally('amlo');
      const bad = await upload('amlo', compliance.tokens.access, Buffer.from(amloCsv(AMLO_ROWS).replace(',entity,', ',firm,')));
      expect(bad).toMatchObject({
        status: 400,
        body: { message: 'WATCHLIST_FILE_INVALID', detail: { at: 'line 3', problem: 'badKind', field: 'kind' } },
      });
      expect(await tally('amlo')).toEqual(before);

      const ok = await upload('amlo', compliance.tokens.access, file, 'amlo-2026-11.csv');
      expect(ok).toMatchObject({ status: 201, body: { list: 'amlo', added: 0, changed: 0, removed: 1, total: 1 } });
      const overview = await call<WatchlistsAnswer>(server, 'GET', '/admin/watchlists/', { token: compliance.tokens.access });
      expect(overview.status).toBe(200);
      const amlo = overview.body.lists.find((l) => l.list === 'amlo');
      expect(amlo?.total).toBe(1);
      expect(amlo?.releases[0]).toMatchObject({
        id: ok.body.releaseId,
        source: 'amlo-2026-11.csv',
        removed: 1,
        importedBy: { id: compliance.id },
      });
      expect((await call(server, 'GET', '/admin/watchlists/', { token: operations.tokens.access })).status).toBe(403);
    });

    it('an edit of the internal list is a release: added, changed and removed with the reason, audited', async () => {
      const token = compliance.tokens.access;
      const entry = {
        reference: 'INT-0001',
        kind: 'individual',
        nameTh: 'นางสาวสุดา ใจงาม',
        nameEn: 'Suda Jaingam',
        aliases: ['Suda J.'],
        thaiId: '1-1017-00203-45-1',
        passports: [],
        nationalities: ['TH'],
        birthDate: '1990-01-31',
        note: 'Fraud report 2026/114',
        reason: 'Reported by the bank for mule accounts',
      };
      const added = await call<InternalEditAnswer>(server, 'POST', '/admin/watchlists/internal/entries/', { token, json: entry });
      expect(added.status).toBe(201);
      expect(added.body.release).toMatchObject({ list: 'internal', added: 1, changed: 0, removed: 0, total: 1 });
      expect(added.body.entry).toMatchObject({
        reference: 'INT-0001',
        thaiId: '1101700203451',
        nameTh: 'นางสาวสุดา ใจงาม',
        note: 'Fraud report 2026/114',
      });
      const id = added.body.entry?.id ?? 0;
      expect(await namesOf(id)).toEqual(['good:latin:SUDA J', 'primary:latin:SUDA JAINGAM', 'primary:thai:สุดา ใจงาม']);
      expect((await call(server, 'POST', '/admin/watchlists/internal/entries/', { token, json: entry })).body).toMatchObject({
        message: 'WATCHLIST_ENTRY_EXISTS',
      });
      expect(
        (await call(server, 'POST', '/admin/watchlists/internal/entries/', { token, json: { ...entry, reason: ' ' } })).body,
      ).toMatchObject({
        message: 'VALIDATION_FAILED',
        detail: { reason: 'REASON_REQUIRED' },
      });
      expect(
        (await call(server, 'POST', '/admin/watchlists/internal/entries/', { token: operations.tokens.access, json: entry })).status,
      ).toBe(403);

      const changed = await call<InternalEditAnswer>(server, 'PUT', `/admin/watchlists/internal/entries/${id}/`, {
        token,
        json: { ...entry, passports: ['X 123 456'], reason: 'Passport found' },
      });
      expect(changed.body.release).toMatchObject({ changed: 1, added: 0, total: 1, unchanged: false });
      expect(changed.body.entry?.passports).toEqual(['X 123 456']);
      const [change] = await db().select().from(watchlistChange).where(eq(watchlistChange.releaseId, changed.body.release.releaseId));
      expect(change).toMatchObject({ change: 'changed', entryId: id, before: { documentNumbers: ['1101700203451'] } });
      const same = await call<InternalEditAnswer>(server, 'PUT', `/admin/watchlists/internal/entries/${id}/`, {
        token,
        json: { ...entry, passports: ['X 123 456'], reason: 'Again' },
      });
      expect(same.body.release).toMatchObject({ unchanged: true, releaseId: changed.body.release.releaseId });

      const list = await call<{ results: InternalEntryView[]; count: number }>(
        server,
        'GET',
        '/admin/watchlists/internal/entries/?q=suda',
        {
          token,
        },
      );
      expect(list.body).toMatchObject({ count: 1, results: [{ id, reference: 'INT-0001' }] });

      const removed = await call<InternalEditAnswer>(server, 'POST', `/admin/watchlists/internal/entries/${id}/removal/`, {
        token,
        json: { reason: 'Cleared by the police' },
      });
      expect(removed.body).toMatchObject({ release: { removed: 1, total: 0 }, entry: null });
      expect((await entryOf('internal', 'INT-0001'))?.removedReleaseId).toBe(removed.body.release.releaseId);
      expect(
        (await call(server, 'POST', `/admin/watchlists/internal/entries/${id}/removal/`, { token, json: { reason: 'x' } })).body,
      ).toMatchObject({
        message: 'WATCHLIST_ENTRY_NOT_EXIST',
      });
      const releases = await db().select().from(watchlistRelease).where(eq(watchlistRelease.list, 'internal'));
      expect(releases.map((r) => r.note)).toEqual(['Reported by the bank for mule accounts', 'Passport found', 'Cleared by the police']);
      const audits = await db()
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'watchlist.edit'),
            inArray(
              auditLog.targetId,
              releases.map((r) => String(r.id)),
            ),
          ),
        );
      expect(audits.map((a) => [a.actorId, a.detail.reason])).toEqual(releases.map((r) => [compliance.id, r.note]));
    });

    it('the scheduled refresh imports a list whose bytes changed, skips the same bytes, and stores a failure without throwing', async () => {
      let body = unListXml(UN_ENTRIES.slice(0, 2), '2026-12-01T00:00:00.000Z');
      let status = 200;
      const http = createServer((_request, response) => {
        response.writeHead(status, { 'content-type': 'application/xml' });
        response.end(body);
      });
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/consolidated.xml`;
      try {
        const deps = {
          config: { ...server.config, watchlists: { urls: { un: url }, refreshMs: 3_600_000 } },
          database: server.app.database,
          sessionCache: server.app.sessionCache,
          log: server.app.log,
        };
        const first = await refreshWatchlists(deps);
        expect(first).toEqual([
          { list: 'un', outcome: 'imported', message: '0 added, 1 changed, 3 removed', releaseId: expect.any(Number) },
        ]);
        expect(await refreshWatchlists(deps)).toEqual([
          { list: 'un', outcome: 'unchanged', message: null, releaseId: first[0]?.releaseId },
        ]);
        body = '<CONSOLIDATED_LIST><INDIVIDUALS><INDIVIDUAL>';
        const broken = await refreshWatchlists(deps);
        expect(broken[0]).toMatchObject({ outcome: 'failed', message: expect.stringContaining('Refused: line 1') });
        status = 503;
        expect((await refreshWatchlists(deps))[0]).toMatchObject({ outcome: 'failed', message: `${url} answered HTTP 503` });
        const stored = await db().select().from(watchlistRefresh).where(eq(watchlistRefresh.url, url));
        expect(stored.map((r) => r.outcome)).toEqual(['imported', 'unchanged', 'failed', 'failed']);
        const overview = await call<WatchlistsAnswer>(server, 'GET', '/admin/watchlists/', { token: compliance.tokens.access });
        // The overview shows the server's own configuration (no URL here) and the newest stored outcome.
        expect(overview.body.lists.find((l) => l.list === 'un')?.lastRefresh).toMatchObject({
          outcome: 'failed',
          message: `${url} answered HTTP 503`,
        });
        expect(
          await refreshWatchlists({
            ...deps,
            config: { ...deps.config, watchlists: { urls: { un: 'http://example.com/x.xml' }, refreshMs: 1 } },
          }),
        ).toMatchObject([{ outcome: 'failed', message: expect.stringContaining('must be an https:// URL') }]);
      } finally {
        await new Promise((resolve) => http.close(resolve));
      }
    });
  });
}

describe('the scheduled refresh job', () => {
  it('a server with WATCHLIST_PEP_URL fetches it once ready and imports it, recording the outcome', async () => {
    const http = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/csv' });
      response.end(pepCsv([{ id: 'PEP-JOB', nameEn: 'Job Fetched', position: 'Senator', country: 'TH' }]));
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/pep.csv`;
    const server = await startAccountsServer(ONE_DATABASE, { WATCHLIST_PEP_URL: url, WATCHLIST_REFRESH_HOURS: '1' });
    try {
      const db = server.app.database.db;
      await expect
        .poll(async () => (await db.select().from(watchlistRefresh).where(eq(watchlistRefresh.url, url))).map((r) => r.outcome), {
          timeout: 30_000,
        })
        .toEqual(['imported']);
      const [release] = await db.select().from(watchlistRelease).where(eq(watchlistRelease.list, 'pep'));
      expect(release).toMatchObject({ source: url, added: 1, total: 1, importedBy: null });
    } finally {
      await server.close();
      await new Promise((resolve) => http.close(resolve));
    }
  }, 120_000);
});

describe('npm run watchlists -- import: exit codes, a file and a URL, the embedded database', () => {
  async function cli(argv: string[], env: NodeJS.ProcessEnv) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runWatchlistsCli(argv, env, { out: (text) => out.push(text), err: (text) => err.push(text) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('answers 64 to wrong usage and 78 to a wrong configuration', async () => {
    expect((await cli(['--help'], {})).out).toContain('npm run watchlists -- import <un|amlo|pep|internal> <file-or-url>');
    for (const argv of [
      [],
      ['load', 'un', 'x'],
      ['import'],
      ['import', 'ofac', 'x.xml'],
      ['import', 'un'],
      ['import', 'un', 'a', 'b'],
      ['rescreen', 'abc'],
    ]) {
      const answer = await cli(argv, {});
      expect(answer.code, argv.join(' ')).toBe(EXIT.usage);
      expect(answer.err).toContain('Usage: npm run watchlists');
    }
    expect((await cli(['import', 'un', 'x.xml'], { PORT: 'not-a-port' })).code).toBe(EXIT.config);
    expect((await cli(['import', 'un', 'x.xml'], { WATCHLIST_UN_URL: 'http://lists.example/un.xml' })).err).toContain(
      'WATCHLIST_UN_URL: must be an https:// URL',
    );
  });

  it('imports a file (0), refuses a malformed one (1) and a server-held embedded database (1), imports from a URL as a program', async () => {
    const dataDir = await createDataDir('watchlists-cli');
    const env = { DATA_DIR: dataDir, AUDIT_HMAC_KEYS: TEST_AUDIT_HMAC_KEYS, LOG_LEVEL: 'silent' };
    const http = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/csv' });
      response.end(pepCsv([{ id: 'PEP-7', nameEn: 'Anan Saetang', position: 'Governor', country: 'TH' }]));
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    try {
      const file = path.join(dataDir, 'amlo.csv');
      await writeFile(file, amloCsv(AMLO_ROWS));
      const imported = await cli(['import', 'amlo', file], env);
      expect([imported.code, imported.err]).toEqual([EXIT.ok, '']);
      expect(imported.out).toContain('Imported the AMLO designated-persons list from');
      expect(imported.out).toContain('2 added, 0 changed, 0 removed; 2 entries listed now.');
      expect(imported.out).toContain('Recorded in the audit log as ');
      const again = await cli(['import', 'amlo', file], env);
      expect([again.code, again.out]).toEqual([EXIT.ok, expect.stringContaining('nothing imported (2 entries listed)')]);

      await writeFile(file, amloCsv(AMLO_ROWS).replace('AMLO-2567-002', ''));
      const bad = await cli(['import', 'amlo', file], env);
      expect([bad.code, bad.err]).toEqual([EXIT.failed, 'Refused: line 3: reference is empty but required. Nothing was imported.']);
      expect((await cli(['import', 'amlo', path.join(dataDir, 'none.csv')], env)).err).toContain('cannot be read (no such file)');
      expect((await cli(['import', 'un', 'http://lists.example/un.xml'], env)).err).toContain('must be an https:// URL');

      const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/pep.csv`;
      const program = await runScript('apps/api/src/cli/watchlists.ts', ['import', 'pep', url], env);
      expect([program.code, program.err]).toEqual([0, '']);
      expect(program.out).toContain(`Imported the politically exposed persons list from ${url} as release #`);
      expect(program.out).toContain('1 added, 0 changed, 0 removed; 1 entries listed now.');
      expect(program.out).toContain('Re-screened the investors against the 1 added or changed entries');

      // A live process that is not this one holds the lock, as a running server does.
      await writeFile(path.join(dataDir, 'pgdata.lock'), `${process.ppid}\n`);
      const held = await cli(['import', 'pep', url], env);
      expect(held.code).toBe(EXIT.failed);
      expect(held.err).toContain(`open in the running server (process ${process.ppid})`);
      expect(held.err).toContain('Stop the server first');
    } finally {
      await new Promise((resolve) => http.close(resolve));
      await removeDir(dataDir);
    }
  }, 120_000);
});

describe('a bigger list', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE);
  }, 120_000);
  afterAll(() => server?.close());

  it('the demo data loads a small synthetic release of each list, in the exact formats', async () => {
    expect(await seedDemoWatchlists(server.app.database.db)).toEqual(['un', 'amlo', 'pep', 'internal']);
    const releases = await server.app.database.db.select().from(watchlistRelease);
    expect(Object.fromEntries(releases.map((r) => [r.list, [r.source, r.total]]))).toEqual({
      un: ['demo-consolidated.xml', 3],
      amlo: ['demo-amlo.csv', 2],
      pep: ['demo-pep.csv', 3],
      internal: ['demo-internal.csv', 1],
    });
    // A second start finds them and adds nothing.
    expect(await seedDemoWatchlists(server.app.database.db)).toEqual([]);
  });

  it('imports 5,000 entries in batches, then a release changing 1,000 and removing 500 stores exactly that delta', async () => {
    const db = server.app.database.db;
    const origin = { via: 'command' as const, actorId: null, operator: 'test@host' };
    const entries = syntheticEntries(5_000, 11);
    const first = await importListFile(db, { list: 'amlo', bytes: Buffer.from(amloCsv(entries)), source: 'big.csv', origin });
    // The demo's two AMLO entries are not in this file: removed.
    expect(first).toMatchObject({ added: 5_000, changed: 0, removed: 2, total: 5_000 });
    const named = await db.select({ n: count() }).from(watchlistName);
    expect(Number(named[0]?.n)).toBeGreaterThan(5_000);
    const next = entries.slice(500).map((entry, i) => (i < 1_000 ? { ...entry, aliases: [{ name: `NEW ALIAS ${i}` }] } : entry));
    const second = await importListFile(db, { list: 'amlo', bytes: Buffer.from(amloCsv(next)), source: 'big-2.csv', origin });
    expect(second).toMatchObject({ added: 0, changed: 1_000, removed: 500, total: 4_500 });
    const changes = await db
      .select({ change: watchlistChange.change, n: count() })
      .from(watchlistChange)
      .where(eq(watchlistChange.releaseId, second.releaseId))
      .groupBy(watchlistChange.change);
    expect(Object.fromEntries(changes.map((c) => [c.change, Number(c.n)]))).toEqual({ changed: 1_000, removed: 500 });
  }, 300_000);
});
