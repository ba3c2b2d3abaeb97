import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { acknowledgeSessionExpired, isSessionExpired, onSessionExpired } from '../lib/api-client';
import { queryClient } from '../lib/query-client';

/** Spec section 8: a 401 with a stored user logs out, says the session expired, and goes to /login. */
export function SessionExpiredDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useSyncExternalStore(onSessionExpired, isSessionExpired);
  useEffect(() => {
    if (!open) return;
    queryClient.clear();
    // Straight to /login (a guarded page would otherwise show its own 'log in first' dialog too).
    navigate('/login', { replace: true });
  }, [open, navigate]);
  return (
    <Modal opened={open} onClose={acknowledgeSessionExpired} centered title={<Text fw={600}>{t('sessionExpired.title')}</Text>}>
      <Text>{t('sessionExpired.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={acknowledgeSessionExpired} data-autofocus>
          {t('sessionExpired.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
