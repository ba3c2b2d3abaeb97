import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorText } from '../../lib/error-text';

/** Why the last decision on a card failed, above its buttons. */
export function DecisionFailed({ error, size = 'sm' }: { error: Error; size?: 'xs' | 'sm' }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />} role="alert" p="xs">
      <Text size={size}>{errorText(error)}</Text>
    </Alert>
  );
}
