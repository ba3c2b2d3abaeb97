import { type JoinFacts, joinRefusal } from './join-eligibility';
import type { JoiningStatus, UserLevel, VerificationStatus } from './statuses';
import { canWrite } from './write-access';

/**
 * The knowledge-test status the profile shows (spec sections 3 and 4: "knowledge ... statuses also appear on the
 * profile", in the verification items' colours). The test is taken per offering, so the profile lists one row per
 * offering whose test concerns the investor: Finish where it was passed (any joining means it was), Need to submit
 * where the investor may take it now, or once verified (a viewer becomes a retail investor).
 */
export type KnowledgeTestState = {
  status: Extract<VerificationStatus, 'DONE' | 'NEED_TO_SUBMIT'>;
  /** take: the test is open to the investor; verifyFirst: after the identity check; null: nothing to do. */
  action: 'take' | 'verifyFirst' | null;
};

type OfferingFacts = JoinFacts['offering'];

/** One offering's row, or null when its test is not the investor's to take (finished, or for other levels). */
export function knowledgeTestState(
  offering: OfferingFacts,
  joining: JoiningStatus | undefined,
  level: UserLevel,
): KnowledgeTestState | null {
  if (joining !== undefined) return { status: 'DONE', action: null };
  if (!canWrite(level)) return null;
  const viewer = level === 'VIEWER_LEVEL';
  // The same rule the server applies to the test, for the level the investor has or gets after verification.
  const refusal = joinRefusal('knowledgeTest', {
    level: viewer ? 'RETAIL_INVESTOR_LEVEL' : level,
    mfaEnabled: true,
    offering,
    joining: undefined,
  });
  if (refusal !== undefined) return null;
  return { status: 'NEED_TO_SUBMIT', action: viewer ? 'verifyFirst' : 'take' };
}

/** The rows of the profile, in the offerings' order: each offering with its state, those without one left out. */
export function knowledgeTestRows<O extends OfferingFacts & { id: number }>(
  offerings: readonly O[],
  joinings: readonly { ico: number; status: JoiningStatus }[],
  level: UserLevel,
): Array<{ offering: O } & KnowledgeTestState> {
  return offerings.flatMap((offering) => {
    const state = knowledgeTestState(offering, joinings.find((j) => j.ico === offering.id)?.status, level);
    return state ? [{ offering, ...state }] : [];
  });
}
