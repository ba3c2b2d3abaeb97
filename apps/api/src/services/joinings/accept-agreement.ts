import type { AgreementAnswer } from '@ico/domain/contracts/joinings';
import { joinRefusal } from '@ico/domain/join-eligibility';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/user-row';
import type { Deps } from '../deps';
import { offeringOr404 } from '../knowledge-tests/knowledge-questions';
import { joinFactsOf } from '../offerings/offering-row';
import { changeJoiningStatus, lockJoiningOf } from './joining-status-writer';

/** `POST /survay/agreementico/{icoId}/`: the ticked risk agreement moves the joining to AGREEMENT_CHECKED. */
export async function acceptAgreement(
  deps: Pick<Deps, 'database' | 'mailer' | 'config'>,
  account: UserRow,
  offeringId: number,
  now = new Date(),
): Promise<AgreementAnswer> {
  const db = deps.database.db;
  const ico = await offeringOr404(db, offeringId);
  await db.transaction(async (tx) => {
    const row = await lockJoiningOf(tx, account.id, ico.id);
    const refusal = joinRefusal('agreement', joinFactsOf(account, ico, row?.status, now));
    // No joining is always refused (no test); a conflict names the status the joining is at.
    if (refusal || !row)
      throw new AppError(refusal ?? 'KNOWLEDGE_TEST_MISSING', row && refusal === 'STATUS_CONFLICT' ? { status: row.status } : undefined);
    await changeJoiningStatus(deps, tx, row, 'AGREEMENT_CHECKED', { actor: 'investor', actorId: account.id, now });
  });
  return { success: true, status: 'AGREEMENT_CHECKED' };
}
