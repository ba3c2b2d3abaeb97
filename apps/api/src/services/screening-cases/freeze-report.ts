import type { CaseHit } from '@ico/domain/contracts/screening-cases';
import type { FreezeReportContent } from '@ico/domain/screening-cases';
import { PAID_STATUSES, PRE_RESERVATION_STATUSES } from '@ico/domain/statuses';
import { and, asc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bankCredit, joining, offering, refundCase, user } from '../../db/schema';
import { toMe, type UserRow } from '../accounts/user-row';
import { confirmationTimes } from '../receipts/paid-joinings';
import type { CaseRow } from './case-view';

const isPaid = (status: string): boolean => (PAID_STATUSES as readonly string[]).includes(status);
const usernameOf = async (tx: Tx, id: number | null) =>
  id === null ? null : ((await tx.select({ username: user.username }).from(user).where(eq(user.id, id)).limit(1))[0]?.username ?? null);

/**
 * What the freeze report records, taken inside the approval's transaction (the account's joinings are read after the
 * case is locked, so what it lists is what the account held at the freeze): the investor, the entries and their lists'
 * releases, every reservation with its amount and status, the payments received (confirmed, and bank statement credits
 * attached), and the refunds not yet done.
 */
export async function freezeReportContent(
  tx: Tx,
  row: CaseRow,
  investorRow: UserRow,
  hits: CaseHit[],
  approverId: number,
  frozenAt: Date,
): Promise<FreezeReportContent> {
  const investor = toMe(investorRow);
  const reservations = await tx
    .select({ joining, tokenName: offering.tokenName, ticker: offering.ticker })
    .from(joining)
    .innerJoin(offering, eq(offering.id, joining.offeringId))
    .where(and(eq(joining.userId, row.userId), notInArray(joining.status, [...PRE_RESERVATION_STATUSES])))
    .orderBy(asc(joining.id))
    .for('update', { of: joining });
  const joiningIds = reservations.map((r) => r.joining.id);
  const [confirmed, credits, refunds] = await Promise.all([
    confirmationTimes(
      tx,
      joiningIds.filter((_, i) => isPaid(reservations[i]?.joining.status ?? '')),
    ),
    joiningIds.length
      ? tx
          .select()
          .from(bankCredit)
          .where(and(inArray(bankCredit.joiningId, joiningIds), isNotNull(bankCredit.joiningId)))
          .orderBy(asc(bankCredit.bookedAt), asc(bankCredit.id))
      : [],
    tx
      .select()
      .from(refundCase)
      .where(and(eq(refundCase.userId, row.userId), eq(refundCase.status, 'REFUND_PROCESSING')))
      .orderBy(asc(refundCase.id)),
  ]);
  return {
    caseId: row.id,
    frozenAt: frozenAt.toISOString(),
    reason: row.proposedReason ?? '',
    proposedBy: { id: row.proposedBy, username: await usernameOf(tx, row.proposedBy) },
    approvedBy: { id: approverId, username: await usernameOf(tx, approverId) },
    investor: {
      id: investor.id,
      username: investor.username,
      email: investor.email,
      individual: investor.individual,
      nameEN: `${investor.firstNameEN} ${investor.lastNameEN}`.trim(),
      nameTH: `${investor.firstNameTH} ${investor.lastNameTH}`.trim(),
      companyName: investor.companyName,
      thaiIDNumber: investor.thaiIDNumber,
      passportId: investor.passportId,
      birthdate: investor.birthdate,
      nationality: investor.nationality,
      dateJoined: investor.date_joined,
    },
    entries: hits.map((hit) => ({
      list: hit.entry.list,
      ref: hit.entry.ref,
      name: hit.entry.name,
      names: hit.entry.names.map((n) => n.text),
      documentNumbers: hit.entry.documentNumbers,
      releaseId: hit.release.id,
      releasePublishedAt: hit.release.publishedAt,
      releaseImportedAt: hit.release.importedAt,
      score: hit.score,
      fields: hit.fields,
    })),
    reservations: reservations.map(({ joining: j, tokenName, ticker }) => ({
      joiningId: j.id,
      offering: `${tokenName} (${ticker})`,
      status: j.status,
      amount: j.payAmount ?? j.amount,
      tokenAmount: j.tokenAmount,
      reservedAt: j.reservedAt?.toISOString() ?? null,
    })),
    payments: [
      ...reservations
        .filter(({ joining: j }) => isPaid(j.status))
        .map(({ joining: j }) => ({
          joiningId: j.id,
          kind: 'confirmed' as const,
          amount: j.payAmount ?? j.amount ?? '0',
          at: confirmed.get(j.id)?.toISOString() ?? null,
          reference: null,
        })),
      ...credits.map((credit) => ({
        joiningId: credit.joiningId as number,
        kind: 'bankCredit' as const,
        amount: credit.amount,
        at: credit.bookedAt.toISOString(),
        reference: credit.reference,
      })),
    ],
    refundsPending: refunds.map((refund) => ({
      refundId: refund.id,
      joiningId: refund.joiningId,
      amount: refund.amount,
      status: refund.status,
      openedAt: refund.openedAt.toISOString(),
    })),
  };
}
