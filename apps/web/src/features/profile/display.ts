import { TIME_ZONE } from '@ico/domain/constants';
import { isLanguage, type Language } from '@ico/domain/language';
import type { Option } from '@ico/domain/options';
import { useTranslation } from 'react-i18next';

/** The language the page is shown in, as the domain's Language. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'en';
}

/** The label of a stored option value in the reader's language; an unknown value is shown as stored. */
export function optionLabel(options: ReadonlyArray<Option>, value: string, language: Language): string {
  return options.find((o) => o.value === value)?.label[language] ?? value;
}

/** Date and time of a sign-in in Bangkok time; Thai shows the Buddhist era. */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  }).format(date);
}

/** `yyyy-mm-dd` as a date (midnight UTC is the same calendar day in Bangkok). */
export function parseDay(day: string): Date | undefined {
  const date = new Date(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** An identity number with all but the last 4 characters hidden: the hidden part and the visible tail. */
export function maskedParts(value: string): { hidden: string; tail: string } {
  const tail = value.slice(-4);
  return { hidden: '•'.repeat(Math.max(0, value.length - tail.length)), tail };
}

/** A phone with its country code; numbers may arrive joined as `code-number` (see joinPhone). */
export function formatPhone(code: string | null, number: string): string {
  if (!code) return number;
  const local = number.startsWith(`${code}-`) ? number.slice(code.length + 1) : number;
  return `${code} ${local}`;
}

export const fullName = (first: string, last: string): string => [first, last].filter((part) => part.trim() !== '').join(' ');
