import { isErrorCode } from '@ico/domain/errors';
import { VALIDATION_KEYS } from '@ico/domain/validation-keys';
import { useTranslation } from 'react-i18next';

const isValidationKey = (key: string) => (VALIDATION_KEYS as readonly string[]).includes(key);

/**
 * The text under a field. Field errors carry a validation key (from the domain schemas or the API's
 * `detail`) or a server code (USERNAME_EXISTS, OLD_PASSWORD_WRONG), translated from the common catalogue.
 */
export function useFieldError(): (error: { message?: string } | undefined) => string | undefined {
  const { t } = useTranslation('common');
  return (error) => {
    const key = error?.message;
    if (!key) return undefined;
    if (isValidationKey(key)) return t(`validation.${key}`);
    if (isErrorCode(key)) return t(`errors.${key}`);
    return key;
  };
}
