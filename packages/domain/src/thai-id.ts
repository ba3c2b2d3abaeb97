import { THAI_ID_LENGTH } from './constants';

/**
 * Thai national ID check digit: the first 12 digits weighted 13 down to 2,
 * summed, and (11 - sum mod 11) mod 10 must equal the 13th digit.
 */
export function isValidThaiIdChecksum(id: string): boolean {
  if (!new RegExp(`^\\d{${THAI_ID_LENGTH}}$`).test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(id[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(id[12]);
}
