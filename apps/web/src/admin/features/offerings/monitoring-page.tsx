import type { MonitoringEntry } from '@ico/domain/contracts/monitoring';
import { MONITORING_FILE_FIELDS } from '@ico/domain/offering-admin';
import { Anchor, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileText, IconPaperclip, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useAdminOffering } from '../../api/offerings';
import { AdminPage } from '../../components/admin-page';
import { DeleteDialog } from '../../components/delete-dialog';
import { DoneAlert } from '../../components/done-alert';
import { Notice } from '../../components/notice';
import { QueryError } from '../../components/query-error';
import { RequirePermission } from '../../components/require-permission';
import { useDeleteMonitoringEntry, useMonitoringEntries } from './api/monitoring';
import { MonitoringEntryForm } from './monitoring-entry-form';
import { OfferingNav } from './offering-nav';

function EntryCard({ entry, onEdit, onDelete }: { entry: MonitoringEntry; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('admin-offerings');
  const language = useLanguage();
  const files = MONITORING_FILE_FIELDS.flatMap((field) => (entry[field] ? [entry[field]] : []));
  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Title order={2} fz="h4">
              {entry.titleEN}
            </Title>
            <Text fw={600} lang="th">
              {entry.titleTH}
            </Text>
            <Text size="xs" c="dimmed">
              {t('monitoring.published', { date: formatDateTime(entry.created_at, language) })}
            </Text>
          </Stack>
          <Group gap={6}>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={16} />}
              aria-label={t('monitoring.editName', { title: entry.titleEN })}
              onClick={onEdit}
            >
              {t('monitoring.edit')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              aria-label={t('monitoring.deleteName', { title: entry.titleEN })}
              onClick={onDelete}
            >
              {t('monitoring.delete')}
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap={4}>
            <Badge variant="light" color="gray" radius="sm" tt="none" w="fit-content">
              {t('monitoring.english')}
            </Badge>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {entry.contentsEN}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Badge variant="light" color="gray" radius="sm" tt="none" w="fit-content">
              {t('monitoring.thai')}
            </Badge>
            <Text size="sm" lang="th" style={{ whiteSpace: 'pre-wrap' }}>
              {entry.contentsTH}
            </Text>
          </Stack>
        </SimpleGrid>
        {files.length > 0 && (
          <Group gap="md">
            <Text size="sm" fw={600}>
              <IconPaperclip size={16} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} /> {t('monitoring.files')}
            </Text>
            {files.map((file) => (
              <Anchor key={file.url} href={file.url} target="_blank" rel="noreferrer" size="sm">
                <IconFileText size={16} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} /> {file.name}
              </Anchor>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function DeleteEntry({
  offeringId,
  entry,
  onClose,
  onDeleted,
}: {
  offeringId: string;
  entry: MonitoringEntry;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('admin-offerings');
  const remove = useDeleteMonitoringEntry(offeringId);
  return (
    <DeleteDialog
      labels={{
        title: t('monitoring.deleteDialog.title'),
        text: t('monitoring.deleteDialog.text', { title: entry.titleEN }),
        failed: t('monitoring.deleteDialog.failed'),
        cancel: t('monitoring.deleteDialog.cancel'),
        confirm: t('monitoring.deleteDialog.confirm'),
      }}
      error={remove.isError ? errorText(remove.error) : null}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(entry.id, { onSuccess: onDeleted })}
      onClose={onClose}
    />
  );
}

type Editing = { entry: MonitoringEntry | null } | null;

function Monitoring({ offeringId }: { offeringId: string }) {
  const { t } = useTranslation('admin-offerings');
  const offering = useAdminOffering(offeringId);
  const entries = useMonitoringEntries(offeringId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MonitoringEntry | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const add = (
    <Button
      leftSection={<IconPlus size={18} />}
      onClick={() => {
        setDone(null);
        setEditing({ entry: null });
      }}
    >
      {t('monitoring.add')}
    </Button>
  );

  return (
    <AdminPage title={t('monitoring.title', { name: offering.data?.token.name ?? '…' })} description={t('monitoring.lead')} actions={add}>
      <OfferingNav offeringId={offeringId} current="monitoring" />
      {done && <DoneAlert onClose={() => setDone(null)}>{done}</DoneAlert>}
      {entries.isError && <QueryError error={entries.error} onRetry={() => void entries.refetch()} />}
      {entries.isPending && (
        <Group justify="center" py="xl">
          <Loader role="progressbar" aria-label={t('loading')} />
        </Group>
      )}
      {entries.data?.length === 0 && (
        <Notice icon={<IconFileText size={28} />} title={t('monitoring.empty.title')} text={t('monitoring.empty.text')} />
      )}
      {entries.data && entries.data.length > 0 && (
        <Stack component="ul" gap="md" p={0} m={0} aria-label={t('monitoring.listLabel')} style={{ listStyle: 'none' }}>
          {entries.data.map((entry) => (
            <EntryCard
              key={entry.id}
              entry={entry}
              onEdit={() => {
                setDone(null);
                setEditing({ entry });
              }}
              onDelete={() => {
                setDone(null);
                setDeleting(entry);
              }}
            />
          ))}
        </Stack>
      )}
      {editing && (
        <MonitoringEntryForm
          offeringId={offeringId}
          entry={editing.entry}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setDone(t('monitoring.savedText'));
          }}
        />
      )}
      {deleting && (
        <DeleteEntry
          offeringId={offeringId}
          entry={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            setDone(t('monitoring.deletedText'));
          }}
        />
      )}
    </AdminPage>
  );
}

/** `/admin/offerings/:offeringId/monitoring`: reports published on the offering page, with their files. */
export function MonitoringPage() {
  const { offeringId = '' } = useParams();
  return (
    <RequirePermission permission="offerings.manage">
      <Monitoring key={offeringId} offeringId={offeringId} />
    </RequirePermission>
  );
}
