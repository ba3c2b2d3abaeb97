import type { Me } from '@ico/domain/account';
import { Button, Stack, Title } from '@mantine/core';
import { IconKey, IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SwitchBadge } from '../../components/status-badge';
import { EmailAddressItem } from './email-address-item';
import { RecoveryCodesItem } from './recovery-codes-item';
import { SecurityItem } from './security-item';

/** Two-factor authentication, its recovery codes, e-mail address and password. */
export function SecurityPanel({ me }: { me: Me }) {
  const { t } = useTranslation('profile');
  const on = me.mfa_enabled;
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t('security.title')}
      </Title>
      <SecurityItem
        icon={on ? <IconShieldCheck size={22} /> : <IconShieldOff size={22} />}
        title={t('security.twoFactor.title')}
        status={<SwitchBadge on={on}>{on ? t('security.twoFactor.on') : t('security.twoFactor.off')}</SwitchBadge>}
        text={on ? t('security.twoFactor.onText') : t('security.twoFactor.offText')}
        action={
          <Button component={Link} to="/2-factor" variant={on ? 'default' : 'filled'} size="sm">
            {on ? t('security.twoFactor.manage') : t('security.twoFactor.enable')}
          </Button>
        }
      />
      {on && <RecoveryCodesItem />}
      <EmailAddressItem me={me} />
      <SecurityItem
        icon={<IconKey size={22} />}
        title={t('security.password.title')}
        text={t('security.password.text')}
        action={
          <Button component={Link} to="/changePassword" variant="default" size="sm">
            {t('security.password.change')}
          </Button>
        }
      />
    </Stack>
  );
}
