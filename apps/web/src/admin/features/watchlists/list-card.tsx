import type { WatchlistOverview } from '@ico/domain/contracts/watchlists';
import { WATCHLIST_PROBLEMS, WATCHLIST_UPLOAD_MAX_BYTES, type WatchlistProblemCode } from '@ico/domain/watchlists';
import { Alert, Badge, Box, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconFileImport } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../../components/file-picker';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useUploadList } from './api/upload-list';
import { LIST_FORMAT_KEY, LIST_NAME_KEY, PROBLEM_KEY, REFRESH_OUTCOME_KEY } from './labels';

/** Alert titles in the text colour: the light variants' coloured titles fall under 4.5:1 contrast. */
const TEXT_TITLE = { title: { color: 'var(--mantine-color-text)' } };

const isProblem = (value: string | undefined): value is WatchlistProblemCode => WATCHLIST_PROBLEMS.includes(value as WatchlistProblemCode);

/** A refused file in words: where (line or element) and what, in the reader's language. */
function useUploadErrorText() {
  const { t } = useTranslation('admin-watchlists');
  const errorText = useErrorText();
  return (error: unknown) => {
    if (error instanceof ApiError && error.code === 'WATCHLIST_FILE_INVALID' && isProblem(error.detail.problem))
      return t('upload.refused', {
        at: error.detail.at ?? '',
        problem: t(PROBLEM_KEY[error.detail.problem], { field: error.detail.field ?? '' }),
      });
    return errorText(error);
  };
}

function UploadForm({ overview }: { overview: WatchlistOverview }) {
  const { t } = useTranslation('admin-watchlists');
  const upload = useUploadList(overview.list);
  const uploadError = useUploadErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError(t('upload.fileRequired'));
    setFileError(null);
    upload.mutate(file, { onSuccess: () => setFile(null) });
  };
  const name = t(LIST_NAME_KEY[overview.list]);
  return (
    <form onSubmit={submit} noValidate aria-label={t('upload.formLabel', { list: name })}>
      <Stack gap="sm">
        <FilePicker
          file={file}
          texts={{ noFile: t('upload.noFile'), choose: t('upload.choose'), change: t('upload.change') }}
          name="file"
          label={t('upload.file')}
          hint={t('upload.hint', { megabytes: WATCHLIST_UPLOAD_MAX_BYTES / 1024 / 1024 })}
          limitBytes={null}
          error={fileError}
          accept={overview.list === 'un' ? ['.xml', 'application/xml', 'text/xml'] : ['.csv', 'text/csv']}
          required
          onChoose={(chosen) => {
            setFile(chosen);
            setFileError(null);
            upload.reset();
          }}
        />
        {upload.isError && (
          <Alert styles={TEXT_TITLE} color="red" icon={<IconAlertCircle />} role="alert" title={t('upload.failedTitle')}>
            {uploadError(upload.error)}
          </Alert>
        )}
        {upload.isSuccess && (
          <Alert styles={TEXT_TITLE} color="green" icon={<IconCircleCheck />} role="status" title={t('upload.doneTitle')}>
            {upload.data.unchanged
              ? t('upload.unchanged', { release: upload.data.releaseId })
              : t('upload.done', {
                  release: upload.data.releaseId,
                  added: upload.data.added,
                  changed: upload.data.changed,
                  removed: upload.data.removed,
                  total: upload.data.total,
                })}
          </Alert>
        )}
        <Group>
          <Button type="submit" leftSection={<IconFileImport size={18} />} loading={upload.isPending}>
            {t('upload.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Refresh({ overview, hours }: { overview: WatchlistOverview; hours: number }) {
  const { t } = useTranslation('admin-watchlists');
  const language = useLanguage();
  if (overview.list === 'internal') return null;
  const last = overview.lastRefresh;
  return (
    <Stack gap={4}>
      <Text size="sm">{overview.url ? t('refresh.configured', { hours, url: overview.url }) : t('refresh.notConfigured')}</Text>
      {last && (
        <Alert
          styles={TEXT_TITLE}
          color={last.outcome === 'failed' ? 'red' : last.outcome === 'imported' ? 'green' : 'gray'}
          variant="light"
          p="xs"
          title={t(REFRESH_OUTCOME_KEY[last.outcome], { at: formatDateTime(last.checkedAt, language) })}
        >
          {last.message && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {last.message}
            </Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}

function Releases({ overview }: { overview: WatchlistOverview }) {
  const { t } = useTranslation('admin-watchlists');
  const language = useLanguage();
  const caption = t('releases.caption', { list: t(LIST_NAME_KEY[overview.list]) });
  if (overview.releases.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('releases.none')}
      </Text>
    );
  return (
    // A scrolling box a keyboard can reach (tabIndex) on a phone, named by the table it holds.
    <Box role="region" aria-label={caption} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table striped verticalSpacing="xs" fz="sm" miw={720}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('releases.release')}</Table.Th>
            <Table.Th scope="col">{t('releases.when')}</Table.Th>
            <Table.Th scope="col">{t('releases.source')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('releases.added')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('releases.changed')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('releases.removed')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('releases.total')}
            </Table.Th>
            <Table.Th scope="col">{t('releases.by')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {overview.releases.map((release) => (
            <Table.Tr key={release.id}>
              <Table.Td>#{release.id}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(release.importedAt, language)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {release.source}
                {release.publishedAt && (
                  <Text size="xs" c="dimmed">
                    {t('releases.published', { at: formatDateTime(release.publishedAt, language) })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{release.added.toLocaleString('en-US')}</Table.Td>
              <Table.Td ta="right">{release.changed.toLocaleString('en-US')}</Table.Td>
              <Table.Td ta="right">{release.removed.toLocaleString('en-US')}</Table.Td>
              <Table.Td ta="right">{release.total.toLocaleString('en-US')}</Table.Td>
              <Table.Td>
                {release.importedBy?.username ?? t('releases.host')}
                {release.note && (
                  <Text size="xs" c="dimmed">
                    {release.note}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/** One list: what it is, its entries listed now, its scheduled refresh, the upload of a new release, its releases. */
export function ListCard({ overview, hours }: { overview: WatchlistOverview; hours: number }) {
  const { t } = useTranslation('admin-watchlists');
  const titleId = `watchlist-${overview.list}-title`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4" id={titleId}>
              {t(LIST_NAME_KEY[overview.list])}
            </Title>
            <Text size="sm" c="dimmed">
              {t(LIST_FORMAT_KEY[overview.list])}
            </Text>
          </Stack>
          <Badge variant="light" color="blue" size="lg">
            {t('listed', { count: overview.total, total: overview.total.toLocaleString('en-US') })}
          </Badge>
        </Group>
        <Refresh overview={overview} hours={hours} />
        <UploadForm overview={overview} />
        <Releases overview={overview} />
      </Stack>
    </Paper>
  );
}
