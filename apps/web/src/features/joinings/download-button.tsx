import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorText } from '../../lib/error-text';

/** A button that downloads a PDF, with the server's refusal translated below it. */
export function DownloadButton({
  label,
  download,
  onClick,
  fullWidth,
}: {
  label: string;
  download: Pick<UseMutationResult<string, Error, never>, 'isPending' | 'error'>;
  onClick: () => void;
  fullWidth?: boolean;
}) {
  return (
    <Stack gap="xs" w={fullWidth ? '100%' : undefined}>
      <Button
        variant="default"
        leftSection={<IconDownload size={18} />}
        loading={download.isPending}
        onClick={onClick}
        fullWidth={fullWidth}
      >
        {label}
      </Button>
      {download.error && (
        <Alert color="red" variant="light" radius="md" icon={<IconAlertCircle size={18} />} role="alert" py="xs">
          {errorText(download.error)}
        </Alert>
      )}
    </Stack>
  );
}
