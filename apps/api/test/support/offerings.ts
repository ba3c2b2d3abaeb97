import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { knowledgePoints, knowledgeSurveyKey } from '@ico/domain/offering-admin';
import type { JoiningStatus, UserLevel } from '@ico/domain/statuses';
import { toAnswerSheet } from '@ico/domain/survey-schemas';
import type { Database } from '../../src/db/client';
import { authSession, joining, joiningEvent, offering, offeringDocument, publicFile, surveyQuestion, user } from '../../src/db/schema';
import { stampJoiningMoney } from '../../src/security/money-mac';
import { tinyPdf } from '../../src/seed/tiny-pdf';
import { type Answer, call } from './accounts';
import { countInsertedJoining } from './reserved-counter';
import type { TestServer } from './test-server';

const DAY = 86_400_000;

export type OfferingRow = typeof offering.$inferSelect;

/** The knowledge questions every factory offering gets: the correct answer of question n is index n - 1. */
export const KNOWLEDGE_QUESTIONS = 3;
export const correctAnswers = (count = KNOWLEDGE_QUESTIONS): Map<number, number> =>
  new Map(Array.from({ length: count }, (_, i) => [i + 1, i % 2] as [number, number]));

/** The terms of a test offering: 1,000,000 Baht for 100,000 tokens, from 1,000 Baht, screened, paid by PromptPay. */
export const OFFERING_TERMS = {
  totalAmount: '1000000',
  totalAmountToken: '100000',
  minimumAmount: '1000',
  allowedLevels: ['RETAIL_INVESTOR_LEVEL', 'PROFESSIONAL_INVESTOR_LEVEL'],
  paymentInstructionsEN: 'Pay by PromptPay.',
  paymentInstructionsTH: 'ชำระผ่านพร้อมเพย์',
  promptPayId: '0812345678',
  screening: true,
} satisfies Partial<typeof offering.$inferInsert>;

/** The white paper every factory offering gets: a real one-page PDF. */
export const FACTORY_WHITE_PAPER = tinyPdf(['Factory white paper', '', 'A white paper of a test offering.']);

/**
 * Attaches a white paper to an offering, as rows (its public file and its document), so that the offering opens
 * (issue 19). The factory writes to the database only: the file's bytes are not in the store, so tests that open a
 * document attach it through the API instead.
 */
export async function attachWhitePaper(db: Database, offeringId: number, language: 'en' | 'th' = 'en'): Promise<void> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(publicFile).values({
      id,
      storageKey: `public/${id}`,
      fileName: 'white-paper.pdf',
      contentType: 'application/pdf',
      size: FACTORY_WHITE_PAPER.length,
      sha256: createHash('sha256').update(FACTORY_WHITE_PAPER).digest('hex'),
    });
    await tx.insert(offeringDocument).values({ offeringId, kind: 'WHITE_PAPER', language, title: 'White paper', fileId: id });
  });
}

/**
 * An offering written directly (as a factory): open now (started yesterday, ends in 30 days), 1,000,000 Baht for
 * 100,000 tokens, minimum 1,000, both investor levels, screened, with `questions` knowledge questions and a white
 * paper (unless `whitePaper: false`).
 */
export async function createOffering(
  db: Database,
  overrides: Partial<typeof offering.$inferInsert> = {},
  options: { questions?: number; whitePaper?: boolean } = {},
): Promise<OfferingRow> {
  const now = Date.now();
  const [row] = await db
    .insert(offering)
    .values({
      tokenName: `Token ${randomBytes(3).toString('hex')}`,
      ticker: 'TKN',
      summaryEN: 'A token offering for tests.',
      summaryTH: 'การเสนอขายโทเคนสำหรับทดสอบ',
      startAt: new Date(now - DAY),
      finishAt: new Date(now + 30 * DAY),
      ...OFFERING_TERMS,
      knowledgePassMark: 2,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('offering not created');
  if (options.whitePaper ?? true) await attachWhitePaper(db, row.id);
  const count = options.questions ?? KNOWLEDGE_QUESTIONS;
  if (count > 0) {
    const correct = correctAnswers(count);
    await db.insert(surveyQuestion).values(
      [...correct].map(([order, answer]) => ({
        survey: knowledgeSurveyKey(row.id),
        order,
        questionEN: `Question ${order}?`,
        questionTH: `คำถาม ${order}?`,
        answersEN: ['Yes', 'No', 'Maybe'],
        answersTH: ['ใช่', 'ไม่', 'อาจจะ'],
        points: knowledgePoints({ answersEN: ['Yes', 'No', 'Maybe'], correctAnswer: answer }),
      })),
    );
  }
  return row;
}

export type Investor = { id: number; token: string; username: string };

/**
 * An investor written directly (as a factory) with a live session and its access token: verified at `level`
 * (retail by default), two-factor on unless `mfa: false`.
 */
export async function createInvestor(
  server: Pick<TestServer, 'app'>,
  options: { level?: UserLevel; mfa?: boolean; language?: 'en' | 'th' } = {},
): Promise<Investor> {
  const db = server.app.database.db;
  const id = randomBytes(5).toString('hex');
  const verified = options.level !== 'VIEWER_LEVEL';
  const [row] = await db
    .insert(user)
    .values({
      username: `i${id}`,
      email: `inv-${id}@example.com`,
      nationality: 'THAI',
      firstNameEN: 'Somchai',
      lastNameEN: 'Jaidee',
      language: options.language ?? 'en',
      userLevel: options.level ?? 'RETAIL_INVESTOR_LEVEL',
      detailInfoStatus: verified ? 'DONE' : 'NEED_TO_SUBMIT',
      selfieFileStatus: verified ? 'DONE' : 'NEED_TO_SUBMIT',
      bankFileStatus: verified ? 'DONE' : 'NEED_TO_SUBMIT',
      suitabilityTestStatus: verified ? 'DONE' : 'NEED_TO_SUBMIT',
      mfaEnabled: options.mfa ?? true,
      otpSecret: (options.mfa ?? true) ? server.app.otp.seal(server.app.otp.newSecret()) : null,
    })
    .returning({ id: user.id, username: user.username });
  if (!row) throw new Error('investor not created');
  const sessionId = randomUUID();
  await db.insert(authSession).values({ id: sessionId, userId: row.id, ipAddress: '127.0.0.1' });
  return { id: row.id, username: row.username, token: await server.app.tokens.signAccess({ userId: row.id, sessionId }) };
}

/**
 * A joining at `status` written directly (the steps before it skipped), with its history row, the counter's move and its
 * money MAC as the application writes it.
 */
export function insertJoining(
  db: Database,
  values: { userId: number; offeringId: number; status: JoiningStatus } & Partial<typeof joining.$inferInsert>,
): Promise<typeof joining.$inferSelect> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(joining).values(values).returning();
    if (!inserted) throw new Error('joining not created');
    const row = await stampJoiningMoney(tx, inserted);
    await countInsertedJoining(tx, row);
    await tx.insert(joiningEvent).values({
      joiningId: row.id,
      offeringId: row.offeringId,
      fromStatus: null,
      toStatus: row.status,
      actor: 'investor',
      actorId: row.userId,
    });
    return row;
  });
}

/** `POST` of an answer sheet with repeated form fields, as the browser sends it. */
export async function postKnowledgeTest(
  server: Pick<TestServer, 'baseUrl'>,
  token: string,
  offeringId: number | string,
  answers: ReadonlyMap<number, number>,
): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}/api/survay/knowledgeicotest/${offeringId}/`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
    body: new URLSearchParams(toAnswerSheet(answers)).toString(),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
}

/** The form of a reservation, signed by a fresh wallet (EIP-191 personal_sign of a unique three-word message). */
export type JoinForm = { address: string; message: string; signature: string; amount: string; version: string };
export async function signedJoinForm(amount: string, options: { message?: string } = {}): Promise<JoinForm> {
  const { generatePrivateKey, privateKeyToAccount } = await import('viem/accounts');
  const account = privateKeyToAccount(generatePrivateKey());
  const message = options.message ?? uniqueMessage();
  return { address: account.address, message, signature: await account.signMessage({ message }), amount, version: '1.0.0' };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** Three random lowercase words joined by hyphens (the sign-message format). */
export function uniqueMessage(): string {
  const word = () => Array.from(randomBytes(7), (b) => LETTERS[b % 26]).join('');
  return `${word()}-${word()}-${word()}`;
}

export const reserve = (server: Pick<TestServer, 'baseUrl'>, token: string, offeringId: number | string, form: Record<string, string>) =>
  call(server, 'POST', `/icoportal/joining/${offeringId}/`, { form, token });
