import { describe, expect, it } from 'vitest';
import { reservedDelta } from '../src/reserved-counter';
import { JOINING_STATUSES, JOINING_TRANSITIONS, type JoiningStatus, LIVE_RESERVATION_STATUSES } from '../src/statuses';

describe('the reserved counter moves with live reservations (issue 18)', () => {
  it.each<[JoiningStatus | null, JoiningStatus | null, string | null, string | null, string]>([
    // becoming live adds the new amount
    ['AGREEMENT_CHECKED', 'WAITING_FOR_PAYMENT', null, '5000', '5000'],
    ['AGREEMENT_CHECKED', 'RESERVATION_SCREENING', null, '300000', '300000'],
    [null, 'MONITORING_MODE', null, '1000', '1000'],
    // leaving the live statuses subtracts the old amount
    ['WAITING_FOR_PAYMENT', 'RESERVATION_REJECTED', '5000', '5000', '-5000'],
    ['PAYMNENT_PENDING', 'RESERVATION_REJECTED', '7000', '7000', '-7000'],
    ['RESERVATION_SCREENING', 'RESERVATION_REJECTED', '1000', '1000', '-1000'],
    ['PAYMNENT_CONFIRMED', 'FUNDING_FAIL', '20000', '20000', '-20000'],
    ['CONTRACT_CONFIRMED', 'FUNDING_FAIL', '20000', '20000', '-20000'],
    ['MONITORING_MODE', null, '9000', null, '-9000'],
    // staying live: by the difference of the amounts, nothing when they are equal
    ['RESERVATION_SCREENING', 'RESERVATION_CONFIRMED', '5000', '5000', '0'],
    ['WAITING_FOR_PAYMENT', 'PAYMNENT_SCREENING', '5000', '5000', '0'],
    ['PAYMNENT_SCREENING', 'PAYMNENT_CONFIRMED', '5000', '8000', '3000'],
    ['PAYMNENT_SCREENING', 'PAYMNENT_CONFIRMED', '8000', '5000', '-3000'],
    // never live: nothing, whatever the amounts
    ['KNOWLEDGETEST_PASSED', 'AGREEMENT_CHECKED', null, null, '0'],
    ['FUNDING_FAIL', 'REFUND_PROCESSING', '20000', '20000', '0'],
    ['REFUND_PROCESSING', 'REFUND_DONE', '20000', '20000', '0'],
    [null, 'AGREEMENT_CHECKED', null, null, '0'],
    ['RESERVATION_REJECTED', null, '5000', null, '0'],
    // a live status without an amount counts as nothing
    ['AGREEMENT_CHECKED', 'WAITING_FOR_PAYMENT', null, null, '0'],
  ])('%s -> %s, %s -> %s: %s', (from, to, oldAmount, newAmount, delta) => {
    expect(reservedDelta({ from, to, oldAmount, newAmount })).toBe(delta);
  });

  it('adds for every transition into the live statuses and subtracts for every one out of them', () => {
    const live = (s: JoiningStatus) => (LIVE_RESERVATION_STATUSES as readonly JoiningStatus[]).includes(s);
    for (const { from, to } of JOINING_TRANSITIONS) {
      const expected = live(to) === live(from) ? '0' : live(to) ? '100' : '-100';
      expect(reservedDelta({ from, to, oldAmount: '100', newAmount: '100' }), `${from} -> ${to}`).toBe(expected);
    }
    expect(JOINING_STATUSES.length).toBeGreaterThan(LIVE_RESERVATION_STATUSES.length);
  });
});
