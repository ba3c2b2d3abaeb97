import type { Option } from './options';

/**
 * Enhanced due diligence (issue 30, deliver 5; AMLO's notification on politically exposed persons, in force 2 February
 * 2026): a high-risk investor declares the source of the funds they invest or of their wealth, with a document; one
 * compliance officer reviews it and proposes approval, a second, senior role (admin) approves, or it is returned with
 * a reason and the investor declares again.
 */
export const EDD_BASES = ['sourceOfFunds', 'sourceOfWealth'] as const;
export type EddBasis = (typeof EDD_BASES)[number];

const origins = <const V extends string>(list: ReadonlyArray<readonly [V, string, string]>): ReadonlyArray<Option<V>> =>
  list.map(([value, en, th]) => ({ value, label: { en, th } }));

/** Where the money or wealth comes from. */
export const EDD_ORIGIN_OPTIONS = origins([
  ['SALARY', 'Salary or wages', 'เงินเดือนหรือค่าจ้าง'],
  ['BUSINESS', 'Business income', 'รายได้จากธุรกิจ'],
  ['INVESTMENTS', 'Investments and dividends', 'ผลตอบแทนจากการลงทุนและเงินปันผล'],
  ['SAVINGS', 'Savings', 'เงินออม'],
  ['INHERITANCE_GIFT', 'Inheritance or gift', 'มรดกหรือการให้โดยเสน่หา'],
  ['PROPERTY_SALE', 'Sale of property', 'การขายทรัพย์สิน'],
  ['OTHER', 'Other', 'อื่น ๆ'],
]);
export type EddOrigin = (typeof EDD_ORIGIN_OPTIONS)[number]['value'];

export const EDD_EXPLANATION_MIN = 20;
export const EDD_EXPLANATION_MAX = 2000;
export const EDD_REASON_MAX = 1000;

/** The file field of the declaration's document (a private file, the verification files' rules). */
export const EDD_DOCUMENT_FIELD = 'eddDocumentPrivate';

/** SUBMITTED (waits for compliance), PROPOSED (compliance proposed approval, waits for the senior role), APPROVED, RETURNED. */
export const EDD_STATUSES = ['SUBMITTED', 'PROPOSED', 'APPROVED', 'RETURNED'] as const;
export type EddStatus = (typeof EDD_STATUSES)[number];
export const isEddPending = (status: EddStatus): boolean => status === 'SUBMITTED' || status === 'PROPOSED';
