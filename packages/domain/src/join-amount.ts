import { RETAIL_JOIN_LIMIT_THB } from './constants';
import type { ErrorCode } from './errors';
import { compareDecimals, type DecimalInput, subtractDecimals } from './money';
import type { UserLevel } from './statuses';

/** Spec section 5: an amount is whole Baht, digits only (15 of them: far above any offering, safe for BigInt). */
export const isWholeBaht = (value: string): boolean => /^\d{1,15}$/.test(value);

/** The highest amount a level may reserve in one offering, or undefined when uncapped (spec: retail 300,000 Baht). */
export function joinLimit(level: UserLevel): number | undefined {
  return level === 'RETAIL_INVESTOR_LEVEL' ? RETAIL_JOIN_LIMIT_THB : undefined;
}

/** The contract's codes of a refused amount, in the order they are checked. */
export const AMOUNT_REFUSAL_CODES = ['UNDER_MINIMUM', 'OVER_MAXIMUM', 'OVER_TOTAL_VOLUME'] as const satisfies readonly ErrorCode[];
export type AmountRefusalCode = (typeof AMOUNT_REFUSAL_CODES)[number];
export const isAmountRefusalCode = (code: string): code is AmountRefusalCode => (AMOUNT_REFUSAL_CODES as readonly string[]).includes(code);

/** A refused amount as the API answers it: the code and, where the contract gives one, its detail. */
export type AmountRefusal =
  | { code: 'UNDER_MINIMUM' }
  | { code: 'OVER_MAXIMUM'; detail: { limit: string } }
  | { code: 'OVER_TOTAL_VOLUME'; detail: { available: string } };

/**
 * What an amount is checked against. `availableAmount` is the offering's total less the other live reservations;
 * null when availability is checked elsewhere (the server checks it last, under the offering lock).
 */
export type AmountTerms = { minimumAmount: DecimalInput; availableAmount: DecimalInput | null; level: UserLevel };

/**
 * The amount rules of a reservation (spec section 5) for a whole-Baht amount, in the contract's order: at least the
 * offering's minimum, at most the level's cap, at most what is still available. Undefined when the amount is fine.
 */
export function amountRefusal(amount: string, terms: AmountTerms): AmountRefusal | undefined {
  if (compareDecimals(amount, terms.minimumAmount) < 0) return { code: 'UNDER_MINIMUM' };
  const limit = joinLimit(terms.level);
  if (limit !== undefined && compareDecimals(amount, limit) > 0) return { code: 'OVER_MAXIMUM', detail: { limit: String(limit) } };
  const available = terms.availableAmount;
  if (available !== null && compareDecimals(amount, available) > 0)
    return { code: 'OVER_TOTAL_VOLUME', detail: { available: compareDecimals(available, 0) < 0 ? '0' : String(available) } };
  return undefined;
}

/** What is left of an offering's total for new reservations: the total less the reserved counter, never below zero. */
export function availableOf(totalAmount: DecimalInput, reserved: DecimalInput): string {
  const left = subtractDecimals(totalAmount, reserved);
  return compareDecimals(left, 0) < 0 ? '0' : left;
}
