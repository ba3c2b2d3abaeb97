import { SUCCESS_POPUP_MS } from '@ico/domain/constants';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconShieldX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';

export type MessageKind = 'error' | 'warning' | 'info';

const KIND = {
  error: { color: 'red', icon: <IconShieldX size={22} /> },
  warning: { color: 'gold', icon: <IconAlertTriangle size={22} /> },
  info: { color: 'brand', icon: <IconInfoCircle size={22} /> },
} as const;

/** Without a kind the title stands alone, without an icon. */
export type DialogMessage = { kind?: MessageKind; title: string; text: ReactNode; action?: string };

type MessageDialogProps = {
  message: DialogMessage | null;
  /** Runs on the button, on Escape and on the close mark alike: the dialog has one way out. */
  onClose: () => void;
  /** The button's label when the message names no action. */
  okLabel: string;
  /** The close mark's name; without it the dialog shows no close mark. */
  closeLabel?: string;
};

/** An alert with a title, a text and one button (spec section 8: errors and notices are dialogs). */
export function MessageDialog({ message, onClose, okLabel, closeLabel }: MessageDialogProps) {
  const kind = message?.kind === undefined ? undefined : KIND[message.kind];
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      centered
      withCloseButton={closeLabel !== undefined}
      closeButtonProps={{ 'aria-label': closeLabel }}
      title={
        kind ? (
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color={kind.color} radius="xl" size={36} aria-hidden>
              {kind.icon}
            </ThemeIcon>
            <Text fw={600} size="lg">
              {message?.title}
            </Text>
          </Group>
        ) : (
          <Text fw={600}>{message?.title}</Text>
        )
      }
    >
      <Text lh={1.65}>{message?.text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {message?.action ?? okLabel}
        </Button>
      </Group>
    </Modal>
  );
}

/** Runs `onDone` once, `SUCCESS_POPUP_MS` (1.5 seconds, spec section 9) after `opened` turns true; returns it to run now. */
export function useAfterPopup(opened: boolean, onDone: () => void): () => void {
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!opened) return;
    const timer = window.setTimeout(() => done.current(), SUCCESS_POPUP_MS);
    return () => window.clearTimeout(timer);
  }, [opened]);
  return () => done.current();
}

type SuccessNoticeProps = { opened: boolean; title: string; text?: string; onDone: () => void };

/** A success notice that closes itself after 1.5 seconds (spec section 9), then `onDone` runs. */
export function SuccessNotice({ opened, title, text, onDone }: SuccessNoticeProps) {
  const finish = useAfterPopup(opened, onDone);
  return (
    <Modal.Root opened={opened} onClose={finish} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body>
          <Stack align="center" ta="center" gap="sm" py="lg" role="status">
            <ThemeIcon variant="light" color="teal" radius="xl" size={56} aria-hidden>
              <IconCircleCheck size={32} />
            </ThemeIcon>
            <Modal.Title fw={600} fz="lg">
              {title}
            </Modal.Title>
            {text && <Text c="dimmed">{text}</Text>}
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
