import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useSlipBlob } from './api/private-file';
import type { JoiningSlip } from './api/types';
import classes from './joinings.module.css';

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

function Slip({ slip, number, owner }: { slip: JoiningSlip; number: number; owner: string }) {
  const { t } = useTranslation('admin-joinings');
  const language = useLanguage();
  const blob = useSlipBlob(slip.id);
  const url = useObjectUrl(blob.data);
  const label = t('slips.slip', { number });
  const isImage = (blob.data?.type || slip.contentType).startsWith('image/');
  const titleId = `slip-${slip.id}`;
  return (
    <Paper withBorder radius="md" p="sm" component="figure" m={0} aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs" mb="xs" wrap="nowrap" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" id={titleId}>
            {label}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {`${slip.fileName} · ${t('slips.sentOn', { date: formatDateTime(slip.created_at, language) })}`}
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
            aria-label={t('slips.openSlip', { slip: label })}
            style={{ flexShrink: 0 }}
          >
            {t('slips.open')}
          </Button>
        )}
      </Group>
      {blob.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(t, blob.error)}
        </Alert>
      ) : !url ? (
        <Skeleton h={isImage ? 280 : 60} aria-label={t('slips.loading', { slip: label })} />
      ) : isImage ? (
        <a href={url} target="_blank" rel="noopener" aria-label={t('slips.openSlip', { slip: label })}>
          <img src={url} alt={t('slips.alt', { slip: label, username: owner })} className={classes.preview} />
        </a>
      ) : (
        // The site's content security policy allows no embedded frames or objects, so a PDF opens in its own tab.
        <Group gap="sm" p="sm" bg="gray.0" style={{ borderRadius: 6 }}>
          <IconFileTypePdf size={32} aria-hidden="true" color="var(--mantine-color-red-8)" />
          <Text size="sm">{t('slips.pdfHint')}</Text>
          <Anchor href={url} target="_blank" rel="noopener" size="sm" fw={600}>
            {t('slips.openSlip', { slip: label })}
          </Anchor>
        </Group>
      )}
    </Paper>
  );
}

/** The payment slips the investor sent, newest first, each viewable in place. */
export function Slips({ slips, owner }: { slips: JoiningSlip[]; owner: string }) {
  const { t } = useTranslation('admin-joinings');
  const newestFirst = [...slips]
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))
    .map((slip, index) => ({ slip, number: index + 1 }))
    .reverse();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="slips-title">
      <Title order={2} fz="h5" mb="sm" id="slips-title">
        {t('slips.title')}
      </Title>
      {slips.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('slips.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {newestFirst.map(({ slip, number }) => (
            <Slip key={slip.id} slip={slip} number={number} owner={owner} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
