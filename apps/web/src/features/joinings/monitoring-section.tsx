import type { MonitoringEntry } from '@ico/domain/contracts/monitoring';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileText, IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useMonitoring } from '../../resources/monitoring';
import classes from './joinings.module.css';

function Entry({ entry }: { entry: MonitoringEntry }) {
  const language = useLanguage();
  const title = language === 'th' ? entry.titleTH || entry.title : entry.titleEN || entry.title;
  const contents = language === 'th' ? entry.contentsTH || entry.contents : entry.contentsEN || entry.contents;
  const files = [entry.file1, entry.file2, entry.file3].filter((file) => file !== null);
  return (
    <Paper component="article" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="baseline">
          <Title order={3} fz="md">
            {title}
          </Title>
          <Text size="xs" c="dimmed">
            {formatDate(entry.created_at, language)}
          </Text>
        </Group>
        <Text size="sm" lh={1.65} className={classes.prewrap}>
          {contents}
        </Text>
        {files.length > 0 && (
          <Group gap="md" mt={4}>
            {files.map((file) => (
              <Anchor key={file.url} href={file.url} target="_blank" rel="noopener noreferrer" size="sm">
                <Group gap={4} wrap="nowrap" component="span">
                  <IconFileText size={16} aria-hidden />
                  {file.name}
                </Group>
              </Anchor>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The offering's monitoring announcements (spec section 2) in the reader's language. */
export function MonitoringSection({ offeringId }: { offeringId: number }) {
  const { t } = useTranslation('joinings');
  const monitoring = useMonitoring(offeringId);
  return (
    <Stack component="section" gap="md" aria-labelledby="monitoring-title">
      <Group gap="xs">
        <IconSpeakerphone size={22} color="var(--mantine-color-brand-7)" aria-hidden />
        <Title order={2} fz="h3" id="monitoring-title">
          {t('monitoring.title')}
        </Title>
      </Group>
      {monitoring.isPending && <Loader role="progressbar" size="sm" aria-label={t('loading')} />}
      {monitoring.isError && (
        <Alert color="red" variant="light">
          <Text size="sm">{errorText(monitoring.error)}</Text>
          <Button mt="xs" size="xs" variant="default" onClick={() => void monitoring.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {monitoring.data?.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('monitoring.empty')}
        </Text>
      )}
      {monitoring.data?.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
    </Stack>
  );
}
