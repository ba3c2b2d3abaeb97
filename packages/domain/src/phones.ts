import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Thailand's calling code: its numbers are shown as Thai readers dial them ('081 234 5678'). */
const THAI_CALLING_CODE = '66';

/** A stored phone number: E.164, a plus and 8 to 15 digits ('+66812345678'). */
export const E164_PATTERN = /^\+[1-9]\d{7,14}$/;

/** libphonenumber throws on a calling code it does not know ('+999'): a request must never crash on one. */
function parseSafely(text: string, defaultCallingCode?: string) {
  try {
    return parsePhoneNumberFromString(text, defaultCallingCode ? { defaultCallingCode } : undefined);
  } catch {
    return undefined;
  }
}

/**
 * A phone as it is stored (issue 19): E.164, from the form's country code ('+66') and the number as the investor
 * typed it ('081-234-5678', '812345678'; the national trunk prefix is understood). Undefined when the digits
 * cannot be a number of that country code (too short or too long for it, or another code typed into the number).
 */
export function toE164(code: string, local: string): string | undefined {
  const callingCode = code.replace(/\D/g, '');
  if (callingCode === '' || local.trim() === '') return undefined;
  const parsed = parseSafely(local, callingCode);
  if (!parsed || parsed.countryCallingCode !== callingCode || !parsed.isPossible()) return undefined;
  return parsed.number;
}

/**
 * A stored phone for reading: Thai numbers as they are dialled in Thailand ('081 234 5678'), others with their
 * country code ('+81 6 1234 5678'). Also reads the older stored form ('+66-0812345678'); anything else as it is.
 */
export function displayPhone(stored: string): string {
  const parsed = parseSafely(stored.trim());
  if (!parsed) return stored;
  return parsed.countryCallingCode === THAI_CALLING_CODE ? parsed.formatNational() : parsed.formatInternational();
}

/**
 * A stored phone split back into the form's two fields: the country code ('+66') and the national number as it
 * is dialled there, without spaces ('0812345678'). Undefined when it cannot be read.
 */
export function phoneParts(stored: string): { code: string; local: string } | undefined {
  const parsed = parseSafely(stored.trim());
  if (!parsed) return undefined;
  return { code: `+${parsed.countryCallingCode}`, local: parsed.formatNational().replace(/[\s()-]/g, '') };
}

/**
 * A phone typed into one field, as the company file takes it (issue 19): with its country code ('+66-21234567',
 * '+66 2 123 4567', '+6621234567') or, without one, as it is dialled in Thailand ('02-123-4567'). E.164, or undefined
 * when it cannot be a number.
 */
export function typedPhoneToE164(typed: string): string | undefined {
  const value = typed.trim();
  if (value === '') return undefined;
  if (!value.startsWith('+')) return toE164(`+${THAI_CALLING_CODE}`, value);
  // The joined form of the detail information ('+66-021234567'): the code, then the number as dialled there.
  const joined = /^\+(\d{1,4})-(.+)$/.exec(value);
  const fromJoined = joined ? toE164(`+${joined[1]}`, joined[2] as string) : undefined;
  if (fromJoined) return fromJoined;
  const parsed = parseSafely(value);
  return parsed?.isPossible() ? parsed.number : undefined;
}
