import { zodResolver } from '@hookform/resolvers/zod';
import { sendVerificationCodeSchema } from '@ico/domain/contracts/accounts';
import { isLanguage } from '@ico/domain/language';
import { Alert, Anchor, Button, Divider, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { IconMail, IconMailCheck } from '@tabler/icons-react';
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
import { sendVerificationCode } from './api/send-verification-code';

type EmailForm = z.input<typeof sendVerificationCodeSchema>;
type EmailValues = z.output<typeof sendVerificationCodeSchema>;

/** Sign-up step 1 (spec section 2): the e-mail address, to which the portal mails a sign-up link. */
export function EmailVerificationPage() {
  const { t, i18n } = useTranslation('auth');
  usePageTitle(t('emailVerification.title'));
  const fieldError = useFieldError();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const form = useForm<EmailForm, unknown, EmailValues>({
    resolver: zodResolver(sendVerificationCodeSchema),
    defaultValues: { email: '' },
  });
  const send = useMutation({
    mutationFn: (email: string) => sendVerificationCode({ email, language: isLanguage(i18n.language) ? i18n.language : 'en' }),
    onError: (error) => {
      applyServerErrors(error, form.setError, ['email']);
    },
  });

  const failure =
    send.error && !(send.error instanceof ApiError && send.error.detail.email) ? (
      <Alert color="red" variant="light" role="alert" title={t('emailVerification.failedTitle')}>
        {errorText(send.error)}
      </Alert>
    ) : null;

  if (sentTo) {
    return (
      <FormCard title={t('emailVerification.sentTitle')} icon={<IconMailCheck size={26} />}>
        <Stack gap="md">
          <Text lh={1.7}>
            {t('emailVerification.sentText')}{' '}
            <Text component="span" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {sentTo}
            </Text>
          </Text>
          <List size="sm" spacing={6} c="dimmed">
            <List.Item>{t('emailVerification.validity')}</List.Item>
            <List.Item>{t('emailVerification.spam')}</List.Item>
          </List>
          {resent && !send.isPending && !send.error && (
            <Alert color="teal" variant="light" role="status">
              {t('emailVerification.resent')}
            </Alert>
          )}
          {failure}
          <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
            <Button variant="light" loading={send.isPending} onClick={() => send.mutate(sentTo, { onSuccess: () => setResent(true) })}>
              {t('emailVerification.resend')}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                send.reset();
                setResent(false);
                setSentTo(null);
              }}
            >
              {t('emailVerification.otherAddress')}
            </Button>
          </Group>
        </Stack>
      </FormCard>
    );
  }

  return (
    <FormCard title={t('emailVerification.title')} subtitle={t('emailVerification.subtitle')} icon={<IconMail size={26} />}>
      <form noValidate onSubmit={form.handleSubmit(({ email }) => send.mutate(email, { onSuccess: () => setSentTo(email) }))}>
        <Stack gap="md">
          <TextInput
            {...form.register('email')}
            type="email"
            label={t('shared.email')}
            description={t('emailVerification.emailHint')}
            autoComplete="email"
            error={fieldError(form.formState.errors.email)}
            size="md"
          />
          {failure}
          <Button type="submit" size="md" fullWidth loading={send.isPending}>
            {t('emailVerification.submit')}
          </Button>
          <Divider />
          <Text size="sm" ta="center">
            {t('emailVerification.haveAccount')}{' '}
            <Anchor component={Link} to="/login" fw={600}>
              {t('emailVerification.logIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </FormCard>
  );
}
