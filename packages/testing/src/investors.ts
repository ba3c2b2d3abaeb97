import { randomBytes } from 'node:crypto';

export type InvestorInput = {
  username: string;
  email: string;
  password: string;
  firstNameEN: string;
  lastNameEN: string;
  firstNameTH: string;
  lastNameTH: string;
  nationality: 'THAI' | 'FOREIGN';
  individual: 'individual' | 'corporate';
  agreementCheck: boolean;
  agreementUrl: string;
};

/** The body of `POST /auth/user/create/` for a new, unique Thai investor (without its verification code). */
export function newInvestor(overrides: Partial<InvestorInput> = {}): InvestorInput {
  const id = randomBytes(4).toString('hex');
  return {
    username: `u${id}`,
    email: `inv-${id}@example.com`,
    password: `Pw-${id}-Good1`,
    firstNameEN: 'Somchai',
    lastNameEN: 'Jaidee',
    firstNameTH: 'สมชาย',
    lastNameTH: 'ใจดี',
    nationality: 'THAI',
    individual: 'individual',
    agreementCheck: true,
    agreementUrl: '/teamofuse',
    ...overrides,
  };
}

/** The body of `POST /admin/corporate/` (staff open a corporate investor's account) for a new, unique company. */
export function newCorporate() {
  const id = randomBytes(4).toString('hex');
  return {
    username: `c${id}`,
    email: `corp-${id}@example.com`,
    companyName: 'Siam Widgets Co., Ltd.',
    firstNameEN: 'Anan',
    lastNameEN: 'Director',
    firstNameTH: 'อนันต์',
    lastNameTH: 'ผู้จัดการ',
    nationality: 'THAI',
    language: 'en',
  };
}

/** The code of a mailed `/register/{email}/{code}` link. */
export function codeOfLink(link: string): string {
  const parts = new URL(link).pathname.split('/').filter(Boolean);
  return decodeURIComponent(parts[2] ?? '');
}
