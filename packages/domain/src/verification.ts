import type { Me } from './account';
import type { SubmissionSummary } from './contracts/verification';
import { EDITABLE_WHEN_DONE, itemsForRetail, SCREENING_DECISIONS, type VerificationItem, type VerificationStatus } from './statuses';
import { canWrite } from './write-access';

// The screens' routes live in their own module (the web app's route table needs them alone); callers may keep this path.
export { VERIFICATION_ROUTE } from './verification-routes';

/** The field of the current user (`GET /auth/me/`) that holds each item's status. */
export const VERIFICATION_STATUS_FIELD = {
  detailInfo: 'detailInfoStatus',
  selfieFile: 'selfieFileStatus',
  bankFile: 'bankFileStatus',
  suitabilityTest: 'suitabilityTestStatus',
  companyFile: 'companyFileStatus',
} as const satisfies Record<VerificationItem, keyof Me>;

type StatusHolder = Pick<Me, (typeof VERIFICATION_STATUS_FIELD)[VerificationItem]>;

export const verificationStatusOf = (me: StatusHolder, item: VerificationItem): VerificationStatus => me[VERIFICATION_STATUS_FIELD[item]];

/**
 * The newest submission when staff returned it for changes (issue 19): the item waits for a new submission again,
 * and the investor reads why and starts from what was sent. Undefined otherwise.
 */
export function returnedSubmission(status: VerificationStatus, newest: SubmissionSummary | undefined): SubmissionSummary | undefined {
  return status === 'NEED_TO_SUBMIT' && newest?.status === SCREENING_DECISIONS.returnForResubmission ? newest : undefined;
}

export type EditableItem = (typeof EDITABLE_WHEN_DONE)[number];

/** Approved items change through a member inquiry: 0 personal info, 1 selfie, 2 bank file (spec section 2). */
export const EDIT_REQUEST_ROUTE: Record<EditableItem, string> = {
  detailInfo: '/member_inquiry/0/',
  selfieFile: '/member_inquiry/1/',
  bankFile: '/member_inquiry/2/',
};

export const isEditableItem = (item: VerificationItem): item is EditableItem =>
  (EDITABLE_WHEN_DONE as readonly VerificationItem[]).includes(item);

/** The items a user verifies, in the order the screens take them; corporate users also send the company file. */
export const verificationItemsFor = (individual: Me['individual']): VerificationItem[] => itemsForRetail(individual);

export type NextStep =
  | { kind: 'blocked' }
  | { kind: 'rejected'; item: VerificationItem }
  | { kind: 'submit'; item: VerificationItem }
  | { kind: 'screening' }
  | { kind: 'ready' };

/**
 * The one thing a user should do next: nothing when blocked; a rejected item first (it needs attention), then
 * the first item still to send, then waiting for screening, and finally reserving in offerings.
 */
export function nextVerificationStep(me: StatusHolder & Pick<Me, 'userLevel' | 'individual'>): NextStep {
  if (!canWrite(me.userLevel)) return { kind: 'blocked' };
  const items = verificationItemsFor(me.individual);
  const rejected = items.find((item) => verificationStatusOf(me, item) === 'REJECT');
  if (rejected) return { kind: 'rejected', item: rejected };
  const toSend = items.find((item) => verificationStatusOf(me, item) === 'NEED_TO_SUBMIT');
  if (toSend) return { kind: 'submit', item: toSend };
  if (me.userLevel === 'VIEWER_LEVEL' || items.some((item) => verificationStatusOf(me, item) === 'NEED_TO_SCREENING'))
    return { kind: 'screening' };
  return { kind: 'ready' };
}
