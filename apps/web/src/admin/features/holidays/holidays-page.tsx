import { zodResolver } from '@hookform/resolvers/zod';
import { TIME_ZONE } from '@ico/domain/constants';
import type { Holiday } from '@ico/domain/contracts/holidays';
import { type HolidayInput, holidayInputSchema } from '@ico/domain/offering-admin';
import { Alert, Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarOff, IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, errorText, useFieldError } from '../../../lib/error-text';
import { formatLongDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../components/admin-page';
import { DeleteDialog } from '../../components/delete-dialog';
import { DoneAlert } from '../../components/done-alert';
import { ActionError, QueryError } from '../../components/query-error';
import { RequirePermission } from '../../components/require-permission';
import { useAddHoliday, useDeleteHoliday, useHolidays } from './api/holidays';

const FIELDS = ['date', 'nameEN', 'nameTH'] as const;

/** A calendar date ('2026-04-13') as the Bangkok day it names. */
const dayOf = (date: string) => new Date(`${date}T12:00:00+07:00`);
const bangkokYear = () => Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: TIME_ZONE }).format(new Date()));
const weekday = (date: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'th' ? 'th-TH' : 'en-GB', { weekday: 'long', timeZone: TIME_ZONE }).format(dayOf(date));

function AddHolidayForm({ onAdded }: { onAdded: (holiday: HolidayInput) => void }) {
  const { t } = useTranslation('admin-offerings');
  const err = useFieldError('admin-offerings');
  const add = useAddHoliday();
  const form = useForm<HolidayInput>({ resolver: zodResolver(holidayInputSchema), defaultValues: { date: '', nameEN: '', nameTH: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) =>
    add.mutate(input, {
      onSuccess: () => {
        form.reset();
        onAdded(input);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'STATUS_CONFLICT') {
          form.setError('date', { type: 'server', message: 'HOLIDAY_EXISTS' }, { shouldFocus: true });
          add.reset();
        } else if (applyServerErrors(error, form.setError, FIELDS)) add.reset();
      },
    }),
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="add-holiday">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h4" id="add-holiday">
            {t('holidays.add.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              {...form.register('date')}
              type="date"
              label={t('holidays.add.date')}
              error={err(errors.date?.message)}
              withAsterisk
            />
            <TextInput {...form.register('nameEN')} label={t('holidays.add.nameEN')} error={err(errors.nameEN?.message)} withAsterisk />
            <TextInput
              {...form.register('nameTH')}
              label={t('holidays.add.nameTH')}
              lang="th"
              error={err(errors.nameTH?.message)}
              withAsterisk
            />
          </SimpleGrid>
          {add.isError && <ActionError error={add.error} />}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconPlus size={18} />} loading={add.isPending}>
              {t('holidays.add.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function DeleteHoliday({ holiday, onClose, onDeleted }: { holiday: Holiday; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation('admin-offerings');
  const language = useLanguage();
  const remove = useDeleteHoliday();
  return (
    <DeleteDialog
      labels={{
        title: t('holidays.deleteDialog.title'),
        text: t('holidays.deleteDialog.text', {
          date: formatLongDate(dayOf(holiday.date), language),
          name: language === 'th' ? holiday.nameTH : holiday.nameEN,
        }),
        failed: t('holidays.deleteDialog.failed'),
        cancel: t('holidays.deleteDialog.cancel'),
        confirm: t('holidays.deleteDialog.confirm'),
      }}
      error={remove.isError ? errorText(remove.error) : null}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(holiday.date, { onSuccess: onDeleted })}
      onClose={onClose}
    />
  );
}

function Holidays() {
  const { t } = useTranslation('admin-offerings');
  const language = useLanguage();
  const thisYear = bangkokYear();
  const [year, setYear] = useState(thisYear);
  const [deleting, setDeleting] = useState<Holiday | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const holidays = useHolidays(year);
  const years = Array.from({ length: 5 }, (_, i) => String(thisYear - 1 + i));
  if (!years.includes(String(year))) years.push(String(year));
  // Thai readers expect the Buddhist era next to the year.
  const yearLabel = (value: string) => (language === 'th' ? `${value} (พ.ศ. ${Number(value) + 543})` : value);

  return (
    <AdminPage title={t('holidays.title')} description={t('holidays.lead')}>
      <Alert color="brand" variant="light" icon={<IconInfoCircle size={20} />} title={t('holidays.explainTitle')}>
        {t('holidays.explain')}
      </Alert>
      {done && <DoneAlert onClose={() => setDone(null)}>{done}</DoneAlert>}
      <AddHolidayForm
        onAdded={(holiday) => {
          setYear(Number(holiday.date.slice(0, 4)));
          setDone(t('holidays.add.added', { date: formatLongDate(dayOf(holiday.date), language) }));
        }}
      />
      <Group align="flex-end" gap="md">
        <Select
          label={t('holidays.year')}
          data={years.sort().map((value) => ({ value, label: yearLabel(value) }))}
          value={String(year)}
          onChange={(value) => value && setYear(Number(value))}
          allowDeselect={false}
          w={200}
        />
        {holidays.isFetching && <Loader role="progressbar" size="sm" aria-label={t('loading')} />}
      </Group>
      {holidays.isError && <QueryError error={holidays.error} onRetry={() => void holidays.refetch()} />}
      {holidays.data && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-label={t('holidays.tableLabel', { year })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('holidays.columns.date')}</Table.Th>
                  <Table.Th>{t('holidays.columns.weekday')}</Table.Th>
                  <Table.Th>{t('holidays.columns.nameEN')}</Table.Th>
                  <Table.Th>{t('holidays.columns.nameTH')}</Table.Th>
                  <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('holidays.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {holidays.data.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Group gap="xs" c="dimmed" py="sm" justify="center">
                        <IconCalendarOff size={18} aria-hidden="true" />
                        <Text size="sm">{t('holidays.empty', { year })}</Text>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                )}
                {holidays.data.map((holiday) => {
                  const label = formatLongDate(dayOf(holiday.date), language);
                  return (
                    <Table.Tr key={holiday.date}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <time dateTime={holiday.date}>{label}</time>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{weekday(holiday.date, language)}</Table.Td>
                      <Table.Td>{holiday.nameEN}</Table.Td>
                      <Table.Td lang="th">{holiday.nameTH}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          leftSection={<IconTrash size={16} />}
                          aria-label={t('holidays.deleteName', { date: label })}
                          onClick={() => {
                            setDone(null);
                            setDeleting(holiday);
                          }}
                        >
                          {t('holidays.delete')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {deleting && (
        <DeleteHoliday
          holiday={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            setDone(t('holidays.deleted'));
          }}
        />
      )}
    </AdminPage>
  );
}

/** `/admin/holidays`: the days payment deadlines skip, besides weekends. */
export function HolidaysPage() {
  return (
    <RequirePermission permission="holidays.manage">
      <Holidays />
    </RequirePermission>
  );
}
