import { describe, expect, it } from 'vitest';
import { formatDate, formatRelativeOrLong } from '../src/lib/format';

const now = new Date('2026-03-05T12:00:00Z');

describe('list dates: relative under 3 days, a long date after', () => {
  it.each([
    ['2026-03-05T11:59:30Z', 'en', '30 seconds ago'],
    ['2026-03-05T11:58:00Z', 'en', '2 minutes ago'],
    ['2026-03-05T10:00:00Z', 'en', '2 hours ago'],
    ['2026-03-04T12:00:00Z', 'en', '1 day ago'],
    ['2026-03-02T12:00:01Z', 'en', '2 days ago'],
    ['2026-03-05T12:00:00Z', 'en', 'now'],
    ['2026-03-05T10:00:00Z', 'th', '2 ชั่วโมงที่ผ่านมา'],
    ['2026-03-03T12:00:00Z', 'th', '2 วันที่ผ่านมา'],
  ] as const)('%s in %s', (iso, language, expected) => {
    expect(formatRelativeOrLong(iso, language, now)).toBe(expected);
  });

  it('shows a long date from exactly 3 days (259,200,000 ms), in Bangkok time, Thai with the Buddhist era', () => {
    expect(formatRelativeOrLong('2026-03-02T12:00:00Z', 'en', now)).toBe('2 March 2026');
    expect(formatRelativeOrLong('2026-03-02T12:00:00Z', 'th', now)).toBe('2 มีนาคม 2569');
    // 20:00 UTC on 1 March is already 2 March in Bangkok.
    expect(formatRelativeOrLong('2026-03-01T20:00:00Z', 'en', now)).toBe('2 March 2026');
  });

  it('shows a time ahead of now as a date, and a bad value as it is', () => {
    expect(formatRelativeOrLong('2026-03-06T12:00:00Z', 'en', now)).toBe('6 March 2026');
    expect(formatRelativeOrLong('not a date', 'en', now)).toBe('not a date');
  });
});

describe('a day as the joinings show it (issue 19: the join date)', () => {
  it("is the Bangkok day in the reader's language: 06:32 in Bangkok on 24 November is 23:32 UTC the day before", () => {
    expect(formatDate('2026-11-23T23:32:00Z', 'en')).toBe('24 Nov 2026');
    expect(formatDate('2026-11-23T23:32:00Z', 'th')).toBe('24 พ.ย. 2569');
  });
});
