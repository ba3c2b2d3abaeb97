/**
 * A share of an offering's total in percent, for a bar's width and its label only: money itself never goes
 * through floats, and this module stays free of the decimal library so the `/icos` cards can use it.
 */
export function percentOf(part: string, total: string): number {
  const whole = Number(total);
  if (!(whole > 0)) return 0;
  return Math.min(100, Math.max(0, (Number(part) / whole) * 100));
}

/** '0', '<0.1', '2.5', '40': one decimal below 10 percent, none from there. */
export const percentText = (value: number): string =>
  value > 0 && value < 0.1 ? '<0.1' : value.toFixed(value >= 10 || value === 0 ? 0 : 1);
