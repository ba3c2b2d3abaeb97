import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language, preferredLanguage } from '@ico/domain/language';
import { MAX_UPLOAD_MB_TEXT } from '@ico/domain/upload-images';
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

export type { Language };

const STORAGE_KEY = 'lang';

function storedLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language of the first page: the investor's stored choice (the language switch), else the first of the browser's
 * languages the portal has (a th-TH phone starts in Thai), else English. Nothing is stored until the investor chooses.
 */
const START_LANGUAGE: Language = storedLanguage() ?? preferredLanguage(navigator.languages ?? [navigator.language]) ?? FALLBACK_LANGUAGE;
document.documentElement.lang = START_LANGUAGE;

export function changeLanguage(language: Language): Promise<unknown> {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
  // The same choice for the server, which names the first page's texts in that language (api web/route-preloads.ts).
  // A hint only: no identity, read by no other code.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every phone browser the portal serves.
  document.cookie = `${STORAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax`;
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

/** Catalogues asked for, by address: a catalogue fetched ahead (`preloadTexts`) is not fetched again when i18next asks. */
const fetched = new Map<string, Promise<unknown>>();

function loadCatalogue(language: string, namespace: string): Promise<unknown> {
  const url = CATALOGUES[`../locales/${language}/${namespace}.json`];
  if (!url) return Promise.reject(new Error(`no catalogue ${language}/${namespace}`));
  let catalogue = fetched.get(url);
  if (!catalogue) {
    // Texts gate the first paint of every page (Suspense): asked for ahead of the page's many small script chunks.
    catalogue = fetch(url, { priority: 'high' }).then((response) => {
      if (!response.ok) throw new Error(`catalogue ${language}/${namespace}: HTTP ${response.status}`);
      return response.json();
    });
    // A failed fetch is not kept: the next ask (i18next retries, or a later page) tries again.
    catalogue.catch(() => fetched.delete(url));
    fetched.set(url, catalogue);
  }
  return catalogue;
}

/**
 * Starts fetching the common texts and `namespaces` in the first page's language now, at start-up, rather than when
 * i18next gets to them after its asynchronous set-up and the first render (main.tsx: the first page's namespaces).
 */
export function preloadTexts(namespaces: readonly string[]): void {
  for (const namespace of new Set(['common', ...namespaces])) void loadCatalogue(START_LANGUAGE, namespace).catch(() => undefined);
}

const initialised = i18n
  .use(resourcesToBackend(loadCatalogue))
  .use(initReactI18next)
  .init({
    lng: START_LANGUAGE,
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

/**
 * Settles once i18next holds the common texts and `namespaces` in the start language (or failed to get them): the
 * first render waits for it (main.tsx), so that its pages find their texts and show at once instead of suspending.
 */
export function firstTextsLoaded(namespaces: readonly string[]): Promise<unknown> {
  return initialised.then(() => i18n.loadNamespaces(['common', ...namespaces])).catch(() => undefined);
}

export default i18n;
