import type { Me } from '@ico/domain/account';
import {
  ANNUAL_INCOME_OPTIONS,
  BUSINESS_TYPE_OPTIONS,
  FINANCE_ASSET_OPTIONS,
  GENDER_OPTIONS,
  INDIVIDUAL_OPTIONS,
  NATIONALITY_OPTIONS,
  OCCUPATION_OPTIONS,
  type Option,
  REFERRAL_OPTIONS,
} from '@ico/domain/options';
import { displayPhone } from '@ico/domain/phones';
import { SUITABILITY_LEVELS, type SuitabilityLevel } from '@ico/domain/suitability';
import { DataList, Paper, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../i18n/i18n';
import type { TextKey } from '../../../i18n/text-key';
import { countryName, formatDate, formatDateTime, optionLabel } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { ROLE_KEY } from '../../lib/admin-nav';

type Row = { labelKey: TextKey<'admin'>; value: string | null };
type Section = { titleKey: TextKey<'admin'>; rows: Row[] };

const filled = (value: string | null | undefined): value is string => value != null && value.trim() !== '';
const joined = (...parts: Array<string | null | undefined>) => parts.filter(filled).join(' ') || null;

/** A phone as stored ('+66-812345678'); older values without the code get it in front. */
function phone(number: string | null): string | null {
  return filled(number) ? displayPhone(number) : null;
}

/** An address on one line: its parts, then the country's name. */
function address(language: Language, parts: Array<string | null>, country: string | null): string | null {
  return [...parts, filled(country) ? countryName(country, language) : null].filter(filled).join(', ') || null;
}

const SUITABILITY_KEY: Record<SuitabilityLevel, TextKey<'admin'>> = {
  BEGINNER: 'suitability.BEGINNER',
  STANDARD: 'suitability.STANDARD',
  EXPERIENCE: 'suitability.EXPERIENCE',
};
const isSuitabilityLevel = (value: string): value is SuitabilityLevel => SUITABILITY_LEVELS.includes(value as SuitabilityLevel);

function sections(user: Me, t: TFunction<'admin'>, language: Language): Section[] {
  const option = (options: ReadonlyArray<Option>, value: string | null) => (filled(value) ? optionLabel(options, value, language) : null);
  const yesNo = (value: boolean) => (value ? t('identity.yes') : t('identity.no'));
  return [
    {
      titleKey: 'identity.account',
      rows: [
        { labelKey: 'fields.username', value: user.username },
        { labelKey: 'fields.email', value: user.email },
        { labelKey: 'fields.individual', value: option(INDIVIDUAL_OPTIONS, user.individual) },
        { labelKey: 'fields.nationality', value: option(NATIONALITY_OPTIONS, user.nationality) },
        { labelKey: 'fields.usCitizen', value: yesNo(user.usCitizen) },
        { labelKey: 'fields.usTaxResident', value: yesNo(user.usTaxResident) },
        { labelKey: 'fields.language', value: user.language === 'th' ? t('languages.th') : t('languages.en') },
        { labelKey: 'fields.role', value: user.role ? t(ROLE_KEY[user.role]) : null },
        { labelKey: 'fields.twoFactor', value: user.mfa_enabled ? t('twoFactor.on') : t('twoFactor.off') },
        {
          labelKey: 'fields.suitabilityLevel',
          value:
            user.suitabilityLevel && isSuitabilityLevel(user.suitabilityLevel)
              ? t(SUITABILITY_KEY[user.suitabilityLevel])
              : user.suitabilityLevel,
        },
        { labelKey: 'fields.joined', value: formatDateTime(user.date_joined, language) },
      ],
    },
    {
      titleKey: 'identity.personal',
      rows: [
        { labelKey: 'fields.nameEN', value: joined(user.firstNameEN, user.lastNameEN) },
        { labelKey: 'fields.nameTH', value: joined(user.firstNameTH, user.lastNameTH) },
        { labelKey: 'fields.birthdate', value: filled(user.birthdate) ? formatDate(user.birthdate, language) : null },
        { labelKey: 'fields.gender', value: option(GENDER_OPTIONS, user.gender) },
        { labelKey: 'fields.thaiIDNumber', value: user.thaiIDNumber },
        { labelKey: 'fields.passportId', value: user.passportId },
        { labelKey: 'fields.passport', value: user.passport },
        { labelKey: 'fields.occupation', value: option(OCCUPATION_OPTIONS, user.occupation) },
        { labelKey: 'fields.position', value: user.position },
        { labelKey: 'fields.companyName', value: user.companyName },
        { labelKey: 'fields.businessType', value: option(BUSINESS_TYPE_OPTIONS, user.businessType) },
        { labelKey: 'fields.annualIncome', value: option(ANNUAL_INCOME_OPTIONS, user.annualIncome) },
        { labelKey: 'fields.financeAssets', value: option(FINANCE_ASSET_OPTIONS, user.financeAssets) },
        { labelKey: 'fields.referredBy', value: option(REFERRAL_OPTIONS, user.referredBy) },
      ],
    },
    {
      titleKey: 'identity.contact',
      rows: [
        { labelKey: 'fields.mobPhone', value: phone(user.mobPhoneNumber) },
        { labelKey: 'fields.resPhone', value: phone(user.resPhoneNumber) },
        { labelKey: 'fields.compPhone', value: phone(user.compPhoneNumber) },
        { labelKey: 'fields.resAddress', value: address(language, [user.resAddress, user.resCity, user.resPostalCode], user.resCountry) },
        {
          labelKey: 'fields.thaiIDAddress',
          value: address(language, [user.thaiIDAddress, user.thaiIDCity, user.thaiIDPostalCode], user.thaiIDCountry),
        },
        {
          labelKey: 'fields.thaiHMAddress',
          value: address(language, [user.thaiHMAddress, user.thaiHMCity, user.thaiHMPostalCode], user.thaiHMCountry),
        },
        { labelKey: 'fields.foreignHome', value: address(language, [user.foreHCCity], user.foreHCCountry) },
        {
          labelKey: 'fields.compAddress',
          value: address(language, [user.compAddress, user.compCity, user.compPostalCode], user.compCountry),
        },
      ],
    },
  ];
}

/** Labels wrap rather than push their values out of line. */
const LABEL_WIDTH = 'clamp(120px, 36%, 220px)';

/** Every filled field of the user, in labelled groups (label and value side by side). */
export function UserIdentity({ user }: { user: Me }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return sections(user, t, language)
    .map((section) => ({ ...section, rows: section.rows.filter((row) => filled(row.value)) }))
    .filter((section) => section.rows.length > 0)
    .map((section) => (
      <Paper key={section.titleKey} withBorder radius="md" p="md" component="section" aria-labelledby={section.titleKey.replace('.', '-')}>
        <Title order={2} fz="h5" mb="sm" id={section.titleKey.replace('.', '-')}>
          {t(section.titleKey)}
        </Title>
        <DataList withDivider gap={6} labelWidth={LABEL_WIDTH} styles={{ itemLabel: { maxWidth: LABEL_WIDTH } }} size="sm">
          {section.rows.map((row) => (
            <DataList.Item key={row.labelKey}>
              <DataList.ItemLabel c="dimmed">{t(row.labelKey)}</DataList.ItemLabel>
              <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{row.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      </Paper>
    ));
}
