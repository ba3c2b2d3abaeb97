import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_LIMITS, parseDuration, sessionAudience, sessionEndsAt, sessionOver } from '../src/session-lifetimes';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const signIn = new Date('2026-01-01T00:00:00Z');
const at = (ms: number) => new Date(signIn.getTime() + ms);

describe('sessionOver', () => {
  const { investor, staff } = DEFAULT_SESSION_LIMITS;
  it.each([
    // Investors: 30 days from the sign-in, 14 days from the last use.
    ['investor just used', investor, 0, 0, null],
    ['investor idle one minute short of 14 days', investor, 0, 14 * DAY - MINUTE, null],
    ['investor idle exactly 14 days', investor, 0, 14 * DAY, 'idle'],
    ['investor used daily, day 29', investor, 28 * DAY, 29 * DAY, null],
    ['investor used daily, day 30', investor, 29 * DAY, 30 * DAY, 'lifetime'],
    ['investor used a minute ago, day 31', investor, 31 * DAY - MINUTE, 31 * DAY, 'lifetime'],
    // Staff: 12 hours from the sign-in, 30 minutes from the last use.
    ['staff idle 29 minutes', staff, 0, 29 * MINUTE, null],
    ['staff idle 30 minutes', staff, 0, 30 * MINUTE, 'idle'],
    ['staff busy all day, hour 11', staff, 11 * HOUR - MINUTE, 11 * HOUR, null],
    ['staff busy all day, hour 12', staff, 12 * HOUR - MINUTE, 12 * HOUR, 'lifetime'],
    // The attack of issue 15: a 90-day-old administrator session refreshed a minute earlier.
    ['staff session 90 days old', staff, 90 * DAY - MINUTE, 90 * DAY, 'lifetime'],
  ] as const)('%s', (_, limits, lastUse, now, expected) => {
    expect(sessionOver(limits, { createdAt: signIn, lastUsedAt: at(lastUse) }, at(now))).toBe(expected);
  });
});

describe('sessionEndsAt', () => {
  it.each([
    ['idle end first', DEFAULT_SESSION_LIMITS.investor, 0, 14 * DAY],
    ['idle end after a use on day 10', DEFAULT_SESSION_LIMITS.investor, 10 * DAY, 24 * DAY],
    ['lifetime caps the idle end', DEFAULT_SESSION_LIMITS.investor, 20 * DAY, 30 * DAY],
    ['staff: 30 minutes after the last use', DEFAULT_SESSION_LIMITS.staff, HOUR, HOUR + 30 * MINUTE],
    ['staff: never past 12 hours', DEFAULT_SESSION_LIMITS.staff, 12 * HOUR - MINUTE, 12 * HOUR],
  ] as const)('%s', (_, limits, lastUse, end) => {
    expect(sessionEndsAt(limits, { createdAt: signIn, lastUsedAt: at(lastUse) })).toEqual(at(end));
  });
});

describe('sessionAudience', () => {
  it.each([
    [{ role: null }, 'investor'],
    [{ role: 'support' }, 'staff'],
    [{ role: 'admin' }, 'staff'],
  ] as const)('%j -> %s', (user, expected) => {
    expect(sessionAudience(user)).toBe(expected);
  });
});

describe('parseDuration', () => {
  it.each([
    ['30m', 30 * MINUTE],
    ['12h', 12 * HOUR],
    ['30d', 30 * DAY],
    [' 14d ', 14 * DAY],
    ['0m', null],
    ['30', null],
    ['30s', null],
    ['1.5h', null],
    ['-1d', null],
    ['30 d', null],
    ['1000000d', null],
    ['', null],
  ] as const)('%j -> %j', (text, expected) => {
    expect(parseDuration(text)).toBe(expected);
  });
});
