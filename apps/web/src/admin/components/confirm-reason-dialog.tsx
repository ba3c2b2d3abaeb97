import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type Props = {
  /** The reason given in the form; the dialog is open while there is one to confirm. */
  reason: string | null;
  title: string;
  text: string;
  reasonLabel: string;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * The last look before a staff action that cannot be taken back (blocking an investor, signing them out everywhere):
 * what it does, the reason the investor and the audit log will read, and Cancel first.
 */
export function ConfirmReasonDialog({ reason, title, text, reasonLabel, cancelLabel, confirmLabel, onCancel, onConfirm }: Props) {
  return (
    <Modal
      opened={reason !== null}
      onClose={onCancel}
      centered
      closeButtonProps={{ 'aria-label': cancelLabel }}
      title={
        <Text span fw={600}>
          {title}
        </Text>
      }
    >
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        {reason !== null && (
          <Text size="sm">
            <Text span fw={600}>
              {reasonLabel}:
            </Text>{' '}
            {reason}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color="red.9" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
