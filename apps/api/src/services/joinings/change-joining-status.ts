import type { StaffJoiningDetail } from '@ico/domain/contracts/joinings';
import { needsSecondApproval } from '@ico/domain/four-eyes';
import { type JoiningStatusChange, STATUSES_NEEDING_REASON } from '@ico/domain/offering-admin';
import { AppError } from '../../errors';
import { refuseOwn } from '../../security/own-account';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { refuseHeldStatus } from '../screening-cases/screening-hold';
import { changeJoiningStatus, lockJoining } from './joining-status-writer';
import { detailOf } from './staff-joining-row';

/**
 * A staff status change other than a money status (403 APPROVAL_REQUIRED), never on the staff member's own joining
 * (403 SELF_ACTION_FORBIDDEN): the joining is locked, the transition table decides (409 STATUS_CONFLICT), the
 * history row and the investor's message are written by changeJoiningStatus, and the audit row beside them.
 */
export async function changeStatusByStaff(
  deps: Pick<Deps, 'database' | 'mailer' | 'config'>,
  actorId: number,
  id: number,
  input: JoiningStatusChange,
  meta: RequestMeta,
): Promise<StaffJoiningDetail> {
  // Money statuses are proposed and approved by two staff members (propose-joining-status.ts), never set here.
  if (needsSecondApproval(input.to)) throw new AppError('APPROVAL_REQUIRED');
  const reason = input.reason?.trim() || null;
  if (!reason && (STATUSES_NEEDING_REASON as readonly string[]).includes(input.to))
    throw new AppError('VALIDATION_FAILED', { reason: 'REASON_REQUIRED' });
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    const row = await lockJoining(tx, id);
    if (!row) throw new AppError('NO_JOINING_EXISTS');
    refuseOwn(actorId, row.userId);
    // Tokens delivered (TRANSECTION_CONFIRMED) leave the operator: not for an account under review or frozen.
    await refuseHeldStatus(tx, row.userId, input.to);
    await changeJoiningStatus(deps, tx, row, input.to, { actor: 'staff', actorId, reason });
    await recordAudit(tx, {
      actorId,
      action: 'joining.status',
      targetType: 'joining',
      targetId: id,
      detail: { offeringId: row.offeringId, from: row.status, to: input.to, reason },
      ipAddress: meta.ip,
    });
  });
  return detailOf(db, id);
}
