import { Button, Group, Modal, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/session';

/** Guarded routes: a signed-out visitor is told to log in first, then taken to /login. */
export function RequireAuth() {
  const session = useSession();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  if (session) return <Outlet />;
  const toLogin = () => navigate('/login', { replace: true, state: { from: `${location.pathname}${location.search}` } });
  return (
    <Modal
      opened
      onClose={toLogin}
      centered
      title={
        <Group gap="xs">
          <IconInfoCircle size={20} color="var(--mantine-color-brand-7)" />
          <Text fw={600}>{t('guard.title')}</Text>
        </Group>
      }
    >
      <Text>{t('guard.text')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={toLogin} data-autofocus>
          {t('guard.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
