import type { UploadProgress } from '../../../lib/upload-request';
import { uploadForm } from '../../../lib/upload-request';

export type FinishAnswer = { message: 'FINISH' };

/** `POST /auth/selfie_file/` (multipart): the selfie and the ID card sides or passport pages, by field name. */
export function submitSelfieFile(files: Record<string, File>, onProgress: UploadProgress): Promise<FinishAnswer> {
  const body = new FormData();
  for (const [field, file] of Object.entries(files)) body.append(field, file, file.name);
  return uploadForm<FinishAnswer>('/auth/selfie_file/', body, onProgress);
}
