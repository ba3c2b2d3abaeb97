import type { SubmissionFile } from '@ico/domain/contracts/verification';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PrivateFileCard } from '../../components/private-file-card';
import { FILE_KEY } from '../../lib/file-labels';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function Document({ file, owner }: { file: SubmissionFile; owner: string }) {
  const { t } = useTranslation('admin-screening');
  const labelKey = FILE_KEY[file.field];
  const label = labelKey ? t(labelKey) : file.field;
  return (
    <PrivateFileCard
      fileId={file.id}
      contentType={file.contentType}
      texts={{
        title: label,
        subtitle: `${file.fileName} · ${sizeText(file.size)}`,
        open: t('review.open'),
        openLabel: t('review.openDocument', { document: label }),
        loadingLabel: t('review.loadingDocument', { document: label }),
        alt: t('review.documentAlt', { document: label, username: owner }),
        pdfHint: t('review.pdfHint'),
      }}
    />
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
