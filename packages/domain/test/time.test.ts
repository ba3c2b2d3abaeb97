import { describe, expect, it } from 'vitest';
import { addBusinessDays, bangkokDate, isBusinessDay, paymentDeadline } from '../src/business-days';
import { RELATIVE_TIME_LIMIT_MS } from '../src/constants';
import { describeTime } from '../src/relative-time';

const none = new Set<string>();

describe('business days', () => {
  it.each([
    ['2026-11-20', true], // Friday
    ['2026-11-21', false], // Saturday
    ['2026-11-22', false], // Sunday
    ['2026-11-23', true], // Monday
  ])('%s business day: %s', (date, expected) => {
    expect(isBusinessDay(date, none)).toBe(expected);
  });

  it.each([
    ['2026-11-16', 3, none, '2026-11-19'], // Monday -> Thursday
    ['2026-11-18', 3, none, '2026-11-23'], // Wednesday -> Monday over the weekend
    ['2026-11-20', 3, none, '2026-11-25'], // Friday -> Wednesday
    ['2026-11-21', 3, none, '2026-11-25'], // Saturday -> Wednesday
    ['2026-12-03', 3, new Set(['2026-12-07']), '2026-12-09'], // Father's Day substitute skipped
    ['2026-12-29', 3, new Set(['2026-12-31', '2027-01-01']), '2027-01-05'],
  ])('%s + %i business days -> %s', (start, days, holidays, expected) => {
    expect(addBusinessDays(start, days, holidays as Set<string>)).toBe(expected);
  });

  it('uses the Bangkok calendar day of the reservation', () => {
    // 20:00 UTC on Sunday 22 Nov is 03:00 Monday 23 Nov in Bangkok.
    expect(bangkokDate(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
    expect(bangkokDate(new Date('2026-11-22T16:59:59Z'))).toBe('2026-11-22');
  });

  it('ends the payment period at the last moment of the third business day, Bangkok time', () => {
    const deadline = paymentDeadline(new Date('2026-11-18T03:00:00Z'), none);
    expect(deadline.toISOString()).toBe('2026-11-23T16:59:59.999Z');
    const deadlineWithHoliday = paymentDeadline(new Date('2026-11-18T03:00:00Z'), new Set(['2026-11-20']));
    expect(deadlineWithHoliday.toISOString()).toBe('2026-11-24T16:59:59.999Z');
  });
});

describe('relative time under 3 days', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it.each([
    [0, { kind: 'relative', value: 0, unit: 'second' }],
    [59_000, { kind: 'relative', value: -59, unit: 'second' }],
    [60_000, { kind: 'relative', value: -1, unit: 'minute' }],
    [2 * 3_600_000 + 5, { kind: 'relative', value: -2, unit: 'hour' }],
    [86_400_000, { kind: 'relative', value: -1, unit: 'day' }],
    [RELATIVE_TIME_LIMIT_MS - 1, { kind: 'relative', value: -2, unit: 'day' }],
    [RELATIVE_TIME_LIMIT_MS, { kind: 'absolute' }],
    [-60_000, { kind: 'absolute' }],
  ])('%i ms ago -> %j', (ms, expected) => {
    expect(describeTime(ago(ms), now)).toEqual(expected);
  });
});
