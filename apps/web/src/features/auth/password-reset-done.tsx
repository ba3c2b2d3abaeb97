import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** The navigation state the reset page leaves for /login. */
export const PASSWORD_RESET_DONE = { passwordReset: true } as const;

function DoneNotice() {
  const { t } = useTranslation('password-reset');
  return (
    <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck size={20} />} title={t('done.title')} mb="md">
      {t('done.text')}
    </Alert>
  );
}

/** On /login after a reset: the password changed and every device was signed out (its texts load only then). */
export function PasswordResetDone() {
  const state = useLocation().state as { passwordReset?: unknown } | null;
  return state?.passwordReset === true ? <DoneNotice /> : null;
}
