import { SUCCESS_POPUP_MS } from '@ico/domain/constants';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

/** Runs `onDone` once, `SUCCESS_POPUP_MS` after `opened` turns true. */
function useAfterPopup(opened: boolean, onDone: () => void) {
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!opened) return;
    const timer = window.setTimeout(() => done.current(), SUCCESS_POPUP_MS);
    return () => window.clearTimeout(timer);
  }, [opened]);
  return () => done.current();
}

/** 'Your work has been saved' for 1.5 seconds (spec sections 8 and 9), then `onDone`. */
export function DetailInfoSaved({ opened, title, onDone }: { opened: boolean; title: string; onDone: () => void }) {
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
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

type AlreadySubmittedProps = { title: string; text: string; action: string; onDone: () => void };

/** The form is closed once sent: the notice shows, then the profile (spec section 2). */
export function DetailInfoAlreadySubmitted({ title, text, action, onDone }: AlreadySubmittedProps) {
  const finish = useAfterPopup(true, onDone);
  return (
    <Modal
      opened
      onClose={finish}
      centered
      withCloseButton={false}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="brand" radius="xl" size={36} aria-hidden>
            <IconInfoCircle size={22} />
          </ThemeIcon>
          <Text fw={600} size="lg">
            {title}
          </Text>
        </Group>
      }
    >
      <Text lh={1.65}>{text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={finish} data-autofocus>
          {action}
        </Button>
      </Group>
    </Modal>
  );
}
