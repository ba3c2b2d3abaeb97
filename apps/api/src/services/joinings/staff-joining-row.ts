import { paymentDeadline } from '@ico/domain/business-days';
import type { JoiningsFilter, StaffJoiningDetail, StaffJoiningRow } from '@ico/domain/contracts/joinings';
import { type JoiningStatus, nextStatuses, PRE_RESERVATION_STATUSES, SLIP_UPLOAD_STATUSES } from '@ico/domain/statuses';
import { and, asc, eq, ilike, notInArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { joining, joiningEvent, offering, privateFile, user } from '../../db/schema';
import { AppError } from '../../errors';
import { toSummary, type UserRow } from '../accounts/user-row';
import { holidaySet } from '../offerings/offering-row';
import { pendingOfJoining } from '../proposals/proposal-view';
import type { JoiningRow } from './joining-status-writer';
import { paymentTermsOf } from './joining-view';

type Reader = Pick<Database, 'select'>;

export function toRow(row: JoiningRow, owner: UserRow, slips: number, holidays: ReadonlySet<string>): StaffJoiningRow {
  const status = row.status;
  const expectsSlip = (SLIP_UPLOAD_STATUSES as readonly JoiningStatus[]).includes(status) && row.paymentStartedAt !== null;
  return {
    id: row.id,
    status,
    amount: row.amount,
    tokenAmount: row.tokenAmount,
    address: row.address,
    created_at: row.createdAt.toISOString(),
    reserved_at: row.reservedAt?.toISOString() ?? null,
    paymentDeadline: expectsSlip && row.paymentStartedAt ? paymentDeadline(row.paymentStartedAt, holidays).toISOString() : null,
    slips,
    user: toSummary(owner),
  };
}

/** LIKE pattern of a search text, with its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The joinings of an offering matching the filter: a status, or else every joining past the pre-reservation
 * steps; `q` finds the investor's username, e-mail or the wallet address, case-insensitive.
 */
export function joiningsWhere(offeringId: number, filter: JoiningsFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [
    eq(joining.offeringId, offeringId),
    filter.status ? eq(joining.status, filter.status) : notInArray(joining.status, [...PRE_RESERVATION_STATUSES]),
  ];
  const q = filter.q?.trim();
  if (q) {
    const pattern = containing(q);
    conditions.push(or(ilike(user.username, pattern), ilike(user.email, pattern), ilike(joining.address, pattern)));
  }
  return and(...conditions);
}

const actorUser = alias(user, 'actor_user');

export async function detailOf(db: Reader, joiningId: number): Promise<StaffJoiningDetail> {
  const [found] = await db
    .select({
      joining,
      user,
      offering: {
        id: offering.id,
        tokenName: offering.tokenName,
        ticker: offering.ticker,
        promptPayId: offering.promptPayId,
        paymentInstructionsEN: offering.paymentInstructionsEN,
        paymentInstructionsTH: offering.paymentInstructionsTH,
        payeeBank: offering.payeeBank,
        payeeAccountNumber: offering.payeeAccountNumber,
        payeeAccountName: offering.payeeAccountName,
      },
    })
    .from(joining)
    .innerJoin(user, eq(user.id, joining.userId))
    .innerJoin(offering, eq(offering.id, joining.offeringId))
    .where(eq(joining.id, joiningId))
    .limit(1);
  if (!found) throw new AppError('NO_JOINING_EXISTS');
  const [slips, history, holidays, proposal] = await Promise.all([
    db
      .select({
        id: privateFile.id,
        fileName: privateFile.fileName,
        contentType: privateFile.contentType,
        createdAt: privateFile.createdAt,
        check: privateFile.slipCheck,
        sendingBank: privateFile.slipSendingBank,
        reference: privateFile.slipReference,
      })
      .from(privateFile)
      .where(eq(privateFile.joiningId, joiningId))
      .orderBy(asc(privateFile.createdAt), asc(privateFile.id)),
    db
      .select({ event: joiningEvent, actorName: actorUser.username })
      .from(joiningEvent)
      .leftJoin(actorUser, eq(actorUser.id, joiningEvent.actorId))
      .where(eq(joiningEvent.joiningId, joiningId))
      .orderBy(asc(joiningEvent.createdAt), asc(joiningEvent.id)),
    holidaySet(db),
    pendingOfJoining(db, joiningId),
  ]);
  const row = found.joining;
  const terms = row.amount === null ? null : paymentTermsOf(row, found.offering);
  const status = row.status;
  return {
    joining: {
      ...toRow(row, found.user, slips.length, holidays),
      message: row.message,
      signature: row.signature,
      version: row.version,
    },
    offering: { id: found.offering.id, tokenName: found.offering.tokenName, ticker: found.offering.ticker },
    slips: slips.map((slip) => ({
      id: slip.id,
      fileName: slip.fileName,
      contentType: slip.contentType,
      created_at: slip.createdAt.toISOString(),
      check: slip.check,
      sendingBank: slip.sendingBank,
      reference: slip.reference,
    })),
    history: history.map(({ event, actorName }) => ({
      from: event.fromStatus,
      to: event.toStatus,
      actor: event.actor,
      actorName,
      reason: event.reason,
      created_at: event.createdAt.toISOString(),
    })),
    next: nextStatuses(status, 'staff'),
    proposal,
    paymentTerms: terms && { ...terms, pinnedAt: terms.pinnedAt?.toISOString() ?? null },
  };
}
