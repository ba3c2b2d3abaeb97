import { Button, Group, type MantineColor, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  /** What the decision does, in a line or two. */
  children: ReactNode;
  labels: { close: string; cancel: string; confirm: string };
  color: MantineColor;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** The confirmation of a staff decision (approve, withdraw, complete): Cancel has the focus, so Enter does not decide by accident. */
export function ConfirmDialog({ opened, title, children, labels, color, pending, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      closeButtonProps={{ 'aria-label': labels.close }}
      title={<Text fw={600}>{title}</Text>}
    >
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {labels.cancel}
          </Button>
          <Button color={color} loading={pending} onClick={onConfirm}>
            {labels.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
