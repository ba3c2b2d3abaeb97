import type { Proposal } from '@ico/domain/contracts/proposals';
import type { Credit, CreditDetail, Statement } from '@ico/domain/contracts/statements';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankCredit, bankStatement, joining, moneyProposal, privateFile } from '../src/db/schema';
import { foundOnStatementReason } from '../src/mail/joining-messages';
import { type AccountsServer, call, type StaffAccount, staffMember, startAccountsServer } from './support/accounts';
import { eventsOf, insertInvestor, insertJoining, insertOffering, insertSlip, PNG } from './support/admin-offerings';
import { decide } from './support/four-eyes';
import { createInvestor } from './support/offerings';
import { DATABASES, ONE_DATABASE } from './support/test-server';

/** TIS-620 bytes of a text (ASCII as is, Thai U+0E01..U+0E5B at 0xA1..0xFB), as a Thai Windows export writes it. */
const tis620 = (text: string) =>
  Buffer.from(
    [...text].map((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      return code < 0x80 ? code : code - 0x0e00 + 0xa0;
    }),
  );
const bom = (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);

/** Bangkok date and time cells of an instant, Buddhist-era year. */
function bangkok(at: Date, era: 'BE' | 'CE' = 'BE') {
  const local = new Date(at.getTime() + 7 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const year = local.getUTCFullYear() + (era === 'BE' ? 543 : 0);
  return {
    date: `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${year}`,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`,
    iso: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}
const baht = (amount: number) => `"${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}"`;

type Line = { at: Date; amount: number; sender?: string; reference?: string; debit?: boolean };
const kbank = (lines: Line[]) =>
  [
    'เลขที่บัญชี,123-4-56789-0',
    'ชื่อบัญชี,บริษัท สยามไอซีโอ จำกัด',
    '',
    'วันที่,เวลา,รายการ,ถอนเงิน,ฝากเงิน,ยอดคงเหลือ,ช่องทาง,รายละเอียด,เลขที่อ้างอิง',
    ...lines.map((l) => {
      const { date, time } = bangkok(l.at);
      const [out, into] = l.debit ? [baht(l.amount), ''] : ['', baht(l.amount)];
      return [
        date,
        time,
        l.debit ? 'โอนออก' : 'รับโอนเงิน',
        out,
        into,
        '"1,000,000.00"',
        'K PLUS',
        l.sender ?? 'นาย สมชาย ใจดี',
        l.reference ?? '',
      ].join(',');
    }),
  ].join('\r\n');
const scb = (lines: Line[]) =>
  [
    'Account Number,111-2-33333-4',
    'Date,Time,Transaction Code,Channel,Debit,Credit,Balance,Description,Reference',
    ...lines.map((l) => {
      const { date, time } = bangkok(l.at, 'CE');
      return [date, time, 'X1', 'ENET', '', baht(l.amount), '1.00', l.sender ?? 'Transfer from KBANK x1234', l.reference ?? ''].join(',');
    }),
  ].join('\n');
const generic = (lines: Line[]) =>
  [
    'Booked,Value,Memo,Payer',
    ...lines.map((l) => [bangkok(l.at).iso, l.amount.toFixed(2), l.reference ?? '', l.sender ?? 'Payer'].join(',')),
  ].join('\n');

type Part = { field: string; value: string | Buffer; name?: string };
async function upload(server: AccountsServer, token: string | undefined, parts: Part[]) {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string') form.append(part.field, part.value);
    else form.append(part.field, new Blob([new Uint8Array(part.value)], { type: 'text/csv' }), part.name ?? 'statement.csv');
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.baseUrl}/api/admin/statements/`, { method: 'POST', headers, body: form });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as Statement & { message?: string; detail?: Record<string, string> },
  };
}
const statementFile = (format: string, data: Buffer, mapping: Record<string, string> = {}): Part[] => [
  { field: 'format', value: format },
  ...Object.entries(mapping).map(([field, value]) => ({ field, value })),
  { field: 'file', value: data },
];

describe('bank statements', () => {
  let server: AccountsServer;
  let operations: StaffAccount;
  let operations2: StaffAccount;
  let compliance: StaffAccount;
  /** Imports the statements: issue 29 keeps the importer from proposing or approving a confirmation of their credits. */
  let importer: StaffAccount;
  const db = () => server.app.database.db;
  /** Amounts unique to each test, so credits of one never match joinings of another. */
  let nextAmount = 10_000;
  const amount = () => {
    nextAmount += 1_111;
    return nextAmount;
  };
  const now = new Date();
  const hourAgo = new Date(now.getTime() - 3_600_000);

  beforeAll(async () => {
    server = await startAccountsServer(ONE_DATABASE);
    [operations, operations2, compliance, importer] = await Promise.all([
      staffMember(server, 'operations'),
      staffMember(server, 'operations'),
      staffMember(server, 'compliance'),
      staffMember(server, 'operations'),
    ]);
  }, 120_000);
  afterAll(() => server?.close());

  /** A joining awaiting payment of `value` Baht, its payment period opened a day ago. */
  async function awaiting(
    value: number,
    status: 'WAITING_FOR_PAYMENT' | 'PAYMNENT_SCREENING' | 'RESERVATION_REJECTED' = 'WAITING_FOR_PAYMENT',
    userId?: number,
  ) {
    const offering = await insertOffering(server);
    const investor = userId ?? (await insertInvestor(server)).id;
    return insertJoining(server, {
      userId: investor,
      offeringId: offering.id,
      status,
      amount: String(value),
      createdAt: new Date(now.getTime() - 86_400_000),
      paymentStartedAt: new Date(now.getTime() - 86_400_000),
    });
  }
  async function withSlipReference(row: { id: number; userId: number }, reference: string) {
    const id = await insertSlip(server, row);
    await db()
      .update(privateFile)
      .set({ slipReference: reference, slipCheck: 'READ', slipSendingBank: '004' })
      .where(eq(privateFile.id, id));
    return id;
  }
  const creditsOf = (statementId: number) =>
    db().select().from(bankCredit).where(eq(bankCredit.statementId, statementId)).orderBy(bankCredit.bookedAt);
  const tally = async () => ({
    statements: Number((await db().select({ n: count() }).from(bankStatement))[0]?.n),
    credits: Number((await db().select({ n: count() }).from(bankCredit))[0]?.n),
    audits: Number((await db().select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'statement.import')))[0]?.n),
  });
  const getCredit = (id: number, staff = operations) =>
    call<CreditDetail>(server, 'GET', `/admin/credits/${id}/`, { token: staff.tokens.access });
  const confirm = (id: number, json: unknown, staff = operations) =>
    call<{ credit: CreditDetail; proposalId: number; message?: string }>(server, 'POST', `/admin/credits/${id}/confirm/`, {
      token: staff.tokens.access,
      json,
    });
  const statusOf = async (id: number) => (await db().select({ status: joining.status }).from(joining).where(eq(joining.id, id)))[0]?.status;

  it('imports a KBANK statement in TIS-620: matched, ambiguous, unmatched and late credits; debits skipped; once only', async () => {
    const [a, b, u, late] = [amount(), amount(), amount(), amount()];
    const matched = await awaiting(a);
    const twinA = await awaiting(b);
    const twinB = await awaiting(b);
    const rejected = await awaiting(late, 'RESERVATION_REJECTED');
    await withSlipReference(rejected, 'KB-LATE-1');
    const lines: Line[] = [
      { at: hourAgo, amount: a },
      { at: hourAgo, amount: b },
      { at: hourAgo, amount: u },
      { at: hourAgo, amount: late, reference: 'KB-LATE-1' },
      { at: hourAgo, amount: 50, debit: true },
    ];
    const file = tis620(kbank(lines));
    const first = await upload(server, importer.tokens.access, statementFile('KBANK', file, {}));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      format: 'KBANK',
      encoding: 'tis-620',
      creditCount: 4,
      duplicateCount: 0,
      matches: { MATCHED: 1, AMBIGUOUS: 1, UNMATCHED: 1, LATE: 1, EXCESS: 0 },
      importedBy: { id: importer.id },
    });
    const stored = await creditsOf(first.body.id);
    const byAmount = (value: number) => stored.find((c) => c.amount === value.toFixed(2));
    expect(byAmount(a)).toMatchObject({ match: 'MATCHED', joiningId: matched.id, sender: 'นาย สมชาย ใจดี' });
    expect(byAmount(b)).toMatchObject({ match: 'AMBIGUOUS', joiningId: null, candidateIds: [twinA.id, twinB.id] });
    expect(byAmount(u)).toMatchObject({ match: 'UNMATCHED', joiningId: null });
    expect(byAmount(late)).toMatchObject({ match: 'LATE', joiningId: rejected.id, reference: 'KB-LATE-1' });
    expect(byAmount(a)?.bookedAt.getTime()).toBe(Math.floor(hourAgo.getTime() / 1000) * 1000);

    const before = await tally();
    const again = await upload(server, importer.tokens.access, statementFile('KBANK', file));
    expect(again.body).toMatchObject({ creditCount: 0, duplicateCount: 4, matches: { MATCHED: 0 } });
    // An overlapping statement (one old line, one new) adds the new one only.
    const extra = amount();
    const overlap = await upload(
      server,
      importer.tokens.access,
      statementFile('KBANK', Buffer.from(kbank([lines[0] as Line, { at: now, amount: extra }]))),
    );
    expect(overlap.body).toMatchObject({ encoding: 'utf-8', creditCount: 1, duplicateCount: 1, matches: { UNMATCHED: 1 } });
    const after = await tally();
    expect(after.credits).toBe(before.credits + 1);

    const list = await call<{ results: Credit[]; count: number }>(server, 'GET', '/admin/credits/?match=AMBIGUOUS', {
      token: compliance.tokens.access,
    });
    expect(list.status).toBe(200);
    expect(list.body.results.every((c) => c.match === 'AMBIGUOUS' && c.state === 'OPEN')).toBe(true);
    const detail = await getCredit(byAmount(b)?.id ?? 0);
    expect(detail.body.candidates.map((c) => c.id)).toEqual([twinA.id, twinB.id]);
    expect(detail.body.candidates[0]).toMatchObject({
      amount: String(b),
      status: 'WAITING_FOR_PAYMENT',
      investor: { name: 'Somchai Jaidee' },
    });
    const recent = await call<{ results: Statement[] }>(server, 'GET', '/admin/statements/', { token: operations.tokens.access });
    expect(recent.body.results[0]).toMatchObject({ id: overlap.body.id, creditCount: 1 });
  });

  it('imports SCB (UTF-8 with BOM, Gregorian years) matched by the slip reference, and a generic file by its mapping', async () => {
    const [a, g] = [amount(), amount()];
    const bySlip = await awaiting(a, 'PAYMNENT_SCREENING');
    await awaiting(a); // Same amount, same window: the reference decides.
    await withSlipReference(bySlip, 'SCB-REF-77');
    const scbAnswer = await upload(
      server,
      importer.tokens.access,
      statementFile('SCB', bom(scb([{ at: hourAgo, amount: a, reference: 'SCB-REF-77' }]))),
    );
    expect(scbAnswer).toMatchObject({ status: 201, body: { encoding: 'utf-8-bom', creditCount: 1, matches: { MATCHED: 1 } } });
    expect((await creditsOf(scbAnswer.body.id))[0]).toMatchObject({ joiningId: bySlip.id, reference: 'SCB-REF-77' });

    const target = await awaiting(g);
    const mapping = { bookedAt: 'Booked', amount: 'Value', reference: 'Memo', sender: 'Payer' };
    const genericAnswer = await upload(
      server,
      importer.tokens.access,
      statementFile('GENERIC', Buffer.from(generic([{ at: hourAgo, amount: g }])), mapping),
    );
    expect(genericAnswer).toMatchObject({ status: 201, body: { format: 'GENERIC', creditCount: 1, matches: { MATCHED: 1 } } });
    expect((await creditsOf(genericAnswer.body.id))[0]).toMatchObject({ joiningId: target.id, sender: 'Payer' });
    expect((await db().select().from(bankStatement).where(eq(bankStatement.id, genericAnswer.body.id)))[0]?.mapping).toEqual(mapping);
  });

  it('refuses bad files with their code and writes nothing', async () => {
    const before = await tally();
    const token = operations.tokens.access;
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]);
    const cases: Array<[Part[], number, string, Record<string, string>?]> = [
      [statementFile('KBANK', PNG), 400, 'STATEMENT_NOT_CSV'],
      [statementFile('KBANK', zip), 400, 'STATEMENT_NOT_CSV'],
      [statementFile('KBANK', Buffer.alloc(0)), 400, 'STATEMENT_NOT_CSV'],
      [statementFile('KBANK', Buffer.from([0x41, 0x2c, 0xfc, 0xfd, 0x0a])), 400, 'STATEMENT_ENCODING'],
      [statementFile('KBANK', Buffer.from('Date,Time,Withdrawal\n24/11/2569,09:00,1.00')), 400, 'STATEMENT_COLUMNS', { column: 'Deposit' }],
      [statementFile('SCB', Buffer.from(kbank([{ at: hourAgo, amount: 1 }]))), 400, 'STATEMENT_COLUMNS'],
      [
        statementFile(
          'KBANK',
          Buffer.from('x\nDate,Time,Description,Withdrawal,Deposit\n24/11/2569,09:00,x,,1.00\n31/02/2569,09:00,x,,1.00'),
        ),
        400,
        'STATEMENT_ROW',
        { line: '4', column: 'Date' },
      ],
      [
        statementFile('KBANK', Buffer.from('Date,Time,Description,Withdrawal,Deposit\n24/11/2569,09:00,x,"5.000,00",')),
        400,
        'STATEMENT_ROW',
        { line: '2', column: 'Withdrawal' },
      ],
      [statementFile('KBANK', Buffer.from(kbank([{ at: hourAgo, amount: 20, debit: true }]))), 400, 'STATEMENT_EMPTY'],
      [
        statementFile('GENERIC', Buffer.from(generic([{ at: hourAgo, amount: 20 }])), { bookedAt: 'Booked' }),
        400,
        'VALIDATION_FAILED',
        { amount: 'REQUIRED' },
      ],
      [
        statementFile('GENERIC', Buffer.from(generic([{ at: hourAgo, amount: 20 }])), { bookedAt: 'Booked', amount: 'Nope' }),
        400,
        'STATEMENT_COLUMNS',
        { column: 'Nope' },
      ],
      [statementFile('OTHER', Buffer.from('a')), 400, 'VALIDATION_FAILED', { format: 'INVALID_OPTION' }],
      [[{ field: 'format', value: 'KBANK' }], 400, 'FILE_REQUIRED'],
      [[...statementFile('KBANK', Buffer.from('a')), { field: 'extra', value: 'x' }], 400, 'BAD_REQUEST'],
      [statementFile('KBANK', Buffer.alloc(2_500_001, 0x41)), 413, 'FILE_TOO_LARGE'],
    ];
    for (const [parts, status, code, detail] of cases) {
      const answer = await upload(server, token, parts);
      expect({ status: answer.status, code: answer.body.message }, JSON.stringify(parts.map((p) => p.field))).toEqual({ status, code });
      if (detail) expect(answer.body.detail).toMatchObject(detail);
    }
    // Not multipart at all, and a multipart body cut off mid-part: 400 BAD_REQUEST, never 5xx.
    for (const [type, body] of [
      ['text/csv', 'Date,Time\n'],
      ['multipart/form-data; boundary=cut', '--cut\r\nContent-Disposition: form-data; name="file"; filename="s.csv"\r\n\r\nDate,'],
    ]) {
      const answer = await fetch(`${server.baseUrl}/api/admin/statements/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': type as string },
        body,
      });
      expect([answer.status, ((await answer.json()) as { message?: string }).message], type).toEqual([400, 'BAD_REQUEST']);
    }
    expect(await tally()).toEqual(before);
  });

  it('guards the endpoints: anonymous 401, investors and support 403, approvers may list but not import', async () => {
    const investor = await createInvestor(server);
    const support = await staffMember(server, 'support');
    const file = statementFile('KBANK', Buffer.from(kbank([{ at: hourAgo, amount: amount() }])));
    expect((await upload(server, undefined, file)).status).toBe(401);
    expect((await upload(server, investor.token, file)).status).toBe(403);
    expect((await upload(server, support.tokens.access, file)).status).toBe(403);
    expect((await call(server, 'GET', '/admin/credits/', { token: support.tokens.access })).status).toBe(403);
    expect((await call(server, 'GET', '/admin/credits/', { token: compliance.tokens.access })).status).toBe(200);
    expect((await getCredit(2_147_483_647)).body).toMatchObject({ message: 'CREDIT_NOT_EXIST' });
    expect((await call(server, 'GET', '/admin/credits/abc/', { token: operations.tokens.access })).status).toBe(404);
    expect((await call(server, 'GET', '/admin/credits/?state=NOPE', { token: operations.tokens.access })).status).toBe(400);
  });

  it('confirms a matched credit through four eyes: screening by the system, a proposal, approved by another -> PAYMNENT_CONFIRMED and CONFIRMED', async () => {
    const a = amount();
    const row = await awaiting(a);
    const imported = await upload(
      server,
      importer.tokens.access,
      statementFile('KBANK', Buffer.from(kbank([{ at: hourAgo, amount: a, reference: 'KB-9001' }]))),
    );
    const [credit] = await creditsOf(imported.body.id);
    if (!credit) throw new Error('no credit');

    const answer = await confirm(credit.id, { note: 'Seen on the K-BIZ statement' });
    expect(answer.status).toBe(201);
    expect(answer.body.credit).toMatchObject({
      state: 'CONFIRMING',
      proposalId: answer.body.proposalId,
      joining: { id: row.id, status: 'PAYMNENT_SCREENING' },
    });
    expect(await statusOf(row.id)).toBe('PAYMNENT_SCREENING');
    const events = await eventsOf(server, row.id);
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'WAITING_FOR_PAYMENT',
      toStatus: 'PAYMNENT_SCREENING',
      actor: 'system',
      reason: foundOnStatementReason('en'),
    });
    const [proposal] = await db().select().from(moneyProposal).where(eq(moneyProposal.id, answer.body.proposalId));
    expect(proposal).toMatchObject({
      status: 'PENDING',
      proposedBy: operations.id,
      fromStatus: 'PAYMNENT_SCREENING',
      toStatus: 'PAYMNENT_CONFIRMED',
      evidence: { creditId: String(credit.id), amountSeen: `${a}.00`, bankReference: 'KB-9001', note: 'Seen on the K-BIZ statement' },
    });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'credit.confirm'), eq(auditLog.targetId, String(credit.id))));
    expect(audits).toHaveLength(1);

    // Replayed, or by a second staff member: settled already.
    expect((await confirm(credit.id, {})).body).toMatchObject({ message: 'CREDIT_SETTLED' });
    expect((await confirm(credit.id, {}, operations2)).status).toBe(409);
    expect((await decide(server, operations, answer.body.proposalId, 'approve')).status).toBe(403);
    const approved = await decide(server, compliance, answer.body.proposalId, 'approve');
    expect(approved.status).toBe(200);
    expect(await statusOf(row.id)).toBe('PAYMNENT_CONFIRMED');
    expect((await getCredit(credit.id)).body).toMatchObject({ state: 'CONFIRMED' });
    const confirmed = await call<{ results: Credit[] }>(server, 'GET', '/admin/credits/?state=CONFIRMED', {
      token: operations.tokens.access,
    });
    expect(confirmed.body.results.map((c) => c.id)).toContain(credit.id);
  });

  it('an ambiguous credit needs the chosen joining; refusals change nothing', async () => {
    const [b, u] = [amount(), amount()];
    const first = await awaiting(b);
    const second = await awaiting(b);
    const other = await awaiting(u + 1);
    const mine = await awaiting(u, 'WAITING_FOR_PAYMENT', operations.id);
    const gone = await awaiting(u, 'RESERVATION_REJECTED');
    const imported = await upload(
      server,
      importer.tokens.access,
      statementFile(
        'KBANK',
        Buffer.from(
          kbank([
            { at: hourAgo, amount: b },
            { at: now, amount: u, sender: 'Someone' },
          ]),
        ),
      ),
    );
    const credits = await creditsOf(imported.body.id);
    const ambiguous = credits.find((c) => c.match === 'AMBIGUOUS');
    const unmatched = credits.find((c) => c.amount === `${u}.00`);
    if (!ambiguous || !unmatched) throw new Error('credits missing');
    // The staff member's own reservation pays this amount too: matched by amount, but theirs to leave alone.
    expect(unmatched).toMatchObject({ match: 'MATCHED', joiningId: mine.id });

    const proposals = async () => Number((await db().select({ n: count() }).from(moneyProposal))[0]?.n);
    const before = await proposals();
    expect((await confirm(ambiguous.id, {})).body).toMatchObject({ message: 'VALIDATION_FAILED', detail: { joiningId: 'REQUIRED' } });
    expect((await confirm(ambiguous.id, { joiningId: other.id })).body).toMatchObject({ message: 'CREDIT_AMOUNT_MISMATCH' });
    expect((await confirm(ambiguous.id, { joiningId: 2_147_483_647 })).body).toMatchObject({ message: 'NO_JOINING_EXISTS' });
    expect((await confirm(ambiguous.id, { joiningId: 'x' })).status).toBe(400);
    expect((await confirm(unmatched.id, {})).body).toMatchObject({ message: 'SELF_ACTION_FORBIDDEN' });
    expect((await confirm(unmatched.id, { joiningId: gone.id })).body).toMatchObject({ message: 'STATUS_CONFLICT' });
    expect(await proposals()).toBe(before);
    expect(await statusOf(other.id)).toBe('WAITING_FOR_PAYMENT');
    expect(await statusOf(mine.id)).toBe('WAITING_FOR_PAYMENT');

    const chosen = await confirm(ambiguous.id, { joiningId: second.id });
    expect(chosen.status).toBe(201);
    expect(chosen.body.credit).toMatchObject({ joining: { id: second.id }, state: 'CONFIRMING' });
    expect(await statusOf(first.id)).toBe('WAITING_FOR_PAYMENT');
    // Another staff member attaches the same credit to the twin: settled already.
    expect((await confirm(ambiguous.id, { joiningId: first.id }, operations2)).body).toMatchObject({ message: 'CREDIT_SETTLED' });
  });

  it('refuses a statement with a line dated in the future, whole (issue 29)', async () => {
    const value = amount();
    await awaiting(value);
    const before = await tally();
    const tomorrow = new Date(Date.now() + 86_400_000);
    const file = kbank([
      { at: hourAgo, amount: amount() },
      { at: tomorrow, amount: value },
    ]);
    const answer = await upload(server, importer.tokens.access, statementFile('KBANK', Buffer.from(file)));
    // The title row is line 4; the future line is the second after it.
    expect([answer.status, answer.body.message, answer.body.detail]).toEqual([400, 'STATEMENT_FUTURE_LINE', { line: '6' }]);
    expect(await tally()).toEqual(before);
    // A minute ahead of our clock is the bank's clock, not the future.
    const skew = await upload(
      server,
      importer.tokens.access,
      statementFile('KBANK', Buffer.from(kbank([{ at: new Date(Date.now() + 60_000), amount: amount() }]))),
    );
    expect(skew.status).toBe(201);
  });

  it('keeps the importer of a statement from proposing or approving a confirmation of its credits (issue 29)', async () => {
    const admin = await staffMember(server, 'admin');
    const value = amount();
    const row = await awaiting(value);
    // An administrator imports (a statement they could have written themselves).
    const imported = await upload(
      server,
      admin.tokens.access,
      statementFile('KBANK', Buffer.from(kbank([{ at: hourAgo, amount: value, reference: 'KB-OWN-1' }]))),
    );
    expect(imported.status).toBe(201);
    const [credit] = await creditsOf(imported.body.id);
    if (!credit) throw new Error('no credit');
    const own = await confirm(credit.id, {}, admin);
    expect([own.status, own.body]).toEqual([403, { message: 'CREDIT_OWN_IMPORT' }]);
    expect(await statusOf(row.id)).toBe('WAITING_FOR_PAYMENT');

    // Another member proposes; the approval card names the statement's importer; the importer cannot approve.
    const proposed = await confirm(credit.id, {}, operations);
    expect(proposed.status).toBe(201);
    const queue = await call<{ results: Proposal[] }>(server, 'GET', '/admin/proposals/', { token: compliance.tokens.access });
    const card = queue.body.results.find((p) => p.id === proposed.body.proposalId);
    expect(card?.credit).toMatchObject({
      id: credit.id,
      amount: `${value}.00`,
      reference: 'KB-OWN-1',
      sender: 'นาย สมชาย ใจดี',
      statementFileName: 'statement.csv',
      importedBy: { id: admin.id, username: admin.username },
    });
    const byImporter = await decide(server, admin, proposed.body.proposalId, 'approve');
    expect([byImporter.status, byImporter.body]).toEqual([403, { message: 'CREDIT_OWN_IMPORT' }]);
    expect(await statusOf(row.id)).toBe('PAYMNENT_SCREENING');
    expect((await decide(server, compliance, proposed.body.proposalId, 'approve')).status).toBe(200);
    expect(await statusOf(row.id)).toBe('PAYMNENT_CONFIRMED');
  });

  it('refuses a credit booked before the reservation was made as its payment (issue 29)', async () => {
    const value = amount();
    const row = await awaiting(value);
    await db()
      .update(joining)
      .set({ reservedAt: new Date(now.getTime() - 20 * 60_000) })
      .where(eq(joining.id, row.id));
    const imported = await upload(
      server,
      importer.tokens.access,
      statementFile('KBANK', Buffer.from(kbank([{ at: hourAgo, amount: value }]))),
    );
    const [credit] = await creditsOf(imported.body.id);
    if (!credit) throw new Error('no credit');
    const answer = await confirm(credit.id, { joiningId: row.id });
    expect([answer.status, answer.body]).toEqual([409, { message: 'CREDIT_BEFORE_RESERVATION' }]);
    expect(await statusOf(row.id)).toBe('WAITING_FOR_PAYMENT');
    // Booked in the reservation's own minute: the statement's minute is not before it.
    const later = await awaiting(amount());
    const reservedAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 45_000);
    await db().update(joining).set({ reservedAt }).where(eq(joining.id, later.id));
    const sameMinute = await upload(
      server,
      importer.tokens.access,
      statementFile('KBANK', Buffer.from(kbank([{ at: new Date(reservedAt.getTime() - 30_000), amount: Number(later.amount) }]))),
    );
    const [close] = await creditsOf(sameMinute.body.id);
    expect((await confirm(close?.id ?? 0, { joiningId: later.id })).status).toBe(201);
  });
});

describe.each(DATABASES)('bank statements at once (%s)', (database) => {
  let server: AccountsServer;
  let staff: StaffAccount[];
  beforeAll(async () => {
    server = await startAccountsServer(database);
    staff = await Promise.all([
      staffMember(server, 'operations'),
      staffMember(server, 'operations'),
      staffMember(server, 'compliance'),
      staffMember(server, 'operations'),
      staffMember(server, 'operations'),
    ]);
  }, 120_000);
  afterAll(() => server?.close());

  it('two imports of one statement add its credits once; two confirmations of one credit open one proposal', async () => {
    const db = server.app.database.db;
    const offering = await insertOffering(server);
    const investor = await insertInvestor(server);
    const value = 77_777;
    const row = await insertJoining(server, {
      userId: investor.id,
      offeringId: offering.id,
      status: 'WAITING_FOR_PAYMENT',
      amount: String(value),
      createdAt: new Date(Date.now() - 86_400_000),
      paymentStartedAt: new Date(Date.now() - 86_400_000),
    });
    const file = Buffer.from(kbank([{ at: new Date(Date.now() - 60_000), amount: value }]));
    const imports = await Promise.all(
      staff.slice(0, 2).map((member) => upload(server, member.tokens.access, statementFile('KBANK', file))),
    );
    expect(imports.map((answer) => answer.status)).toEqual([201, 201]);
    expect(imports.map((answer) => answer.body.creditCount).sort()).toEqual([0, 1]);
    const credits = await db.select().from(bankCredit).where(eq(bankCredit.joiningId, row.id));
    expect(credits).toHaveLength(1);
    const creditId = credits[0]?.id ?? 0;

    // The three who imported nothing confirm at once (an importer may not: CREDIT_OWN_IMPORT).
    const answers = await Promise.all(
      staff
        .slice(2)
        .map((member) =>
          call<{ message?: string }>(server, 'POST', `/admin/credits/${creditId}/confirm/`, { token: member.tokens.access, json: {} }),
        ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message)).toEqual([
      'CREDIT_SETTLED',
      'CREDIT_SETTLED',
    ]);
    expect(await db.select().from(moneyProposal).where(eq(moneyProposal.joiningId, row.id))).toHaveLength(1);
    expect((await eventsOf(server, row.id)).filter((event) => event.toStatus === 'PAYMNENT_SCREENING')).toHaveLength(1);
  });
});
