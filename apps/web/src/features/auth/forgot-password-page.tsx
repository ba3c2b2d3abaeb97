import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@ico/domain/contracts/accounts';
import { Alert, Anchor, Button, Divider, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { IconKey, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormCard } from '../../components/form-card';
import { usePageTitle } from '../../components/use-page-title';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors, errorText, useFieldError } from '../../lib/error-text';
import { forgotPassword } from './api/forgot-password';

type ForgotForm = z.input<typeof forgotPasswordSchema>;

/** Where someone who cannot use the mailed link goes: the password-reset inquiry (spec: inquiry category 2). */
const OTHER_HELP_PATH = '/inquiry/2/';

function OtherHelp() {
  const { t } = useTranslation('password-reset');
  return (
    <Text size="sm" ta="center" c="dimmed">
      {t('forgot.otherHelpText')}{' '}
      <Anchor component={Link} to={OTHER_HELP_PATH} fw={600}>
        {t('forgot.otherHelpLink')}
      </Anchor>
    </Text>
  );
}

/**
 * `/forgotPassword`: the address of the account, to which the portal mails a link to choose a new password. The
 * answer is the same for any address, so the page says "if an account uses it".
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('password-reset');
  const { t: ta } = useTranslation('auth');
  usePageTitle(t('forgot.title'));
  const fieldError = useFieldError();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotForm>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const send = useMutation({
    mutationFn: (email: string) => forgotPassword({ email }),
    onError: (error) => {
      applyServerErrors(error, form.setError, ['email']);
    },
  });

  const failure =
    send.error && !(send.error instanceof ApiError && send.error.detail.email) ? (
      <Alert color="red" variant="light" role="alert" title={t('forgot.failedTitle')}>
        {errorText(send.error)}
      </Alert>
    ) : null;

  if (sentTo) {
    return (
      <FormCard title={t('forgot.sentTitle')} icon={<IconMailCheck size={26} />}>
        <Stack gap="md">
          <Text lh={1.7} style={{ overflowWrap: 'anywhere' }}>
            {t('forgot.sentText', { email: sentTo })}
          </Text>
          <List size="sm" spacing={6} c="dimmed">
            <List.Item>{t('forgot.validity')}</List.Item>
            <List.Item>{t('forgot.spam')}</List.Item>
          </List>
          {failure}
          <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
            <Button variant="light" loading={send.isPending} onClick={() => send.mutate(sentTo)}>
              {t('forgot.again')}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                send.reset();
                setSentTo(null);
              }}
            >
              {t('forgot.otherAddress')}
            </Button>
          </Group>
          <Divider />
          <Anchor component={Link} to="/login" size="sm" ta="center" fw={600}>
            {t('forgot.backToLogin')}
          </Anchor>
          <OtherHelp />
        </Stack>
      </FormCard>
    );
  }

  return (
    <FormCard title={t('forgot.title')} subtitle={t('forgot.subtitle')} icon={<IconKey size={26} />}>
      <form noValidate onSubmit={form.handleSubmit(({ email }) => send.mutate(email, { onSuccess: () => setSentTo(email) }))}>
        <Stack gap="md">
          <TextInput
            {...form.register('email')}
            type="email"
            label={ta('shared.email')}
            description={t('forgot.emailHint')}
            autoComplete="email"
            error={fieldError(form.formState.errors.email)}
            size="md"
          />
          {failure}
          <Button type="submit" size="md" fullWidth loading={send.isPending}>
            {t('forgot.submit')}
          </Button>
          <Divider />
          <Anchor component={Link} to="/login" size="sm" ta="center" fw={600}>
            {t('forgot.backToLogin')}
          </Anchor>
          <OtherHelp />
        </Stack>
      </form>
    </FormCard>
  );
}
