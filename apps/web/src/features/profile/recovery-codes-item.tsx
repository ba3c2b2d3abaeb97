import { recoveryCodesRunLow } from '@ico/domain/recovery-codes';
import { Button, Group } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColorBadge } from '../../components/status-badge';
import { useRecoveryCodeCount } from '../../resources/recovery-codes';
import { SecurityItem } from './security-item';

/** With two-factor on: how many recovery codes are left (a warning when few are), and the ways to new codes or a new app. */
export function RecoveryCodesItem() {
  const { t } = useTranslation('step-up');
  const count = useRecoveryCodeCount(true);
  const remaining = count.data?.remaining;
  const low = remaining !== undefined && recoveryCodesRunLow(remaining);
  const lowText = remaining === 0 ? t('manage.none') : t('manage.low', { count: remaining ?? 0 });
  return (
    <SecurityItem
      icon={<IconLifebuoy size={22} />}
      title={t('manage.title')}
      status={
        count.data && (
          <ColorBadge color={low ? 'yellow' : 'green'}>
            {t('manage.left', { remaining: count.data.remaining, total: count.data.total })}
          </ColorBadge>
        )
      }
      text={low ? lowText : t('manage.text')}
      action={
        <Group gap="sm">
          <Button component={Link} to="/2-factor" variant={low ? 'filled' : 'default'} size="sm">
            {low ? t('manage.renew') : t('manage.manage')}
          </Button>
          <Button component={Link} to="/2-factor/replace" variant="default" size="sm">
            {t('manage.replace')}
          </Button>
        </Group>
      }
    />
  );
}
