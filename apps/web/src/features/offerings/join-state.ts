import type { Me } from '@ico/domain/account';
import { compareDecimals } from '@ico/domain/money';
import type { Joining, Offering } from '@ico/domain/offering-api';
import { isReserved } from './reserved';

/** What the offering page offers the reader, in the order of spec section 4's join flow. */
export type JoinStep =
  | { kind: 'visitor' }
  | { kind: 'joined'; joining: Joining }
  | { kind: 'blocked' }
  | { kind: 'viewer' }
  | { kind: 'levelNotAllowed' }
  | { kind: 'knowledgeTest' }
  | { kind: 'agreement'; joining: Joining }
  | { kind: 'reserve'; joining: Joining };

type JoinInput = {
  signedIn: boolean;
  me: Pick<Me, 'userLevel'>;
  offering: Pick<Offering, 'allowedLevels'>;
  joining: Joining | undefined;
};

/** A made reservation always shows, whatever the level became since; otherwise the level decides, then the step. */
export function joinStep({ signedIn, me, offering, joining }: JoinInput): JoinStep {
  if (!signedIn) return { kind: 'visitor' };
  if (joining && isReserved(joining)) return { kind: 'joined', joining };
  if (me.userLevel === 'BLOCKED_LEVEL') return { kind: 'blocked' };
  if (me.userLevel === 'VIEWER_LEVEL') return { kind: 'viewer' };
  if (!(offering.allowedLevels as readonly string[]).includes(me.userLevel)) return { kind: 'levelNotAllowed' };
  if (!joining) return { kind: 'knowledgeTest' };
  if (joining.status === 'KNOWLEDGETEST_PASSED') return { kind: 'agreement', joining };
  return { kind: 'reserve', joining };
}

export type ClosedReason = 'notStarted' | 'ended' | 'fullyReserved';

/** Why the join buttons are off: reservations are taken only while NOW_ICO and while an amount is left. */
export function closedReason(offering: Pick<Offering, 'status'>, availableAmount: string | undefined): ClosedReason | undefined {
  if (offering.status === 'PRE_ICO') return 'notStarted';
  if (offering.status === 'POST_ICO') return 'ended';
  if (availableAmount !== undefined && compareDecimals(availableAmount, 0) <= 0) return 'fullyReserved';
  return undefined;
}
