import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/**
 * The text under a field: its validation key from the schema or the server, or a server code such as
 * USERNAME_EXISTS, from the common catalogue.
 */
export function fieldError(t: TFunction, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return t(`validation.${key}`, { ns: 'common', defaultValue: t(`errors.${key}`, { ns: 'common', defaultValue: key }) });
}

/** Codes that belong to one field even when the server sends no detail. */
const CODE_FIELD: Record<string, string> = { USERNAME_EXISTS: 'username', EMAIL_EXISTS: 'email' };

/**
 * Puts the server's field errors under the fields of the form (and focuses the first).
 * Answers false when the error concerns no field, so the caller shows it above the form.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  const entries: Array<[string, string]> = Object.entries(error.detail);
  const codeField = CODE_FIELD[error.code];
  if (codeField && !entries.some(([field]) => field === codeField)) entries.push([codeField, error.code]);
  let placed = false;
  for (const [field, reason] of entries) {
    const name = fields.find((f) => f === field);
    if (!name) continue;
    setError(name, { type: 'server', message: reason }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
