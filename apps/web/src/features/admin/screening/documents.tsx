import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useFileBlob } from './api/get-file';
import type { SubmissionFile } from './api/types';
import { FILE_KEY } from './labels';
import classes from './screening.module.css';

/** An object URL for a Blob, revoked when the blob changes or the component leaves. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function Document({ file, owner }: { file: SubmissionFile; owner: string }) {
  const { t } = useTranslation('admin-screening');
  const blob = useFileBlob(file.id);
  const url = useObjectUrl(blob.data);
  const labelKey = FILE_KEY[file.field];
  const label = labelKey ? t(labelKey) : file.field;
  const isImage = file.contentType.startsWith('image/');
  const titleId = `file-${file.id}`;
  return (
    <Paper withBorder radius="md" p="sm" component="figure" m={0} aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs" mb="xs" wrap="nowrap" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" id={titleId}>
            {label}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {`${file.fileName} · ${sizeText(file.size)}`}
          </Text>
        </Stack>
        {url && (
          <Button
            component="a"
            href={url}
            target="_blank"
            rel="noopener"
            size="xs"
            variant="default"
            leftSection={<IconExternalLink size={14} aria-hidden="true" />}
            aria-label={t('review.openDocument', { document: label })}
          >
            {t('review.open')}
          </Button>
        )}
      </Group>
      {blob.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(t, blob.error)}
        </Alert>
      ) : !url ? (
        <Skeleton h={isImage ? 260 : 60} aria-label={t('review.loadingDocument', { document: label })} />
      ) : isImage ? (
        <a href={url} target="_blank" rel="noopener" aria-label={t('review.openDocument', { document: label })}>
          <img src={url} alt={t('review.documentAlt', { document: label, username: owner })} className={classes.preview} />
        </a>
      ) : (
        <Group gap="sm" p="sm" bg="gray.0" style={{ borderRadius: 6 }}>
          <IconFileTypePdf size={32} aria-hidden="true" color="var(--mantine-color-red-8)" />
          <Text size="sm">{t('review.pdfHint')}</Text>
          <Anchor href={url} target="_blank" rel="noopener" size="sm" fw={600}>
            {t('review.openDocument', { document: label })}
          </Anchor>
        </Group>
      )}
    </Paper>
  );
}

/** The documents of a submission, each under its field's name. */
export function Documents({ files, owner }: { files: SubmissionFile[]; owner: string }) {
  const { t } = useTranslation('admin-screening');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="documents-title">
      <Title order={2} fz="h5" mb="sm" id="documents-title">
        {t('review.documents')}
      </Title>
      {files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('review.noDocuments')}
        </Text>
      ) : (
        <Stack gap="sm">
          {files.map((file) => (
            <Document key={file.id} file={file} owner={owner} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
