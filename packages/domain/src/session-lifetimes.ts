/**
 * How long a session lasts (issue 15): an absolute lifetime from its sign-in, and an idle timeout from its last use
 * (each refresh of its tokens), whichever ends it first. Staff (a user with a role) hold the back office, so their
 * sessions are short; an investor's follows the phone in their pocket. The server's settings may change the numbers.
 */
export type SessionAudience = 'investor' | 'staff';

export type SessionLimits = {
  /** From the sign-in: no refresh extends a session past it. */
  lifetimeMs: number;
  /** From the last use: a session nobody used for this long is over. */
  idleMs: number;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEFAULT_SESSION_LIMITS: Record<SessionAudience, SessionLimits> = {
  investor: { lifetimeMs: 30 * DAY, idleMs: 14 * DAY },
  staff: { lifetimeMs: 12 * HOUR, idleMs: 30 * MINUTE },
};

/** A staff member's session is a staff session, whatever they open with it. */
export const sessionAudience = (user: { role: string | null }): SessionAudience => (user.role ? 'staff' : 'investor');

export type SessionTimes = { createdAt: Date; lastUsedAt: Date };

/** The moment the session ends if nobody uses it again: its idle end, never later than its lifetime's. */
export function sessionEndsAt(limits: SessionLimits, session: SessionTimes): Date {
  const lifetimeEnd = session.createdAt.getTime() + limits.lifetimeMs;
  const idleEnd = session.lastUsedAt.getTime() + limits.idleMs;
  return new Date(Math.min(lifetimeEnd, idleEnd));
}

/** Why a session is over at `now` ('lifetime' first: it is the one no use can put off), or null while it lasts. */
export function sessionOver(limits: SessionLimits, session: SessionTimes, now: Date): 'lifetime' | 'idle' | null {
  if (now.getTime() >= session.createdAt.getTime() + limits.lifetimeMs) return 'lifetime';
  if (now.getTime() >= session.lastUsedAt.getTime() + limits.idleMs) return 'idle';
  return null;
}

const UNIT_MS = { m: MINUTE, h: HOUR, d: DAY } as const;

/**
 * A duration as the settings write it: a whole number and a unit, `30m`, `12h` or `30d` (minutes, hours, days).
 * Anything else is null.
 */
export function parseDuration(text: string): number | null {
  const match = /^(\d{1,6})([mhd])$/.exec(text.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  return amount > 0 ? amount * UNIT_MS[match[2] as keyof typeof UNIT_MS] : null;
}
