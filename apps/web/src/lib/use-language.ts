import { isLanguage, type Language } from '@ico/domain/language';
import { useTranslation } from 'react-i18next';

/** The language the page is shown in, as the domain's Language. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'en';
}
