import { isLanguage, type Language } from '@ico/domain/language';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { paymentPeriodOverReason } from '../../mail/joining-messages';
import type { Deps } from '../deps';
import type { Messenger } from '../messages/send-message';
import { holidaySet } from '../offerings/offering-row';
import { changeJoiningStatus, type JoiningRow, lockJoining } from './joining-status-writer';
import { awaitsSlip, deadlineOf, ownJoining } from './joining-view';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const SLIP_FIELD = 'paymentSlipFilePrivate';

/** The language an investor reads their messages in (English when unknown). */
export async function languageOf(tx: Tx, userId: number): Promise<Language> {
  const [owner] = await tx.select({ language: user.language }).from(user).where(eq(user.id, userId)).limit(1);
  return owner && isLanguage(owner.language) ? owner.language : 'en';
}

/**
 * Cancels a reservation whose payment period is over (RESERVATION_REJECTED by the system, with the reason in
 * the investor's language). `row` must be locked in `tx`. Answers whether it was cancelled.
 */
export async function cancelIfOverdue(
  deps: Messenger,
  tx: Tx,
  row: JoiningRow,
  now: Date,
  holidays: ReadonlySet<string>,
): Promise<boolean> {
  const deadline = deadlineOf(row, holidays);
  if (!deadline || now <= deadline) return false;
  const language = await languageOf(tx, row.userId);
  await changeJoiningStatus(deps, tx, row, 'RESERVATION_REJECTED', {
    actor: 'system',
    actorId: null,
    reason: paymentPeriodOverReason(language),
    now,
  });
  return true;
}

/** The refusals that need no upload: not the caller's joining, no slip expected, or the period is over. */
export async function checkSlipExpected(
  deps: Pick<Deps, 'database' | 'mailer' | 'config'>,
  userId: number,
  joiningId: number,
  now: Date,
): Promise<void> {
  const db = deps.database.db;
  const row = await ownJoining(db, userId, joiningId);
  if (!awaitsSlip(row.status)) throw new AppError('PF_ALREADY_SUBMITED');
  const holidays = await holidaySet(db);
  const deadline = deadlineOf(row, holidays);
  if (deadline && now > deadline) await settleOverdue(deps, joiningId, now, holidays);
}

/** The period is over: the reservation is cancelled (committed) and the caller hears why. */
async function settleOverdue(
  deps: Pick<Deps, 'database' | 'mailer' | 'config'>,
  joiningId: number,
  now: Date,
  holidays: ReadonlySet<string>,
): Promise<never> {
  await deps.database.db.transaction(async (tx) => {
    const row = await lockJoining(tx, joiningId);
    if (row && awaitsSlip(row.status)) await cancelIfOverdue(deps, tx, row, now, holidays);
  });
  // Cancelled here or a moment ago by the deadline job: either way the period is over.
  throw new AppError('PAYMENT_PERIOD_OVER');
}
