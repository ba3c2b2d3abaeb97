import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import th from 'i18n-iso-countries/langs/th.json' with { type: 'json' };
import type { Option } from './options';

countries.registerLocale(en);
countries.registerLocale(th);

/** The country of Thai address blocks, fixed (spec section 5). */
export const THAILAND = 'TH';

/**
 * ISO 3166-1 countries with English and Thai names from i18n-iso-countries. The full ISO list is kept
 * (territories included) because residence addresses exist in them too.
 */
export const COUNTRY_OPTIONS: ReadonlyArray<Option> = Object.keys(countries.getAlpha2Codes())
  .map((code) => ({
    value: code,
    label: {
      en: countries.getName(code, 'en', { select: 'official' }) ?? code,
      th: countries.getName(code, 'th', { select: 'official' }) ?? countries.getName(code, 'en') ?? code,
    },
  }))
  .sort((a, b) => a.label.en.localeCompare(b.label.en, 'en'));

export const COUNTRY_CODES: [string, ...string[]] = COUNTRY_OPTIONS.map((c) => c.value) as [string, ...string[]];

export const isCountryCode = (code: string): boolean => countries.isValid(code) && code === code.toUpperCase();
