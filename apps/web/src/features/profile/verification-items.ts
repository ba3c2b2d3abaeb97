import type { Me } from '@ico/domain/account';
import { EDITABLE_WHEN_DONE, type VerificationItem, type VerificationStatus } from '@ico/domain/statuses';

/** The field of `Me` that holds each item's status. */
const STATUS_FIELD = {
  detailInfo: 'detailInfoStatus',
  selfieFile: 'selfieFileStatus',
  bankFile: 'bankFileStatus',
  suitabilityTest: 'suitabilityTestStatus',
  companyFile: 'companyFileStatus',
} as const satisfies Record<VerificationItem, keyof Me>;

export const statusOf = (me: Me, item: VerificationItem): VerificationStatus => me[STATUS_FIELD[item]];

/**
 * The screen that takes each item. The spec names no route for the company file; `/company_file` follows
 * the pattern of the other file screens (PRODUCT.md: corporate investors supply it at a company-file screen).
 */
export const SUBMIT_ROUTE: Record<VerificationItem, string> = {
  detailInfo: '/detail_info',
  selfieFile: '/selfie_file',
  bankFile: '/bank_file',
  suitabilityTest: '/suitabilitytest',
  companyFile: '/company_file',
};

type EditableItem = (typeof EDITABLE_WHEN_DONE)[number];

/** Approved items are changed through a member inquiry: 0 personal info, 1 selfie, 2 bank file (spec section 2). */
const EDIT_ROUTE: Record<EditableItem, string> = {
  detailInfo: '/member_inquiry/0/',
  selfieFile: '/member_inquiry/1/',
  bankFile: '/member_inquiry/2/',
};

export function editRoute(item: VerificationItem): string | undefined {
  return (EDITABLE_WHEN_DONE as readonly VerificationItem[]).includes(item) ? EDIT_ROUTE[item as EditableItem] : undefined;
}

/** The items a user verifies, in the order the screens take them; the company file only for corporate users. */
export function itemsFor(me: Me): VerificationItem[] {
  const items: VerificationItem[] = ['detailInfo', 'selfieFile', 'bankFile', 'suitabilityTest'];
  return me.individual === 'corporate' ? [...items, 'companyFile'] : items;
}

/** Catalogue keys of the item names (keys are never built from templates). */
export const ITEM_TITLE_KEY: Record<VerificationItem, string> = {
  detailInfo: 'identity.items.detailInfo.title',
  selfieFile: 'identity.items.selfieFile.title',
  bankFile: 'identity.items.bankFile.title',
  suitabilityTest: 'identity.items.suitabilityTest.title',
  companyFile: 'identity.items.companyFile.title',
};

export const ITEM_TEXT_KEY: Record<VerificationItem, string> = {
  detailInfo: 'identity.items.detailInfo.text',
  selfieFile: 'identity.items.selfieFile.text',
  bankFile: 'identity.items.bankFile.text',
  suitabilityTest: 'identity.items.suitabilityTest.text',
  companyFile: 'identity.items.companyFile.text',
};
