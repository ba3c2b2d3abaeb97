import { writeFile } from 'node:fs/promises';
import { bangkokDate } from '@ico/domain/business-days';
import type { ReceiptVerification } from '@ico/domain/contracts/receipts';
import { formatBaht, formatTokens } from '@ico/domain/money';
import { parseReceiptReference } from '@ico/domain/receipts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joining, user } from '../src/db/schema';
import { updateUsers } from '../src/services/sessions/session-state-writes';
import { type AccountsServer, call, startAccountsServer } from './support/accounts';
import { insertJoining, insertOffering, walletAddress } from './support/admin-offerings';
import { createInvestor, type Investor } from './support/offerings';
import { pdfText } from './support/pdf-text';
import { ONE_DATABASE } from './support/test-server';

const CONFIRMED_AT = new Date('2026-11-20T07:30:00.000Z');
const RESERVED_AT = new Date('2026-11-18T03:15:00.000Z');
/** Where PDFs are left for a person to look at (RECEIPT_PDF_DIR=/tmp/shots-receipts), else nowhere. */
const keepDir = process.env.RECEIPT_PDF_DIR;

async function download(server: AccountsServer, path: string, token?: string) {
  const response = await fetch(`${server.baseUrl}/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const data = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, data, json: () => JSON.parse(Buffer.from(data).toString('utf8')) };
}

describe('receipts and statements', () => {
  let server: AccountsServer;
  let investor: Investor;
  let other: Investor;
  let paidId: number;
  let waitingId: number;
  let wallet: string;
  let tokenName: string;
  let ticker: string;

  beforeAll(async () => {
    // A small per-address limit factor: the rate-limit case below reaches the verification limit quickly.
    server = await startAccountsServer(ONE_DATABASE, { ADDRESS_RATE_LIMIT_FACTOR: '1' });
    investor = await createInvestor(server);
    other = await createInvestor(server);
    await updateUsers(server.app, server.app.database.db, eq(user.id, investor.id), { firstNameTH: 'สมชาย', lastNameTH: 'ใจดี' });
    // Room for the 1,234,567 Baht reservation below: the reserved counter never passes the total.
    const first = await insertOffering(server, {
      tokenName: 'Chiang Mai Solar Token',
      summaryEN: 'Solar',
      totalAmount: '2000000',
      totalAmountToken: '200000',
    });
    const second = await insertOffering(server);
    ({ tokenName, ticker } = first);
    wallet = walletAddress();
    const paid = await insertJoining(server, {
      userId: investor.id,
      offeringId: first.id,
      status: 'PAYMNENT_CONFIRMED',
      amount: '1234567',
      address: wallet,
      createdAt: RESERVED_AT,
      events: [
        { from: 'WAITING_FOR_PAYMENT', to: 'PAYMNENT_SCREENING', at: new Date('2026-11-19T02:00:00Z') },
        { from: 'PAYMNENT_SCREENING', to: 'PAYMNENT_CONFIRMED', at: CONFIRMED_AT, actor: 'staff' },
      ],
    });
    paidId = paid.id;
    waitingId = (await insertJoining(server, { userId: investor.id, offeringId: second.id, status: 'WAITING_FOR_PAYMENT', amount: '5000' }))
      .id;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  const receiptOf = (id: number, token: string) => download(server, `/icoportal/joinings/${id}/receipt/`, token);

  it('asks for a signed-in investor', async () => {
    expect((await download(server, `/icoportal/joinings/${paidId}/receipt/`)).status).toBe(401);
    expect((await download(server, '/icoportal/joinings/statement/')).status).toBe(401);
  });

  it("answers 404 NO_JOINING_EXISTS for another investor's joining and for none, 409 before the payment is confirmed", async () => {
    const foreign = await receiptOf(paidId, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.json().message).toBe('NO_JOINING_EXISTS');
    expect((await receiptOf(2_000_000_000, investor.token)).json().message).toBe('NO_JOINING_EXISTS');
    expect((await download(server, '/icoportal/joinings/abc/receipt/', investor.token)).status).toBe(404);
    const early = await receiptOf(waitingId, investor.token);
    expect(early.status).toBe(409);
    expect(early.json().message).toBe('RECEIPT_NOT_AVAILABLE');
  });

  it('gives the owner a bilingual PDF receipt with the paid facts and a reference that verifies', async () => {
    const answer = await receiptOf(paidId, investor.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="siamico-receipt-${ticker}-R${paidId}-[0-9A-Z-]+\\.pdf"`),
    );
    expect(Buffer.from(answer.data.subarray(0, 5)).toString()).toBe('%PDF-');
    if (keepDir) await writeFile(`${keepDir}/receipt.pdf`, answer.data);
    const { pages, text } = await pdfText(answer.data);
    expect(pages).toBe(1);
    for (const expected of [
      'Payment receipt',
      'ใบเสร็จรับเงิน',
      'Siam ICO Portal Co., Ltd.',
      'Somchai Jaidee',
      'สมชาย ใจดี',
      investor.username,
      tokenName,
      formatBaht('1234567'),
      '1,234,567.00',
      formatTokens('123456.7'),
      wallet,
      // Bangkok is seven hours ahead: 07:30 UTC is 14:30, on the Buddhist era's 2569 in Thai.
      '20 November 2026 at 14:30',
      '20 พฤศจิกายน 2569',
      '18 November 2026 at 10:15',
    ])
      expect(text.replace(/\s/g, ''), expected).toContain(expected.replace(/\s/g, ''));

    const reference = /R\d+(?:-[0-9A-Z]{4}){5}/.exec(text)?.[0];
    expect(reference).toBeDefined();
    expect(text).toContain(`http://portal.test/receipt/${reference}`);
    const parsed = parseReceiptReference(reference ?? '');
    expect(parsed?.joiningId).toBe(paidId);

    // The same facts give the same reference: a second download prints it again.
    const again = await pdfText((await receiptOf(paidId, investor.token)).data);
    expect(again.text).toContain(reference);

    const check = await call<ReceiptVerification>(server, 'GET', `/receipts/${reference}/`);
    expect(check.status).toBe(200);
    expect(check.headers.get('cache-control')).toBe('no-store');
    expect(check.body).toEqual({
      reference,
      offering: { tokenName, ticker },
      amount: '1234567',
      confirmedAt: CONFIRMED_AT.toISOString(),
      investor: 'S****** J*****',
      refunded: false,
    });
    // Typed from paper: lower case, with spaces for hyphens, is the same reference.
    expect((await call(server, 'GET', `/receipts/${encodeURIComponent((reference ?? '').toLowerCase().replace(/-/g, ' '))}/`)).status).toBe(
      200,
    );

    // One character changed, another joining's id in front, or garbage: no such receipt.
    const code = reference ?? '';
    const last = code.at(-1) === 'A' ? 'B' : 'A';
    for (const forged of [
      `${code.slice(0, -1)}${last}`,
      code.replace(`R${paidId}-`, `R${waitingId}-`),
      'R1-AAAA-AAAA-AAAA-AAAA-AAAA',
      'nonsense',
    ]) {
      const refused = await call(server, 'GET', `/receipts/${encodeURIComponent(forged)}/`);
      expect(refused.status, forged).toBe(404);
      expect(refused.body.message).toBe('RECEIPT_NOT_EXIST');
    }

    // A changed amount in the database no longer matches the printed reference.
    await server.app.database.db.update(joining).set({ amount: '1234568' }).where(eq(joining.id, paidId));
    expect((await call(server, 'GET', `/receipts/${reference}/`)).status).toBe(404);
    await server.app.database.db.update(joining).set({ amount: '1234567' }).where(eq(joining.id, paidId));
    expect((await call(server, 'GET', `/receipts/${reference}/`)).status).toBe(200);
  });

  /** A confirmed payment of `who` in a new offering: its receipt's text and reference. */
  async function confirmedReceipt(who: Investor) {
    const offering = await insertOffering(server);
    const paid = await insertJoining(server, {
      userId: who.id,
      offeringId: offering.id,
      status: 'PAYMNENT_CONFIRMED',
      amount: '5000',
      address: walletAddress(),
      createdAt: RESERVED_AT,
      events: [{ from: 'PAYMNENT_SCREENING', to: 'PAYMNENT_CONFIRMED', at: CONFIRMED_AT, actor: 'staff' }],
    });
    const { text } = await pdfText((await receiptOf(paid.id, who.token)).data);
    const reference = /R\d+(?:-[0-9A-Z]{4}){5}/.exec(text)?.[0] ?? '';
    const check = await call<ReceiptVerification>(server, 'GET', `/receipts/${reference}/`);
    expect(check.status).toBe(200);
    return { text, check: check.body };
  }

  it('names an individual by their own name, never by the employer of the detail form; the check page shows their initials (issue 29)', async () => {
    const employee = await createInvestor(server);
    await updateUsers(server.app, server.app.database.db, eq(user.id, employee.id), {
      individual: 'individual',
      companyName: 'Siam Widgets Co., Ltd.',
      firstNameTH: 'สมชาย',
      lastNameTH: 'ใจดี',
    });
    const { text, check } = await confirmedReceipt(employee);
    expect(text).toContain('Somchai Jaidee');
    expect(text).toContain('สมชาย ใจดี');
    // (SiamICO, the portal's own name, is in every receipt's header.)
    expect(text).not.toContain('Widgets');
    expect(check.investor).toBe('S****** J*****');
  });

  it('names a corporate investor by its company, with the person acting for it; the check page shows the company (issue 29)', async () => {
    const company = await createInvestor(server);
    await updateUsers(server.app, server.app.database.db, eq(user.id, company.id), {
      individual: 'corporate',
      companyName: 'Lanna Capital Co., Ltd.',
    });
    const { text, check } = await confirmedReceipt(company);
    expect(text.replace(/\s/g, '')).toContain('LannaCapitalCo.,Ltd.(SomchaiJaidee)');
    expect(check.investor).toBe('L**** C****** C*** L***');
  });

  it('lists every reservation in the statement with the totals paid', async () => {
    const answer = await download(server, '/icoportal/joinings/statement/', investor.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="siamico-statement-${investor.username}-${bangkokDate(new Date())}\\.pdf"`),
    );
    if (keepDir) await writeFile(`${keepDir}/statement.pdf`, answer.data);
    const text = (await pdfText(answer.data)).text.replace(/\s/g, '');
    for (const expected of [
      'Statement of reservations',
      'รายการจองซื้อทั้งหมด',
      tokenName,
      '1,234,567.00',
      '5,000.00',
      'Payment confirmed',
      'ยืนยันการชำระเงินแล้ว',
      'Waiting for your payment',
      'รอการชำระเงิน',
      'Reservations / รายการจองทั้งหมด: 2',
      'Paid / ชำระแล้ว: 1',
      'Total paid / ยอดชำระรวม: 1,234,567.00 THB',
    ])
      expect(text, expected).toContain(expected.replace(/\s/g, ''));

    // Another investor's statement holds none of these.
    const theirs = (await pdfText((await download(server, '/icoportal/joinings/statement/', other.token)).data)).text;
    expect(theirs).not.toContain(tokenName);
    expect(theirs.replace(/\s/g, '')).toContain('Totalpaid/ยอดชำระรวม:0.00THB');
  });

  it('carries a long statement over pages, the table header repeated, with every row and the totals', async () => {
    const many = await createInvestor(server);
    const count = 30;
    for (let n = 0; n < count; n += 1) {
      const offering = await insertOffering(server, { tokenName: `Row Token ${n}` });
      await insertJoining(server, {
        userId: many.id,
        offeringId: offering.id,
        status: n % 2 === 0 ? 'TRANSECTION_CONFIRMED' : 'RESERVATION_REJECTED',
        amount: '1000',
        createdAt: new Date(RESERVED_AT.getTime() + n * 60_000),
        events: [{ from: 'PAYMNENT_SCREENING', to: 'PAYMNENT_CONFIRMED', at: CONFIRMED_AT, actor: 'staff' }],
      });
    }
    const answer = await download(server, '/icoportal/joinings/statement/', many.token);
    if (keepDir) await writeFile(`${keepDir}/statement-long.pdf`, answer.data);
    const { pages, text } = await pdfText(answer.data);
    expect(pages).toBeGreaterThan(1);
    for (let n = 0; n < count; n += 1) expect(text).toContain(`Row Token ${n} `);
    // The table's header opens every page the rows reach (the totals may run on to a page of their own).
    expect(text.split('Amount (THB)').length - 1).toBeGreaterThanOrEqual(2);
    const squeezed = text.replace(/\s/g, '');
    expect(squeezed).toContain(`Reservations/รายการจองทั้งหมด:${count}Paid/ชำระแล้ว:${count / 2}`);
    expect(squeezed).toContain('Totalpaid/ยอดชำระรวม:15,000.00THB');
  });

  it('limits verification per address', async () => {
    let status = 0;
    for (let attempt = 0; attempt < 40 && status !== 429; attempt += 1)
      status = (await call(server, 'GET', '/receipts/R1-AAAA-AAAA-AAAA-AAAA-AAAA/')).status;
    expect(status).toBe(429);
  });
});
