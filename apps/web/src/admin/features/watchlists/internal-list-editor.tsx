import { type InternalEditAnswer, type InternalEntryView, removalReasonSchema } from '@ico/domain/contracts/watchlists';
import { Alert, Button, Group, Modal, Pagination, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconPlus, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/error-text';
import { ActionError, QueryError } from '../../components/query-error';
import { ReasonField } from '../../components/reason-field';
import { useAddInternalEntry } from './api/add-internal-entry';
import { useChangeInternalEntry } from './api/change-internal-entry';
import { useInternalEntries } from './api/get-internal-entries';
import { useRemoveInternalEntry } from './api/remove-internal-entry';
import { InternalEntryForm } from './internal-entry-form';
import { KIND_KEY } from './labels';

/** Alert titles in the text colour: the light variants' coloured titles fall under 4.5:1 contrast. */
const TEXT_TITLE = { title: { color: 'var(--mantine-color-text)' } };

const PAGE_SIZE = 20;

function RemoveForm({ entry, onDone }: { entry: InternalEntryView; onDone: () => void }) {
  const { t } = useTranslation('admin-watchlists');
  const remove = useRemoveInternalEntry();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = removalReasonSchema.safeParse({ reason });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'REASON_REQUIRED');
    setError(null);
    remove.mutate({ id: entry.id, input: checked.data }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('remove.text', { reference: entry.reference })}</Text>
        {remove.isError && <ActionError error={remove.error} />}
        <ReasonField
          name="reason"
          label={t('entry.reason')}
          value={reason}
          error={fieldErrorText(error ?? undefined)}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('entry.cancel')}
          </Button>
          <Button type="submit" color="red.9" loading={remove.isPending}>
            {t('remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Editing = { kind: 'add' } | { kind: 'change'; entry: InternalEntryView } | { kind: 'remove'; entry: InternalEntryView } | null;

/** The internal list: its entries listed now, and adding, changing or removing one (each edit a release, with its reason). */
export function InternalListEditor() {
  const { t } = useTranslation('admin-watchlists');
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const [done, setDone] = useState<string | null>(null);
  const entries = useInternalEntries({ q: search, page });
  const add = useAddInternalEntry();
  const change = useChangeInternalEntry();
  const edit = editing?.kind === 'change' ? change : add;
  const close = () => {
    setEditing(null);
    add.reset();
    change.reset();
  };
  const saved = (answer: InternalEditAnswer) => {
    setDone(
      answer.release.unchanged
        ? t('internal.unchanged')
        : t('internal.saved', { reference: answer.entry?.reference ?? '', release: answer.release.releaseId }),
    );
    close();
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="internal-editor-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={2} size="h4" id="internal-editor-title">
              {t('internal.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('internal.lead')}
            </Text>
          </Stack>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ kind: 'add' })}>
            {t('internal.add')}
          </Button>
        </Group>
        {done && (
          <Alert
            styles={TEXT_TITLE}
            color="green"
            icon={<IconCircleCheck />}
            role="status"
            withCloseButton
            onClose={() => setDone(null)}
            closeButtonLabel={t('entry.cancel')}
          >
            {done}
          </Alert>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(q.trim());
            setPage(1);
          }}
        >
          <Group gap="xs" align="flex-end">
            <TextInput
              label={t('internal.search')}
              value={q}
              maxLength={100}
              onChange={(event) => setQ(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="default" leftSection={<IconSearch size={16} />}>
              {t('internal.searchButton')}
            </Button>
          </Group>
        </form>
        {entries.isError && <QueryError error={entries.error} onRetry={() => void entries.refetch()} />}
        {entries.data && entries.data.count === 0 && (
          <Text size="sm" c="dimmed">
            {t('internal.empty')}
          </Text>
        )}
        {entries.data && entries.data.count > 0 && (
          <Table.ScrollContainer minWidth={640} type="native">
            <Table striped verticalSpacing="xs" fz="sm">
              <Table.Caption>{t('internal.caption', { count: entries.data.count })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('entry.reference')}</Table.Th>
                  <Table.Th scope="col">{t('internal.names')}</Table.Th>
                  <Table.Th scope="col">{t('internal.identifiers')}</Table.Th>
                  <Table.Th scope="col">{t('internal.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.data.results.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>
                      {entry.reference}
                      <Text size="xs" c="dimmed">
                        {t(KIND_KEY[entry.kind])}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {[entry.nameTh, entry.nameEn].filter(Boolean).join(' · ')}
                      {entry.aliases.length > 0 && (
                        <Text size="xs" c="dimmed">
                          {t('internal.aka', { aliases: entry.aliases.join(', ') })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {[entry.thaiId, ...entry.passports].filter(Boolean).join(', ') || '—'}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setEditing({ kind: 'change', entry })}
                          aria-label={t('internal.changeLabel', { reference: entry.reference })}
                        >
                          {t('internal.change')}
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          color="red.9"
                          onClick={() => setEditing({ kind: 'remove', entry })}
                          aria-label={t('internal.removeLabel', { reference: entry.reference })}
                        >
                          {t('internal.remove')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {entries.data && entries.data.count > PAGE_SIZE && (
          <Pagination
            total={Math.ceil(entries.data.count / PAGE_SIZE)}
            value={page}
            onChange={setPage}
            getControlProps={() => ({})}
            aria-label={t('internal.pages')}
          />
        )}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={close}
        size="lg"
        closeButtonProps={{ 'aria-label': t('entry.cancel') }}
        title={
          <Text fw={600}>
            {editing?.kind === 'add' ? t('internal.addTitle') : editing?.kind === 'change' ? t('internal.changeTitle') : t('remove.title')}
          </Text>
        }
      >
        {editing?.kind === 'remove' && (
          <RemoveForm
            entry={editing.entry}
            onDone={() => {
              setDone(t('remove.done', { reference: editing.entry.reference }));
              setEditing(null);
            }}
          />
        )}
        {(editing?.kind === 'add' || editing?.kind === 'change') && (
          <InternalEntryForm
            entry={editing.kind === 'change' ? editing.entry : null}
            pending={edit.isPending}
            error={edit.error}
            onCancel={close}
            onSubmit={(input) =>
              editing.kind === 'change'
                ? change.mutate({ id: editing.entry.id, input }, { onSuccess: saved })
                : add.mutate(input, { onSuccess: saved })
            }
          />
        )}
      </Modal>
    </Paper>
  );
}
