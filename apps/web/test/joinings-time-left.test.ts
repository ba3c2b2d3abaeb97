import { describe, expect, it } from 'vitest';
import { formatTimeLeft, timeLeft } from '../src/features/joinings/use-time-left';

const now = new Date('2026-03-02T03:00:00Z');

describe('payment time left', () => {
  it.each([
    ['2026-03-04T08:30:00Z', { days: 2, hours: 5, minutes: 30 }],
    ['2026-03-02T04:05:59Z', { days: 0, hours: 1, minutes: 5 }],
    ['2026-03-02T03:00:30Z', { days: 0, hours: 0, minutes: 0 }],
  ])('until %s', (deadline, expected) => {
    expect(timeLeft(deadline, now)).toEqual(expected);
  });

  it('is null once the deadline passed or cannot be read', () => {
    expect(timeLeft('2026-03-02T03:00:00Z', now)).toBeNull();
    expect(timeLeft('2026-03-01T00:00:00Z', now)).toBeNull();
    expect(timeLeft('not a date', now)).toBeNull();
  });

  it('names days and hours, or hours and minutes, in the reader language', () => {
    expect(formatTimeLeft({ days: 2, hours: 5, minutes: 30 }, 'en')).toBe('2 days 5 hours');
    expect(formatTimeLeft({ days: 0, hours: 1, minutes: 5 }, 'en')).toBe('1 hour 5 minutes');
    expect(formatTimeLeft({ days: 0, hours: 0, minutes: 0 }, 'en')).toBe('1 minute');
    expect(formatTimeLeft({ days: 1, hours: 0, minutes: 0 }, 'th')).toBe('1 วัน 0 ชั่วโมง');
  });
});
