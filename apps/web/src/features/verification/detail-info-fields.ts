import { COUNTRY_OPTIONS, THAILAND } from '@ico/domain/countries';
import { DETAIL_INFO_FIELDS, type DetailInfoField, PHONE_FIELDS } from '@ico/domain/kyc-schemas';
import type { Language } from '@ico/domain/language';
import {
  ANNUAL_INCOME_OPTIONS,
  FINANCE_ASSET_OPTIONS,
  GENDER_OPTIONS,
  type Nationality,
  OCCUPATION_OPTIONS,
  type Option,
  REFERRAL_OPTIONS,
} from '@ico/domain/options';
import { phoneParts } from '@ico/domain/phones';
import type { TextKey } from '../../i18n/text-key';
import { optionLabel } from '../../lib/format';

export type DetailInfoFields = Record<DetailInfoField, string>;

export const isDetailField = (key: string): key is DetailInfoField => (DETAIL_INFO_FIELDS as readonly string[]).includes(key);

export type PhoneField = (typeof PHONE_FIELDS)[number];

/** How a field is entered and shown. */
export type FieldKind =
  | { type: 'text'; autoComplete?: string; inputMode?: 'numeric' | 'tel' }
  | { type: 'date' }
  | { type: 'select'; options: ReadonlyArray<Option> }
  /** Fixed to Thailand (spec section 5): shown, never chosen. */
  | { type: 'fixedCountry' };

export type FieldDef = { name: DetailInfoField; label: TextKey<'detail-info'>; kind: FieldKind };

/** Catalogue keys of the labels (keys are never built from templates). */
const LABEL: Record<Exclude<DetailInfoField, `${string}PhoneNumber${string}`>, TextKey<'detail-info'>> = {
  thaiIDNumber: 'fields.thaiIDNumber',
  passportId: 'fields.passportId',
  birthdate: 'fields.birthdate',
  gender: 'fields.gender',
  annualIncome: 'fields.annualIncome',
  financeAssets: 'fields.financeAssets',
  referredBy: 'fields.referredBy',
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
  resAddress: 'fields.resAddress',
  resCity: 'fields.resCity',
  resPostalCode: 'fields.resPostalCode',
  resCountry: 'fields.resCountry',
  compAddress: 'fields.compAddress',
  compCity: 'fields.compCity',
  compPostalCode: 'fields.compPostalCode',
  compCountry: 'fields.compCountry',
  occupation: 'fields.occupation',
  position: 'fields.position',
  companyName: 'fields.companyName',
};

export const PHONE_LABEL: Record<PhoneField['number'], TextKey<'detail-info'>> = {
  resPhoneNumber: 'fields.resPhoneNumber',
  mobPhoneNumber: 'fields.mobPhoneNumber',
  compPhoneNumber: 'fields.compPhoneNumber',
};

const text = (name: keyof typeof LABEL, kind: FieldKind = { type: 'text' }): FieldDef => ({ name, label: LABEL[name], kind });
const select = (name: keyof typeof LABEL, options: ReadonlyArray<Option>): FieldDef => ({
  name,
  label: LABEL[name],
  kind: { type: 'select', options },
});
const postal = { type: 'text', autoComplete: 'off', inputMode: 'numeric' } as const;

/** The address blocks the two checkboxes copy into: target field -> ID-card source field. */
export const COPY_FROM_ID_CARD = {
  residence: { resAddress: 'thaiIDAddress', resCity: 'thaiIDCity', resPostalCode: 'thaiIDPostalCode', resCountry: 'thaiIDCountry' },
  house: { thaiHMAddress: 'thaiIDAddress', thaiHMCity: 'thaiIDCity', thaiHMPostalCode: 'thaiIDPostalCode', thaiHMCountry: 'thaiIDCountry' },
} as const satisfies Record<string, Partial<Record<DetailInfoField, DetailInfoField>>>;
export type CopyBlock = keyof typeof COPY_FROM_ID_CARD;

export type SectionDef = {
  id: 'general' | 'thaiId' | 'thaiHm' | 'foreignHome' | 'residence' | 'company' | 'work';
  title: TextKey<'detail-info'>;
  /** The checkbox that mirrors the ID-card address into this block. */
  copy?: CopyBlock;
  fields: FieldDef[];
};

/** The sections of spec section 2, in order, for a nationality (the phones follow them). */
export function sectionsFor(nationality: Nationality): SectionDef[] {
  const thai = nationality === 'THAI';
  const sections: Array<SectionDef | null> = [
    {
      id: 'general',
      title: 'sections.general',
      fields: [
        thai
          ? text('thaiIDNumber', { type: 'text', inputMode: 'numeric', autoComplete: 'off' })
          : text('passportId', { type: 'text', autoComplete: 'off' }),
        text('birthdate', { type: 'date' }),
        select('gender', GENDER_OPTIONS),
        select('annualIncome', ANNUAL_INCOME_OPTIONS),
        select('financeAssets', FINANCE_ASSET_OPTIONS),
        select('referredBy', REFERRAL_OPTIONS),
      ],
    },
    thai
      ? {
          id: 'thaiId',
          title: 'sections.thaiId',
          fields: [
            text('thaiIDAddress', { type: 'text', autoComplete: 'off' }),
            text('thaiIDCity', { type: 'text', autoComplete: 'off' }),
            text('thaiIDPostalCode', postal),
            text('thaiIDCountry', { type: 'fixedCountry' }),
          ],
        }
      : null,
    thai
      ? {
          id: 'thaiHm',
          title: 'sections.thaiHm',
          copy: 'house',
          fields: [
            text('thaiHMAddress', { type: 'text', autoComplete: 'off' }),
            text('thaiHMCity', { type: 'text', autoComplete: 'off' }),
            text('thaiHMPostalCode', postal),
            text('thaiHMCountry', { type: 'fixedCountry' }),
          ],
        }
      : null,
    thai
      ? null
      : {
          id: 'foreignHome',
          title: 'sections.foreignHome',
          fields: [text('foreHCCity', { type: 'text', autoComplete: 'off' }), select('foreHCCountry', COUNTRY_OPTIONS)],
        },
    {
      id: 'residence',
      title: 'sections.residence',
      copy: thai ? 'residence' : undefined,
      fields: [
        text('resAddress', { type: 'text', autoComplete: 'street-address' }),
        text('resCity', { type: 'text', autoComplete: 'address-level1' }),
        text('resPostalCode', { ...postal, autoComplete: 'postal-code' }),
        select('resCountry', COUNTRY_OPTIONS),
      ],
    },
    {
      id: 'company',
      title: 'sections.company',
      fields: [
        text('compAddress', { type: 'text', autoComplete: 'off' }),
        text('compCity', { type: 'text', autoComplete: 'off' }),
        text('compPostalCode', postal),
        select('compCountry', COUNTRY_OPTIONS),
      ],
    },
    {
      id: 'work',
      title: 'sections.work',
      fields: [
        select('occupation', OCCUPATION_OPTIONS),
        text('position', { type: 'text', autoComplete: 'organization-title' }),
        text('companyName', { type: 'text', autoComplete: 'organization' }),
      ],
    },
  ];
  return sections.filter((section): section is SectionDef => section !== null);
}

/** Calling codes offered for the phones: Thailand first, then the countries most investors call from. */
const CALLING_CODES: ReadonlyArray<readonly [code: string, country: string]> = [
  ['+66', 'TH'],
  ['+1', 'US'],
  ['+44', 'GB'],
  ['+61', 'AU'],
  ['+64', 'NZ'],
  ['+65', 'SG'],
  ['+60', 'MY'],
  ['+62', 'ID'],
  ['+63', 'PH'],
  ['+84', 'VN'],
  ['+95', 'MM'],
  ['+855', 'KH'],
  ['+856', 'LA'],
  ['+86', 'CN'],
  ['+852', 'HK'],
  ['+886', 'TW'],
  ['+81', 'JP'],
  ['+82', 'KR'],
  ['+91', 'IN'],
  ['+971', 'AE'],
  ['+49', 'DE'],
  ['+33', 'FR'],
  ['+41', 'CH'],
  ['+31', 'NL'],
  ['+7', 'RU'],
];

/** Names from the domain's country list, the same the country selects show. */
const countryName = (code: string, language: Language) => optionLabel(COUNTRY_OPTIONS, code, language);

export const callingCodeOptions = (language: Language) =>
  CALLING_CODES.map(([code, country]) => ({ value: code, label: `${code} ${countryName(country, language)}` }));

export const DEFAULT_CALLING_CODE = '+66';

export function emptyFields(nationality: Nationality): DetailInfoFields {
  const fields = Object.fromEntries(DETAIL_INFO_FIELDS.map((name) => [name, ''])) as DetailInfoFields;
  for (const phone of PHONE_FIELDS) fields[phone.code] = DEFAULT_CALLING_CODE;
  if (nationality === 'THAI') {
    fields.thaiIDCountry = THAILAND;
    fields.thaiHMCountry = THAILAND;
  }
  return fields;
}

/** The text a select or fixed country shows for a stored value, in the current language. */
export function displayValue(field: FieldDef, value: string, language: Language): string {
  if (field.kind.type === 'fixedCountry') return countryName(value || THAILAND, language);
  if (field.kind.type === 'select') return optionLabel(field.kind.options, value, language);
  return value;
}

/**
 * The form's values from the submission sent last time (a returned item reopens with them, issue 19): known fields
 * only, each stored E.164 phone split back into its code and the number as it is dialled.
 */
export function fieldsFromSubmission(nationality: Nationality, data: Readonly<Record<string, string>>): DetailInfoFields {
  const fields = emptyFields(nationality);
  for (const name of DETAIL_INFO_FIELDS) {
    const value = data[name];
    if (typeof value === 'string' && value !== '') fields[name] = value;
  }
  for (const phone of PHONE_FIELDS) {
    const parts = data[phone.number] ? phoneParts(data[phone.number] as string) : undefined;
    if (parts) {
      fields[phone.code] = parts.code;
      fields[phone.number] = parts.local;
    }
  }
  return fields;
}
