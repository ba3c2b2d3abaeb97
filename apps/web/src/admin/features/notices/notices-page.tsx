import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGE_BODY_MAX,
  MESSAGE_TITLE_MAX,
  NOTICE_AUDIENCES,
  type NoticeAudience,
  type NoticeInput,
  noticeInputSchema,
} from '@ico/domain/communication';
import type { AdminNotice } from '@ico/domain/contracts/notices';
import { Alert, Button, Group, Modal, Radio, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconEdit, IconPlus, IconSpeakerphone, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TextKey } from '../../../i18n/text-key';
import { applyServerErrors, errorText, useFieldError } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../components/admin-page';
import { LightBadge } from '../../components/badges';
import { DeleteDialog } from '../../components/delete-dialog';
import { DoneAlert } from '../../components/done-alert';
import { ListCards, ListTable, PagedList } from '../../components/list-table';
import { Notice } from '../../components/notice';
import { RequirePermission } from '../../components/require-permission';
import { useDeleteNotice, useNotices, useSaveNotice } from './api/notices';

const FIELDS = ['audience', 'titleEN', 'bodyEN', 'titleTH', 'bodyTH'] as const;
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);
const counter = (length: number, max: number) => `${length.toLocaleString('en-US')} / ${max.toLocaleString('en-US')}`;

const AUDIENCE_KEY: Record<NoticeAudience, TextKey<'admin-communication'>> = {
  PUBLIC: 'notices.audience.PUBLIC',
  MEMBERS: 'notices.audience.MEMBERS',
};
const AUDIENCE_HELP_KEY: Record<NoticeAudience, TextKey<'admin-communication'>> = {
  PUBLIC: 'notices.audience.PUBLICHelp',
  MEMBERS: 'notices.audience.MEMBERSHelp',
};

function AudienceBadge({ audience }: { audience: NoticeAudience }) {
  const { t } = useTranslation('admin-communication');
  return <LightBadge color={audience === 'PUBLIC' ? 'blue' : 'grape'}>{t(AUDIENCE_KEY[audience])}</LightBadge>;
}

const titleOf = (notice: AdminNotice, language: string) => (language === 'th' ? notice.titleTH : notice.titleEN);

function NoticeForm({
  notice,
  onClose,
  onSaved,
}: {
  notice: AdminNotice | null;
  onClose: () => void;
  onSaved: (created: boolean) => void;
}) {
  const { t } = useTranslation('admin-communication');
  const err = useFieldError('admin-communication');
  const save = useSaveNotice();
  const form = useForm<NoticeInput>({
    resolver: zodResolver(noticeInputSchema),
    defaultValues: notice
      ? { audience: notice.audience, titleEN: notice.titleEN, bodyEN: notice.bodyEN, titleTH: notice.titleTH, bodyTH: notice.bodyTH }
      : { audience: 'MEMBERS', titleEN: '', bodyEN: '', titleTH: '', bodyTH: '' },
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: notice?.id ?? null, input },
      {
        onSuccess: () => onSaved(notice === null),
        onError: (error) => {
          if (applyServerErrors(error, form.setError, FIELDS)) save.reset();
        },
      },
    ),
  );

  const language = (lang: 'EN' | 'TH') => (
    <Stack gap="sm" lang={lang === 'TH' ? 'th' : 'en'}>
      <Title order={3} fz="h6">
        {t(lang === 'EN' ? 'notices.form.english' : 'notices.form.thai')}
      </Title>
      <TextInput
        {...form.register(`title${lang}`)}
        label={t('notices.form.title')}
        description={counter(values[`title${lang}`]?.length ?? 0, MESSAGE_TITLE_MAX)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={err(errors[`title${lang}`]?.message, MESSAGE_TITLE_MAX)}
        maxLength={MESSAGE_TITLE_MAX}
        withAsterisk
      />
      <Textarea
        {...form.register(`body${lang}`)}
        label={t('notices.form.text')}
        description={counter(values[`body${lang}`]?.length ?? 0, MESSAGE_BODY_MAX)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={err(errors[`body${lang}`]?.message, MESSAGE_BODY_MAX)}
        maxLength={MESSAGE_BODY_MAX}
        autosize
        minRows={5}
        maxRows={12}
        withAsterisk
      />
    </Stack>
  );

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={<Text fw={700}>{notice ? t('notices.form.editTitle') : t('notices.form.newTitle')}</Text>}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="audience"
            render={({ field }) => (
              <Radio.Group
                label={t('notices.form.audience')}
                value={field.value}
                onChange={field.onChange}
                error={err(errors.audience?.message)}
                withAsterisk
              >
                <Stack gap="xs" mt={6}>
                  {NOTICE_AUDIENCES.map((audience) => (
                    <Radio key={audience} value={audience} label={t(AUDIENCE_KEY[audience])} description={t(AUDIENCE_HELP_KEY[audience])} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {language('EN')}
            {language('TH')}
          </SimpleGrid>
          {save.isError && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('notices.form.failed')} role="alert">
              {errorText(save.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('notices.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {notice ? t('notices.form.save') : t('notices.form.publish')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function DeleteNotice({ notice, onClose, onDeleted }: { notice: AdminNotice; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation('admin-communication');
  const language = useLanguage();
  const remove = useDeleteNotice();
  return (
    <DeleteDialog
      labels={{
        title: t('notices.deleteDialog.title'),
        text: t('notices.deleteDialog.text', { title: titleOf(notice, language) }),
        failed: t('notices.deleteDialog.failed'),
        cancel: t('notices.deleteDialog.cancel'),
        confirm: t('notices.deleteDialog.confirm'),
      }}
      error={remove.isError ? errorText(remove.error) : null}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(notice.id, { onSuccess: onDeleted })}
      onClose={onClose}
    />
  );
}

function RowActions({ notice, onEdit, onDelete }: { notice: AdminNotice; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('admin-communication');
  const language = useLanguage();
  const title = titleOf(notice, language);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconEdit size={16} aria-hidden="true" />}
        aria-label={t('notices.editName', { title })}
        onClick={onEdit}
      >
        {t('notices.edit')}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden="true" />}
        aria-label={t('notices.deleteName', { title })}
        onClick={onDelete}
      >
        {t('notices.delete')}
      </Button>
    </Group>
  );
}

function Notices() {
  const { t } = useTranslation('admin-communication');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const notices = useNotices(page);
  const [editing, setEditing] = useState<AdminNotice | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminNotice | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const rows = notices.data?.results ?? [];
  const tableLabel = t('notices.tableLabel');
  const open = (notice: AdminNotice | 'new') => {
    setDone(null);
    setEditing(notice);
  };
  const remove = (notice: AdminNotice) => {
    setDone(null);
    setDeleting(notice);
  };
  const byline = (notice: AdminNotice) =>
    notice.updated_at !== notice.created_at ? t('notices.updated', { date: formatDateTime(notice.updated_at, language) }) : null;

  return (
    <AdminPage
      title={t('notices.title')}
      description={t('notices.lead')}
      actions={
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => open('new')}>
          {t('notices.new')}
        </Button>
      }
    >
      {done && (
        <DoneAlert closeLabel={t('close')} onClose={() => setDone(null)}>
          {done}
        </DoneAlert>
      )}
      <PagedList
        query={notices}
        empty={<Notice icon={<IconSpeakerphone size={26} />} title={t('notices.empty')} text={t('notices.emptyText')} />}
        paginationLabel={t('notices.pagination')}
        page={page}
        onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      >
        <ListCards label={tableLabel} items={rows}>
          {(notice) => (
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Text size="sm" fw={600}>
                  {titleOf(notice, language)}
                </Text>
                <AudienceBadge audience={notice.audience} />
              </Group>
              <Text size="xs" c="dimmed">
                {[
                  formatDateTime(notice.created_at, language),
                  notice.author?.username,
                  byline(notice),
                  t('notices.readCount', { count: notice.reads, total: notice.reads.toLocaleString('en-US') }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <RowActions notice={notice} onEdit={() => open(notice)} onDelete={() => remove(notice)} />
            </Stack>
          )}
        </ListCards>
        <ListTable
          label={tableLabel}
          minWidth={860}
          columns={6}
          placeholderRows={4}
          query={notices}
          highlightOnHover={false}
          head={
            <>
              <Table.Th scope="col">{t('notices.columns.title')}</Table.Th>
              <Table.Th scope="col">{t('notices.columns.audience')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('notices.columns.reads')}
              </Table.Th>
              <Table.Th scope="col">{t('notices.columns.published')}</Table.Th>
              <Table.Th scope="col">{t('notices.columns.author')}</Table.Th>
              <Table.Th scope="col">{t('notices.columns.actions')}</Table.Th>
            </>
          }
        >
          {rows.map((notice) => (
            <Table.Tr key={notice.id}>
              <Table.Td maw={380}>
                <Text size="sm" fw={600}>
                  {titleOf(notice, language)}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {language === 'th' ? notice.bodyTH : notice.bodyEN}
                </Text>
              </Table.Td>
              <Table.Td>
                <AudienceBadge audience={notice.audience} />
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {notice.reads.toLocaleString('en-US')}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDateTime(notice.created_at, language)}</Text>
                {byline(notice) && (
                  <Text size="xs" c="dimmed">
                    {byline(notice)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{notice.author?.username ?? '—'}</Table.Td>
              <Table.Td>
                <RowActions notice={notice} onEdit={() => open(notice)} onDelete={() => remove(notice)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
        <Text size="xs" c="dimmed">
          {t('notices.readsNote')}
        </Text>
      </PagedList>
      {editing && (
        <NoticeForm
          notice={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(created) => {
            setEditing(null);
            setDone(created ? t('notices.created') : t('notices.saved'));
          }}
        />
      )}
      {deleting && (
        <DeleteNotice
          notice={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            setDone(t('notices.deleted'));
          }}
        />
      )}
    </AdminPage>
  );
}

/** `/admin/notices`: announcements to everyone or to members, in English and Thai. */
export function AdminNoticesPage() {
  return (
    <RequirePermission permission="notices.manage">
      <Notices />
    </RequirePermission>
  );
}
