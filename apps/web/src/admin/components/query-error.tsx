import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';

/** A failed load, in words, with a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={t('load.failed')} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{errorText(error)}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('load.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

/** A refused or failed action, in words, above the form that sent it. */
export function ActionError({ error }: { error: unknown }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      {errorText(error)}
    </Alert>
  );
}
