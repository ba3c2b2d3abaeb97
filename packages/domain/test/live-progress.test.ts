import { describe, expect, it } from 'vitest';
import { offeringProgressSchema } from '../src/contracts/offerings';
import { changesProgress, PROGRESS_FIELDS, readProgressEvent } from '../src/live-progress';
import type { JoiningStatus } from '../src/statuses';

describe('changesProgress: which joining status changes move an offering’s progress', () => {
  it.each<[JoiningStatus, JoiningStatus, boolean]>([
    // Before a reservation: nothing is held.
    ['KNOWLEDGETEST_PASSED', 'AGREEMENT_CHECKED', false],
    // The reservation holds its amount (screened or not).
    ['AGREEMENT_CHECKED', 'RESERVATION_SCREENING', true],
    ['AGREEMENT_CHECKED', 'WAITING_FOR_PAYMENT', true],
    // Within the unpaid reservations: the same amount is held.
    ['RESERVATION_SCREENING', 'RESERVATION_CONFIRMED', false],
    ['WAITING_FOR_PAYMENT', 'PAYMNENT_SCREENING', false],
    // A payment confirmed moves the paid sum.
    ['PAYMNENT_SCREENING', 'PAYMNENT_CONFIRMED', true],
    // Within the paid statuses: the same amount is paid.
    ['PAYMNENT_CONFIRMED', 'CONTRACT_CONFIRMED', false],
    // Cancel, expiry, rejection, failure and refund release the amount.
    ['WAITING_FOR_PAYMENT', 'RESERVATION_REJECTED', true],
    ['RESERVATION_SCREENING', 'RESERVATION_REJECTED', true],
    ['PAYMNENT_CONFIRMED', 'FUNDING_FAIL', true],
    ['PAYMNENT_CONFIRMED', 'REFUND_PROCESSING', true],
    // Between statuses that hold nothing.
    ['REFUND_PROCESSING', 'REFUND_DONE', false],
  ])('%s -> %s: %s', (from, to, expected) => {
    expect(changesProgress(from, to)).toBe(expected);
  });
});

describe('readProgressEvent: the stream read without zod, against the same contract', () => {
  const progress = { totalAmount: '100', totalAmountToken: '10', sumReservated: '20', sumPayment: '5', availableAmount: '80' };

  it('names exactly the fields of offeringProgressSchema', () => {
    expect([...PROGRESS_FIELDS].sort()).toEqual(Object.keys(offeringProgressSchema.shape).sort());
  });

  it('reads what the schema accepts and refuses what it refuses', () => {
    for (const data of [JSON.stringify(progress), JSON.stringify({ ...progress, extra: 1 })]) {
      expect(readProgressEvent(data)).toEqual(offeringProgressSchema.parse(JSON.parse(data)));
    }
    for (const data of ['not json', 'null', '[]', JSON.stringify({ ...progress, sumPayment: 5 }), JSON.stringify({ totalAmount: '1' })]) {
      expect(readProgressEvent(data)).toBeUndefined();
      expect(offeringProgressSchema.safeParse(safe(data)).success).toBe(false);
    }
  });
});

function safe(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}
