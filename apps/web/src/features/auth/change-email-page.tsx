import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMAIL_CHANGE_CANCEL_HOURS,
  EMAIL_CHANGE_CONFIRM_HOURS,
  type EmailChangeForm,
  emailChangeFormSchema,
} from '@ico/domain/email-change';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck, IconMailCog } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormCard } from '../../components/form-card';
import { PasswordField } from '../../components/password-field';
import { useCodeConfirmed } from '../../components/use-code-confirmed';
import { usePageTitle } from '../../components/use-page-title';
import { applyServerErrors, useFieldError } from '../../lib/error-text';
import { useMe } from '../../lib/use-me';
import { emailChangeKeys } from '../../resources/email-change';
import { requestEmailChange } from './api/request-email-change';

/**
 * `/changeEmail`: the new address and the current password (and a one-time code after a 405, as the change-password
 * screen). The new address gets a link; the change takes effect when it is opened.
 */
export function ChangeEmailPage() {
  const { t } = useTranslation('email-change');
  usePageTitle(t('form.title'));
  const me = useMe();
  const queryClient = useQueryClient();
  const fieldError = useFieldError();
  const form = useForm<EmailChangeForm>({ resolver: zodResolver(emailChangeFormSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const change = useCodeConfirmed({
    mutationFn: requestEmailChange,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: emailChangeKeys.all }),
    onRefusal: (error) => applyServerErrors(error, form.setError, ['email', 'password'], { OLD_PASSWORD_WRONG: 'password' }),
    texts: {
      otpText: t('form.otpText'),
      otpFalseTitle: t('form.otpFalseTitle'),
      otpFalseText: t('form.otpFalseText'),
      tooManyTitle: t('form.tooManyTitle'),
      failedTitle: t('form.failedTitle'),
      ok: t('form.ok'),
      close: t('form.close'),
    },
  });

  const current = me.data?.email ?? '';
  if (change.mutation.isSuccess) {
    return (
      <FormCard title={t('sent.title')} icon={<IconMailCheck size={26} />}>
        <Stack gap="lg">
          <Text lh={1.7} role="status">
            {t('sent.text', { email: change.mutation.variables.email, hours: EMAIL_CHANGE_CONFIRM_HOURS, current })}
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
      <form noValidate onSubmit={form.handleSubmit((values) => change.submit({ email: values.email, password: values.password }))}>
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
            <Button type="submit" loading={change.sending}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>

      {change.dialogs}
    </FormCard>
  );
}
