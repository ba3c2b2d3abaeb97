import type { AgreementAnswer } from '@ico/domain/contracts/joinings';
import { AppError } from '../../errors';
import type { UserRow } from '../accounts/user-row';
import type { Deps } from '../deps';
import { offeringOr404 } from '../knowledge-tests/knowledge-questions';
import { changeJoiningStatus, lockJoiningOf } from './joining-status-writer';

/** `POST /survay/agreementico/{icoId}/`: the ticked risk agreement moves the joining to AGREEMENT_CHECKED. */
export async function acceptAgreement(
  deps: Pick<Deps, 'database' | 'mailer' | 'config'>,
  account: UserRow,
  offeringId: number,
): Promise<AgreementAnswer> {
  const db = deps.database.db;
  const ico = await offeringOr404(db, offeringId);
  await db.transaction(async (tx) => {
    const row = await lockJoiningOf(tx, account.id, ico.id);
    if (!row) throw new AppError('KNOWLEDGE_TEST_MISSING');
    if (row.status !== 'KNOWLEDGETEST_PASSED') throw new AppError('STATUS_CONFLICT', { status: row.status });
    await changeJoiningStatus(deps, tx, row, 'AGREEMENT_CHECKED', { actor: 'investor', actorId: account.id });
  });
  return { success: true, status: 'AGREEMENT_CHECKED' };
}
