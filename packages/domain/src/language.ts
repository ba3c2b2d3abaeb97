/** The portal's languages; English is the fallback (spec section 1). Mails follow the user's language. */
export const LANGUAGES = ['en', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
