import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useErrorText } from '../../lib/error-text';
import { usePrivateFileBlob } from '../api/private-file';
import classes from './private-file-card.module.css';

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

export type PrivateFileTexts = {
  /** The file's name on screen ('Selfie', 'Slip 2'). */
  title: string;
  /** The line under it (file name, size or date). */
  subtitle: string;
  open: string;
  openLabel: string;
  loadingLabel: string;
  alt: string;
  pdfHint: string;
};

/**
 * A private file (identity document, bank book, slip) shown in place for staff: an image inline, a PDF as a
 * link (the site's content security policy allows no embedded frames), both openable in a new tab. `details`
 * (what was read on a slip, say) is shown between the title and the file.
 */
export function PrivateFileCard({
  fileId,
  contentType,
  texts,
  details,
}: {
  fileId: string;
  contentType: string;
  texts: PrivateFileTexts;
  details?: ReactNode;
}) {
  const errorText = useErrorText();
  const blob = usePrivateFileBlob(fileId);
  const url = useObjectUrl(blob.data);
  const isImage = (blob.data?.type || contentType).startsWith('image/');
  const titleId = `file-${fileId}`;
  return (
    <Paper withBorder radius="md" p="sm" component="figure" m={0} aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs" mb="xs" wrap="nowrap" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" id={titleId}>
            {texts.title}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {texts.subtitle}
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
            aria-label={texts.openLabel}
            style={{ flexShrink: 0 }}
          >
            {texts.open}
          </Button>
        )}
      </Group>
      {details}
      {blob.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(blob.error)}
        </Alert>
      ) : !url ? (
        <Skeleton h={isImage ? 270 : 60} aria-label={texts.loadingLabel} />
      ) : isImage ? (
        <a href={url} target="_blank" rel="noopener" aria-label={texts.openLabel}>
          <img src={url} alt={texts.alt} className={classes.preview} />
        </a>
      ) : (
        <Group gap="sm" p="sm" bg="gray.0" style={{ borderRadius: 6 }}>
          <IconFileTypePdf size={32} aria-hidden="true" color="var(--mantine-color-red-8)" />
          <Text size="sm">{texts.pdfHint}</Text>
          <Anchor href={url} target="_blank" rel="noopener" size="sm" fw={600}>
            {texts.openLabel}
          </Anchor>
        </Group>
      )}
    </Paper>
  );
}
