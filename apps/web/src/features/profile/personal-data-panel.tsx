import type { Me } from '@ico/domain/account';
import { COUNTRY_OPTIONS } from '@ico/domain/countries';
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
import { Button, DataList, EmptyState, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TextKey } from '../../i18n/text-key';
import { formatLongDate, optionLabel } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { fullName, maskedParts, parseDay } from './display';

type Row = { label: string; value: ReactNode };

/** The filled parts joined by `separator`; null when none is filled. */
function joinFilled(parts: Array<string | null>, separator: string): string | null {
  const filled = parts.filter((part): part is string => part !== null && part.trim() !== '');
  return filled.length > 0 ? filled.join(separator) : null;
}

/** A titled group of label/value pairs; rows without a value are left out, and an empty group is not shown. */
function Section({ title, rows, vertical }: { title: string; rows: Array<Row | null>; vertical: boolean }) {
  const headingId = useId();
  const filled = rows.filter((row): row is Row => row !== null);
  if (filled.length === 0) return null;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={3} fz="md" mb="sm" id={headingId}>
        {title}
      </Title>
      <DataList orientation={vertical ? 'vertical' : 'horizontal'} labelWidth={170} withDivider gap="sm">
        {filled.map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
            <DataList.ItemValue fw={500} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {row.value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </Paper>
  );
}

function Masked({ value }: { value: string }) {
  const { t } = useTranslation('profile');
  const { hidden, tail } = maskedParts(value);
  return (
    <>
      <span aria-hidden>{hidden}</span>
      <VisuallyHidden>{t('personal.endingIn')}</VisuallyHidden>
      {tail}
    </>
  );
}

/** Personal data of the current user (spec section 3), option values shown by their labels. */
export function PersonalDataPanel({ me, vertical }: { me: Me; vertical: boolean }) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const country = (code: string | null) => (code ? optionLabel(COUNTRY_OPTIONS, code, language) : null);
  const label = (options: ReadonlyArray<Option>, value: string | null) => (value ? optionLabel(options, value, language) : null);
  const row = (labelKey: TextKey<'profile'>, value: ReactNode | null | undefined): Row | null =>
    value === null || value === undefined || value === '' ? null : { label: t(labelKey), value };
  const address = (street: string | null, city: string | null, postalCode: string | null, countryCode: string | null) =>
    joinFilled([street, joinFilled([city, postalCode], ' '), country(countryCode)], '\n');
  const phone = (number: string | null) => (number ? displayPhone(number) : null);
  const birthdate = me.birthdate ? parseDay(me.birthdate) : undefined;
  const submitted = me.detailInfoStatus !== 'NEED_TO_SUBMIT';
  const corporate = me.individual === 'corporate';
  const yesNo = (value: boolean) => (value ? t('personal.yes') : t('personal.no'));

  const sections = [
    <Section
      key="account"
      vertical={vertical}
      title={t('personal.sections.account')}
      rows={[
        row('personal.fields.nameEN', fullName(me.firstNameEN, me.lastNameEN)),
        row('personal.fields.nameTH', fullName(me.firstNameTH, me.lastNameTH)),
        row('personal.fields.email', me.email),
        row('personal.fields.accountType', label(INDIVIDUAL_OPTIONS, me.individual)),
        row('personal.fields.nationality', label(NATIONALITY_OPTIONS, me.nationality)),
        row('personal.fields.usCitizen', yesNo(me.usCitizen)),
        row('personal.fields.usTaxResident', yesNo(me.usTaxResident)),
      ]}
    />,
  ];
  if (submitted) {
    sections.push(
      <Section
        key="general"
        vertical={vertical}
        title={t('personal.sections.general')}
        rows={[
          row('personal.fields.birthdate', birthdate ? formatLongDate(birthdate, language) : me.birthdate),
          row('personal.fields.gender', label(GENDER_OPTIONS, me.gender)),
          row('personal.fields.thaiIDNumber', me.thaiIDNumber ? <Masked value={me.thaiIDNumber} /> : null),
          row('personal.fields.passportId', me.passportId ? <Masked value={me.passportId} /> : null),
          row('personal.fields.occupation', label(OCCUPATION_OPTIONS, me.occupation)),
          corporate ? null : row('personal.fields.position', me.position),
          corporate ? null : row('personal.fields.employer', me.companyName),
          row('personal.fields.annualIncome', label(ANNUAL_INCOME_OPTIONS, me.annualIncome)),
          row('personal.fields.financeAssets', label(FINANCE_ASSET_OPTIONS, me.financeAssets)),
          row('personal.fields.referredBy', label(REFERRAL_OPTIONS, me.referredBy)),
        ]}
      />,
      <Section
        key="phones"
        vertical={vertical}
        title={t('personal.sections.phones')}
        rows={[
          row('personal.fields.mobPhone', phone(me.mobPhoneNumber)),
          row('personal.fields.resPhone', phone(me.resPhoneNumber)),
          corporate ? null : row('personal.fields.workPhone', phone(me.compPhoneNumber)),
        ]}
      />,
      <Section
        key="addresses"
        vertical={vertical}
        title={t('personal.sections.addresses')}
        rows={[
          row('personal.fields.thaiIDAddress', address(me.thaiIDAddress, me.thaiIDCity, me.thaiIDPostalCode, me.thaiIDCountry)),
          row('personal.fields.thaiHMAddress', address(me.thaiHMAddress, me.thaiHMCity, me.thaiHMPostalCode, me.thaiHMCountry)),
          row('personal.fields.resAddress', address(me.resAddress, me.resCity, me.resPostalCode, me.resCountry)),
          row('personal.fields.foreignHome', address(null, me.foreHCCity, null, me.foreHCCountry)),
          corporate ? null : row('personal.fields.workAddress', address(me.compAddress, me.compCity, me.compPostalCode, me.compCountry)),
        ]}
      />,
    );
  }
  if (corporate) {
    sections.push(
      <Section
        key="company"
        vertical={vertical}
        title={t('personal.sections.company')}
        rows={[
          row('personal.fields.companyName', me.companyName),
          row('personal.fields.businessType', label(BUSINESS_TYPE_OPTIONS, me.businessType)),
          row('personal.fields.position', me.position),
          row('personal.fields.companyPhone', phone(me.compPhoneNumber)),
          row('personal.fields.companyAddress', address(me.compAddress, me.compCity, me.compPostalCode, me.compCountry)),
        ]}
      />,
    );
  }

  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t('personal.title')}
      </Title>
      {!submitted && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <EmptyState
            icon={<IconFileDescription size={28} />}
            variant="light"
            title={t('personal.empty.title')}
            description={t('personal.empty.text')}
          >
            <EmptyState.Actions>
              <Button component={Link} to="/detail_info">
                {t('personal.empty.action')}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Paper>
      )}
      <SimpleGrid cols={{ base: 1, lg: sections.length > 1 ? 2 : 1 }} spacing="md">
        {sections}
      </SimpleGrid>
      {submitted && (
        <Text size="sm" c="dimmed">
          {t('personal.changeHint')}{' '}
          <Text component={Link} to="/member_inquiry/0/" size="sm" c="brand.7" td="underline">
            {t('personal.changeLink')}
          </Text>
        </Text>
      )}
    </Stack>
  );
}
