import { useEffect, useState } from 'react';
import type { Language } from '../../i18n/i18n';

/** The current time, renewed every `intervalMs` while the component is shown. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export type TimeLeft = { days: number; hours: number; minutes: number };

/** Whole days, hours and minutes until `deadline`; null once it has passed (or when it cannot be read). */
export function timeLeft(deadline: string, now: Date): TimeLeft | null {
  const end = new Date(deadline).getTime();
  if (Number.isNaN(end)) return null;
  const ms = end - now.getTime();
  if (ms <= 0) return null;
  const minutesTotal = Math.floor(ms / 60_000);
  return { days: Math.floor(minutesTotal / 1440), hours: Math.floor((minutesTotal % 1440) / 60), minutes: minutesTotal % 60 };
}

/** '2 days 5 hours' or '3 hours 12 minutes' in the reader's language, by the browser's unit names (no plural keys). */
export function formatTimeLeft(left: TimeLeft, language: Language): string {
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  if (left.days > 0) return `${unit(left.days, 'day')} ${unit(left.hours, 'hour')}`;
  if (left.hours > 0) return `${unit(left.hours, 'hour')} ${unit(left.minutes, 'minute')}`;
  return unit(Math.max(1, left.minutes), 'minute');
}
