import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@ico/domain/language';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

export type { Language };

const STORAGE_KEY = 'lang';

function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : FALLBACK_LANGUAGE;
  } catch {
    return FALLBACK_LANGUAGE;
  }
}

export function changeLanguage(language: Language): Promise<unknown> {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
  return i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

// Each namespace is its own chunk: a page loads only the texts it shows, in the language it shows.
void i18n
  .use(resourcesToBackend((language: string, namespace: string) => import(`../locales/${language}/${namespace}.json`)))
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    // Both catalogues are complete (test/catalogues.test.ts checks every key), so a Thai page never needs the
    // English texts: without a fallback language i18next does not download them beside the Thai ones.
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

export default i18n;
