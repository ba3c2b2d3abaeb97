import { subtractDecimals } from './money';
import { type JoiningStatus, LIVE_RESERVATION_STATUSES } from './statuses';

const isLive = (status: JoiningStatus | null): boolean =>
  status !== null && (LIVE_RESERVATION_STATUSES as readonly JoiningStatus[]).includes(status);

/** A joining's amount as stored (whole Baht as a decimal string, or null before a reservation). */
type Amount = string | null | undefined;

/**
 * How far a change of one joining moves its offering's reserved counter (the sum of its live reservations, Baht, as a
 * decimal string; '0' when it does not move): becoming live adds the new amount, leaving the live statuses subtracts
 * the old one, and staying live with another amount moves by the difference. `from` null is a joining written afresh,
 * `to` null one deleted.
 */
export function reservedDelta(change: {
  from: JoiningStatus | null;
  to: JoiningStatus | null;
  oldAmount: Amount;
  newAmount: Amount;
}): string {
  const before = isLive(change.from) ? (change.oldAmount ?? '0') : '0';
  const after = isLive(change.to) ? (change.newAmount ?? '0') : '0';
  return subtractDecimals(after, before);
}
