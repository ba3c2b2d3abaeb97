import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMAIL_CHANGE_CANCEL_HOURS,
  EMAIL_CHANGE_CONFIRM_HOURS,
  type EmailChangeForm,
  emailChangeFormSchema,
} from '@ico/domain/email-change';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck, IconMailCog } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormCard } from '../../components/form-card';
import { type DialogMessage, MessageDialog } from '../../components/message-dialog';
import { OtpDialog } from '../../components/otp-dialog';
import { PasswordField } from '../../components/password-field';
import { usePageTitle } from '../../components/use-page-title';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors, errorText, useFieldError } from '../../lib/error-text';
import { useMe } from '../../lib/use-me';
import { emailChangeKeys } from '../../resources/email-change';
import { type RequestEmailChangeBody, requestEmailChange } from './api/request-email-change';

/**
 * `/changeEmail`: the new address and the current password (and a one-time code after a 405, as the change-password
 * screen). The new address gets a link; the change takes effect when it is opened.
 */
export function ChangeEmailPage() {
  const { t } = useTranslation('email-change');
  const { t: tc } = useTranslation('common');
  usePageTitle(t('form.title'));
  const me = useMe();
  const queryClient = useQueryClient();
  const fieldError = useFieldError();
  const [awaitingOtp, setAwaitingOtp] = useState<RequestEmailChangeBody | null>(null);
  const [message, setMessage] = useState<DialogMessage | null>(null);
  const form = useForm<EmailChangeForm>({ resolver: zodResolver(emailChangeFormSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const change = useMutation({
    mutationFn: requestEmailChange,
    onSuccess: () => {
      setAwaitingOtp(null);
      void queryClient.invalidateQueries({ queryKey: emailChangeKeys.all });
    },
    onError: (error, body) => {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'OTP_REQUIRED') return setAwaitingOtp({ email: body.email, password: body.password });
      setAwaitingOtp(null);
      if (code === 'WRONG_OTP') return setMessage({ kind: 'error', title: t('form.otpFalseTitle'), text: t('form.otpFalseText') });
      if (code === 'TOO_MANY_REQUESTS')
        return setMessage({ kind: 'warning', title: t('form.tooManyTitle'), text: tc('errors.TOO_MANY_REQUESTS') });
      if (applyServerErrors(error, form.setError, ['email', 'password'], { OLD_PASSWORD_WRONG: 'password' })) return;
      setMessage({ kind: 'error', title: t('form.failedTitle'), text: errorText(error) });
    },
  });

  const current = me.data?.email ?? '';
  if (change.isSuccess) {
    return (
      <FormCard title={t('sent.title')} icon={<IconMailCheck size={26} />}>
        <Stack gap="lg">
          <Text lh={1.7} role="status">
            {t('sent.text', { email: change.variables.email, hours: EMAIL_CHANGE_CONFIRM_HOURS, current })}
          </Text>
          <Group>
            <Button component={Link} to="/profile?tab=security">
              {t('sent.back')}
            </Button>
          </Group>
        </Stack>
      </FormCard>
    );
  }

  return (
    <FormCard title={t('form.title')} subtitle={t('form.subtitle', { hours: EMAIL_CHANGE_CANCEL_HOURS })} icon={<IconMailCog size={26} />}>
      <form noValidate onSubmit={form.handleSubmit((values) => change.mutate({ email: values.email, password: values.password }))}>
        <Stack gap="md">
          <Alert variant="light" color="gray" p="sm">
            <Text size="sm" c="dimmed">
              {t('form.current')}
            </Text>
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {current}
            </Text>
          </Alert>
          <TextInput
            {...form.register('email')}
            type="email"
            label={t('form.newEmail')}
            autoComplete="email"
            withAsterisk
            error={fieldError(errors.email)}
          />
          <PasswordField
            {...form.register('password')}
            label={t('form.password')}
            autoComplete="current-password"
            withAsterisk
            error={fieldError(errors.password)}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button component={Link} to="/profile?tab=security" variant="default">
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={change.isPending && awaitingOtp === null}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>

      <OtpDialog
        opened={awaitingOtp !== null}
        loading={change.isPending}
        text={t('form.otpText')}
        onSubmit={(otp) => awaitingOtp && change.mutate({ ...awaitingOtp, otp })}
        onCancel={() => setAwaitingOtp(null)}
      />
      <MessageDialog message={message} onClose={() => setMessage(null)} okLabel={t('form.ok')} closeLabel={t('form.close')} />
    </FormCard>
  );
}
