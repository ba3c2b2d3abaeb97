import { useTranslation } from 'react-i18next';

/** The text under a form field: its validation key (from the domain schema or the server's detail), translated. */
export function useFileFieldError(): (error: { message?: string } | undefined) => string | undefined {
  const { t } = useTranslation('common');
  return (error) =>
    error?.message
      ? t(`validation.${error.message}`, { defaultValue: t(`errors.${error.message}`, { defaultValue: error.message }) })
      : undefined;
}
