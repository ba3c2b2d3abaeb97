import Decimal from 'decimal.js';
import { AWAITING_PAYMENT_STATUSES, type CreditMatch, MATCH_GRACE_HOURS } from './reconciliation';
import { type JoiningStatus, PAID_STATUSES } from './statuses';

/** A joining as matching sees it. */
export type MatchableJoining = {
  id: number;
  status: JoiningStatus;
  /** The amount due (the pinned payment amount, else the reserved amount), a decimal string. */
  amount: string;
  paymentStartedAt: Date | null;
  /** The end of its payment period (3 business days from paymentStartedAt), before the grace. */
  deadline: Date | null;
  /** The transaction references read from its slips (privateFile.slipReference). */
  slipReferences: readonly string[];
};

export type MatchableCredit = { bookedAt: Date; amount: string; reference: string | null };

export type CreditMatchResult = { match: CreditMatch; joiningId: number | null; candidateIds: number[] };

const HOUR = 3_600_000;
const awaiting = (status: JoiningStatus) => (AWAITING_PAYMENT_STATUSES as readonly string[]).includes(status);
const paid = (status: JoiningStatus) => (PAID_STATUSES as readonly string[]).includes(status);
const sameAmount = (a: string, b: string) => new Decimal(a).equals(new Decimal(b));

/** Whether `at` falls in the joining's payment window: from its start to the deadline plus MATCH_GRACE_HOURS. */
export function inPaymentWindow(joining: Pick<MatchableJoining, 'paymentStartedAt' | 'deadline'>, at: Date): boolean {
  if (!joining.paymentStartedAt || !joining.deadline) return false;
  return at.getTime() >= joining.paymentStartedAt.getTime() && at.getTime() <= joining.deadline.getTime() + MATCH_GRACE_HOURS * HOUR;
}

const pastWindow = (joining: MatchableJoining, at: Date) =>
  joining.deadline !== null && at.getTime() > joining.deadline.getTime() + MATCH_GRACE_HOURS * HOUR;

/**
 * How credits meet the joinings (CREDIT_MATCHES), in booking order:
 * 1. A credit whose reference is a slip's reference belongs to that slip's joining: MATCHED when the joining awaits
 *    payment and the amount is exactly the amount due; EXCESS when it awaits payment and the credit is more, or when
 *    it is paid already (or an earlier credit matched it); LATE when it no longer awaits payment (cancelled, rejected,
 *    failed); a credit short of the amount due is UNMATCHED, with the joining as its candidate.
 * 2. Otherwise the candidates are the joinings awaiting payment with exactly this amount whose window contains the
 *    booking time, and not matched by an earlier credit: one is MATCHED, several AMBIGUOUS (staff choose).
 * 3. None: when exactly one joining awaiting payment with this amount had its window end before the booking, LATE;
 *    when the only joining it could pay was matched by an earlier credit, EXCESS; else UNMATCHED.
 * `claimed` are the joinings earlier imports matched already.
 */
export function matchCredits(
  credits: readonly MatchableCredit[],
  joinings: readonly MatchableJoining[],
  claimed: ReadonlySet<number> = new Set(),
): CreditMatchResult[] {
  const taken = new Set(claimed);
  const byReference = new Map<string, MatchableJoining>();
  for (const joining of joinings) for (const reference of joining.slipReferences) byReference.set(reference, joining);
  const order = credits.map((_, i) => i).sort((a, b) => (credits[a]?.bookedAt.getTime() ?? 0) - (credits[b]?.bookedAt.getTime() ?? 0));
  const results: CreditMatchResult[] = new Array(credits.length);
  for (const i of order) {
    const credit = credits[i] as MatchableCredit;
    results[i] = matchOne(credit, joinings, byReference, taken);
    const result = results[i];
    if (result.match === 'MATCHED' && result.joiningId !== null) taken.add(result.joiningId);
  }
  return results;
}

function matchOne(
  credit: MatchableCredit,
  joinings: readonly MatchableJoining[],
  byReference: ReadonlyMap<string, MatchableJoining>,
  taken: ReadonlySet<number>,
): CreditMatchResult {
  const owner = credit.reference ? byReference.get(credit.reference) : undefined;
  if (owner) {
    const one = (match: CreditMatch): CreditMatchResult => ({ match, joiningId: owner.id, candidateIds: [] });
    if (paid(owner.status) || (awaiting(owner.status) && taken.has(owner.id))) return one('EXCESS');
    if (!awaiting(owner.status)) return one('LATE');
    const difference = new Decimal(credit.amount).comparedTo(new Decimal(owner.amount));
    if (difference === 0) return one('MATCHED');
    if (difference > 0) return one('EXCESS');
    return { match: 'UNMATCHED', joiningId: null, candidateIds: [owner.id] };
  }
  const exact = joinings.filter((j) => awaiting(j.status) && sameAmount(j.amount, credit.amount));
  const inWindow = exact.filter((j) => inPaymentWindow(j, credit.bookedAt));
  const open = inWindow.filter((j) => !taken.has(j.id));
  if (open.length === 1) return { match: 'MATCHED', joiningId: open[0]?.id ?? null, candidateIds: [] };
  if (open.length > 1) return { match: 'AMBIGUOUS', joiningId: null, candidateIds: open.map((j) => j.id) };
  const late = exact.filter((j) => pastWindow(j, credit.bookedAt));
  if (late.length === 1 && inWindow.length === 0) return { match: 'LATE', joiningId: late[0]?.id ?? null, candidateIds: [] };
  if (inWindow.length === 1) return { match: 'EXCESS', joiningId: inWindow[0]?.id ?? null, candidateIds: [] };
  return { match: 'UNMATCHED', joiningId: null, candidateIds: [] };
}

const MINUTE = 60_000;

/**
 * A statement line may be dated this many minutes after the moment it is imported (the bank's clock and ours), not
 * more: a line booked in the future is no record of money received, and the whole file is refused (issue 29).
 */
export const STATEMENT_CLOCK_SKEW_MINUTES = 5;

/** The first credit of a statement booked in the future (past the clock skew), or undefined. */
export function futureCredit<C extends { bookedAt: Date }>(credits: readonly C[], now: Date): C | undefined {
  const latest = now.getTime() + STATEMENT_CLOCK_SKEW_MINUTES * MINUTE;
  return credits.find((credit) => credit.bookedAt.getTime() > latest);
}

/**
 * Whether a credit was booked before the reservation it would pay was made. Statements book to the minute, so a
 * transfer made in the reservation's own minute counts as after it.
 */
export function bookedBeforeReservation(bookedAt: Date, reservedAt: Date | null): boolean {
  if (reservedAt === null) return false;
  return bookedAt.getTime() < Math.floor(reservedAt.getTime() / MINUTE) * MINUTE;
}
