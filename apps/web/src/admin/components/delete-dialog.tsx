import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

type DeleteDialogProps = {
  labels: { title: string; text: string; failed: string; cancel: string; confirm: string };
  /** The failed delete in words; the dialog stays open for another try. */
  error: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** 'Delete this …?': cancel has the focus, so Enter does not delete by accident. */
export function DeleteDialog({ labels, error, pending, onConfirm, onClose }: DeleteDialogProps) {
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{labels.title}</Text>} withCloseButton={false}>
      <Stack gap="md">
        <Text size="sm">{labels.text}</Text>
        {error !== null && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={labels.failed} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {labels.cancel}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {labels.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
