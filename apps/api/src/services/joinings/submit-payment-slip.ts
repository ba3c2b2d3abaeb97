import type { PaymentSlipAnswer } from '@ico/domain/contracts/joinings';
import { slipRefusal } from '@ico/domain/slip-duplicates';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { privateFile } from '../../db/schema';
import { AppError } from '../../errors';
import type { MultipartBody } from '../../uploads/read-multipart';
import { requireFiles } from '../../uploads/read-multipart';
import type { Deps } from '../deps';
import { recordFiles, type StoredPrivateFile, withStoredFiles } from '../files/stored-files';
import { holidaySet } from '../offerings/offering-row';
import { changeJoiningStatus, lockJoining } from './joining-status-writer';
import { awaitsSlip } from './joining-view';
import { cancelIfOverdue, SLIP_FIELD } from './payment-slip-rules';
import { readSlipCode, type SlipReading } from './read-slip-code';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The advisory-lock class of slip digests and references (the two-key form: apart from the one-key locks). */
const SLIP_LOCK_CLASS = 17_001;

/**
 * Serialises uploads of the same file or the same transfer until the transaction ends: of two sent at once, the
 * second waits, then sees the first one's row and is refused. Keys are taken in one order, so two never deadlock.
 */
async function lockSlipKeys(tx: Tx, keys: ReadonlyArray<string | null>): Promise<void> {
  const present = [...new Set(keys.filter((key): key is string => key !== null))].sort();
  for (const key of present) await tx.execute(sql`select pg_advisory_xact_lock(${SLIP_LOCK_CLASS}, hashtext(${key}))`);
}

/** Refuses a slip sent before (slip-duplicates.ts), looking at every slip stored, any investor's. */
async function refuseDuplicate(tx: Tx, joiningId: number, slip: StoredPrivateFile, reading: SlipReading): Promise<void> {
  const same: SQL[] = [eq(privateFile.receivedSha256, slip.receivedSha256)];
  if (reading.reference) same.push(eq(privateFile.slipReference, reading.reference));
  const onFile = await tx
    .select({ joiningId: privateFile.joiningId, receivedSha256: privateFile.receivedSha256, reference: privateFile.slipReference })
    .from(privateFile)
    .where(and(eq(privateFile.field, SLIP_FIELD), or(...same)));
  const refusal = slipRefusal({ joiningId, receivedSha256: slip.receivedSha256, reference: reading.reference }, onFile);
  if (refusal) throw new AppError(refusal);
}

/**
 * `POST /icoportal/paymentslip_file/{joiningId}/`: stores the slip (re-encoded, its QR code read) and moves the
 * joining to PAYMNENT_SCREENING. A slip whose file was sent before, or whose transfer paid another joining, is
 * refused with 409; one without a readable code is stored and flagged for staff. The file write is paired with the
 * rows: a refusal or failure leaves no file behind.
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
  await withStoredFiles(deps, userId, files, async (stored) => {
    const [slip] = stored as [StoredPrivateFile];
    // Read before the transaction: decoding takes a moment, and no lock is held meanwhile.
    const reading = await readSlipCode(slip);
    return deps.database.db
      .transaction(async (tx) => {
        const row = await lockJoining(tx, joiningId);
        if (!row || row.userId !== userId) throw new AppError('NO_JOINING_EXISTS');
        if (!awaitsSlip(row.status)) throw new AppError('PF_ALREADY_SUBMITED');
        if (await cancelIfOverdue(deps, tx, row, now, holidays)) return 'overdue' as const;
        await lockSlipKeys(tx, [`sha:${slip.receivedSha256}`, reading.reference && `ref:${reading.reference}`]);
        await refuseDuplicate(tx, row.id, slip, reading);
        await recordFiles(tx, row.userId, { joiningId: row.id }, stored, {
          slipCheck: reading.check,
          slipSendingBank: reading.sendingBank,
          slipReference: reading.reference,
        });
        await changeJoiningStatus(deps, tx, row, 'PAYMNENT_SCREENING', { actor: 'investor', actorId: userId, now });
        return 'stored' as const;
      })
      .then((result) => {
        // The cancellation is committed; the stored file is not needed.
        if (result === 'overdue') throw new AppError('PAYMENT_PERIOD_OVER');
        return result;
      });
  });
  return { message: 'THANK_YOU', status: 'PAYMNENT_SCREENING' };
}
