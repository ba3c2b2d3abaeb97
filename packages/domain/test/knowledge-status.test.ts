import { describe, expect, it } from 'vitest';
import { type KnowledgeTestState, knowledgeTestRows, knowledgeTestState } from '../src/knowledge-status';
import type { OfferingStatus } from '../src/offering-basics';
import type { JoiningStatus, UserLevel } from '../src/statuses';

const both = ['RETAIL_INVESTOR_LEVEL', 'PROFESSIONAL_INVESTOR_LEVEL'] as const;
const professionalOnly = ['PROFESSIONAL_INVESTOR_LEVEL'] as const;
const take: KnowledgeTestState = { status: 'NEED_TO_SUBMIT', action: 'take' };
const verifyFirst: KnowledgeTestState = { status: 'NEED_TO_SUBMIT', action: 'verifyFirst' };
const done: KnowledgeTestState = { status: 'DONE', action: null };

describe('knowledge-test status on the profile', () => {
  it.each<[UserLevel, OfferingStatus, readonly UserLevel[], JoiningStatus | undefined, KnowledgeTestState | null]>([
    // Open to the investor: before the start and during the offering, not after the finish.
    ['RETAIL_INVESTOR_LEVEL', 'NOW_ICO', both, undefined, take],
    ['RETAIL_INVESTOR_LEVEL', 'PRE_ICO', both, undefined, take],
    ['RETAIL_INVESTOR_LEVEL', 'POST_ICO', both, undefined, null],
    ['PROFESSIONAL_INVESTOR_LEVEL', 'NOW_ICO', professionalOnly, undefined, take],
    // Another level's offering is not the investor's test.
    ['RETAIL_INVESTOR_LEVEL', 'NOW_ICO', professionalOnly, undefined, null],
    // A viewer sees the tests of offerings a retail investor may join, to take once verified.
    ['VIEWER_LEVEL', 'NOW_ICO', both, undefined, verifyFirst],
    ['VIEWER_LEVEL', 'PRE_ICO', both, undefined, verifyFirst],
    ['VIEWER_LEVEL', 'NOW_ICO', professionalOnly, undefined, null],
    ['VIEWER_LEVEL', 'POST_ICO', both, undefined, null],
    // A blocked account takes no test.
    ['BLOCKED_LEVEL', 'NOW_ICO', both, undefined, null],
    // Any joining means the test was passed, whatever came after and whenever asked.
    ['RETAIL_INVESTOR_LEVEL', 'NOW_ICO', both, 'KNOWLEDGETEST_PASSED', done],
    ['RETAIL_INVESTOR_LEVEL', 'NOW_ICO', both, 'AGREEMENT_CHECKED', done],
    ['RETAIL_INVESTOR_LEVEL', 'POST_ICO', both, 'REFUND_DONE', done],
    ['BLOCKED_LEVEL', 'POST_ICO', both, 'PAYMNENT_CONFIRMED', done],
    ['RETAIL_INVESTOR_LEVEL', 'NOW_ICO', professionalOnly, 'WAITING_FOR_PAYMENT', done],
  ])('%s, offering %s for %j, joining %s -> %j', (level, status, allowedLevels, joining, expected) => {
    expect(knowledgeTestState({ status, allowedLevels, hasWhitePaper: true }, joining, level)).toEqual(expected);
  });

  it.each<[UserLevel, JoiningStatus | undefined, KnowledgeTestState | null]>([
    // Without a white paper the offering is not open (issue 19): no test to take, but a passed one stays done.
    ['RETAIL_INVESTOR_LEVEL', undefined, null],
    ['VIEWER_LEVEL', undefined, null],
    ['RETAIL_INVESTOR_LEVEL', 'KNOWLEDGETEST_PASSED', done],
  ])('%s, open offering without a white paper, joining %s -> %j', (level, joining, expected) => {
    expect(knowledgeTestState({ status: 'NOW_ICO', allowedLevels: both, hasWhitePaper: false }, joining, level)).toEqual(expected);
  });

  it('lists the offerings in their order, each with its joining, and leaves out those without a row', () => {
    const offerings = [
      { id: 3, status: 'NOW_ICO', allowedLevels: both, hasWhitePaper: true },
      { id: 5, status: 'NOW_ICO', allowedLevels: both, hasWhitePaper: false },
      { id: 2, status: 'POST_ICO', allowedLevels: both, hasWhitePaper: true },
      { id: 1, status: 'POST_ICO', allowedLevels: both, hasWhitePaper: true },
      { id: 4, status: 'PRE_ICO', allowedLevels: professionalOnly, hasWhitePaper: true },
    ] as const;
    const rows = knowledgeTestRows(offerings, [{ ico: 1, status: 'REFUND_DONE' }], 'RETAIL_INVESTOR_LEVEL');
    expect(rows.map((row) => [row.offering.id, row.status, row.action])).toEqual([
      [3, 'NEED_TO_SUBMIT', 'take'],
      [1, 'DONE', null],
    ]);
  });
});
