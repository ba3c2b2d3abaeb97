import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useErrorText } from '../lib/error-text';

export type LoadStateProps = {
  query: { isPending: boolean; isError: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };
  labels: { loading: string; failed: string; retry: string };
  children: ReactNode;
};

/**
 * A loader until the first answer; then the content, under an alert with a retry when the load failed
 * (the spec shows an empty list after a failed load, so the content stays).
 */
export function LoadState({ query, labels, children }: LoadStateProps) {
  const errorText = useErrorText();
  if (query.isPending)
    return (
      <Center mih={240} role="status">
        <Loader role="progressbar" color="brand" aria-label={labels.loading} />
      </Center>
    );
  return (
    <Stack gap="lg">
      {query.isError && (
        <Alert color="red" variant="light" radius="md" icon={<IconAlertCircle size={20} />} title={labels.failed} role="alert">
          <Text size="sm">{errorText(query.error)}</Text>
          <Button mt="sm" variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
            {labels.retry}
          </Button>
        </Alert>
      )}
      {children}
    </Stack>
  );
}
