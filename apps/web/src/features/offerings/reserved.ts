import type { Joining } from '@ico/domain/contracts/joinings';
import { PRE_RESERVATION_STATUSES } from '@ico/domain/statuses';

/** A reservation was made (the steps before it, knowledge test and agreement, do not count as joined). */
export const isReserved = (joining: Joining | undefined): boolean =>
  joining !== undefined && !(PRE_RESERVATION_STATUSES as readonly string[]).includes(joining.status);
