import Decimal from 'decimal.js';
import { BAHT_DECIMALS, PRICE_MAX_DECIMALS, TOKEN_DECIMALS } from './constants';
import { groupThousands } from './format';

/** Exact decimal type for money and token amounts. */
const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_DOWN });
export type DecimalInput = string | number;

/**
 * Tokens for a Baht amount: amount / (totalAmount / totalAmountToken), with 8 decimals,
 * rounded down so an investor is never promised more tokens than the offering holds.
 */
export function tokenAmount(amount: DecimalInput, totalAmount: DecimalInput, totalAmountToken: DecimalInput): string {
  const total = new D(totalAmount);
  if (total.lte(0)) throw new RangeError('totalAmount must be positive');
  const pricePerToken = total.div(new D(totalAmountToken));
  return new D(amount).div(pricePerToken).toDecimalPlaces(TOKEN_DECIMALS, D.ROUND_DOWN).toFixed(TOKEN_DECIMALS);
}

/**
 * Baht per token: totalAmount / totalAmountToken, rounded half up to at most 8 decimals, trailing zeros dropped down
 * to the Baht's 2 ('1.00', '0.33333333', '2.50'). Exact decimal division, never binary floats.
 */
export function pricePerToken(totalAmount: DecimalInput, totalAmountToken: DecimalInput): string {
  const tokens = new D(totalAmountToken);
  if (tokens.lte(0)) throw new RangeError('totalAmountToken must be positive');
  const price = new D(totalAmount).div(tokens).toDecimalPlaces(PRICE_MAX_DECIMALS, D.ROUND_HALF_UP);
  return price.toFixed(Math.max(BAHT_DECIMALS, price.decimalPlaces()));
}

export function sumDecimals(values: readonly DecimalInput[]): string {
  return values.reduce<Decimal>((acc, v) => acc.plus(new D(v)), new D(0)).toFixed();
}

export function subtractDecimals(a: DecimalInput, b: DecimalInput): string {
  return new D(a).minus(new D(b)).toFixed();
}

export function compareDecimals(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  return new D(a).comparedTo(new D(b)) as -1 | 0 | 1;
}

/** Thousands separators and a fixed number of decimals, without passing through binary floats. */
export function formatDecimal(value: DecimalInput, decimals: number): string {
  return groupThousands(new D(value).toFixed(decimals, D.ROUND_HALF_UP));
}

export const formatBaht = (value: DecimalInput): string => formatDecimal(value, BAHT_DECIMALS);
export const formatTokens = (value: DecimalInput): string => formatDecimal(value, TOKEN_DECIMALS);
