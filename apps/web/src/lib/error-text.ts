import { FALLBACK_LANGUAGE, isLanguage } from '@ico/domain/language';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import i18n from '../i18n/i18n';
import type { Resources } from '../i18n/resources';
import { ApiError } from './api-client';
import { formatDateTime } from './format';

/**
 * The one place where a code becomes text and a server error goes under its field. A code is a validation key
 * (from the domain schemas or the server's `detail`) or a server error code (USERNAME_EXISTS, HOLIDAY_EXISTS);
 * both are worded in the common catalogue, and a screen with its own wording of some keys names its namespace.
 */

/** Namespaces that word some validation keys their own way (an offering's ticker, a survey's text limit). */
export type WordingNamespace = 'admin-offerings' | 'admin-surveys' | 'admin-communication';

/**
 * A code from the server or a schema is only a string: it is looked up as a key of the section, and the
 * defaultValue chain answers for a code the catalogue does not word.
 */
type CodeKey<Section extends keyof Resources['common']> = keyof Resources['common'][Section] & string;

// Fixed to the current language at each call (lng null): the texts follow a language switch.
const validationText = i18n.getFixedT(null, 'common', 'validation');
const errorCodeText = i18n.getFixedT(null, 'common', 'errors');

/** The common wording of a code: its validation text, else its error text, else the code itself. */
function commonCodeText(code: string): string {
  return validationText(code as CodeKey<'validation'>, { defaultValue: errorCodeText(code as CodeKey<'errors'>, { defaultValue: code }) });
}

/** A communication text's limit names the field's own maximum; the common wording has another one. */
function communicationText(code: string, max: number | undefined): string | undefined {
  const text = i18n.getFixedT(null, 'admin-communication', 'validation');
  if (code === 'TEXT_TOO_LONG' && max !== undefined) return text('textTooLong', { max: max.toLocaleString('en-US') });
  if (code === 'ONE_LANGUAGE_REQUIRED') return text('oneLanguage');
  return undefined;
}

/** The text of a code: the screen's own wording first (when it has one), then the common catalogue. */
export function codeText(code: string, options: { ns?: WordingNamespace; max?: number } = {}): string {
  const { ns, max } = options;
  if (ns === 'admin-communication') return communicationText(code, max) ?? commonCodeText(code);
  // The screens' catalogues differ in their keys; a code they do not word falls back to the common text.
  if (ns) return i18n.getFixedT(null, ns, 'validation')(code as never, { defaultValue: commonCodeText(code) });
  return commonCodeText(code);
}

/** What a form library or a screen holds for one field: the code, or react-hook-form's error with the code as message. */
type FieldErrorLike = string | { message?: string } | undefined;

/**
 * The text under a field, for a component: re-renders with the language and loads the screen's namespace.
 * `max` is the field's own limit, for the texts that name it.
 */
export function useFieldError(ns?: WordingNamespace): (error: FieldErrorLike, max?: number) => string | undefined {
  useTranslation(ns ? ['common', ns] : 'common');
  return (error, max) => fieldErrorText(error, { ns, max });
}

/** The text under a field, outside a component or where the component already follows the language. */
export function fieldErrorText(error: FieldErrorLike, options: { ns?: WordingNamespace; max?: number } = {}): string | undefined {
  const code = typeof error === 'string' ? error : error?.message;
  return code ? codeText(code, options) : undefined;
}

/** An instant in a detail (APPROVER_TOO_NEW's `approvableFrom`), as the server writes it. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A detail value as a message words it: an instant in the reader's language and Bangkok time, anything else as it is. */
function detailValue(value: string): string {
  if (!INSTANT.test(value)) return value;
  return formatDateTime(value, isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE);
}

/**
 * The text of a failed call (spec section 8): the translated message, with the detail entries it names
 * (`{{approvableFrom}}`) in it, then the other detail entries as 'field: reason' pairs, each reason translated when
 * it is a validation key.
 */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError)) return errorCodeText('INTERNAL_ERROR');
  const values = Object.fromEntries(Object.entries(error.detail).map(([field, value]) => [field, detailValue(value)]));
  const message = errorCodeText(error.code as CodeKey<'errors'>, { ...values, defaultValue: error.code });
  const template = i18n.getResource(i18n.language, 'common', `errors.${error.code}`);
  const worded = (field: string) => typeof template === 'string' && template.includes(`{{${field}}}`);
  const details = Object.entries(error.detail)
    .filter(([field]) => !worded(field))
    .map(([field, reason]) => `${field}: ${validationText(reason as CodeKey<'validation'>, { defaultValue: reason })}`);
  return details.length > 0 ? `${message} ${details.join(', ')}` : message;
}

/** Codes that belong to one field even when the server sends no detail. */
const CODE_FIELD: Record<string, string> = { USERNAME_EXISTS: 'username', EMAIL_EXISTS: 'email' };

/**
 * Puts the server's field errors under the fields of the form (the code as the message, worded by
 * useFieldError) and focuses the first of them in the form's order. `codeFields` names the field of a code
 * that comes without detail (OLD_PASSWORD_WRONG is the old password's). Answers false when the error concerns
 * no field of the form, so the caller shows it above the form.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  codeFields: Partial<Record<string, Path<T>>> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const byField = new Map(Object.entries(error.detail));
  const codeField = codeFields[error.code] ?? CODE_FIELD[error.code];
  if (codeField && !byField.has(codeField)) byField.set(codeField, error.code);
  let placed = false;
  for (const field of fields) {
    const code = byField.get(field);
    if (code === undefined) continue;
    setError(field, { type: 'server', message: code }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/** errorText for a component that shows no other text of its own: it re-renders with the language. */
export function useErrorText(): (error: unknown) => string {
  useTranslation('common');
  return errorText;
}
