import { SUCCESS_POPUP_MS } from '@ico/domain/constants';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type Alert = { title: string; text: string };

/** A warning with a title, a text and one button; every way out closes it. */
export function AlertDialog({ alert, onClose }: { alert: Alert | null; onClose: () => void }) {
  const { t } = useTranslation('suitability');
  return (
    <Modal
      opened={alert !== null}
      onClose={onClose}
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="gold" radius="xl" size={36} aria-hidden>
            <IconAlertTriangle size={22} />
          </ThemeIcon>
          <Text fw={600} size="lg">
            {alert?.title}
          </Text>
        </Group>
      }
    >
      <Text lh={1.65}>{alert?.text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t('dialog.ok')}
        </Button>
      </Group>
    </Modal>
  );
}

/** The success message: it closes itself after 1.5 seconds (spec section 9), then `onDone` runs. */
export function SuccessNotice({ opened, title, text, onDone }: { opened: boolean; title: string; text: string; onDone: () => void }) {
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!opened) return;
    const timer = window.setTimeout(() => done.current(), SUCCESS_POPUP_MS);
    return () => window.clearTimeout(timer);
  }, [opened]);
  return (
    <Modal.Root opened={opened} onClose={() => done.current()} centered>
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
            <Text c="dimmed">{text}</Text>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
