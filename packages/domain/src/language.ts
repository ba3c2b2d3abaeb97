/** The portal's languages; English is the fallback (spec section 1). Mails follow the user's language. */
export const LANGUAGES = ['en', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * The portal's language a browser asks for first (`navigator.languages`, most wanted first, as BCP 47 tags such as
 * `th-TH` or `en-GB`), or undefined when it asks for none of them. Only the primary subtag counts: `th-TH` and `th`
 * are Thai. Used for a first visit only; the investor's own choice, once made, wins.
 */
export function preferredLanguage(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}
