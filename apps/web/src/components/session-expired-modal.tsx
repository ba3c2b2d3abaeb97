import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from './use-opened-after-mount';

/**
 * What the user sees when the server refused the stored session (loaded the first time that happens): why, when the
 * server said (SESSION_EXPIRED: its lifetime or idle timeout; SESSION_REVOKED: signed out from another device or by
 * staff; STAFF_DISABLED: a staff member whose account an administrator disabled), else that it expired.
 */
export function SessionExpiredModal({ opened, reason, onClose }: { opened: boolean; reason: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('sessions');
  const [title, text] =
    reason === 'SESSION_EXPIRED'
      ? [ts('ended.expiredTitle'), ts('ended.expiredText')]
      : reason === 'SESSION_REVOKED'
        ? [ts('ended.revokedTitle'), ts('ended.revokedText')]
        : reason === 'STAFF_DISABLED'
          ? [ts('ended.disabledTitle'), ts('ended.disabledText')]
          : [t('sessionExpired.title'), t('sessionExpired.text')];
  return (
    <Modal
      opened={useOpenedAfterMount(opened)}
      onClose={onClose}
      centered
      title={<Text fw={600}>{title}</Text>}
      closeButtonProps={{ 'aria-label': t('sessionExpired.close') }}
    >
      <Text>{text}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t('sessionExpired.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
