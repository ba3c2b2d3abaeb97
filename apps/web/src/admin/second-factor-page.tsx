import { Button, Stack } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { signOut } from '../lib/sign-out';
import { AccessFrame } from './access-pages';
import { Notice } from './components/notice';

/**
 * A staff member with two-factor on, in a session that signed in with the password alone (before two-factor was
 * turned on, perhaps elsewhere): the API answers 403 MFA_REQUIRED to every back-office call, so the page asks them
 * to sign in again, with the code, and brings them back here.
 */
export function SecondFactorSessionPage() {
  const { t } = useTranslation('admin-sessions');
  const navigate = useNavigate();
  const location = useLocation();
  const signInAgain = () => void signOut().then(() => navigate('/login', { state: { from: `${location.pathname}${location.search}` } }));
  return (
    <AccessFrame title={t('signInAgain.title')}>
      <Notice
        order={1}
        color="gold"
        icon={<IconShieldLock size={28} />}
        title={t('signInAgain.title')}
        text={t('signInAgain.text')}
        action={
          <Stack gap="xs" mt="xs" align="center">
            <Button onClick={signInAgain}>{t('signInAgain.submit')}</Button>
          </Stack>
        }
      />
    </AccessFrame>
  );
}
