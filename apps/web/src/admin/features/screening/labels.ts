import type { VerificationItem } from '@ico/domain/statuses';
import type { TextKey } from '../../../i18n/text-key';
import type { ScreenedItem, ScreeningDecision } from './api/types';

/** Catalogue keys of the `admin-screening` namespace, written out (never built from a value). */
export const ITEM_KEY: Record<VerificationItem, TextKey<'admin-screening'>> = {
  detailInfo: 'items.detailInfo',
  selfieFile: 'items.selfieFile',
  bankFile: 'items.bankFile',
  suitabilityTest: 'items.suitabilityTest',
  companyFile: 'items.companyFile',
};

export const ITEM_TABS: readonly ScreenedItem[] = ['detailInfo', 'selfieFile', 'bankFile', 'companyFile'];

export const DECISION_KEY: Record<ScreeningDecision, TextKey<'admin-screening'>> = {
  approve: 'decisions.approve',
  returnForResubmission: 'decisions.returnForResubmission',
  reject: 'decisions.reject',
};

/** The submitted fields of each item, in the order a screener reads them, with their label keys. */
export const FIELD_KEY: Record<string, TextKey<'admin-screening'>> = {
  thaiIDNumber: 'fields.thaiIDNumber',
  passportId: 'fields.passportId',
  birthdate: 'fields.birthdate',
  gender: 'fields.gender',
  occupation: 'fields.occupation',
  position: 'fields.position',
  companyName: 'fields.companyName',
  businessType: 'fields.businessType',
  annualIncome: 'fields.annualIncome',
  financeAssets: 'fields.financeAssets',
  referredBy: 'fields.referredBy',
  mobPhoneNumber: 'fields.mobPhoneNumber',
  resPhoneNumber: 'fields.resPhoneNumber',
  compPhoneNumber: 'fields.compPhoneNumber',
  phone: 'fields.phone',
  resAddress: 'fields.resAddress',
  resCity: 'fields.resCity',
  resPostalCode: 'fields.resPostalCode',
  resCountry: 'fields.resCountry',
  thaiIDAddress: 'fields.thaiIDAddress',
  thaiIDCity: 'fields.thaiIDCity',
  thaiIDPostalCode: 'fields.thaiIDPostalCode',
  thaiIDCountry: 'fields.thaiIDCountry',
  thaiHMAddress: 'fields.thaiHMAddress',
  thaiHMCity: 'fields.thaiHMCity',
  thaiHMPostalCode: 'fields.thaiHMPostalCode',
  thaiHMCountry: 'fields.thaiHMCountry',
  foreHCCity: 'fields.foreHCCity',
  foreHCCountry: 'fields.foreHCCountry',
  compAddress: 'fields.compAddress',
  compCity: 'fields.compCity',
  compPostalCode: 'fields.compPostalCode',
  compCountry: 'fields.compCountry',
  address: 'fields.address',
  city: 'fields.city',
  postalCode: 'fields.postalCode',
  country: 'fields.country',
  bankName: 'fields.bankName',
  branchName: 'fields.branchName',
  accountType: 'fields.accountType',
  accountName: 'fields.accountName',
  accountNumber: 'fields.accountNumber',
};

/** A stored phone (E.164, '+66812345678') carries its country code, so the code is not shown twice. */
export const HIDDEN_FIELDS: ReadonlySet<string> = new Set(['resPhoneNumberID', 'mobPhoneNumberID', 'compPhoneNumberID']);
