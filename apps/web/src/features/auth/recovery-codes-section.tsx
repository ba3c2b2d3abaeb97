import type { RecoveryCodeCount } from '@ico/domain/contracts/accounts';
import { recoveryCodesRunLow } from '@ico/domain/recovery-codes';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorBadge } from '../../components/status-badge';
import { StepUpDialog } from '../../components/step-up-dialog';
import { recoveryCodeKeys, useRecoveryCodeCount } from '../../resources/recovery-codes';
import { renewRecoveryCodes } from './api/renew-recovery-codes';
import { RecoveryCodesView } from './recovery-codes-view';

/** The count of codes left, as a badge, and a warning when few are left. */
export function RecoveryCodesLeft({ count }: { count: RecoveryCodeCount }) {
  const { t } = useTranslation('step-up');
  const low = recoveryCodesRunLow(count.remaining);
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <ColorBadge color={low ? 'yellow' : 'green'} size="lg">
          {t('manage.left', { remaining: count.remaining, total: count.total })}
        </ColorBadge>
      </Group>
      {low && (
        <Alert color="gold" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {count.remaining === 0 ? t('manage.none') : t('manage.low', { count: count.remaining })}
        </Alert>
      )}
    </Stack>
  );
}

/** On the two-factor page: how many recovery codes are left, and a new set (step-up, then the codes once). */
export function RecoveryCodesSection({ username }: { username: string }) {
  const { t } = useTranslation('step-up');
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 36em)');
  const count = useRecoveryCodeCount(true);
  const [asking, setAsking] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  return (
    <Stack gap="xs">
      <Text fw={600}>{t('manage.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('manage.text')}
      </Text>
      {count.data && <RecoveryCodesLeft count={count.data} />}
      <Group>
        <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => setAsking(true)}>
          {t('manage.renew')}
        </Button>
      </Group>
      <StepUpDialog
        opened={asking}
        title={t('manage.renew')}
        text={t('manage.renewText')}
        submitLabel={t('manage.renew')}
        action={renewRecoveryCodes}
        onDone={(answer) => {
          setAsking(false);
          setCodes(answer.recovery_codes);
          void queryClient.invalidateQueries({ queryKey: recoveryCodeKeys.count });
        }}
        onCancel={() => setAsking(false)}
      />
      <Modal
        opened={codes !== null}
        onClose={() => undefined}
        withCloseButton={false}
        closeOnEscape={false}
        closeOnClickOutside={false}
        fullScreen={phone}
        size="lg"
        centered
        title={
          <Text fw={600} size="lg">
            {t('codes.title')}
          </Text>
        }
      >
        {codes && <RecoveryCodesView codes={codes} username={username} withHeading={false} onDone={() => setCodes(null)} />}
      </Modal>
    </Stack>
  );
}
