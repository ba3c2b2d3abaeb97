import { type StaffOffering, staffOfferingSchema } from '@ico/domain/contracts/offerings';
import type { z } from 'zod';

/** An offering as GET/PUT /admin/offerings/:id/ answer it, parsed by the contract (a test cannot answer what the server could not). */
export function staffOffering(overrides: Partial<z.input<typeof staffOfferingSchema>> = {}): StaffOffering {
  return staffOfferingSchema.parse({
    id: 7,
    token: { name: 'Phuket Marina', ticker: 'PKM', image: null },
    summary: 'A marina in Phuket raises funds for 120 new berths.',
    summaryEN: 'A marina in Phuket raises funds for 120 new berths.',
    summaryTH: 'ท่าจอดเรือในภูเก็ตระดมทุน',
    poster: null,
    status: 'PRE_ICO',
    start_at: '2027-03-01T03:00:00.000Z',
    finish_at: '2027-04-30T10:00:00.000Z',
    totalAmount: '20000000',
    totalAmountToken: '10000000.00000000',
    minimumAmount: '5000',
    allowedLevels: ['RETAIL_INVESTOR_LEVEL', 'PROFESSIONAL_INVESTOR_LEVEL'],
    available: true,
    soldOut: false,
    screening: true,
    documents: [],
    hasWhitePaper: false,
    issuer: null,
    pricePerToken: '2',
    sumReservated: '0',
    sumPayment: '0',
    closedOutcome: null,
    promptPayId: '0105558012345',
    paymentInstructionsEN: 'Pay by PromptPay.',
    paymentInstructionsTH: 'ชำระผ่านพร้อมเพย์',
    payeeBank: null,
    payeeAccountNumber: null,
    payeeAccountName: null,
    knowledgePassMark: 1,
    progress: { totalAmount: '20000000', totalAmountToken: '10000000', sumReservated: '0', sumPayment: '0', availableAmount: '20000000' },
    pendingPaymentTerms: null,
    ...overrides,
  } satisfies z.input<typeof staffOfferingSchema>);
}
