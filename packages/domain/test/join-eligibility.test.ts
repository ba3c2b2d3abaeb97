import { describe, expect, it } from 'vitest';
import { type JoinFacts, type JoinStage, joinRefusal, joinRefusals } from '../src/join-eligibility';
import { JOINING_STATUSES, type JoiningStatus, type UserLevel } from '../src/statuses';

/** A retail investor with two-factor, an open offering for both investor levels, no joining yet. */
const ready: JoinFacts = {
  level: 'RETAIL_INVESTOR_LEVEL',
  mfaEnabled: true,
  offering: { status: 'NOW_ICO', allowedLevels: ['RETAIL_INVESTOR_LEVEL', 'PROFESSIONAL_INVESTOR_LEVEL'], hasWhitePaper: true },
  joining: undefined,
};
const professionalOnly = { status: 'NOW_ICO', allowedLevels: ['PROFESSIONAL_INVESTOR_LEVEL'], hasWhitePaper: true } as const;
/** An offering staff have not attached a white paper to (issue 19). */
const noWhitePaper = (status: JoinFacts['offering']['status']) => ({ ...ready.offering, status, hasWhitePaper: false });
const facts = (change: Partial<JoinFacts>): JoinFacts => ({ ...ready, ...change });

describe('join eligibility: each step refused with the contract code, in the contract order', () => {
  it.each<[JoinStage, Partial<JoinFacts>, string]>([
    // Knowledge test: account, level, dates (until the finish), then once per offering.
    ['knowledgeTest', {}, 'ok'],
    ['knowledgeTest', { offering: { ...ready.offering, status: 'PRE_ICO' } }, 'ok'],
    ['knowledgeTest', { mfaEnabled: false }, 'ok'],
    ['knowledgeTest', { level: 'PROFESSIONAL_INVESTOR_LEVEL' }, 'ok'],
    ['knowledgeTest', { level: 'BLOCKED_LEVEL' }, 'ACCOUNT_BLOCKED'],
    ['knowledgeTest', { level: 'VIEWER_LEVEL' }, 'LEVEL_NOT_ALLOWED'],
    ['knowledgeTest', { offering: professionalOnly }, 'LEVEL_NOT_ALLOWED'],
    ['knowledgeTest', { offering: { ...ready.offering, status: 'POST_ICO' } }, 'OFFERING_NOT_OPEN'],
    ['knowledgeTest', { joining: 'KNOWLEDGETEST_PASSED' }, 'ALREADY_JOINED'],
    ['knowledgeTest', { joining: 'REFUND_DONE' }, 'ALREADY_JOINED'],
    // Agreement: account, a passed test, once (no level or dates: the test asked them).
    ['agreement', { joining: 'KNOWLEDGETEST_PASSED' }, 'ok'],
    ['agreement', { joining: 'KNOWLEDGETEST_PASSED', level: 'VIEWER_LEVEL', offering: { ...professionalOnly, status: 'POST_ICO' } }, 'ok'],
    ['agreement', { joining: 'KNOWLEDGETEST_PASSED', level: 'BLOCKED_LEVEL' }, 'ACCOUNT_BLOCKED'],
    ['agreement', {}, 'KNOWLEDGE_TEST_MISSING'],
    ['agreement', { joining: 'AGREEMENT_CHECKED' }, 'STATUS_CONFLICT'],
    ['agreement', { joining: 'WAITING_FOR_PAYMENT' }, 'STATUS_CONFLICT'],
    // Reservation: account, two-factor, dates (NOW_ICO only), level, then the joining's state.
    ['reservation', { joining: 'AGREEMENT_CHECKED' }, 'ok'],
    ['reservation', { joining: 'AGREEMENT_CHECKED', level: 'PROFESSIONAL_INVESTOR_LEVEL' }, 'ok'],
    ['reservation', { joining: 'AGREEMENT_CHECKED', level: 'BLOCKED_LEVEL' }, 'ACCOUNT_BLOCKED'],
    ['reservation', { joining: 'AGREEMENT_CHECKED', mfaEnabled: false }, 'MFA_NOT_ENABLED'],
    // Issue 30: an account under review or frozen does not reserve (its flag, said neutrally), after a block, before the rest;
    // it still reads, takes the knowledge test and ticks the agreement.
    ['reservation', { joining: 'AGREEMENT_CHECKED', underReview: true }, 'ACCOUNT_UNDER_REVIEW'],
    ['reservation', { joining: 'AGREEMENT_CHECKED', underReview: true, level: 'BLOCKED_LEVEL' }, 'ACCOUNT_BLOCKED'],
    ['reservation', { joining: 'AGREEMENT_CHECKED', underReview: true, mfaEnabled: false }, 'ACCOUNT_UNDER_REVIEW'],
    ['reservation', { joining: 'AGREEMENT_CHECKED', underReview: false }, 'ok'],
    ['knowledgeTest', { underReview: true }, 'ok'],
    ['agreement', { joining: 'KNOWLEDGETEST_PASSED', underReview: true }, 'ok'],
    ['reservation', { joining: 'AGREEMENT_CHECKED', offering: { ...ready.offering, status: 'PRE_ICO' } }, 'OFFERING_NOT_OPEN'],
    ['reservation', { joining: 'AGREEMENT_CHECKED', offering: { ...ready.offering, status: 'POST_ICO' } }, 'OFFERING_NOT_OPEN'],
    ['reservation', { joining: 'AGREEMENT_CHECKED', offering: professionalOnly }, 'LEVEL_NOT_ALLOWED'],
    ['reservation', { joining: 'AGREEMENT_CHECKED', level: 'VIEWER_LEVEL' }, 'LEVEL_NOT_ALLOWED'],
    ['reservation', {}, 'KNOWLEDGE_TEST_MISSING'],
    ['reservation', { joining: 'KNOWLEDGETEST_PASSED' }, 'AGREEMENT_NOT_ACCEPTED'],
    ['reservation', { joining: 'RESERVATION_SCREENING' }, 'ALREADY_JOINED'],
    ['reservation', { joining: 'RESERVATION_REJECTED' }, 'ALREADY_JOINED'],
    // No white paper: the offering does not open (issue 19), for the test as for the reservation, at any date.
    ['knowledgeTest', { offering: noWhitePaper('NOW_ICO') }, 'OFFERING_NOT_OPEN'],
    ['knowledgeTest', { offering: noWhitePaper('PRE_ICO') }, 'OFFERING_NOT_OPEN'],
    ['knowledgeTest', { offering: noWhitePaper('NOW_ICO'), level: 'BLOCKED_LEVEL' }, 'ACCOUNT_BLOCKED'],
    ['knowledgeTest', { offering: { ...noWhitePaper('NOW_ICO'), allowedLevels: ['PROFESSIONAL_INVESTOR_LEVEL'] } }, 'LEVEL_NOT_ALLOWED'],
    ['reservation', { joining: 'AGREEMENT_CHECKED', offering: noWhitePaper('NOW_ICO') }, 'OFFERING_NOT_OPEN'],
    ['reservation', { joining: 'AGREEMENT_CHECKED', offering: noWhitePaper('PRE_ICO') }, 'OFFERING_NOT_OPEN'],
    ['reservation', { joining: 'AGREEMENT_CHECKED', offering: noWhitePaper('NOW_ICO'), mfaEnabled: false }, 'MFA_NOT_ENABLED'],
    // The agreement asks nothing of the offering: a passed test already did.
    ['agreement', { joining: 'KNOWLEDGETEST_PASSED', offering: noWhitePaper('NOW_ICO') }, 'ok'],
  ])('%s %j -> %s', (stage, change, expected) => {
    expect(joinRefusal(stage, facts(change)) ?? 'ok').toBe(expected);
  });

  it.each<[JoinStage, JoiningStatus | undefined, string[]]>([
    ['knowledgeTest', 'KNOWLEDGETEST_PASSED', ['ACCOUNT_BLOCKED', 'LEVEL_NOT_ALLOWED', 'OFFERING_NOT_OPEN', 'ALREADY_JOINED']],
    ['agreement', undefined, ['ACCOUNT_BLOCKED', 'KNOWLEDGE_TEST_MISSING']],
    ['agreement', 'AGREEMENT_CHECKED', ['ACCOUNT_BLOCKED', 'STATUS_CONFLICT']],
    ['reservation', undefined, ['ACCOUNT_BLOCKED', 'MFA_NOT_ENABLED', 'OFFERING_NOT_OPEN', 'LEVEL_NOT_ALLOWED', 'KNOWLEDGE_TEST_MISSING']],
    [
      'reservation',
      'KNOWLEDGETEST_PASSED',
      ['ACCOUNT_BLOCKED', 'MFA_NOT_ENABLED', 'OFFERING_NOT_OPEN', 'LEVEL_NOT_ALLOWED', 'AGREEMENT_NOT_ACCEPTED'],
    ],
    [
      'reservation',
      'PAYMNENT_CONFIRMED',
      ['ACCOUNT_BLOCKED', 'MFA_NOT_ENABLED', 'OFFERING_NOT_OPEN', 'LEVEL_NOT_ALLOWED', 'ALREADY_JOINED'],
    ],
  ])('%s with every fault (joining %s) lists them in order: %j', (stage, joining, expected) => {
    const everythingWrong = facts({
      level: 'BLOCKED_LEVEL',
      mfaEnabled: false,
      offering: { ...professionalOnly, status: 'POST_ICO' },
      joining,
    });
    expect(joinRefusals(stage, everythingWrong)).toEqual(expected);
    expect(joinRefusal(stage, everythingWrong)).toBe(expected[0]);
  });

  it.each<[string, Partial<JoinFacts>, string]>([
    // Pairs of faults: the earlier one in the order wins (reservation).
    ['blocked before two-factor', { level: 'BLOCKED_LEVEL', mfaEnabled: false }, 'ACCOUNT_BLOCKED'],
    ['two-factor before dates', { mfaEnabled: false, offering: { ...ready.offering, status: 'PRE_ICO' } }, 'MFA_NOT_ENABLED'],
    ['dates before level', { offering: { ...professionalOnly, status: 'POST_ICO' } }, 'OFFERING_NOT_OPEN'],
    ['level before the joining', { level: 'VIEWER_LEVEL', joining: undefined }, 'LEVEL_NOT_ALLOWED'],
    ['blocked before a made reservation', { level: 'BLOCKED_LEVEL', joining: 'WAITING_FOR_PAYMENT' }, 'ACCOUNT_BLOCKED'],
  ])('reservation: %s', (_name, change, expected) => {
    expect(joinRefusal('reservation', facts({ joining: 'AGREEMENT_CHECKED', ...change }))).toBe(expected);
  });

  it('lets a reservation through only from AGREEMENT_CHECKED, and the test only with no joining', () => {
    const reservable = JOINING_STATUSES.filter((joining) => joinRefusal('reservation', facts({ joining })) === undefined);
    expect(reservable).toEqual(['AGREEMENT_CHECKED']);
    const agreeable = JOINING_STATUSES.filter((joining) => joinRefusal('agreement', facts({ joining })) === undefined);
    expect(agreeable).toEqual(['KNOWLEDGETEST_PASSED']);
    expect(JOINING_STATUSES.every((joining) => joinRefusal('knowledgeTest', facts({ joining })) === 'ALREADY_JOINED')).toBe(true);
  });

  it.each<[UserLevel, string]>([
    ['VIEWER_LEVEL', 'LEVEL_NOT_ALLOWED'],
    ['RETAIL_INVESTOR_LEVEL', 'ok'],
    ['PROFESSIONAL_INVESTOR_LEVEL', 'ok'],
    ['BLOCKED_LEVEL', 'ACCOUNT_BLOCKED'],
  ])('level %s -> %s', (level, expected) => {
    expect(joinRefusal('reservation', facts({ level, joining: 'AGREEMENT_CHECKED' })) ?? 'ok').toBe(expected);
  });
});
