import { type Me, meSchema } from '@ico/domain/account';
import { type Joining, joiningSchema } from '@ico/domain/contracts/joinings';
import { type Offering, offeringProgressSchema, offeringSchema } from '@ico/domain/contracts/offerings';

/**
 * Answers of the API as the contracts' schemas accept them, for the component tests: a test names only what it is
 * about and gets the rest from here, parsed by the schema so a field the API added or changed fails here first.
 */
export function offeringAnswer(overrides: Partial<Offering> = {}): Offering {
  return offeringSchema.parse({
    id: 11,
    token: { name: 'Siam Solar Token', ticker: 'SST', image: null },
    summary: 'Solar farms in Isan',
    summaryEN: 'Solar farms in Isan',
    summaryTH: 'โซลาร์ฟาร์มในภาคอีสาน',
    poster: null,
    status: 'NOW_ICO',
    start_at: '2026-11-01T02:00:00.000Z',
    finish_at: '2026-12-31T10:00:00.000Z',
    totalAmount: '1000000',
    totalAmountToken: '500000',
    minimumAmount: '10000',
    allowedLevels: ['RETAIL_INVESTOR_LEVEL', 'PROFESSIONAL_INVESTOR_LEVEL'],
    available: true,
    soldOut: false,
    screening: false,
    documents: [],
    hasWhitePaper: true,
    issuer: null,
    pricePerToken: '2',
    sumReservated: '0',
    sumPayment: '0',
    closedOutcome: null,
    ...overrides,
  });
}

export const progressAnswer = (availableAmount = '1000000') =>
  offeringProgressSchema.parse({
    totalAmount: '1000000',
    totalAmountToken: '500000',
    sumReservated: '0',
    sumPayment: '0',
    availableAmount,
  });

export function joiningAnswer(overrides: Partial<Joining> = {}): Joining {
  return joiningSchema.parse({
    id: 70,
    ico: 11,
    status: 'AGREEMENT_CHECKED',
    created_at: '2026-11-20T03:00:00.000Z',
    reserved_at: null,
    address: null,
    amount: null,
    tokenAmount: null,
    signature: null,
    message: null,
    version: null,
    paymentMethod: null,
    paymentMethodTH: null,
    qrcode: null,
    paymentDeadline: null,
    promptPayId: null,
    payeeAccount: null,
    paymentHeld: false,
    slips: [],
    ...overrides,
  });
}

/** `GET /auth/me/` of a verified retail investor with two-factor on. */
export function meAnswer(overrides: Partial<Me> = {}): Me {
  return meSchema.parse({
    id: 5,
    username: 'somchai',
    email: 'somchai@example.com',
    individual: 'individual',
    nationality: 'THAI',
    usCitizen: false,
    usTaxResident: false,
    firstNameEN: 'Somchai',
    lastNameEN: 'Jaidee',
    firstNameTH: 'สมชาย',
    lastNameTH: 'ใจดี',
    birthdate: null,
    gender: null,
    thaiIDNumber: null,
    passportId: null,
    passport: null,
    occupation: null,
    position: null,
    companyName: null,
    annualIncome: null,
    financeAssets: null,
    referredBy: null,
    resPhoneNumber: null,
    resPhoneNumberID: null,
    mobPhoneNumber: null,
    mobPhoneNumberID: null,
    compPhoneNumber: null,
    compPhoneNumberID: null,
    resAddress: null,
    resCity: null,
    resPostalCode: null,
    resCountry: null,
    thaiIDAddress: null,
    thaiIDCity: null,
    thaiIDPostalCode: null,
    thaiIDCountry: null,
    thaiHMAddress: null,
    thaiHMCity: null,
    thaiHMPostalCode: null,
    thaiHMCountry: null,
    foreHCCity: null,
    foreHCCountry: null,
    compAddress: null,
    compCity: null,
    compPostalCode: null,
    compCountry: null,
    businessType: null,
    suitabilityLevel: null,
    userLevel: 'RETAIL_INVESTOR_LEVEL',
    detailInfoStatus: 'DONE',
    suitabilityTestStatus: 'DONE',
    bankFileStatus: 'DONE',
    selfieFileStatus: 'DONE',
    companyFileStatus: 'NEED_TO_SUBMIT',
    mfa_enabled: true,
    language: 'en',
    role: null,
    date_joined: '2026-10-01T03:00:00.000Z',
    underReview: false,
    ...overrides,
  });
}
