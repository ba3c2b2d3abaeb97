/** Thousands separators for a plain decimal string ('1234567.5' -> '1,234,567.5'); no arithmetic involved. */
export function groupThousands(decimal: string): string {
  const negative = decimal.startsWith('-');
  const [whole = '0', fraction] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** A whole number of Baht or a count with thousands separators, for pages that need no decimal maths. */
export const formatInteger = (value: number): string => groupThousands(String(Math.trunc(value)));
