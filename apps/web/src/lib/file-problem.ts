import { ALLOWED_UPLOAD_MIME_TYPES, MAX_UPLOAD_BYTES } from '@ico/domain/constants';

/** What is wrong with a file before it is sent, as the validation key the server would answer. */
export type FileProblem = 'FILE_REQUIRED' | 'FILE_TOO_LARGE' | 'FILE_TYPE_NOT_ALLOWED';

/** The browser's own check of a chosen file before anything is sent: the server checks again, by content. */
export function fileProblem(file: File, types: readonly string[] = ALLOWED_UPLOAD_MIME_TYPES): FileProblem | undefined {
  if (file.size > MAX_UPLOAD_BYTES) return 'FILE_TOO_LARGE';
  if (!types.includes(file.type)) return 'FILE_TYPE_NOT_ALLOWED';
  return undefined;
}
