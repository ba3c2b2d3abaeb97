import type { StaffOffering } from '@ico/domain/contracts/offerings';
import { type PaymentTerms, paymentTermsChanged } from '@ico/domain/four-eyes';
import { compareDecimals } from '@ico/domain/money';
import type { OfferingInput } from '@ico/domain/offering-admin';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { moneyProposal, offering } from '../../db/schema';
import { AppError } from '../../errors';
import { notifyInTransaction } from '../../events/event-bus';
import { tellJoiningsChanged } from '../../plugins/services/joinings-cache';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { openProposal } from '../proposals/open-proposal';
import { lockOffering, type OfferingRow } from './offering-row';
import { adminOffering, columnsOf } from './staff-offering';

type Columns = ReturnType<typeof columnsOf>;

/** Long texts are named in the audit row without their values; the other fields carry from and to. */
const LONG_TEXTS: ReadonlySet<keyof Columns> = new Set([
  'summaryEN',
  'summaryTH',
  'paymentInstructionsEN',
  'paymentInstructionsTH',
  'issuerAddressEN',
  'issuerAddressTH',
]);

const DECIMALS: ReadonlySet<keyof Columns> = new Set(['totalAmount', 'totalAmountToken', 'minimumAmount']);

function sameValue(field: keyof Columns, before: unknown, after: unknown): boolean {
  if (before instanceof Date && after instanceof Date) return before.getTime() === after.getTime();
  if (DECIMALS.has(field)) return compareDecimals(before as string, after as string) === 0;
  return JSON.stringify(before) === JSON.stringify(after);
}

const auditValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

const termsOf = (row: PaymentTerms): PaymentTerms => ({
  promptPayId: row.promptPayId,
  paymentInstructionsEN: row.paymentInstructionsEN,
  paymentInstructionsTH: row.paymentInstructionsTH,
  payeeBank: row.payeeBank,
  payeeAccountNumber: row.payeeAccountNumber,
  payeeAccountName: row.payeeAccountName,
});

/**
 * New payment terms are never applied by the edit (issues 16 and 29): they open an `offering.paymentTerms` proposal
 * for a second staff member (409 PROPOSAL_PENDING while one is open), whether or not the offering has reservations
 * yet: an upcoming offering's terms are where every QR code it will issue pays. True when the terms wait; false when
 * they did not change.
 */
async function holdPaymentTerms(tx: Tx, actorId: number, current: OfferingRow, next: PaymentTerms, meta: RequestMeta): Promise<boolean> {
  if (!paymentTermsChanged(current, next)) return false;
  // The offering row is locked: a concurrent edit waits, so this look and the insert below cannot race.
  const [open] = await tx
    .select({ id: moneyProposal.id })
    .from(moneyProposal)
    .where(
      and(eq(moneyProposal.offeringId, current.id), eq(moneyProposal.kind, 'offering.paymentTerms'), eq(moneyProposal.status, 'PENDING')),
    )
    .limit(1);
  if (open) throw new AppError('PROPOSAL_PENDING');
  const change = termsOf(next);
  await openProposal(tx, actorId, { kind: 'offering.paymentTerms', offeringId: current.id, change }, { change }, meta);
  return true;
}

/**
 * Replaces an offering's fields. The row is locked, as reservations lock it to move its reserved counter, so the
 * total can never drop below what is reserved at that moment (400 TOTAL_BELOW_RESERVED with the reserved sum; the
 * database's CHECK on the counter stands behind it). New payment terms always wait for a second staff member's
 * approval (`holdPaymentTerms`; the answer's `pendingPaymentTerms` says so).
 */
export async function updateOffering(
  deps: Pick<Deps, 'database'>,
  actorId: number,
  id: number,
  input: OfferingInput,
  meta: RequestMeta,
): Promise<StaffOffering> {
  const row = await deps.database.db.transaction(async (tx) => {
    const current = await lockOffering(tx, id);
    if (!current) throw new AppError('ICO_NOT_EXIST');
    // The reserved counter, exact under the lock (every reservation moves it under the same lock).
    const reserved = current.reservedAmount;
    if (compareDecimals(input.totalAmount, reserved) < 0) throw new AppError('TOTAL_BELOW_RESERVED', { sumReservated: reserved });
    const next = columnsOf(input);
    const pendingTerms = await holdPaymentTerms(tx, actorId, current, next, meta);
    if (pendingTerms) Object.assign(next, termsOf(current));
    const changed: Record<string, unknown> = {};
    for (const field of Object.keys(next) as (keyof Columns)[]) {
      if (sameValue(field, current[field], next[field])) continue;
      changed[field] = LONG_TEXTS.has(field) ? true : { from: auditValue(current[field]), to: auditValue(next[field]) };
    }
    const [updated] = await tx
      .update(offering)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(offering.id, id))
      .returning();
    if (!updated) throw new AppError('ICO_NOT_EXIST');
    // The totals are part of the progress open offering pages show.
    await notifyInTransaction(tx, 'offering_progress', String(id));
    await tellJoiningsChanged(tx, 'everyone');
    await recordAudit(tx, {
      actorId,
      action: 'offering.update',
      targetType: 'offering',
      targetId: id,
      detail: { changed },
      ipAddress: meta.ip,
    });
    return updated;
  });
  return adminOffering(deps.database.db, row);
}
