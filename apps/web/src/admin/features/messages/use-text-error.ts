import { useTranslation } from 'react-i18next';
import { fieldError } from '../../lib/form-errors';

/**
 * The text of a validation key under a message, notice or reply field. TEXT_TOO_LONG names the field's own
 * limit (the common wording has another one); other keys come from the common catalogue.
 */
export function useTextError(): (key: string | undefined, max?: number) => string | undefined {
  const { t } = useTranslation('admin-communication');
  return (key, max) => {
    if (!key) return undefined;
    if (key === 'TEXT_TOO_LONG' && max !== undefined) return t('validation.textTooLong', { max: max.toLocaleString('en-US') });
    if (key === 'ONE_LANGUAGE_REQUIRED') return t('validation.oneLanguage');
    return fieldError(t, key);
  };
}
