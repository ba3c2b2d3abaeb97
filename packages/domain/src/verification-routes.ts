import type { VerificationItem } from './statuses';

/**
 * The screen that takes each item (spec section 2). The spec names no route for the company file;
 * `/company_file` follows the pattern of the other file screens. A module of its own so that the web app's
 * route table does not carry the verification rules into its first chunk.
 */
export const VERIFICATION_ROUTE: Record<VerificationItem, string> = {
  detailInfo: '/detail_info',
  selfieFile: '/selfie_file',
  bankFile: '/bank_file',
  suitabilityTest: '/suitabilitytest',
  companyFile: '/company_file',
};
