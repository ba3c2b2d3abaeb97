import type { MonitoringEntry } from '@ico/domain/contracts/monitoring';
import { Accordion, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import classes from './offerings.module.css';

/** The offering's announcements (spec: monitoring data): title, contents and up to three files. */
export function MonitoringList({ entries }: { entries: MonitoringEntry[] }) {
  const { t } = useTranslation('offerings');
  const language = useLanguage();
  if (entries.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('monitoring.empty')}
      </Text>
    );
  }
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right">
      {entries.map((entry) => {
        const title = (language === 'th' ? entry.titleTH : entry.titleEN) || entry.title;
        const contents = (language === 'th' ? entry.contentsTH : entry.contentsEN) || entry.contents;
        const files = [entry.file1, entry.file2, entry.file3].filter((f) => f !== null);
        return (
          <Accordion.Item key={entry.id} value={String(entry.id)}>
            <Accordion.Control>
              <Stack gap={2}>
                <Text fw={600}>{title}</Text>
                <Text size="xs" c="dimmed">
                  {formatDate(entry.created_at, language)}
                </Text>
              </Stack>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <Text size="sm" lh={1.7} className={classes.summaryText}>
                  {contents}
                </Text>
                {files.length > 0 && (
                  <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('monitoring.files')}>
                    {files.map((file) => (
                      <li key={file.url}>
                        <Anchor href={file.url} target="_blank" rel="noopener noreferrer" size="sm">
                          <Group gap={6} wrap="nowrap" component="span">
                            <IconFileText size={16} aria-hidden />
                            <span>{file.name}</span>
                            <IconExternalLink size={14} aria-label={t('monitoring.newTab')} />
                          </Group>
                        </Anchor>
                      </li>
                    ))}
                  </Stack>
                )}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
