import { findBank } from '@ico/domain/banks';
import type { Submission } from '@ico/domain/contracts/verification';
import { COUNTRY_OPTIONS } from '@ico/domain/countries';
import { PHONE_FIELDS } from '@ico/domain/kyc-schemas';
import {
  ACCOUNT_TYPE_OPTIONS,
  ANNUAL_INCOME_OPTIONS,
  BUSINESS_TYPE_OPTIONS,
  FINANCE_ASSET_OPTIONS,
  GENDER_OPTIONS,
  OCCUPATION_OPTIONS,
  type Option,
  REFERRAL_OPTIONS,
} from '@ico/domain/options';
import { displayPhone } from '@ico/domain/phones';
import { Box, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../i18n/i18n';
import { formatDate, optionLabel } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { FIELD_KEY, HIDDEN_FIELDS } from './labels';
import classes from './screening.module.css';

/** Fields whose value is a code of a domain option list. */
const OPTION_FIELDS: Record<string, ReadonlyArray<Option>> = {
  gender: GENDER_OPTIONS,
  occupation: OCCUPATION_OPTIONS,
  annualIncome: ANNUAL_INCOME_OPTIONS,
  financeAssets: FINANCE_ASSET_OPTIONS,
  referredBy: REFERRAL_OPTIONS,
  businessType: BUSINESS_TYPE_OPTIONS,
  accountType: ACCOUNT_TYPE_OPTIONS,
};
const COUNTRY_FIELDS = new Set(['resCountry', 'thaiIDCountry', 'thaiHMCountry', 'foreHCCountry', 'compCountry', 'country']);
/** The detail information's phones and the company file's `phone`, stored in E.164 and shown as they are dialled. */
const PHONE_NUMBER_FIELDS: ReadonlySet<string> = new Set([...PHONE_FIELDS.map((phone) => phone.number), 'phone']);
const FIELD_ORDER = Object.keys(FIELD_KEY);

/** A submitted value as a screener compares it with the documents: option labels, country and bank names, dates. */
function display(field: string, value: string, language: Language): string {
  const options = OPTION_FIELDS[field];
  if (options) return optionLabel(options, value, language);
  if (COUNTRY_FIELDS.has(field)) return `${optionLabel(COUNTRY_OPTIONS, value, language)} (${value})`;
  if (field === 'bankName') return findBank(value)?.name[language] ?? value;
  if (field === 'birthdate') return `${formatDate(value, language)} (${value})`;
  if (PHONE_NUMBER_FIELDS.has(field)) return `${displayPhone(value)} (${value})`;
  return value;
}

/** The values as the investor sent them, as a labelled description list. */
export function SubmissionValues({ submission }: { submission: Submission }) {
  const { t } = useTranslation('admin-screening');
  const language = useLanguage();
  const entries = Object.entries(submission.data)
    .filter(([field, value]) => !HIDDEN_FIELDS.has(field) && value.trim() !== '')
    .sort(([a], [b]) => {
      const [ia, ib] = [FIELD_ORDER.indexOf(a), FIELD_ORDER.indexOf(b)];
      return (ia < 0 ? FIELD_ORDER.length : ia) - (ib < 0 ? FIELD_ORDER.length : ib);
    });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="values-title">
      <Title order={2} fz="h5" mb="sm" id="values-title">
        {t('review.values')}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('review.noValues')}
        </Text>
      ) : (
        <Box component="dl" className={classes.values}>
          {entries.map(([field, value]) => {
            const labelKey = FIELD_KEY[field];
            return (
              <div key={field} className={classes.row}>
                <Text component="dt" size="sm" c="dimmed" fw={500}>
                  {labelKey ? t(labelKey) : field}
                </Text>
                <Text component="dd" size="sm" className={classes.value}>
                  {display(field, value, language)}
                </Text>
              </div>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
