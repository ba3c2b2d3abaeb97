import { Alert, Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconDeviceMobileCog, IconShieldCheck, IconShieldLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormCard } from '../../components/form-card';
import { SuccessNotice } from '../../components/message-dialog';
import { PageLoader } from '../../components/page-loader';
import { StepUpDialog } from '../../components/step-up-dialog';
import { usePageTitle } from '../../components/use-page-title';
import { errorText } from '../../lib/error-text';
import { meQueryKey, useMe } from '../../lib/use-me';
import { setOtpMode } from './api/set-otp-mode';
import { RecoveryCodesSection } from './recovery-codes-section';
import { TwoFactorSetup } from './two-factor-setup';

/** Two-factor is on: say so, the recovery codes, a new app, and turning it off for investors (staff must keep it, PRODUCT.md). */
function TwoFactorOn({ staff, username }: { staff: boolean; username: string }) {
  const { t } = useTranslation('auth');
  const { t: ts } = useTranslation('step-up');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [disabled, setDisabled] = useState(false);

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Text fw={600}>{t('twoFactor.statusLabel')}</Text>
        <Badge color="teal" variant="light" size="lg" leftSection={<IconShieldCheck size={14} aria-hidden />}>
          {t('twoFactor.on')}
        </Badge>
      </Group>
      <Text lh={1.7}>{t('twoFactor.onText')}</Text>
      {staff && (
        <Alert color="brand" variant="light" title={t('twoFactor.staffTitle')}>
          {t('twoFactor.staffText')}
        </Alert>
      )}
      <RecoveryCodesSection username={username} />
      <Divider />
      <Stack gap="xs">
        <Text fw={600}>{ts('manage.replaceTitle')}</Text>
        <Text size="sm" c="dimmed">
          {ts('manage.replaceText')}
        </Text>
        <Group>
          <Button component={Link} to="/2-factor/replace" variant="default" leftSection={<IconDeviceMobileCog size={16} aria-hidden />}>
            {ts('manage.replace')}
          </Button>
        </Group>
      </Stack>
      <Divider />
      <Group justify="flex-end" gap="sm">
        <Button component={Link} to={staff ? '/admin' : '/profile'} variant="default">
          {staff ? t('twoFactor.backToBackOffice') : t('twoFactor.backToProfile')}
        </Button>
        {!staff && (
          <Button color="red" variant="light" onClick={() => setAsking(true)}>
            {t('twoFactor.turnOff')}
          </Button>
        )}
      </Group>
      <StepUpDialog
        opened={asking}
        title={t('twoFactor.turnOffTitle')}
        text={t('twoFactor.turnOffText')}
        submitLabel={t('twoFactor.turnOff')}
        danger
        action={(proof) => setOtpMode({ mfa_enabled: false, ...proof })}
        onDone={() => {
          setAsking(false);
          setDisabled(true);
        }}
        onCancel={() => setAsking(false)}
      />
      <SuccessNotice
        opened={disabled}
        title={t('twoFactor.disabledTitle')}
        onDone={() => {
          void queryClient.invalidateQueries({ queryKey: meQueryKey });
          navigate('/profile', { replace: true });
        }}
      />
    </Stack>
  );
}

/** `/2-factor` (spec sections 2 and 4): set two-factor up with an authenticator app, or turn it off. */
export function TwoFactorPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('twoFactor.title'));
  const me = useMe();
  // Once the setup switched two-factor on, the page stays on it until the recovery codes are saved.
  const settingUp = useRef(false);

  if (me.isPending) return <PageLoader />;
  if (me.isError) {
    return (
      <FormCard title={t('twoFactor.title')} icon={<IconShieldLock size={26} />}>
        <Alert color="red" variant="light" role="alert">
          {errorText(me.error)}
        </Alert>
      </FormCard>
    );
  }
  const enabled = me.data.mfa_enabled && !settingUp.current;
  return (
    <FormCard
      title={t('twoFactor.title')}
      subtitle={enabled ? undefined : t('twoFactor.subtitle')}
      icon={<IconShieldLock size={26} />}
      width={enabled ? 560 : 760}
    >
      {enabled ? (
        <TwoFactorOn staff={me.data.role !== null} username={me.data.username} />
      ) : (
        <TwoFactorSetup
          username={me.data.username}
          home={me.data.role !== null ? '/admin' : '/profile'}
          onEnabled={() => {
            settingUp.current = true;
          }}
        />
      )}
    </FormCard>
  );
}
