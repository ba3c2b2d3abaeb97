import type { Me } from '@ico/domain/account';
import type { VerificationItem } from '@ico/domain/statuses';
import {
  EDIT_REQUEST_ROUTE,
  isEditableItem,
  VERIFICATION_ROUTE,
  verificationItemsFor,
  verificationStatusOf,
} from '@ico/domain/verification';
import type { TextKey } from '../../i18n/text-key';

export const statusOf = verificationStatusOf;
export const SUBMIT_ROUTE = VERIFICATION_ROUTE;
export const editRoute = (item: VerificationItem): string | undefined => (isEditableItem(item) ? EDIT_REQUEST_ROUTE[item] : undefined);
export const itemsFor = (me: Me): VerificationItem[] => verificationItemsFor(me.individual);

/** Catalogue keys of the item names (keys are never built from templates). */
export const ITEM_TITLE_KEY: Record<VerificationItem, TextKey<'profile'>> = {
  detailInfo: 'identity.items.detailInfo.title',
  selfieFile: 'identity.items.selfieFile.title',
  bankFile: 'identity.items.bankFile.title',
  suitabilityTest: 'identity.items.suitabilityTest.title',
  companyFile: 'identity.items.companyFile.title',
};

export const ITEM_TEXT_KEY: Record<VerificationItem, TextKey<'profile'>> = {
  detailInfo: 'identity.items.detailInfo.text',
  selfieFile: 'identity.items.selfieFile.text',
  bankFile: 'identity.items.bankFile.text',
  suitabilityTest: 'identity.items.suitabilityTest.text',
  companyFile: 'identity.items.companyFile.text',
};
