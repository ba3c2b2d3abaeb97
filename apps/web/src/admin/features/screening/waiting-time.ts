import type { Language } from '../../../i18n/i18n';

/** How long a submission has waited, in its largest whole unit ('3 days', '5 ชั่วโมง'), by the browser's own words. */
export function waitingTime(submittedAt: string, now: Date, language: Language): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(submittedAt).getTime()) / 60_000));
  const [value, unit] =
    minutes >= 1440 ? [Math.floor(minutes / 1440), 'day'] : minutes >= 60 ? [Math.floor(minutes / 60), 'hour'] : [minutes, 'minute'];
  return new Intl.NumberFormat(language === 'th' ? 'th-TH' : 'en-GB', { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** Two days or more: the queue marks the row as overdue. */
export const isOverdue = (submittedAt: string, now: Date) => now.getTime() - new Date(submittedAt).getTime() >= 2 * 86_400_000;
