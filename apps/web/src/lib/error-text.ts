import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/**
 * The text of a failed call (spec section 8): the translated message, then the detail entries as
 * 'field: reason' pairs, each reason translated when it is a validation key.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.INTERNAL_ERROR', { ns: 'common' });
  const message = t(`errors.${error.code}`, { ns: 'common', defaultValue: error.code });
  const details = Object.entries(error.detail).map(
    ([field, reason]) =>
      `${t(`fields.${field}`, { ns: 'common', defaultValue: field })}: ${t(`validation.${reason}`, { ns: 'common', defaultValue: reason })}`,
  );
  return details.length > 0 ? `${message} ${details.join(', ')}` : message;
}
