import { OFFERING_DOCUMENT_MAX_BYTES, OFFERING_DOCUMENTS_MAX } from '@ico/domain/offering-documents';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offeringDocument, publicFile } from '../src/db/schema';
import { tinyPdf } from '../src/seed/tiny-pdf';
import { type AccountsServer, call, type StaffAccount, staffDesks, startAccountsServer } from './support/accounts';
import { auditOf, JPEG, multipart, offeringInput, PNG } from './support/admin-offerings';
import {
  correctAnswers,
  createInvestor,
  createOffering,
  insertJoining,
  postKnowledgeTest,
  reserve,
  signedJoinForm,
} from './support/offerings';
import { ONE_DATABASE } from './support/test-server';

type Document = { id: number; kind: string; language: string; title: string; url: string; size: number; created_at: string };
type PublicOffering = { id: number; documents: Document[]; hasWhitePaper: boolean; issuer: Record<string, string | null> | null };

const DAY = 86_400_000;
const pdf = (title: string) => tinyPdf([title, 'A document for a test.']);

describe('offering documents (issue 19)', () => {
  let server: AccountsServer;
  let operations: StaffAccount;
  let compliance: StaffAccount;
  let support: StaffAccount;
  const as = (staff: StaffAccount) => staff.tokens.access;
  const db = () => server.app.database.db;

  const upload = (
    offeringId: number | string,
    fields: Record<string, string>,
    file: { data: Buffer; name?: string; type?: string } | null,
    token = as(operations),
  ) =>
    multipart<Document & { message?: string; detail?: Record<string, string> }>(
      server,
      'POST',
      `/admin/offerings/${offeringId}/documents/`,
      token,
      [
        ...Object.entries(fields).map(([field, value]) => ({ field, value })),
        ...(file ? [{ field: 'file', data: file.data, name: file.name ?? 'doc.pdf', type: file.type ?? 'application/pdf' }] : []),
      ],
    );
  const whitePaper = { kind: 'WHITE_PAPER', language: 'th', title: 'ไวท์เปเปอร์' };
  const fileCount = async () => (await db().select().from(publicFile)).length;

  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE);
    ({ operations, compliance, support } = await staffDesks(server));
  }, 120_000);
  afterAll(() => server?.close());

  describe('upload, list, delete', () => {
    it('refuses without a token (401) and staff without offerings.manage (403); compliance may list', async () => {
      const ico = await createOffering(db(), {}, { whitePaper: false });
      const file = { data: pdf('x') };
      expect((await upload(ico.id, whitePaper, file, '')).status).toBe(401);
      expect((await upload(ico.id, whitePaper, file, as(compliance))).status).toBe(403);
      expect((await upload(ico.id, whitePaper, file, as(support))).status).toBe(403);
      expect((await call(server, 'GET', `/admin/offerings/${ico.id}/documents/`, { token: as(support) })).status).toBe(403);
      expect((await call(server, 'GET', `/admin/offerings/${ico.id}/documents/`, { token: as(compliance) })).status).toBe(200);
      expect((await call(server, 'GET', `/admin/offerings/${ico.id}/documents/`, {})).status).toBe(401);
      const [row] = await db().select().from(offeringDocument).where(eq(offeringDocument.offeringId, ico.id));
      expect(row).toBeUndefined();
    });

    it('attaches a PDF, lists it publicly with its size, serves it as application/pdf and audits it', async () => {
      const ico = await createOffering(db(), {}, { whitePaper: false });
      const data = pdf('Siam white paper');
      const added = await upload(ico.id, { kind: 'WHITE_PAPER', language: 'en', title: '  Siam white paper  ' }, { data, name: 'wp.pdf' });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ kind: 'WHITE_PAPER', language: 'en', title: 'Siam white paper', size: data.length });
      expect(added.body.url).toMatch(/^\/api\/public-files\/[0-9a-f-]{36}\/$/);

      const opened = await fetch(`${server.baseUrl}${added.body.url}`);
      expect(opened.status).toBe(200);
      expect(opened.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await opened.arrayBuffer()).equals(data)).toBe(true);

      const listed = await call<Document[]>(server, 'GET', `/admin/offerings/${ico.id}/documents/`, { token: as(operations) });
      expect(listed.body).toEqual([added.body]);
      const publicAnswer = await call<PublicOffering>(server, 'GET', `/icoportal/ico/${ico.id}/`);
      expect(publicAnswer.body.documents).toEqual([added.body]);
      expect(publicAnswer.body.hasWhitePaper).toBe(true);

      const audit = (await auditOf(server, 'offering.document.add')).find((row) => row.targetId === String(ico.id));
      expect(audit?.detail).toMatchObject({ documentId: added.body.id, kind: 'WHITE_PAPER', language: 'en', fileName: 'wp.pdf' });
    });

    it('lists by kind (white paper, filing, other), newest first within a kind', async () => {
      const ico = await createOffering(db(), {}, { whitePaper: false });
      const ids: Record<string, number> = {};
      for (const [name, kind, language] of [
        ['other', 'OTHER', 'en'],
        ['filing', 'FILING', 'th'],
        ['wp-en', 'WHITE_PAPER', 'en'],
        ['wp-th', 'WHITE_PAPER', 'th'],
      ] as const) {
        const answer = await upload(ico.id, { kind, language, title: name }, { data: pdf(name) });
        expect(answer.status).toBe(201);
        ids[name] = answer.body.id;
      }
      const listed = await call<PublicOffering>(server, 'GET', `/icoportal/ico/${ico.id}/`);
      expect(listed.body.documents.map((d) => d.title)).toEqual(['wp-th', 'wp-en', 'filing', 'other']);
    });

    it('checks the bytes, not the name or type: a PNG named .pdf, a JPEG, a text "PDF", an empty file and a scripted PDF are refused', async () => {
      const ico = await createOffering(db(), {}, { whitePaper: false });
      const before = await fileCount();
      const png = await upload(ico.id, whitePaper, { data: PNG, name: 'paper.pdf', type: 'application/pdf' });
      expect(png.status).toBe(400);
      expect(png.body).toEqual({ message: 'FILE_TYPE_NOT_ALLOWED', detail: { file: 'FILE_TYPE_NOT_ALLOWED' } });
      expect((await upload(ico.id, whitePaper, { data: JPEG, name: 'x.pdf' })).body.message).toBe('FILE_TYPE_NOT_ALLOWED');
      expect((await upload(ico.id, whitePaper, { data: Buffer.from('PDF white paper, honest'), name: 'x.pdf' })).body.message).toBe(
        'FILE_TYPE_NOT_ALLOWED',
      );
      // A PDF header followed by something else: sniffed as PDF, but not one pdf.js can open.
      expect((await upload(ico.id, whitePaper, { data: Buffer.from('%PDF-1.4\nnot really a pdf'), name: 'x.pdf' })).body.message).toBe(
        'FILE_DAMAGED',
      );
      const empty = await upload(ico.id, whitePaper, { data: Buffer.alloc(0) });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('FILE_REQUIRED');
      const scripted = Buffer.from(
        pdf('scripted')
          .toString('latin1')
          .replace(
            '<< /Type /Catalog /Pages 2 0 R >>',
            '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
          ),
        'latin1',
      );
      expect((await upload(ico.id, whitePaper, { data: scripted })).body.message).toBe('PDF_ACTIVE_CONTENT');
      expect((await upload(ico.id, whitePaper, null)).body.message).toBe('FILE_REQUIRED');
      expect(await fileCount()).toBe(before);
      expect(await db().select().from(offeringDocument).where(eq(offeringDocument.offeringId, ico.id))).toEqual([]);
    });

    it('validates kind, language and title with exact codes, and refuses unknown parts and offerings', async () => {
      const ico = await createOffering(db(), {}, { whitePaper: false });
      const file = { data: pdf('x') };
      const bad = await upload(ico.id, { kind: 'BROCHURE', language: 'fr', title: 'x'.repeat(201) }, file);
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        message: 'VALIDATION_FAILED',
        detail: { kind: 'INVALID_OPTION', language: 'INVALID_OPTION', title: 'TEXT_TOO_LONG' },
      });
      const blank = await upload(ico.id, { kind: 'FILING', language: 'en', title: '   ' }, file);
      expect(blank.body).toEqual({ message: 'VALIDATION_FAILED', detail: { title: 'REQUIRED' } });
      const missing = await upload(ico.id, { language: 'en', title: 'x' }, file);
      expect(missing.body.detail).toEqual({ kind: 'INVALID_OPTION' });
      const extra = await upload(ico.id, { ...whitePaper, offeringId: '1' }, file);
      expect(extra.status).toBe(400);
      expect(extra.body.detail).toEqual({ offeringId: 'FIELD_NOT_EXPECTED' });
      expect((await upload(999_999, whitePaper, file)).status).toBe(404);
      expect((await upload('abc', whitePaper, file)).body.message).toBe('ICO_NOT_EXIST');
      const json = await call(server, 'POST', `/admin/offerings/${ico.id}/documents/`, { json: whitePaper, token: as(operations) });
      expect(json.status).toBe(400);
    });

    it('refuses a file over 20 MB with 413 and stores nothing', async () => {
      const ico = await createOffering(db(), {}, { whitePaper: false });
      const before = await fileCount();
      const big = Buffer.concat([pdf('big'), Buffer.alloc(OFFERING_DOCUMENT_MAX_BYTES)]);
      const answer = await upload(ico.id, whitePaper, { data: big });
      expect(answer.status).toBe(413);
      expect(answer.body.message).toBe('FILE_TOO_LARGE');
      expect(await fileCount()).toBe(before);
    }, 60_000);

    it(`refuses the ${OFFERING_DOCUMENTS_MAX + 1}th document with 409 OFFERING_DOCUMENTS_FULL, also when sent at once`, async () => {
      const ico = await createOffering(db(), {}, { whitePaper: false });
      const answers = await Promise.all(
        Array.from({ length: OFFERING_DOCUMENTS_MAX + 3 }, (_, i) =>
          upload(ico.id, { kind: 'OTHER', language: 'en', title: `Doc ${i}` }, { data: pdf(`d${i}`) }),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(OFFERING_DOCUMENTS_MAX);
      const refused = answers.filter((a) => a.status !== 201);
      expect(refused.map((a) => [a.status, a.body.message])).toEqual(Array(3).fill([409, 'OFFERING_DOCUMENTS_FULL']));
      expect(await db().select().from(offeringDocument).where(eq(offeringDocument.offeringId, ico.id))).toHaveLength(
        OFFERING_DOCUMENTS_MAX,
      );
    }, 120_000);

    it("deletes a document and its file (audited); another offering's document id is 404", async () => {
      const ico = await createOffering(db(), {}, { whitePaper: false });
      const other = await createOffering(db(), {}, { whitePaper: false });
      const added = await upload(ico.id, { kind: 'FILING', language: 'en', title: 'Filing' }, { data: pdf('filing') });
      const path = `/admin/offerings/${ico.id}/documents/${added.body.id}/`;
      expect((await call(server, 'DELETE', path, {})).status).toBe(401);
      expect((await call(server, 'DELETE', path, { token: as(compliance) })).status).toBe(403);
      const cross = await call(server, 'DELETE', `/admin/offerings/${other.id}/documents/${added.body.id}/`, { token: as(operations) });
      expect(cross.status).toBe(404);
      expect(cross.body).toEqual({ message: 'NOT_FOUND' });
      expect((await call(server, 'DELETE', `/admin/offerings/${ico.id}/documents/abc/`, { token: as(operations) })).body).toEqual({
        message: 'NOT_FOUND',
      });

      expect((await call(server, 'DELETE', path, { token: as(operations) })).status).toBe(204);
      expect((await fetch(`${server.baseUrl}${added.body.url}`)).status).toBe(404);
      expect((await call<PublicOffering>(server, 'GET', `/icoportal/ico/${ico.id}/`)).body.documents).toEqual([]);
      expect((await call(server, 'DELETE', path, { token: as(operations) })).status).toBe(404);
      const audit = (await auditOf(server, 'offering.document.delete')).find((row) => row.targetId === String(ico.id));
      expect(audit?.detail).toMatchObject({ documentId: added.body.id, kind: 'FILING', title: 'Filing' });
    });
  });

  describe('an offering does not open without a white paper', () => {
    it('refuses the knowledge test with OFFERING_NOT_OPEN until a white paper is attached', async () => {
      const ico = await createOffering(db(), {}, { whitePaper: false });
      const investor = await createInvestor(server);
      const refused = await postKnowledgeTest(server, investor.token, ico.id, correctAnswers());
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: 'OFFERING_NOT_OPEN' });
      // A filing is not a white paper.
      await upload(ico.id, { kind: 'FILING', language: 'en', title: 'Filing' }, { data: pdf('filing') });
      expect((await postKnowledgeTest(server, investor.token, ico.id, correctAnswers())).body).toEqual({ message: 'OFFERING_NOT_OPEN' });
      expect((await upload(ico.id, whitePaper, { data: pdf('wp') })).status).toBe(201);
      const passed = await postKnowledgeTest(server, investor.token, ico.id, correctAnswers());
      expect(passed.status).toBe(200);
      expect(passed.body).toMatchObject({ success: true, status: 'KNOWLEDGETEST_PASSED' });
    });

    it('refuses a reservation with OFFERING_NOT_OPEN without a white paper, and takes it once one is attached', async () => {
      const ico = await createOffering(db(), { screening: false }, { whitePaper: false });
      const investor = await createInvestor(server);
      await insertJoining(db(), { userId: investor.id, offeringId: ico.id, status: 'AGREEMENT_CHECKED' });
      const refused = await reserve(server, investor.token, ico.id, await signedJoinForm('5000'));
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: 'OFFERING_NOT_OPEN' });
      expect((await upload(ico.id, { kind: 'WHITE_PAPER', language: 'en', title: 'WP' }, { data: pdf('wp') })).status).toBe(201);
      const made = await reserve(server, investor.token, ico.id, await signedJoinForm('5000'));
      expect(made.status).toBe(201);
      expect(made.body).toMatchObject({ status: 'WAITING_FOR_PAYMENT', amount: '5000' });
    });

    it('keeps the last white paper of a started offering (409 LAST_WHITE_PAPER), not of one that has not started', async () => {
      const started = await createOffering(db(), {}, { whitePaper: false });
      const first = await upload(started.id, { kind: 'WHITE_PAPER', language: 'en', title: 'EN' }, { data: pdf('en') });
      const second = await upload(started.id, { kind: 'WHITE_PAPER', language: 'th', title: 'TH' }, { data: pdf('th') });
      // Both at once: one passes, the other is the last one and stays.
      const [a, b] = await Promise.all(
        [first, second].map((doc) =>
          call(server, 'DELETE', `/admin/offerings/${started.id}/documents/${doc.body.id}/`, { token: as(operations) }),
        ),
      );
      expect([a?.status, b?.status].sort()).toEqual([204, 409]);
      expect([a?.body, b?.body]).toContainEqual({ message: 'LAST_WHITE_PAPER' });
      const left = await call<PublicOffering>(server, 'GET', `/icoportal/ico/${started.id}/`);
      expect(left.body.documents).toHaveLength(1);
      expect(left.body.hasWhitePaper).toBe(true);

      const later = await createOffering(
        db(),
        { startAt: new Date(Date.now() + DAY), finishAt: new Date(Date.now() + 30 * DAY) },
        { whitePaper: false },
      );
      const only = await upload(later.id, whitePaper, { data: pdf('wp') });
      expect(
        (await call(server, 'DELETE', `/admin/offerings/${later.id}/documents/${only.body.id}/`, { token: as(operations) })).status,
      ).toBe(204);
      expect((await call<PublicOffering>(server, 'GET', `/icoportal/ico/${later.id}/`)).body.hasWhitePaper).toBe(false);
    });
  });

  describe('issuer details', () => {
    const issuer = {
      issuerNameEN: 'Siam Solar Co., Ltd.',
      issuerNameTH: 'บริษัท สยามโซลาร์ จำกัด',
      issuerRegistrationNumber: '0105561234567',
      issuerAddressEN: '1 Rama IV Road, Bangkok 10500',
      issuerAddressTH: '1 ถนนพระรามที่ 4 กรุงเทพมหานคร 10500',
      issuerWebsite: 'https://siam-solar.example',
    };

    it('takes them with the offering and answers them to staff and the public; empty fields are null', async () => {
      const created = await call<PublicOffering & { id: number }>(server, 'POST', '/admin/offerings/', {
        json: offeringInput(issuer),
        token: as(operations),
      });
      expect(created.status).toBe(201);
      const expected = {
        nameEN: issuer.issuerNameEN,
        nameTH: issuer.issuerNameTH,
        registrationNumber: issuer.issuerRegistrationNumber,
        addressEN: issuer.issuerAddressEN,
        addressTH: issuer.issuerAddressTH,
        website: issuer.issuerWebsite,
      };
      expect(created.body.issuer).toEqual(expected);
      expect((await call<PublicOffering>(server, 'GET', `/icoportal/ico/${created.body.id}/`)).body.issuer).toEqual(expected);
      const cleared = await call<PublicOffering>(server, 'PUT', `/admin/offerings/${created.body.id}/`, {
        json: offeringInput({ issuerNameEN: 'Siam Solar Co., Ltd.', issuerWebsite: '' }),
        token: as(operations),
      });
      expect(cleared.status).toBe(200);
      expect(cleared.body.issuer).toEqual({
        ...Object.fromEntries(Object.keys(expected).map((k) => [k, null])),
        nameEN: 'Siam Solar Co., Ltd.',
      });
      const none = await call<PublicOffering>(server, 'PUT', `/admin/offerings/${created.body.id}/`, {
        json: offeringInput(),
        token: as(operations),
      });
      expect(none.body.issuer).toBeNull();
    });

    it.each<[Record<string, unknown>, Record<string, string>]>([
      [{ issuerNameEN: 'x'.repeat(201) }, { issuerNameEN: 'TEXT_TOO_LONG' }],
      [{ issuerNameTH: 'ก'.repeat(201) }, { issuerNameTH: 'TEXT_TOO_LONG' }],
      [{ issuerWebsite: 'http://siam-solar.example' }, { issuerWebsite: 'WEBSITE_HTTPS' }],
      [{ issuerWebsite: 'javascript:alert(1)' }, { issuerWebsite: 'WEBSITE_HTTPS' }],
      [{ issuerWebsite: 'https://user:pw@siam.example' }, { issuerWebsite: 'WEBSITE_HTTPS' }],
      [{ issuerRegistrationNumber: '0105<script>' }, { issuerRegistrationNumber: 'REGISTRATION_NUMBER_FORMAT' }],
      [{ issuerAddressEN: 42 }, { issuerAddressEN: 'INVALID_PARAMETER' }],
    ])('refuses %j with %j', async (fields, detail) => {
      const answer = await call(server, 'POST', '/admin/offerings/', { json: offeringInput(fields), token: as(operations) });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: 'VALIDATION_FAILED', detail });
    });
  });
});
