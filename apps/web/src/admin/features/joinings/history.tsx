import type { JoiningHistoryEntry } from '@ico/domain/contracts/joinings';
import { Paper, Text, Timeline, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { JoiningStatusBadge, useJoiningStatusLabel } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { ACTOR_KEY } from './labels';

/** Every status change of the joining, oldest first: from, to, who and why. */
export function History({ history }: { history: JoiningHistoryEntry[] }) {
  const { t } = useTranslation('admin-joinings');
  const statusLabel = useJoiningStatusLabel();
  const language = useLanguage();
  const entries = [...history].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  const actorText = (entry: JoiningHistoryEntry) => {
    const kindKey = entry.actor ? ACTOR_KEY[entry.actor] : undefined;
    const kind = kindKey ? t(kindKey) : entry.actor;
    if (entry.actorName && kind) return t('history.byNamed', { name: entry.actorName, kind });
    return t('history.by', { who: entry.actorName ?? kind ?? t('history.actor.system') });
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="history-title">
      <Title order={2} fz="h5" mb="md" id="history-title">
        {t('history.title')}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('history.none')}
        </Text>
      ) : (
        <Timeline
          active={entries.length - 1}
          bulletSize={18}
          lineWidth={2}
          color="brand"
          component="ol"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {entries.map((entry, index) => (
            <Timeline.Item
              // biome-ignore lint/suspicious/noArrayIndexKey: history entries have no id; their order is fixed.
              key={index}
              component="li"
              bullet={<IconArrowRight size={11} aria-hidden="true" />}
              title={<JoiningStatusBadge status={entry.to} size="sm" />}
            >
              {entry.from && (
                <Text size="xs" c="dimmed">
                  {t('history.from', { status: statusLabel(entry.from) })}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {`${formatDateTime(entry.created_at, language)} · ${actorText(entry)}`}
              </Text>
              {entry.reason && (
                <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  <Text span fw={600} size="sm">
                    {`${t('history.reason')}: `}
                  </Text>
                  {entry.reason}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
