import { describe, expect, it } from 'vitest';
import {
  AML_RETENTION_YEARS,
  CLOSURE_STATUSES,
  closureCompletionRefusal,
  closureRefusalRefusal,
  closureRequestRefusal,
  closureStatus,
  deleteAfterOf,
  FINAL_JOINING_STATUSES,
  isReservationInProgress,
  levelChangeRefusal,
  RESERVATION_IN_PROGRESS_STATUSES,
} from '../src/account-closure';
import { ERROR_CODES } from '../src/errors';
import { JOINING_STATUSES, type JoiningStatus, PRE_RESERVATION_STATUSES } from '../src/statuses';

const at = new Date('2030-01-01T00:00:00Z');

describe('closure status from its dates', () => {
  it.each([
    [{ completedAt: null, cancelledAt: null, deletedAt: null }, 'PENDING'],
    [{ completedAt: at, cancelledAt: null, deletedAt: null }, 'COMPLETED'],
    [{ completedAt: null, cancelledAt: at, deletedAt: null }, 'REFUSED'],
    [{ completedAt: at, cancelledAt: null, deletedAt: at }, 'DELETED'],
  ] as const)('%o is %s', (row, status) => {
    expect(closureStatus(row)).toBe(status);
  });
});

describe('reservations in progress (terms of use: no reservation, payment or refund in progress)', () => {
  it.each([
    ['KNOWLEDGETEST_PASSED', false],
    ['AGREEMENT_CHECKED', false],
    ['RESERVATION_SCREENING', true],
    ['RESERVATION_PENDING', true],
    ['RESERVATION_CONFIRMED', true],
    ['RESERVATION_REJECTED', false],
    ['WAITING_FOR_PAYMENT', true],
    ['PAYMNENT_SCREENING', true],
    ['PAYMNENT_PENDING', true],
    ['PAYMNENT_CONFIRMED', true],
    ['CONTRACT_CONFIRMED', true],
    ['TRANSECTION_CONFIRMED', false],
    ['REFUND_PROCESSING', true],
    ['REFUND_DONE', false],
    ['FUNDING_FAIL', true],
    ['MONITORING_MODE', false],
  ] as const)('%s is in progress: %s', (status, inProgress) => {
    expect(isReservationInProgress(status)).toBe(inProgress);
  });

  it('names every joining status above, never one before the reservation or at the end of the transition table', () => {
    expect(RESERVATION_IN_PROGRESS_STATUSES.length).toBe(10);
    for (const status of [...PRE_RESERVATION_STATUSES, ...FINAL_JOINING_STATUSES]) expect(isReservationInProgress(status)).toBe(false);
    expect([...FINAL_JOINING_STATUSES].sort()).toEqual(['MONITORING_MODE', 'REFUND_DONE', 'RESERVATION_REJECTED']);
    expect(JOINING_STATUSES.filter((s: JoiningStatus) => isReservationInProgress(s)).sort()).toEqual(
      [...RESERVATION_IN_PROGRESS_STATUSES].sort(),
    );
  });
});

describe('who may ask, complete, refuse, and change the level', () => {
  it.each([
    [{ isStaff: true, pending: false, reservationsInProgress: 0 }, 'FORBIDDEN'],
    [{ isStaff: false, pending: true, reservationsInProgress: 1 }, 'CLOSURE_PENDING'],
    [{ isStaff: false, pending: false, reservationsInProgress: 1 }, 'RESERVATION_IN_PROGRESS'],
    [{ isStaff: false, pending: false, reservationsInProgress: 0 }, undefined],
  ] as const)('a request with %o: %s', (facts, code) => {
    expect(closureRequestRefusal(facts)).toBe(code);
  });

  it.each([
    ['PENDING', 0, undefined],
    ['PENDING', 2, 'RESERVATION_IN_PROGRESS'],
    ['COMPLETED', 0, 'STATUS_CONFLICT'],
    ['REFUSED', 0, 'STATUS_CONFLICT'],
    ['DELETED', 0, 'STATUS_CONFLICT'],
  ] as const)('completing a %s request with %d in progress: %s', (status, reservationsInProgress, code) => {
    expect(closureCompletionRefusal({ status, reservationsInProgress })).toBe(code);
  });

  it('refuses only pending requests, and holds level changes while a closure holds the account', () => {
    expect(CLOSURE_STATUSES.map(closureRefusalRefusal)).toEqual([undefined, 'STATUS_CONFLICT', 'STATUS_CONFLICT', 'STATUS_CONFLICT']);
    expect([undefined, ...CLOSURE_STATUSES].map(levelChangeRefusal)).toEqual([
      undefined,
      'CLOSURE_PENDING',
      'ACCOUNT_CLOSED',
      undefined,
      undefined,
    ]);
    expect([ERROR_CODES.CLOSURE_PENDING, ERROR_CODES.ACCOUNT_CLOSED, ERROR_CODES.RESERVATION_IN_PROGRESS]).toEqual([409, 409, 409]);
  });
});

describe('the retention period (AML Act section 22: five years after the relationship ends)', () => {
  it.each([
    ['2030-01-01T03:00:00.000Z', 5, '2035-01-01T03:00:00.000Z'],
    ['2030-12-31T23:59:59.999Z', 5, '2035-12-31T23:59:59.999Z'],
    // 29 February in a year without one: 1 March, a day later, never earlier.
    ['2028-02-29T10:00:00.000Z', 5, '2033-03-01T10:00:00.000Z'],
    ['2028-02-29T10:00:00.000Z', 4, '2032-02-29T10:00:00.000Z'],
    ['2030-06-15T00:00:00.000Z', 7, '2037-06-15T00:00:00.000Z'],
  ])('%s plus %d years is %s', (completed, years, expected) => {
    expect(deleteAfterOf(new Date(completed), years).toISOString()).toBe(expected);
  });

  it('is five years by default', () => {
    expect(AML_RETENTION_YEARS).toBe(5);
  });
});
