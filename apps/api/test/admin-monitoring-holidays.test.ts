import { paymentDeadline } from '@ico/domain/business-days';
import type { MonitoringEntry } from '@ico/domain/contracts/monitoring';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holiday, monitoringEntry, publicFile } from '../src/db/schema';
import { type AccountsServer, call, type StaffAccount, staffDesks, startAccountsServer } from './support/accounts';
import { auditOf, insertInvestor, insertJoining, insertOffering, JPEG, multipart, PDF, PNG } from './support/admin-offerings';
import { ONE_DATABASE } from './support/test-server';

type Holiday = { date: string; nameEN: string; nameTH: string };

const texts = (suffix = '') => [
  { field: 'titleEN', value: `Quarterly report${suffix}` },
  { field: 'titleTH', value: `รายงานรายไตรมาส${suffix}` },
  { field: 'contentsEN', value: 'Revenue grew.' },
  { field: 'contentsTH', value: 'รายได้เติบโต' },
];

describe('back-office monitoring entries and holidays', () => {
  let server: AccountsServer;
  let operations: StaffAccount;
  let compliance: StaffAccount;
  let support: StaffAccount;

  const publicFileStatus = async (url: string | undefined) => (await fetch(`${server.baseUrl}${url}`)).status;
  const fileCount = async () => (await server.app.database.db.select().from(publicFile)).length;

  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE);
    ({ operations, compliance, support } = await staffDesks(server));
  }, 120_000);
  afterAll(() => server?.close());

  describe('monitoring', () => {
    it('answers 401 without a token and 403 to compliance and support', async () => {
      const target = await insertOffering(server);
      const [entry] = await server.app.database.db
        .insert(monitoringEntry)
        .values({ offeringId: target.id, titleEN: 'T', titleTH: 'ท', contentsEN: 'C', contentsTH: 'ค' })
        .returning();
      for (const token of [undefined, compliance.tokens.access, support.tokens.access]) {
        const expected = token ? 403 : 401;
        expect((await call(server, 'GET', `/admin/offerings/${target.id}/monitoring/`, { token })).status).toBe(expected);
        expect((await multipart(server, 'POST', `/admin/offerings/${target.id}/monitoring/`, token, texts())).status).toBe(expected);
        expect((await multipart(server, 'PUT', `/admin/monitoring/${entry?.id}/`, token, texts())).status).toBe(expected);
        expect((await call(server, 'DELETE', `/admin/monitoring/${entry?.id}/`, { token })).status).toBe(expected);
      }
      expect(await server.app.database.db.select().from(monitoringEntry).where(eq(monitoringEntry.offeringId, target.id))).toHaveLength(1);
    });

    it('creates entries with files (audited), lists them newest first, and the public page shows them', async () => {
      const target = await insertOffering(server);
      const path = `/admin/offerings/${target.id}/monitoring/`;
      const first = await multipart<MonitoringEntry>(server, 'POST', path, operations.tokens.access, [
        ...texts(' Q1'),
        { field: 'file1', data: PNG, name: 'chart.png' },
        { field: 'file3', data: PDF, name: 'report.pdf', type: 'application/pdf' },
      ]);

      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        title: 'Quarterly report Q1',
        titleTH: 'รายงานรายไตรมาส Q1',
        contents: 'Revenue grew.',
        contentsTH: 'รายได้เติบโต',
        file1: { name: 'chart.png', contentType: 'image/png' },
        file2: null,
        file3: { name: 'report.pdf', contentType: 'application/pdf' },
      });
      const pdf = await fetch(`${server.baseUrl}${first.body.file3?.url}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-security-policy')).toContain('sandbox');

      const second = await multipart<MonitoringEntry>(server, 'POST', path, operations.tokens.access, texts(' Q2'));
      expect(second.status).toBe(201);
      const list = await call<MonitoringEntry[]>(server, 'GET', path, { token: operations.tokens.access });
      expect(list.body.map((entry) => entry.id)).toEqual([second.body.id, first.body.id]);
      const publicList = await call<MonitoringEntry[]>(server, 'GET', `/icoportal/monitoringdata/${target.id}/`);
      expect(publicList.body).toEqual(list.body);

      const audit = (await auditOf(server, 'monitoring.create')).find((row) => row.targetId === String(first.body.id));
      expect(audit).toMatchObject({
        actorId: operations.id,
        detail: { offeringId: target.id, titleEN: 'Quarterly report Q1', files: ['file1', 'file3'] },
      });
    });

    it('refuses bad texts, files and offerings with their codes, storing nothing', async () => {
      const target = await insertOffering(server);
      const path = `/admin/offerings/${target.id}/monitoring/`;
      const before = await fileCount();

      const missing = await multipart(server, 'POST', path, operations.tokens.access, [
        { field: 'titleEN', value: '   ' },
        { field: 'contentsEN', value: 'x'.repeat(5001) },
        { field: 'file1', data: PNG },
      ]);
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({
        message: 'VALIDATION_FAILED',
        detail: { titleEN: 'REQUIRED', titleTH: 'REQUIRED', contentsEN: 'TEXT_TOO_LONG', contentsTH: 'REQUIRED' },
      });
      const text = await multipart(server, 'POST', path, operations.tokens.access, [
        ...texts(),
        { field: 'file2', data: Buffer.from('just text'), name: 'a.txt', type: 'text/plain' },
      ]);
      expect(text.body).toEqual({ message: 'FILE_TYPE_NOT_ALLOWED', detail: { file2: 'FILE_TYPE_NOT_ALLOWED' } });
      const extra = await multipart(server, 'POST', path, operations.tokens.access, [...texts(), { field: 'file4', data: PNG }]);
      expect(extra.status).toBe(400);
      const json = await call(server, 'POST', path, { json: {}, token: operations.tokens.access });
      expect(json.status).toBe(400);
      for (const id of ['99999999', 'abc']) {
        const unknown = await multipart(server, 'POST', `/admin/offerings/${id}/monitoring/`, operations.tokens.access, texts());
        expect(unknown.status).toBe(404);
        expect(unknown.body).toEqual({ message: 'ICO_NOT_EXIST' });
        expect((await call(server, 'GET', `/admin/offerings/${id}/monitoring/`, { token: operations.tokens.access })).status).toBe(404);
      }

      expect(await fileCount()).toBe(before);
      expect(await server.app.database.db.select().from(monitoringEntry).where(eq(monitoringEntry.offeringId, target.id))).toEqual([]);
    });

    it('edits texts, replaces and clears files (deleting the old ones), then deletes the entry', async () => {
      const target = await insertOffering(server);
      const created = await multipart<MonitoringEntry>(
        server,
        'POST',
        `/admin/offerings/${target.id}/monitoring/`,
        operations.tokens.access,
        [
          ...texts(),
          { field: 'file1', data: PNG, name: 'one.png' },
          { field: 'file2', data: PNG, name: 'two.png' },
          { field: 'file3', data: PDF, name: 'three.pdf', type: 'application/pdf' },
        ],
      );
      const path = `/admin/monitoring/${created.body.id}/`;

      const updated = await multipart<MonitoringEntry>(server, 'PUT', path, operations.tokens.access, [
        { field: 'titleEN', value: 'Annual report' },
        ...texts().slice(1),
        { field: 'file1', data: JPEG, name: 'new.jpg', type: 'image/jpeg' },
        { field: 'remove_file3', value: 'true' },
      ]);

      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        id: created.body.id,
        title: 'Annual report',
        file1: { name: 'new.jpg', contentType: 'image/jpeg' },
        file2: created.body.file2,
        file3: null,
      });
      expect(await publicFileStatus(created.body.file1?.url)).toBe(404);
      expect(await publicFileStatus(created.body.file3?.url)).toBe(404);
      expect(await publicFileStatus(created.body.file2?.url)).toBe(200);
      expect(await publicFileStatus(updated.body.file1?.url)).toBe(200);
      const audit = (await auditOf(server, 'monitoring.update')).find((row) => row.targetId === String(created.body.id));
      expect(audit?.detail).toEqual({ offeringId: target.id, changed: ['titleEN'], replaced: ['file1'], removed: ['file3'] });

      const invalid = await multipart(server, 'PUT', path, operations.tokens.access, [{ field: 'titleEN', value: 'Only a title' }]);
      expect(invalid.status).toBe(400);
      expect((await multipart(server, 'PUT', '/admin/monitoring/abc/', operations.tokens.access, texts())).status).toBe(404);
      expect((await multipart(server, 'PUT', '/admin/monitoring/99999999/', operations.tokens.access, texts())).status).toBe(404);

      const deleted = await call(server, 'DELETE', path, { token: operations.tokens.access });
      expect(deleted.status).toBe(204);
      expect(await publicFileStatus(updated.body.file1?.url)).toBe(404);
      expect(await publicFileStatus(created.body.file2?.url)).toBe(404);
      expect((await call(server, 'GET', `/admin/offerings/${target.id}/monitoring/`, { token: operations.tokens.access })).body).toEqual(
        [],
      );
      expect((await call(server, 'DELETE', path, { token: operations.tokens.access })).status).toBe(404);
      expect((await call(server, 'DELETE', '/admin/monitoring/x1/', { token: operations.tokens.access })).status).toBe(404);
      const removal = (await auditOf(server, 'monitoring.delete')).find((row) => row.targetId === String(created.body.id));
      expect(removal?.detail).toEqual({ offeringId: target.id, titleEN: 'Annual report' });
    });
  });

  describe('holidays', () => {
    const added = { date: '2031-03-04', nameEN: 'Company day', nameTH: 'วันบริษัท' };

    it('answers 401 without a token and 403 to compliance and support', async () => {
      for (const token of [undefined, compliance.tokens.access, support.tokens.access]) {
        const expected = token ? 403 : 401;
        expect((await call(server, 'GET', '/admin/holidays/?year=2031', { token })).status).toBe(expected);
        expect((await call(server, 'POST', '/admin/holidays/', { json: added, token })).status).toBe(expected);
        expect((await call(server, 'DELETE', '/admin/holidays/2031-03-04/', { token })).status).toBe(expected);
      }
    });

    it('lists a year, adds a holiday (409 when listed), deletes it (404 when absent), all audited', async () => {
      const token = operations.tokens.access;
      const current = await call<Holiday[]>(server, 'GET', '/admin/holidays/', { token });
      const year = new Date(Date.now() + 7 * 3_600_000).getUTCFullYear();
      expect(current.body.length).toBeGreaterThan(10);
      expect(current.body.every((h) => h.date.startsWith(`${year}-`))).toBe(true);
      expect((await call(server, 'GET', '/admin/holidays/?year=2031', { token })).body).toEqual([]);

      const created = await call<Holiday>(server, 'POST', '/admin/holidays/', { json: added, token });
      expect(created.status).toBe(201);
      expect(created.body).toEqual(added);
      const again = await call(server, 'POST', '/admin/holidays/', { json: { ...added, nameEN: 'Other' }, token });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: 'STATUS_CONFLICT' });
      await call(server, 'POST', '/admin/holidays/', { json: { date: '2031-01-02', nameEN: 'Earlier', nameTH: 'ก่อน' }, token });
      expect((await call<Holiday[]>(server, 'GET', '/admin/holidays/?year=2031', { token })).body.map((h) => h.date)).toEqual([
        '2031-01-02',
        '2031-03-04',
      ]);

      const deleted = await call(server, 'DELETE', '/admin/holidays/2031-01-02/', { token });
      expect(deleted.status).toBe(204);
      for (const date of ['2031-01-02', '2031-02-30', 'abc', '2031-1-2']) {
        const absent = await call(server, 'DELETE', `/admin/holidays/${date}/`, { token });
        expect(absent.status, date).toBe(404);
      }
      expect((await auditOf(server, 'holiday.create')).map((row) => row.targetId)).toEqual(['2031-03-04', '2031-01-02']);
      expect((await auditOf(server, 'holiday.delete')).map((row) => [row.targetId, row.detail])).toEqual([
        ['2031-01-02', { date: '2031-01-02', nameEN: 'Earlier', nameTH: 'ก่อน' }],
      ]);
    });

    it('answers 400 with the key of each bad field', async () => {
      const token = operations.tokens.access;
      const answer = await call(server, 'POST', '/admin/holidays/', { json: { date: '2031-02-30', nameEN: ' ' }, token });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        message: 'VALIDATION_FAILED',
        detail: { date: 'DATE_REQUIRED', nameEN: 'REQUIRED', nameTH: 'REQUIRED' },
      });
      expect((await call(server, 'GET', '/admin/holidays/?year=1999', { token })).status).toBe(400);
      expect((await call(server, 'GET', '/admin/holidays/?year=abc', { token })).status).toBe(400);
    });

    it('moves payment deadlines shown in the joinings list', async () => {
      const token = operations.tokens.access;
      const target = await insertOffering(server);
      const investor = await insertInvestor(server);
      // Monday 3 March 2031, 10:00 in Bangkok: the 3rd business day is Thursday, or Friday after a holiday on Tuesday.
      const startedAt = new Date('2031-03-03T03:00:00Z');
      await insertJoining(server, {
        userId: investor.id,
        offeringId: target.id,
        status: 'WAITING_FOR_PAYMENT',
        paymentStartedAt: startedAt,
      });
      const deadline = async () =>
        (await call<{ results: { paymentDeadline: string }[] }>(server, 'GET', `/admin/offerings/${target.id}/joinings/`, { token })).body
          .results[0]?.paymentDeadline;

      await server.app.database.db.delete(holiday).where(eq(holiday.date, '2031-03-04'));
      expect(await deadline()).toBe(paymentDeadline(startedAt, new Set()).toISOString());
      expect(await deadline()).toBe('2031-03-06T16:59:59.999Z');
      await call(server, 'POST', '/admin/holidays/', { json: added, token });
      expect(await deadline()).toBe('2031-03-07T16:59:59.999Z');
    });
  });
});
