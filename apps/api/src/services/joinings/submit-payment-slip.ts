import type { PaymentSlipAnswer } from '@ico/domain/contracts/joinings';
import { AppError } from '../../errors';
import type { MultipartBody } from '../../uploads/read-multipart';
import { requireFiles } from '../../uploads/read-multipart';
import type { Deps } from '../deps';
import { recordFiles, withStoredFiles } from '../files/stored-files';
import { holidaySet } from '../offerings/offering-row';
import { changeJoiningStatus, lockJoining } from './joining-status-writer';
import { awaitsSlip } from './joining-view';
import { cancelIfOverdue, SLIP_FIELD } from './payment-slip-rules';

/**
 * `POST /icoportal/paymentslip_file/{joiningId}/`: stores the slip and moves the joining to PAYMNENT_SCREENING.
 * The file write is paired with the rows: a refusal or failure leaves no file behind.
 */
export async function submitPaymentSlip(
  deps: Deps,
  userId: number,
  joiningId: number,
  body: MultipartBody,
  now = new Date(),
): Promise<PaymentSlipAnswer> {
  const files = requireFiles(body, [SLIP_FIELD]);
  const holidays = await holidaySet(deps.database.db);
  await withStoredFiles(deps, userId, files, (stored) =>
    deps.database.db
      .transaction(async (tx) => {
        const row = await lockJoining(tx, joiningId);
        if (!row || row.userId !== userId) throw new AppError('NO_JOINING_EXISTS');
        if (!awaitsSlip(row.status)) throw new AppError('PF_ALREADY_SUBMITED');
        if (await cancelIfOverdue(deps, tx, row, now, holidays)) return 'overdue' as const;
        await recordFiles(tx, row.userId, { joiningId: row.id }, stored);
        await changeJoiningStatus(deps, tx, row, 'PAYMNENT_SCREENING', { actor: 'investor', actorId: userId, now });
        return 'stored' as const;
      })
      .then((result) => {
        // The cancellation is committed; the stored file is not needed.
        if (result === 'overdue') throw new AppError('PAYMENT_PERIOD_OVER');
        return result;
      }),
  );
  return { message: 'THANK_YOU', status: 'PAYMNENT_SCREENING' };
}
