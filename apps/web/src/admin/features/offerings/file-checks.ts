import { MAX_UPLOAD_BYTES } from '@ico/domain/constants';

export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** The catalogue key of what is wrong with a chosen file, or null; the server checks the content again. */
export function fileProblem(
  file: File,
  types: readonly string[],
): 'files.tooLarge' | 'files.wrongTypeImage' | 'files.wrongTypeDocument' | null {
  if (!types.includes(file.type)) return types.includes('application/pdf') ? 'files.wrongTypeDocument' : 'files.wrongTypeImage';
  if (file.size > MAX_UPLOAD_BYTES) return 'files.tooLarge';
  return null;
}
