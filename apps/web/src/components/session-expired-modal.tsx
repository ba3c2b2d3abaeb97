import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from './use-opened-after-mount';

/** What the user sees when the server refused the stored session (loaded the first time that happens). */
export function SessionExpiredModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={useOpenedAfterMount(opened)}
      onClose={onClose}
      centered
      title={<Text fw={600}>{t('sessionExpired.title')}</Text>}
      closeButtonProps={{ 'aria-label': t('sessionExpired.close') }}
    >
      <Text>{t('sessionExpired.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t('sessionExpired.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
