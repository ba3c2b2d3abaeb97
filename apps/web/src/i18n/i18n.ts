import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@ico/domain/language';
import { MAX_UPLOAD_MB_TEXT } from '@ico/domain/upload-images';
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

/**
 * Every catalogue is a file of its own in the build (its hashed address here, not its texts), fetched as JSON the
 * first time a page shows that namespace in that language: data, not code, so the browser parses it with its JSON
 * parser instead of compiling it as a script, and a page loads only the texts it shows, in the language it shows.
 */
const CATALOGUES = import.meta.glob<string>('../locales/*/*.json', { query: '?url', import: 'default', eager: true });

async function loadCatalogue(language: string, namespace: string): Promise<unknown> {
  const url = CATALOGUES[`../locales/${language}/${namespace}.json`];
  if (!url) throw new Error(`no catalogue ${language}/${namespace}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`catalogue ${language}/${namespace}: HTTP ${response.status}`);
  return response.json();
}

void i18n
  .use(resourcesToBackend(loadCatalogue))
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    // Both catalogues are complete (test/catalogues.test.ts checks every key), so a Thai page never needs the
    // English texts: without a fallback language i18next does not download them beside the Thai ones.
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    ns: ['common'],
    defaultNS: 'common',
    // Every text that names the upload limit (the picker's hint, FILE_TOO_LARGE from the browser or the server) takes
    // the number from the domain constant.
    interpolation: { escapeValue: false, defaultVariables: { uploadLimitMb: MAX_UPLOAD_MB_TEXT } },
    react: { useSuspense: true },
  });

export default i18n;
