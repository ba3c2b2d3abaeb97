import { TIME_ZONE } from '@ico/domain/constants';
import type { Language } from '../i18n/i18n';

/** Long dates in Bangkok time; Thai shows the Buddhist era as Thai readers expect. */
export function formatLongDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(date);
}
