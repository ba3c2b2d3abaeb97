import { TIME_ZONE } from '@ico/domain/constants';
import type { Option } from '@ico/domain/options';
import { describeTime } from '@ico/domain/relative-time';
import type { Language } from '../i18n/i18n';

/** Thai shows the Buddhist era, as Thai readers expect. */
const locale = (language: Language) => (language === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB');

/** Long dates in Bangkok time ('3 March 2025'). */
export function formatLongDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(date);
}

/** A moment in Bangkok time, compact enough for a table cell ('3 Mar 2025, 14:05'); a bad value shows as it is. */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(date);
}

/** A day in Bangkok time ('3 Mar 2025'); a bad value shows as it is. */
export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeZone: TIME_ZONE }).format(date);
}

/** A country name from its ISO code, by the browser's own tables (no country list in the bundle). */
export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The label of an option code in the reader's language; an unknown code shows as it is. */
export function optionLabel(options: ReadonlyArray<Option>, value: string, language: Language): string {
  return options.find((o) => o.value === value)?.label[language] ?? value;
}

/**
 * When something happened, as the portal's lists show it (spec section 9): relative ('2 hours ago', '2 ชั่วโมงที่ผ่านมา')
 * under 3 days, a long date after that or for a time ahead of `now`; a bad value shows as it is.
 */
export function formatRelativeOrLong(iso: string, language: Language, now: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const described = describeTime(date, now);
  if (described.kind === 'absolute') return formatLongDate(date, language);
  // 'always' says '1 day ago' rather than 'yesterday', which a 30-hour-old item may not be by the calendar.
  return new Intl.RelativeTimeFormat(language, { numeric: described.value === 0 ? 'auto' : 'always' }).format(
    described.value,
    described.unit,
  );
}

/** A file's size for readers: "820 KB", "1.4 MB" (Thai uses the same units). */
export function formatFileSize(bytes: number, language: Language): string {
  const locale = language === 'th' ? 'th-TH' : 'en-GB';
  if (bytes < 1024 * 1024)
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
}
