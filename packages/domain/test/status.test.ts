import { describe, expect, it } from 'vitest';
import { isOfferingAvailable, isOfferingOpen, isSoldOut, offeringStatus, summaryPreview } from '../src/offering';
import {
  canSubmitItem,
  canTransition,
  isLevelAllowed,
  itemsForRetail,
  JOINING_BADGE,
  JOINING_STATUSES,
  JOINING_TRANSITIONS,
  LIVE_RESERVATION_STATUSES,
  nextStatuses,
  PAID_STATUSES,
  qualifiesForRetail,
  USER_LEVEL_COLOR,
  type UserLevel,
  VERIFICATION_STATUS_COLOR,
} from '../src/statuses';
import { pointsFromScore, scoreAnswers, scoreFromPoints, suitabilityLevel } from '../src/suitability';

describe('colours and badges of spec section 4', () => {
  it('user levels', () => {
    expect(USER_LEVEL_COLOR).toEqual({
      VIEWER_LEVEL: 'red',
      RETAIL_INVESTOR_LEVEL: 'green',
      PROFESSIONAL_INVESTOR_LEVEL: 'green',
      BLOCKED_LEVEL: 'black',
    });
  });
  it('verification statuses', () => {
    expect(VERIFICATION_STATUS_COLOR).toEqual({ NEED_TO_SUBMIT: 'red', NEED_TO_SCREENING: 'yellow', DONE: 'green', REJECT: 'black' });
  });
  it.each([
    ['RESERVATION_SCREENING', 'inProgress'],
    ['RESERVATION_PENDING', 'inProgress'],
    ['RESERVATION_CONFIRMED', 'inProgress'],
    ['RESERVATION_REJECTED', 'inProgress'],
    ['WAITING_FOR_PAYMENT', 'inProgress'],
    ['PAYMNENT_SCREENING', 'inProgress'],
    ['PAYMNENT_PENDING', 'inProgress'],
    ['REFUND_PROCESSING', 'inProgress'],
    ['CONTRACT_CONFIRMED', 'success'],
    ['PAYMNENT_CONFIRMED', 'success'],
    ['REFUND_DONE', 'success'],
    ['TRANSECTION_CONFIRMED', 'success'],
    ['FUNDING_FAIL', 'error'],
  ] as const)('%s is %s', (status, kind) => {
    expect(JOINING_BADGE[status]).toBe(kind);
  });
});

describe('joining transitions', () => {
  it.each([
    ['KNOWLEDGETEST_PASSED', 'AGREEMENT_CHECKED', 'investor', true],
    ['AGREEMENT_CHECKED', 'RESERVATION_SCREENING', 'investor', true],
    ['AGREEMENT_CHECKED', 'WAITING_FOR_PAYMENT', 'investor', true],
    ['RESERVATION_SCREENING', 'RESERVATION_CONFIRMED', 'staff', true],
    ['RESERVATION_SCREENING', 'RESERVATION_CONFIRMED', 'investor', false],
    ['WAITING_FOR_PAYMENT', 'PAYMNENT_SCREENING', 'investor', true],
    ['WAITING_FOR_PAYMENT', 'PAYMNENT_CONFIRMED', 'staff', false],
    ['WAITING_FOR_PAYMENT', 'RESERVATION_REJECTED', 'system', true],
    ['PAYMNENT_PENDING', 'PAYMNENT_SCREENING', 'investor', true],
    ['PAYMNENT_CONFIRMED', 'CONTRACT_CONFIRMED', 'staff', true],
    ['CONTRACT_CONFIRMED', 'TRANSECTION_CONFIRMED', 'staff', true],
    ['TRANSECTION_CONFIRMED', 'MONITORING_MODE', 'staff', true],
    ['FUNDING_FAIL', 'REFUND_PROCESSING', 'staff', true],
    ['REFUND_PROCESSING', 'REFUND_DONE', 'staff', true],
    ['REFUND_DONE', 'REFUND_PROCESSING', 'staff', false],
    ['KNOWLEDGETEST_PASSED', 'WAITING_FOR_PAYMENT', 'investor', false],
    // The start: a joining is created by the investor's passed knowledge test, and only so.
    [null, 'KNOWLEDGETEST_PASSED', 'investor', true],
    [null, 'KNOWLEDGETEST_PASSED', 'staff', false],
    [null, 'AGREEMENT_CHECKED', 'investor', false],
    [null, 'RESERVATION_SCREENING', 'investor', false],
  ] as const)('%s -> %s by %s: %s', (from, to, by, allowed) => {
    expect(canTransition(from, to, by)).toBe(allowed);
  });
  it('has no transition out of the final statuses', () => {
    expect(nextStatuses('REFUND_DONE', 'staff')).toEqual([]);
    expect(nextStatuses('RESERVATION_REJECTED', 'staff')).toEqual([]);
    expect(nextStatuses('MONITORING_MODE', 'staff')).toEqual([]);
  });
  it('reaches every status from the first one', () => {
    const reached = new Set<string>(['KNOWLEDGETEST_PASSED']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const t of JOINING_TRANSITIONS) if (reached.has(t.from) && !reached.has(t.to)) grew = reached.add(t.to) !== undefined;
    }
    expect([...reached].sort()).toEqual([...JOINING_STATUSES].sort());
  });
  it('counts every paid reservation as live', () => {
    for (const s of PAID_STATUSES) expect(LIVE_RESERVATION_STATUSES).toContain(s);
  });
});

describe('verification', () => {
  it.each([
    ['NEED_TO_SUBMIT', true],
    ['NEED_TO_SCREENING', false],
    ['DONE', false],
    ['REJECT', false],
  ] as const)('%s accepts a submission: %s', (status, expected) => {
    expect(canSubmitItem(status)).toBe(expected);
  });
  const done = { detailInfo: 'DONE', selfieFile: 'DONE', bankFile: 'DONE', suitabilityTest: 'DONE', companyFile: 'DONE' } as const;
  it.each([
    ['individual', done, true],
    ['individual', { ...done, companyFile: 'NEED_TO_SUBMIT' }, true],
    ['individual', { ...done, bankFile: 'NEED_TO_SCREENING' }, false],
    ['individual', { ...done, suitabilityTest: 'NEED_TO_SUBMIT' }, false],
    ['individual', { ...done, selfieFile: 'REJECT' }, false],
    ['corporate', done, true],
    ['corporate', { ...done, companyFile: 'NEED_TO_SUBMIT' }, false],
    ['corporate', { ...done, companyFile: 'NEED_TO_SCREENING' }, false],
    ['corporate', { ...done, companyFile: 'REJECT' }, false],
    ['corporate', { ...done, detailInfo: 'NEED_TO_SCREENING' }, false],
  ] as const)('a %s account with %o qualifies for retail: %s', (individual, statuses, expected) => {
    expect(qualifiesForRetail(individual, statuses)).toBe(expected);
  });
  it('lists the company file among the retail items of a corporate account only', () => {
    expect(itemsForRetail('individual')).toEqual(['detailInfo', 'selfieFile', 'bankFile', 'suitabilityTest']);
    expect(itemsForRetail('corporate')).toEqual(['detailInfo', 'selfieFile', 'bankFile', 'suitabilityTest', 'companyFile']);
  });
});

describe('suitability levels', () => {
  it.each([
    [0, 'BEGINNER'],
    [15, 'BEGINNER'],
    [16, 'STANDARD'],
    [25, 'STANDARD'],
    [26, 'EXPERIENCE'],
    [40, 'EXPERIENCE'],
  ])('%i points -> %s', (points, level) => {
    expect(suitabilityLevel(points)).toBe(level);
  });
  it('answers the score as points x 10', () => {
    expect(scoreFromPoints(16)).toBe(160);
    expect(pointsFromScore(160)).toBe(16);
  });
  it('sums the points of the chosen answers', () => {
    const q = (order: number, points: number[]) => ({ order, questionEN: '', questionTH: '', answersEN: [], answersTH: [], points });
    const questions = [q(1, [1, 2, 3]), q(2, [4, 1])];
    expect(
      scoreAnswers(
        questions,
        new Map([
          [1, 2],
          [2, 0],
        ]),
      ),
    ).toBe(7);
    expect(() => scoreAnswers(questions, new Map([[1, 2]]))).toThrow(RangeError);
    expect(() =>
      scoreAnswers(
        questions,
        new Map([
          [1, 3],
          [2, 0],
        ]),
      ),
    ).toThrow(RangeError);
  });
});

describe('offerings', () => {
  const start = new Date('2026-12-01T02:00:00Z');
  const finish = new Date('2026-12-31T10:00:00Z');
  it.each([
    ['2026-12-01T01:59:59Z', 'PRE_ICO', false, true],
    ['2026-12-01T02:00:00Z', 'NOW_ICO', true, true],
    ['2026-12-31T09:59:59Z', 'NOW_ICO', true, true],
    ['2026-12-31T10:00:00Z', 'POST_ICO', false, false],
  ] as const)('at %s: %s, open %s, available %s', (now, status, open, available) => {
    const at = new Date(now);
    expect(offeringStatus(start, finish, at)).toBe(status);
    expect(isOfferingOpen(start, finish, at)).toBe(open);
    expect(isOfferingAvailable(finish, at)).toBe(available);
  });
  it('is all reserved when payments equal the total', () => {
    expect(isSoldOut('1000000', '1000000')).toBe(true);
    expect(isSoldOut('999999.99', '1000000')).toBe(false);
  });
  it.each([
    ['a'.repeat(130), 'a'.repeat(130)],
    ['a'.repeat(131), `${'a'.repeat(130)}...`],
    ['ก'.repeat(131), `${'ก'.repeat(130)}...`],
  ])('cuts the summary at 130 characters', (summary, preview) => {
    expect(summaryPreview(summary)).toBe(preview);
  });
});

describe('who may join: an account type against the offering types (issue 19 cards)', () => {
  const both = ['RETAIL_INVESTOR_LEVEL', 'PROFESSIONAL_INVESTOR_LEVEL'] as const;
  const professionalOnly = ['PROFESSIONAL_INVESTOR_LEVEL'] as const;
  it.each<[UserLevel, readonly UserLevel[], boolean]>([
    ['RETAIL_INVESTOR_LEVEL', both, true],
    ['PROFESSIONAL_INVESTOR_LEVEL', both, true],
    ['RETAIL_INVESTOR_LEVEL', professionalOnly, false],
    ['PROFESSIONAL_INVESTOR_LEVEL', professionalOnly, true],
    ['VIEWER_LEVEL', both, false],
    ['BLOCKED_LEVEL', both, false],
  ])('%s in an offering for %j -> %s', (level, allowed, expected) => {
    expect(isLevelAllowed(level, allowed)).toBe(expected);
  });
});
