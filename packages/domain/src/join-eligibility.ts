import type { ErrorCode } from './errors';
import type { OfferingStatus } from './offering-basics';
import { isLevelAllowed, type JoiningStatus, PRE_RESERVATION_STATUSES, type UserLevel } from './statuses';
import { canWrite } from './write-access';

/**
 * "May this investor join": the steps of spec section 4's join flow, each refused with the contract's code in the
 * contract's order. The server answers the first refusal of a step; the join screen shows the first that is a step
 * of its own (dates and two-factor it shows beside it), so the two cannot differ.
 */
export const JOIN_STAGES = ['knowledgeTest', 'agreement', 'reservation'] as const;
export type JoinStage = (typeof JOIN_STAGES)[number];

export const JOIN_REFUSAL_CODES = [
  'ACCOUNT_BLOCKED',
  'ACCOUNT_UNDER_REVIEW',
  'MFA_NOT_ENABLED',
  'OFFERING_NOT_OPEN',
  'LEVEL_NOT_ALLOWED',
  'KNOWLEDGE_TEST_MISSING',
  'AGREEMENT_NOT_ACCEPTED',
  'ALREADY_JOINED',
  'STATUS_CONFLICT',
] as const satisfies readonly ErrorCode[];
export type JoinRefusal = (typeof JOIN_REFUSAL_CODES)[number];

/** What a join step is decided from: the investor, the offering (its status at the moment asked) and their joining. */
export type JoinFacts = {
  level: UserLevel;
  mfaEnabled: boolean;
  /**
   * The account is held for a compliance review or frozen (issue 30; screening.ts moneyMayMove is false): it reads but
   * does not reserve. Named neutrally, as the investor sees it.
   */
  underReview?: boolean;
  /** hasWhitePaper: the offering has its required document (offering-documents.ts); without it, it does not open. */
  offering: { status: OfferingStatus; allowedLevels: readonly UserLevel[]; hasWhitePaper: boolean };
  /** The investor's joining of this offering, undefined when there is none. */
  joining: JoiningStatus | undefined;
};

type Rule = { code: JoinRefusal; refuses: (facts: JoinFacts) => boolean };

const blocked: Rule = { code: 'ACCOUNT_BLOCKED', refuses: (f) => !canWrite(f.level) };
/** A reservation moves money: not while the account is under review (read from its flag, never a search). */
const underReview: Rule = { code: 'ACCOUNT_UNDER_REVIEW', refuses: (f) => f.underReview === true };
/** A reservation moves money: two-factor must be on (terms of use). */
const noTwoFactor: Rule = { code: 'MFA_NOT_ENABLED', refuses: (f) => !f.mfaEnabled };
/** Reservations are taken only while NOW_ICO, and only once investors have a white paper to read (issue 19). */
const notOpen: Rule = { code: 'OFFERING_NOT_OPEN', refuses: (f) => f.offering.status !== 'NOW_ICO' || !f.offering.hasWhitePaper };
/** The knowledge test may be taken ahead of the start, until the finish, once there is a white paper. */
const ended: Rule = { code: 'OFFERING_NOT_OPEN', refuses: (f) => f.offering.status === 'POST_ICO' || !f.offering.hasWhitePaper };
const levelNotAllowed: Rule = { code: 'LEVEL_NOT_ALLOWED', refuses: (f) => !isLevelAllowed(f.level, f.offering.allowedLevels) };
const noTest: Rule = { code: 'KNOWLEDGE_TEST_MISSING', refuses: (f) => f.joining === undefined };
const testOnly: Rule = { code: 'AGREEMENT_NOT_ACCEPTED', refuses: (f) => f.joining === 'KNOWLEDGETEST_PASSED' };
/** Each investor joins an offering once: a joining past the agreement is a made reservation. */
const reserved: Rule = {
  code: 'ALREADY_JOINED',
  refuses: (f) => f.joining !== undefined && !(PRE_RESERVATION_STATUSES as readonly JoiningStatus[]).includes(f.joining),
};
/** The test is passed once: any joining means it was. */
const tested: Rule = { code: 'ALREADY_JOINED', refuses: (f) => f.joining !== undefined };
/** The agreement is ticked once, right after the test. */
const agreedOrLater: Rule = { code: 'STATUS_CONFLICT', refuses: (f) => f.joining !== undefined && f.joining !== 'KNOWLEDGETEST_PASSED' };

/**
 * Each step's rules in the contract's order (the API tests pin it): the account, then the offering, then the
 * investor's joining. The agreement asks for no level or dates: a passed test already did.
 */
const JOIN_RULES: Record<JoinStage, readonly Rule[]> = {
  knowledgeTest: [blocked, levelNotAllowed, ended, tested],
  agreement: [blocked, noTest, agreedOrLater],
  reservation: [blocked, underReview, noTwoFactor, notOpen, levelNotAllowed, noTest, testOnly, reserved],
};

/** Every refusal of a step, in the contract's order (empty: the step may be taken). */
export const joinRefusals = (stage: JoinStage, facts: JoinFacts): JoinRefusal[] =>
  JOIN_RULES[stage].filter((rule) => rule.refuses(facts)).map((rule) => rule.code);

/** The refusal the server answers for a step: the first in the contract's order, or undefined. */
export const joinRefusal = (stage: JoinStage, facts: JoinFacts): JoinRefusal | undefined => joinRefusals(stage, facts)[0];
