import { fileProblem as problemOf } from '../../../lib/file-problem';

export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** The catalogue key of what is wrong with a chosen file, or null; the server checks the content again. */
export function fileProblem(
  file: File,
  types: readonly string[],
): 'files.tooLarge' | 'files.wrongTypeImage' | 'files.wrongTypeDocument' | null {
  const problem = problemOf(file, types);
  if (problem === 'FILE_TOO_LARGE') return 'files.tooLarge';
  if (problem === 'FILE_TYPE_NOT_ALLOWED') return types.includes('application/pdf') ? 'files.wrongTypeDocument' : 'files.wrongTypeImage';
  return null;
}
