import type { JoiningStatus } from '@ico/domain/statuses';
import { api, type UploadProgress } from '../../../lib/api-client';

/** The multipart field the server reads the slip from (spec section 7). */
export const SLIP_FIELD = 'paymentSlipFilePrivate';

export type SlipAnswer = { message: 'THANK_YOU'; status: JoiningStatus };

/** `POST /icoportal/paymentslip_file/{joiningId}/`: one JPEG, PNG or PDF; the joining moves to PAYMNENT_SCREENING. */
export function uploadSlip(joiningId: number, file: File, onProgress: UploadProgress): Promise<SlipAnswer> {
  const formData = new FormData();
  formData.append(SLIP_FIELD, file);
  return api<SlipAnswer>(`/icoportal/paymentslip_file/${joiningId}/`, { formData, onUploadProgress: onProgress });
}
