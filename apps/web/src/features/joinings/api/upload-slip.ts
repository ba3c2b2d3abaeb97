import type { PaymentSlipAnswer } from '@ico/domain/contracts/joinings';
import { api, type UploadProgress } from '../../../lib/api-client';

/** The multipart field the server reads the slip from (spec section 7). */
export const SLIP_FIELD = 'paymentSlipFilePrivate';

/** `POST /icoportal/paymentslip_file/{joiningId}/`: one JPEG, PNG or PDF; the joining moves to PAYMNENT_SCREENING. */
export function uploadSlip(joiningId: number, file: File, onProgress: UploadProgress): Promise<PaymentSlipAnswer> {
  const formData = new FormData();
  formData.append(SLIP_FIELD, file);
  return api<PaymentSlipAnswer>(`/icoportal/paymentslip_file/${joiningId}/`, { formData, onUploadProgress: onProgress });
}
