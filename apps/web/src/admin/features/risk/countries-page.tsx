import { zodResolver } from '@hookform/resolvers/zod';
import { type RiskCountry, type RiskCountryInput, riskCountryInputSchema } from '@ico/domain/contracts/risk';
import { COUNTRY_OPTIONS } from '@ico/domain/countries';
import { COUNTRY_RISK_CATEGORIES, type CountryRiskCategory } from '@ico/domain/risk-rating';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import type { TextKey } from '../../../i18n/text-key';
import { applyServerErrors, errorText, useFieldError } from '../../../lib/error-text';
import { countryName, formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../components/admin-page';
import { DeleteDialog } from '../../components/delete-dialog';
import { DoneAlert } from '../../components/done-alert';
import { ActionError, QueryError } from '../../components/query-error';
import { RequirePermission } from '../../components/require-permission';
import { useDeleteRiskCountry, useRiskCountries, useSetRiskCountry } from './api/risk';
import { ScrollRegion } from './scroll-region';

const CATEGORY_KEY: Record<CountryRiskCategory, TextKey<'admin-risk'>> = {
  callForAction: 'categories.callForAction',
  increasedMonitoring: 'categories.increasedMonitoring',
};
const formSchema = riskCountryInputSchema.extend({ code: z.string({ error: 'SELECT_REQUIRED' }).min(2, { error: 'SELECT_REQUIRED' }) });
type FormValues = RiskCountryInput & { code: string };

function CountryForm({ onSaved }: { onSaved: (code: string) => void }) {
  const { t } = useTranslation('admin-risk');
  const language = useLanguage();
  const err = useFieldError();
  const save = useSetRiskCountry();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { code: '', category: 'increasedMonitoring', source: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        form.reset({ code: '', category: values.category, source: values.source });
        onSaved(values.code);
      },
      onError: (error) => {
        if (applyServerErrors(error, form.setError, ['category', 'source'])) save.reset();
      },
    }),
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="country-form">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h4" id="country-form">
            {t('countries.add')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Controller
              control={form.control}
              name="code"
              render={({ field }) => (
                <Select
                  label={t('countries.country')}
                  data={COUNTRY_OPTIONS.map((option) => ({ value: option.value, label: `${option.label[language]} (${option.value})` }))}
                  searchable
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  error={err(errors.code?.message)}
                  withAsterisk
                />
              )}
            />
            <Controller
              control={form.control}
              name="category"
              render={({ field }) => (
                <Select
                  label={t('countries.category')}
                  data={COUNTRY_RISK_CATEGORIES.map((value) => ({ value, label: t(CATEGORY_KEY[value]) }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                  error={err(errors.category?.message)}
                  withAsterisk
                />
              )}
            />
          </SimpleGrid>
          <TextInput
            {...form.register('source')}
            label={t('countries.source')}
            description={t('countries.sourceHint')}
            error={err(errors.source?.message)}
            withAsterisk
          />
          {save.isError && <ActionError error={save.error} />}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />} loading={save.isPending}>
              {t('countries.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function Countries() {
  const { t } = useTranslation('admin-risk');
  const language = useLanguage();
  const countries = useRiskCountries();
  const remove = useDeleteRiskCountry();
  const [removing, setRemoving] = useState<RiskCountry | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const name = (code: string) => `${countryName(code, language)} (${code})`;
  return (
    <AdminPage
      title={t('countries.title')}
      description={t('countries.lead')}
      actions={
        <Button component={Link} to="/admin/risk" variant="default" leftSection={<IconArrowLeft size={18} aria-hidden="true" />}>
          {t('edd.back')}
        </Button>
      }
    >
      <Alert color="brand" variant="light" icon={<IconInfoCircle size={20} />}>
        {t('countries.seed')}
      </Alert>
      {done && <DoneAlert onClose={() => setDone(null)}>{done}</DoneAlert>}
      <CountryForm onSaved={(code) => setDone(t('countries.saved', { country: name(code) }))} />
      {countries.isError && <QueryError error={countries.error} onRetry={() => void countries.refetch()} />}
      {countries.data && (
        <Paper withBorder radius="md">
          <ScrollRegion label={t('countries.tableLabel')}>
            <Table verticalSpacing="sm" miw={720} aria-label={t('countries.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('countries.columns.country')}</Table.Th>
                  <Table.Th>{t('countries.columns.category')}</Table.Th>
                  <Table.Th>{t('countries.columns.source')}</Table.Th>
                  <Table.Th>{t('countries.columns.updated')}</Table.Th>
                  <Table.Th>{t('countries.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {countries.data.map((row) => (
                  <Table.Tr key={row.country}>
                    <Table.Td>{name(row.country)}</Table.Td>
                    <Table.Td>
                      <Text
                        size="sm"
                        fw={row.category === 'callForAction' ? 700 : 400}
                        c={row.category === 'callForAction' ? 'red.9' : undefined}
                      >
                        {t(CATEGORY_KEY[row.category])}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.source}</Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm">{formatDateTime(row.updatedAt, language)}</Text>
                      {row.updatedBy && (
                        <Text size="xs" c="dimmed">
                          {row.updatedBy}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        leftSection={<IconTrash size={16} aria-hidden="true" />}
                        aria-label={t('countries.removeLabel', { country: name(row.country) })}
                        onClick={() => {
                          setDone(null);
                          setRemoving(row);
                        }}
                      >
                        {t('countries.remove')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </Paper>
      )}
      {removing && (
        <DeleteDialog
          labels={{
            title: t('countries.removeDialog.title'),
            text: t('countries.removeDialog.text', { country: name(removing.country) }),
            failed: t('countries.removeDialog.failed'),
            cancel: t('countries.removeDialog.cancel'),
            confirm: t('countries.removeDialog.confirm'),
          }}
          error={remove.isError ? errorText(remove.error) : null}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(removing.country, {
              onSuccess: () => {
                setDone(t('countries.removed', { country: name(removing.country) }));
                setRemoving(null);
              },
            })
          }
          onClose={() => {
            remove.reset();
            setRemoving(null);
          }}
        />
      )}
    </AdminPage>
  );
}

/** `/admin/risk/countries` (issue 30): the high-risk country list the rating reads, kept by compliance. */
export function RiskCountriesPage() {
  return (
    <RequirePermission permission="risk.manage">
      <Countries />
    </RequirePermission>
  );
}
