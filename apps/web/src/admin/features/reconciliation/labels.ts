import type { CreditMatch, CreditState } from '@ico/domain/reconciliation';

/** Catalogue keys of the matches and states (written out, never built from a value), with their badge colours. */
export const MATCH_KEY = {
  MATCHED: 'match.MATCHED',
  AMBIGUOUS: 'match.AMBIGUOUS',
  UNMATCHED: 'match.UNMATCHED',
  LATE: 'match.LATE',
  EXCESS: 'match.EXCESS',
} as const satisfies Record<CreditMatch, string>;

export const MATCH_COLOR: Record<CreditMatch, string> = {
  MATCHED: 'green',
  AMBIGUOUS: 'yellow',
  UNMATCHED: 'gray',
  LATE: 'red',
  EXCESS: 'orange',
};

export const STATE_KEY = {
  OPEN: 'state.OPEN',
  CONFIRMING: 'state.CONFIRMING',
  CONFIRMED: 'state.CONFIRMED',
  REFUNDING: 'state.REFUNDING',
  REFUNDED: 'state.REFUNDED',
} as const satisfies Record<CreditState, string>;

export const STATE_COLOR: Record<CreditState, string> = {
  OPEN: 'gray',
  CONFIRMING: 'blue',
  CONFIRMED: 'green',
  REFUNDING: 'orange',
  REFUNDED: 'teal',
};
