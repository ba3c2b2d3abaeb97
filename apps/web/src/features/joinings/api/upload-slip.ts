import type { PaymentSlipAnswer } from '@ico/domain/contracts/joinings';
import { call, type UploadProgress } from '../../../lib/api-client';

/** The multipart field the server reads the slip from (spec section 7). */
export const SLIP_FIELD = 'paymentSlipFilePrivate';

/**
 * `POST /icoportal/paymentslip_file/{joiningId}/`: one JPEG, PNG or PDF; the joining moves to PAYMNENT_SCREENING. The
 * contract is loaded with the upload: it carries zod and the wallet checks, which the joining page does not need.
 */
export async function uploadSlip(joiningId: number, file: File, onProgress: UploadProgress): Promise<PaymentSlipAnswer> {
  const { submitPaymentSlip } = await import('@ico/domain/contracts/joinings');
  return call(submitPaymentSlip, { params: { id: joiningId }, body: { [SLIP_FIELD]: file } }, { onUploadProgress: onProgress });
}
