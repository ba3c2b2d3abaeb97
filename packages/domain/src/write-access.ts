import type { ErrorCode } from './errors';
import type { UserLevel } from './statuses';

/**
 * "Blocked users read only" (spec section 4: BLOCKED_LEVEL keeps its sign-in, loses its rights): the one guard of
 * every investor write. The exception is deliberate and lives with its route: a blocked member may still send an
 * inquiry, since asking why is what they most need.
 */
export const canWrite = (level: UserLevel): boolean => level !== 'BLOCKED_LEVEL';

/** The contract's answer to a write refused by the guard (403). */
export const READ_ONLY_REFUSAL = 'ACCOUNT_BLOCKED' satisfies ErrorCode;

/** The guard as the server applies it: the contract's code when the level may not write, else undefined. */
export const writeRefusal = (level: UserLevel): typeof READ_ONLY_REFUSAL | undefined => (canWrite(level) ? undefined : READ_ONLY_REFUSAL);
