import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../src/lib/format';

/** 06:32 in Bangkok on 24 November 2026 is still the 23rd in UTC (issue 19, Deliver 5). */
const EARLY_MORNING = '2026-11-23T23:32:00.000Z';

describe('dates are Bangkok days in the reader language', () => {
  it('shows the Bangkok day, Thai in the Buddhist era', () => {
    expect(formatDate(EARLY_MORNING, 'th')).toBe('24 พ.ย. 2569');
    expect(formatDate(EARLY_MORNING, 'en')).toBe('24 Nov 2026');
    expect(formatDateTime(EARLY_MORNING, 'en')).toBe('24 Nov 2026, 06:32');
    expect(formatDateTime(EARLY_MORNING, 'th')).toContain('06:32');
  });

  it('turns to the next day at 17:00 UTC, not at midnight UTC', () => {
    expect(formatDate('2026-11-23T16:59:59.000Z', 'en')).toBe('23 Nov 2026');
    expect(formatDate('2026-11-23T17:00:00.000Z', 'en')).toBe('24 Nov 2026');
  });
});
