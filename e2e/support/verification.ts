import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
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

const common = {
  birthdate: '1990-05-17',
  gender: 'MALE',
  occupation: 'EMPLOYEE',
  position: 'Engineer',
  companyName: 'Siam Widgets Co., Ltd.',
  annualIncome: '300K_1M',
  financeAssets: '100K_1M',
  referredBy: 'HOMEPAGE',
  resPhoneNumberID: '+66',
  resPhoneNumber: '+66-21234567',
  mobPhoneNumberID: '+66',
  mobPhoneNumber: '+66-812345678',
  compPhoneNumberID: '+66',
  compPhoneNumber: '+66-27654321',
  resAddress: '99 Sukhumvit Road',
  resCity: 'Bangkok',
  resPostalCode: '10110',
  resCountry: 'TH',
  compAddress: '1 Silom Road',
  compCity: 'Bangkok',
  compPostalCode: '10500',
  compCountry: 'TH',
};

/** A complete, valid detail information payload (phones joined to their codes, as the form sends them). */
export function detailInfoPayload(nationality: 'THAI' | 'FOREIGN'): Record<string, string> {
  if (nationality === 'THAI') {
    const address = { Address: '99 Sukhumvit Road', City: 'Bangkok', PostalCode: '10110', Country: 'TH' };
    return {
      ...common,
      thaiIDNumber: thaiId(),
      ...Object.fromEntries(
        Object.entries(address).flatMap(([k, v]) => [
          [`thaiID${k}`, v],
          [`thaiHM${k}`, v],
        ]),
      ),
    };
  }
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
