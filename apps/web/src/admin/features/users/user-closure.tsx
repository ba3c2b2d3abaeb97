import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useClosures } from '../../api/closures';
import { ClosureActions, ClosureOutcome, ClosureStatusBadge } from '../../components/closure-actions';

/** The investor's closure requests on the user page, newest first, with the actions of a pending one. */
export function UserClosure({ userId }: { userId: number }) {
  const { t } = useTranslation('admin-closures');
  const language = useLanguage();
  const closures = useClosures({ status: null, userId, page: 1 });
  const rows = closures.data?.results ?? [];
  if (rows.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="closure-title">
      <Title order={2} fz="h5" mb="sm" id="closure-title">
        {t('userPanel')}
      </Title>
      <Stack gap="md">
        {rows.map((closure) => (
          <Stack key={closure.id} gap={6}>
            <ClosureStatusBadge status={closure.status} />
            <Text size="xs" c="dimmed">
              {t('columns.requested')}: {formatDateTime(closure.requested_at, language)}
            </Text>
            <Text size="sm">
              {t('columns.reason')}: {closure.reason || t('noReason')}
            </Text>
            <ClosureOutcome closure={closure} />
            <ClosureActions closure={closure} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
