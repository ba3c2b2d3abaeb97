import { COMPANY } from '@ico/domain/company';
import { formatInteger } from '@ico/domain/format';
import { Paper, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../lib/format';
import { DocPage } from './doc-page';

/** The company table under the anchor the footer and other sites link to (#companyinfo_link). */
function CompanyTable() {
  const { t, i18n } = useTranslation('common');
  const th = i18n.resolvedLanguage === 'th';
  const rows: Array<[string, string]> = [
    [t('company.name'), th ? COMPANY.nameTH : COMPANY.nameEN],
    [t('company.registrationNumber'), COMPANY.registrationNumber],
    [t('company.established'), formatLongDate(new Date(`${COMPANY.establishedISO}T00:00:00+07:00`), th ? 'th' : 'en')],
    [t('company.registeredCapital'), t('company.baht', { amount: formatInteger(COMPANY.registeredCapitalTHB) })],
    [t('company.paidUpCapital'), t('company.baht', { amount: formatInteger(COMPANY.paidUpCapitalTHB) })],
    [t('company.business'), t('company.businessValue')],
    [t('company.regulator'), t('company.regulatorValue')],
    [t('company.address'), th ? COMPANY.addressTH : COMPANY.addressEN],
    [t('company.phone'), COMPANY.phone],
    [t('company.email'), COMPANY.supportEmail],
    [t('company.hours'), t('company.hoursValue', { from: COMPANY.callHours.from, to: COMPANY.callHours.to })],
  ];
  return (
    <section id="companyinfo_link" aria-labelledby="companyinfo-heading" style={{ scrollMarginTop: 88 }}>
      <Title order={2} id="companyinfo-heading" c="brand.9" mb="md" fz="h3">
        {t('company.title')}
      </Title>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Table verticalSpacing="sm" horizontalSpacing="md" striped>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={{ base: '40%', sm: 220 }} scope="row" c="dark.6" fw={600}>
                  {label}
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </section>
  );
}

export function AboutPage() {
  const { t } = useTranslation();
  return <DocPage ns="about" eyebrow={t('nav.about')} after={<CompanyTable />} />;
}
