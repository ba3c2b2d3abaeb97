import { useTranslation } from 'react-i18next';
import { fieldError } from '../../lib/form-errors';

/**
 * The text of a validation key from the shared schemas: the offering screens' own wording first (their
 * keys, such as TICKER_FORMAT, are not in the common catalogue), then the common one.
 */
export function useFieldError(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation('admin-offerings');
  return (key) => (key ? t(`validation.${key}`, { defaultValue: fieldError(t, key) }) : undefined);
}
