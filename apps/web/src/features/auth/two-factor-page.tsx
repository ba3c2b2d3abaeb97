import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconShieldCheck, IconShieldLock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormCard } from '../../components/form-card';
import { type DialogMessage, MessageDialog, SuccessNotice } from '../../components/message-dialog';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { meQueryKey, useMe } from '../../lib/use-me';
import { setOtpMode } from './api/set-otp-mode';
import { OtpDialog } from './otp-dialog';
import { TwoFactorSetup } from './two-factor-setup';

/** Two-factor is on: say so, and let investors turn it off with a code (staff must keep it, PRODUCT.md). */
function TwoFactorOn({ staff }: { staff: boolean }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<DialogMessage | null>(null);
  const disable = useMutation({
    mutationFn: (otp: string) => setOtpMode({ mfa_enabled: 'false', otp }),
    onSettled: () => setAsking(false),
    onError: (error) => {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'WRONG_OTP')
        return setMessage({ kind: 'error', title: t('twoFactor.otpFalseTitle'), text: t('twoFactor.otpFalseText') });
      if (code === 'MFA_REQUIRED') return setMessage({ kind: 'info', title: t('twoFactor.staffTitle'), text: t('twoFactor.staffText') });
      if (code === 'TOO_MANY_REQUESTS')
        return setMessage({ kind: 'warning', title: t('twoFactor.tooManyTitle'), text: tc('errors.TOO_MANY_REQUESTS') });
      setMessage({ kind: 'error', title: t('twoFactor.failedTitle'), text: errorText(error) });
    },
  });

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
      <Group justify="flex-end" gap="sm">
        <Button component={Link} to="/profile" variant="default">
          {t('twoFactor.backToProfile')}
        </Button>
        {!staff && (
          <Button color="red" variant="light" onClick={() => setAsking(true)}>
            {t('twoFactor.turnOff')}
          </Button>
        )}
      </Group>
      <OtpDialog
        opened={asking}
        loading={disable.isPending}
        title={t('twoFactor.turnOffTitle')}
        text={t('twoFactor.turnOffText')}
        submitLabel={t('twoFactor.turnOff')}
        danger
        onSubmit={(otp) => disable.mutate(otp)}
        onCancel={() => setAsking(false)}
      />
      <MessageDialog message={message} onClose={() => setMessage(null)} okLabel={t('dialog.ok')} closeLabel={t('dialog.close')} />
      <SuccessNotice
        opened={disable.isSuccess}
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
  const enabled = me.data.mfa_enabled;
  return (
    <FormCard
      title={t('twoFactor.title')}
      subtitle={enabled ? undefined : t('twoFactor.subtitle')}
      icon={<IconShieldLock size={26} />}
      width={enabled ? 560 : 760}
    >
      {enabled ? <TwoFactorOn staff={me.data.role !== null} /> : <TwoFactorSetup />}
    </FormCard>
  );
}
