import type { Me } from '@ico/domain/account';
import type { Joining } from '@ico/domain/contracts/joinings';
import type { Offering } from '@ico/domain/contracts/offerings';
import { joinRefusals } from '@ico/domain/join-eligibility';
import { compareDecimals } from '@ico/domain/money';
import { isReserved } from './reserved';

/** What the offering page offers the reader, in the order of spec section 4's join flow. */
export type JoinStep =
  | { kind: 'visitor' }
  | { kind: 'joined'; joining: Joining }
  | { kind: 'blocked' }
  /** The account is held for a review (issue 30): said neutrally, never why. */
  | { kind: 'underReview' }
  | { kind: 'viewer' }
  | { kind: 'levelNotAllowed' }
  | { kind: 'knowledgeTest' }
  | { kind: 'agreement'; joining: Joining }
  | { kind: 'reserve'; joining: Joining };

type JoinInput = {
  signedIn: boolean;
  me: Pick<Me, 'userLevel' | 'mfa_enabled'> & Partial<Pick<Me, 'underReview'>>;
  offering: Pick<Offering, 'allowedLevels' | 'status' | 'hasWhitePaper'>;
  joining: Joining | undefined;
};

/**
 * A made reservation always shows, whatever the level became since; otherwise the reservation's refusals of the
 * domain decide the step, in the server's order. Dates and two-factor are not steps: the panel shows them beside
 * the step (the closed note, the form's two-factor alert), so the first other refusal is the one shown.
 */
export function joinStep({ signedIn, me, offering, joining }: JoinInput): JoinStep {
  if (!signedIn) return { kind: 'visitor' };
  if (joining && isReserved(joining)) return { kind: 'joined', joining };
  const refusals = joinRefusals('reservation', {
    level: me.userLevel,
    mfaEnabled: me.mfa_enabled,
    underReview: me.underReview,
    offering,
    joining: joining?.status,
  });
  const refusal = refusals.find((code) => code !== 'MFA_NOT_ENABLED' && code !== 'OFFERING_NOT_OPEN');
  if (refusal === 'ACCOUNT_BLOCKED') return { kind: 'blocked' };
  if (refusal === 'ACCOUNT_UNDER_REVIEW') return { kind: 'underReview' };
  // Viewers are never among an offering's levels; they are told to finish their verification first.
  if (refusal === 'LEVEL_NOT_ALLOWED') return { kind: me.userLevel === 'VIEWER_LEVEL' ? 'viewer' : 'levelNotAllowed' };
  if (!joining || refusal === 'KNOWLEDGE_TEST_MISSING') return { kind: 'knowledgeTest' };
  if (refusal === 'AGREEMENT_NOT_ACCEPTED') return { kind: 'agreement', joining };
  return { kind: 'reserve', joining };
}

export type ClosedReason = 'notStarted' | 'ended' | 'noWhitePaper' | 'fullyReserved';

/**
 * Why the join buttons are off: reservations are taken only while NOW_ICO, once the offering has its white paper
 * (issue 19), and while an amount is left.
 */
export function closedReason(
  offering: Pick<Offering, 'status' | 'hasWhitePaper'>,
  availableAmount: string | undefined,
): ClosedReason | undefined {
  if (offering.status === 'POST_ICO') return 'ended';
  if (!offering.hasWhitePaper) return 'noWhitePaper';
  if (offering.status === 'PRE_ICO') return 'notStarted';
  if (availableAmount !== undefined && compareDecimals(availableAmount, 0) <= 0) return 'fullyReserved';
  return undefined;
}
