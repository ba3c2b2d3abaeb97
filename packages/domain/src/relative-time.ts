import { RELATIVE_TIME_LIMIT_MS } from './constants';

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day';
export type TimeDescription = { kind: 'relative'; value: number; unit: RelativeUnit } | { kind: 'absolute' };

const UNITS: ReadonlyArray<[RelativeUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
];

/**
 * Items under 3 days old are described relatively ('2 hours ago', value -2 in Intl terms);
 * older ones (and future ones) with a long date.
 */
export function describeTime(at: Date, now: Date): TimeDescription {
  const age = now.getTime() - at.getTime();
  if (age < 0 || age >= RELATIVE_TIME_LIMIT_MS) return { kind: 'absolute' };
  for (const [unit, ms] of UNITS) {
    if (age >= ms) return { kind: 'relative', value: -Math.floor(age / ms), unit };
  }
  return { kind: 'relative', value: 0, unit: 'second' };
}
