/**
 * How the payment details read on screen and what their copy buttons put on the clipboard (issue 19): grouped for the
 * eye, plain digits for the banking app's fields. No arithmetic: the amounts stay strings.
 */

const digitsOf = (value: string): string => value.replace(/\D/g, '');

/**
 * A PromptPay ID grouped as people write it: a mobile number 081-234-5678, a national or tax ID 0-1055-58012-34-5,
 * an e-wallet ID 123-456789012345. Anything else is shown as it is.
 */
export function formatPromptPayId(id: string): string {
  const d = digitsOf(id);
  if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  if (d.length === 13) return `${d.slice(0, 1)}-${d.slice(1, 5)}-${d.slice(5, 10)}-${d.slice(10, 12)}-${d.slice(12)}`;
  if (d.length === 15) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return id;
}

/** A Thai bank account number grouped as banks print it (123-4-56789-0 for ten digits); longer ones in fours. */
export function formatAccountNumber(accountNumber: string): string {
  const d = digitsOf(accountNumber);
  if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 4)}-${d.slice(4, 9)}-${d.slice(9)}`;
  return d.replace(/(\d{4})(?=\d)/g, '$1-');
}

/** Digits only, as a banking app's field takes them. */
export const plainDigits = digitsOf;

/**
 * An amount of Baht as a banking app's amount field takes it: no thousands separators, no currency, no ".00"
 * ('20000.00' -> '20000', '1234.50' -> '1234.50').
 */
export function plainAmount(amount: string): string {
  const [whole = '0', fraction = ''] = amount.replace(/[^\d.]/g, '').split('.');
  const units = whole.replace(/^0+(?=\d)/, '') || '0';
  return /^0*$/.test(fraction) ? units : `${units}.${fraction.padEnd(2, '0')}`;
}
