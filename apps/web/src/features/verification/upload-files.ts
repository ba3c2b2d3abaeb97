import type { SubmissionSummary } from '@ico/domain/contracts/verification';
import { useState } from 'react';
import { fileProblem } from '../../lib/file-problem';

/**
 * The chosen files of one screen, by multipart field, with an error key per field (validation keys of the
 * common catalogue). A file that fails the browser check is not kept. `sent` names the files of a returned
 * submission by field: each stands for a required file until another is chosen, and goes as `keepFiles`.
 */
export function useUploadFiles(required: readonly string[], sent: Readonly<Record<string, string>> = {}) {
  const [files, setFiles] = useState<Record<string, File>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The fields whose photo is still being made smaller: the screen holds its send button meanwhile.
  const [preparingFields, setPreparingFields] = useState<ReadonlySet<string>>(new Set());
  const preparingChange = (field: string, busy: boolean) =>
    setPreparingFields((current) => {
      if (current.has(field) === busy) return current;
      const next = new Set(current);
      if (busy) next.add(field);
      else next.delete(field);
      return next;
    });

  const setError = (field: string, key: string | undefined) =>
    setErrors((current) => {
      const { [field]: _, ...rest } = current;
      return key ? { ...rest, [field]: key } : rest;
    });

  const choose = (field: string, file: File | null) => {
    const problem = file ? fileProblem(file) : undefined;
    setFiles((current) => {
      const { [field]: _, ...rest } = current;
      return file && !problem ? { ...rest, [field]: file } : rest;
    });
    setError(field, problem);
  };

  /** The sent files still kept: those with no new file chosen. */
  const kept = Object.keys(sent).filter((field) => !files[field]);

  /** Marks the required fields still empty; answers whether every required file is there. */
  const checkRequired = (): boolean => {
    const missing = required.filter((field) => !files[field] && !kept.includes(field));
    for (const field of missing) setError(field, 'FILE_REQUIRED');
    return missing.length === 0 && required.every((field) => !errors[field]);
  };

  return { files, errors, choose, setError, checkRequired, kept, sent, preparing: preparingFields.size > 0, preparingChange };
}

/** The file names of a returned submission by field, for the fields this screen takes. */
export function sentFiles(returned: SubmissionSummary | undefined, fields: readonly string[]): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const file of returned?.files ?? []) if (fields.includes(file.field)) sent[file.field] = file.fileName;
  return sent;
}
