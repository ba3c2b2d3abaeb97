import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@ico/domain/staff';
import { THAI_DETAIL_INFO } from '@ico/testing/kyc-samples';
import { createStaffMember as createStaff, type StaffMember, type Tokens } from '@ico/testing/portal';
import type { APIRequestContext } from '@playwright/test';
import { staffGrantors } from './accounts';
import { e2ePortal } from './mail';

export const bearer = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access}` });

/** A 2x2 PNG: a real image, small enough for every upload rule. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGM4IScnJ3eCQe6E3IcTDAAe1gTFnT3TbQAAAABJRU5ErkJggg==',
  'base64',
);

/** A Thai ID number with a valid mod-11 check digit. */
export function thaiId(): string {
  const digits = Array.from({ length: 12 }, (_, i) => (i === 0 ? 1 + Math.floor(Math.random() * 8) : Math.floor(Math.random() * 10)));
  const sum = digits.reduce((total, digit, i) => total + digit * (13 - i), 0);
  return `${digits.join('')}${(11 - (sum % 11)) % 10}`;
}

const THAI_ONLY = /^thai(ID|HM)/;

/** A complete, valid detail information payload (phones joined to their codes, as the form sends them), with a new identity number. */
export function detailInfoPayload(nationality: 'THAI' | 'FOREIGN'): Record<string, string> {
  if (nationality === 'THAI') return { ...THAI_DETAIL_INFO, thaiIDNumber: thaiId() };
  const common = Object.fromEntries(Object.entries(THAI_DETAIL_INFO).filter(([field]) => !THAI_ONLY.test(field)));
  return { ...common, passportId: `P${randomBytes(4).toString('hex').toUpperCase()}`, foreHCCity: 'Tokyo', foreHCCountry: 'JP' };
}

export type { StaffMember } from '@ico/testing/portal';

/**
 * A staff member of this journey alone, proposed by one of the worker's administrators and approved by the other
 * through the back-office API, activated with the mailed link, with two-factor on (its own secret) and signed in.
 */
export async function createStaffMember(request: APIRequestContext, role: StaffRole): Promise<StaffMember> {
  return createStaff(e2ePortal(), await staffGrantors(request), role);
}
