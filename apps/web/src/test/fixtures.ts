import { type Joining, joiningSchema, type Offering, offeringProgressSchema, offeringSchema } from '@ico/domain/offering-api';

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
