import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { THAI_DETAIL_INFO } from '../../apps/api/test/support/kyc-samples';
import { adminTokens, codeOfLink, enableTwoFactorByApi, obtainTokens, type Tokens } from './accounts';
import { linkIn, waitForMail } from './mail';

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

export type StaffMember = { username: string; email: string; password: string; tokens: Tokens };

/**
 * A staff member added by the administrator through the back-office API, activated with the mailed link,
 * with two-factor on and signed in.
 */
export async function createStaffMember(request: APIRequestContext, role: 'compliance' | 'operations' | 'support'): Promise<StaffMember> {
  const id = randomBytes(3).toString('hex');
  const input = { username: `${role.slice(0, 3)}${id}`, email: `${role}-${id}@example.com`, password: `Stf-${id}-Passw0rd!` };
  const admin = await adminTokens(request);
  const created = await request.post('/api/admin/staff/', {
    headers: bearer(admin),
    data: { username: input.username, email: input.email, firstNameEN: 'Malee', lastNameEN: 'Srisuk', role },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = linkIn(await waitForMail(input.email), '/register/');
  const activated = await request.post('/api/auth/user/activate/', {
    data: { email: input.email, verificationCode: codeOfLink(link), password: input.password },
  });
  expect(activated.status()).toBe(200);
  const tokens = await obtainTokens(request, input);
  await enableTwoFactorByApi(request, tokens.access);
  return { ...input, tokens };
}
