import type { StaffKnowledgeTest } from '@ico/domain/contracts/knowledge-tests';
import type { Offering, StaffOffering } from '@ico/domain/contracts/offerings';
import { proposedTerms } from '@ico/domain/four-eyes';
import { correctAnswerOf, knowledgeSurveyKey, type OfferingInput } from '@ico/domain/offering-admin';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { moneyProposal, surveyQuestion } from '../../db/schema';
import { AppError } from '../../errors';
import { findOffering, type OfferingRow, sumsOf, toOfferings, toProgress } from './offering-row';

type Reader = Pick<Database, 'select'>;

/** What staff see of an offering: the public shape plus its payment details, pass mark and progress. */

/** The offering of a path id, or 404 ICO_NOT_EXIST. */
export async function offeringOf(db: Reader, id: number): Promise<OfferingRow> {
  const row = await findOffering(db, id);
  if (!row) throw new AppError('ICO_NOT_EXIST');
  return row;
}

function pendingTermsOf(row: OfferingRow, proposal: typeof moneyProposal.$inferSelect | undefined): StaffOffering['pendingPaymentTerms'] {
  if (!proposal) return null;
  return {
    proposalId: proposal.id,
    ...proposedTerms(proposal.change as Record<string, unknown>, row),
    proposedAt: proposal.proposedAt.toISOString(),
  };
}

export async function toStaffOfferings(db: Reader, rows: readonly OfferingRow[], now = new Date()): Promise<StaffOffering[]> {
  const ids = rows.map((row) => row.id);
  const [shaped, sums, pending] = await Promise.all([
    toOfferings(db, rows, now),
    sumsOf(db, ids),
    ids.length === 0
      ? []
      : db
          .select()
          .from(moneyProposal)
          .where(
            and(
              inArray(moneyProposal.offeringId, ids),
              eq(moneyProposal.kind, 'offering.paymentTerms'),
              eq(moneyProposal.status, 'PENDING'),
            ),
          ),
  ]);
  const pendingOf = new Map(pending.map((p) => [p.offeringId, p]));
  return rows.map((row, i) => ({
    ...(shaped[i] as Offering),
    promptPayId: row.promptPayId,
    paymentInstructionsEN: row.paymentInstructionsEN,
    paymentInstructionsTH: row.paymentInstructionsTH,
    payeeBank: row.payeeBank,
    payeeAccountNumber: row.payeeAccountNumber,
    payeeAccountName: row.payeeAccountName,
    knowledgePassMark: row.knowledgePassMark,
    progress: toProgress(row, sums.get(row.id) ?? { sumReservated: '0', sumPayment: '0' }),
    pendingPaymentTerms: pendingTermsOf(row, pendingOf.get(row.id)),
  }));
}

export async function adminOffering(db: Reader, row: OfferingRow): Promise<StaffOffering> {
  const [shaped] = await toStaffOfferings(db, [row]);
  return shaped as StaffOffering;
}

export const columnsOf = (input: OfferingInput) => ({
  tokenName: input.tokenName,
  ticker: input.ticker,
  summaryEN: input.summaryEN,
  summaryTH: input.summaryTH,
  startAt: input.startAt,
  finishAt: input.finishAt,
  totalAmount: input.totalAmount,
  totalAmountToken: input.totalAmountToken,
  minimumAmount: input.minimumAmount,
  allowedLevels: input.allowedLevels,
  paymentInstructionsEN: input.paymentInstructionsEN,
  paymentInstructionsTH: input.paymentInstructionsTH,
  promptPayId: input.promptPayId,
  payeeBank: input.payeeBank,
  payeeAccountNumber: input.payeeAccountNumber,
  payeeAccountName: input.payeeAccountName,
  screening: input.screening,
  issuerNameEN: input.issuerNameEN,
  issuerNameTH: input.issuerNameTH,
  issuerRegistrationNumber: input.issuerRegistrationNumber,
  issuerAddressEN: input.issuerAddressEN,
  issuerAddressTH: input.issuerAddressTH,
  issuerWebsite: input.issuerWebsite,
});

export async function knowledgeTestOf(db: Reader, row: Pick<OfferingRow, 'id' | 'knowledgePassMark'>): Promise<StaffKnowledgeTest> {
  const rows = await db
    .select()
    .from(surveyQuestion)
    .where(eq(surveyQuestion.survey, knowledgeSurveyKey(row.id)))
    .orderBy(asc(surveyQuestion.order));
  return {
    passMark: row.knowledgePassMark,
    questions: rows.map((q) => ({
      order: q.order,
      questionEN: q.questionEN,
      questionTH: q.questionTH,
      answersEN: q.answersEN,
      answersTH: q.answersTH,
      correctAnswer: correctAnswerOf(q.points),
    })),
  };
}
