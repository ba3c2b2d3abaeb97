import { describe, expect, it } from 'vitest';
import {
  bookedBeforeReservation,
  futureCredit,
  inPaymentWindow,
  type MatchableJoining,
  matchCredits,
  STATEMENT_CLOCK_SKEW_MINUTES,
} from '../src/credit-matching';
import { MATCH_GRACE_HOURS } from '../src/reconciliation';

const HOUR = 3_600_000;
const start = new Date('2026-11-20T03:00:00Z');
const deadline = new Date('2026-11-25T16:59:59Z');
const joining = (id: number, overrides: Partial<MatchableJoining> = {}): MatchableJoining => ({
  id,
  status: 'WAITING_FOR_PAYMENT',
  amount: '5000',
  paymentStartedAt: start,
  deadline,
  slipReferences: [],
  ...overrides,
});
const credit = (amount: string, bookedAt = new Date('2026-11-21T02:00:00Z'), reference: string | null = null) => ({
  amount,
  bookedAt,
  reference,
});

describe('the payment window', () => {
  it.each([
    ['at its start', start, true],
    ['a millisecond before', new Date(start.getTime() - 1), false],
    ['at the deadline plus the grace', new Date(deadline.getTime() + MATCH_GRACE_HOURS * HOUR), true],
    ['a millisecond after that', new Date(deadline.getTime() + MATCH_GRACE_HOURS * HOUR + 1), false],
  ])('%s: %s', (_, at, expected) => {
    expect(inPaymentWindow(joining(1), at)).toBe(expected);
  });
});

describe('matching credits with joinings', () => {
  it.each([
    ['exact amount, one joining', [credit('5000.00')], [joining(1)], [{ match: 'MATCHED', joiningId: 1, candidateIds: [] }]],
    ['one satang more is not the amount', [credit('5000.01')], [joining(1)], [{ match: 'UNMATCHED', joiningId: null, candidateIds: [] }]],
    [
      'two joinings of that amount',
      [credit('5000')],
      [joining(1), joining(2)],
      [{ match: 'AMBIGUOUS', joiningId: null, candidateIds: [1, 2] }],
    ],
    [
      'booked before the window opened',
      [credit('5000', new Date(start.getTime() - 1))],
      [joining(1)],
      [{ match: 'UNMATCHED', joiningId: null, candidateIds: [] }],
    ],
    [
      'booked after the window and its grace',
      [credit('5000', new Date(deadline.getTime() + (MATCH_GRACE_HOURS + 1) * HOUR))],
      [joining(1)],
      [{ match: 'LATE', joiningId: 1, candidateIds: [] }],
    ],
    [
      'a joining not awaiting payment is no candidate',
      [credit('5000')],
      [joining(1, { status: 'RESERVATION_REJECTED' })],
      [{ match: 'UNMATCHED', joiningId: null, candidateIds: [] }],
    ],
    [
      'slip sent (PAYMNENT_SCREENING) still awaits the money',
      [credit('5000')],
      [joining(1, { status: 'PAYMNENT_SCREENING' })],
      [{ match: 'MATCHED', joiningId: 1, candidateIds: [] }],
    ],
    [
      'the reference wins over the amount',
      [credit('5000', undefined, 'SLIP-2')],
      [joining(1), joining(2, { slipReferences: ['SLIP-2'] })],
      [{ match: 'MATCHED', joiningId: 2, candidateIds: [] }],
    ],
    [
      'the reference of a cancelled joining: late',
      [credit('5000', undefined, 'SLIP-9')],
      [joining(1), joining(9, { status: 'RESERVATION_REJECTED', slipReferences: ['SLIP-9'] })],
      [{ match: 'LATE', joiningId: 9, candidateIds: [] }],
    ],
    [
      'the reference of a paid joining: excess',
      [credit('5000', undefined, 'SLIP-3')],
      [joining(3, { status: 'PAYMNENT_CONFIRMED', slipReferences: ['SLIP-3'] })],
      [{ match: 'EXCESS', joiningId: 3, candidateIds: [] }],
    ],
    [
      'more than due by reference: excess',
      [credit('6000', undefined, 'SLIP-4')],
      [joining(4, { slipReferences: ['SLIP-4'] })],
      [{ match: 'EXCESS', joiningId: 4, candidateIds: [] }],
    ],
    [
      'less than due by reference: unmatched, the joining as candidate',
      [credit('4000', undefined, 'SLIP-5')],
      [joining(5, { slipReferences: ['SLIP-5'] })],
      [{ match: 'UNMATCHED', joiningId: null, candidateIds: [5] }],
    ],
    [
      'the same payment twice: the second is excess',
      [credit('5000', new Date('2026-11-21T03:00:00Z')), credit('5000', new Date('2026-11-21T02:00:00Z'))],
      [joining(1)],
      [
        { match: 'EXCESS', joiningId: 1, candidateIds: [] },
        { match: 'MATCHED', joiningId: 1, candidateIds: [] },
      ],
    ],
    [
      'two payments, two joinings: the first ambiguous, the second too',
      [credit('5000'), credit('5000')],
      [joining(1), joining(2)],
      [
        { match: 'AMBIGUOUS', joiningId: null, candidateIds: [1, 2] },
        { match: 'AMBIGUOUS', joiningId: null, candidateIds: [1, 2] },
      ],
    ],
  ] as const)('%s', (_, credits, joinings, expected) => {
    expect(matchCredits(credits, joinings)).toEqual(expected);
  });

  it('a joining an earlier import matched is no candidate any more', () => {
    expect(matchCredits([credit('5000')], [joining(1), joining(2)], new Set([1]))).toEqual([
      { match: 'MATCHED', joiningId: 2, candidateIds: [] },
    ]);
  });
});

describe('statement dates (issue 29)', () => {
  const now = new Date('2026-11-28T10:00:00Z');
  const at = (iso: string) => ({ bookedAt: new Date(iso) });

  it('finds the first line booked past the clock skew, none within it', () => {
    expect(futureCredit([at('2026-11-28T09:00:00Z'), at('2026-11-28T10:05:00Z')], now)).toBeUndefined();
    const late = at('2026-11-28T10:05:01Z');
    expect(futureCredit([at('2026-11-27T10:00:00Z'), late, at('2026-11-29T10:00:00Z')], now)).toBe(late);
    expect(STATEMENT_CLOCK_SKEW_MINUTES).toBe(5);
  });

  it.each([
    // A statement books to the minute: a transfer in the reservation's own minute is after it.
    ['2026-11-28T09:59:00Z', '2026-11-28T09:59:45Z', false],
    ['2026-11-28T09:58:59Z', '2026-11-28T09:59:45Z', true],
    ['2026-11-28T10:00:00Z', '2026-11-28T09:59:45Z', false],
    ['2026-11-27T10:00:00Z', null, false],
  ] as const)('a credit booked %s for a reservation made %s is before it: %s', (booked, reserved, before) => {
    expect(bookedBeforeReservation(new Date(booked), reserved === null ? null : new Date(reserved))).toBe(before);
  });
});
