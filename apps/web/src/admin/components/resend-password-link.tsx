import { Alert, Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { type InvitedAccounts, useResendPasswordLink } from '../api/resend-password-link';

type Props = { accounts: InvitedAccounts; userId: number; email: string };

/** What the last send did: the address it went to, or why it failed. */
function Outcome({ mutation, email }: { mutation: ReturnType<typeof useResendPasswordLink>; email: string }) {
  const { t } = useTranslation('admin');
  if (mutation.isSuccess)
    return (
      <Text size="sm" c="teal.9" role="status">
        {t('passwordLink.sent', { email })}
      </Text>
    );
  if (mutation.isError)
    return (
      <Alert color="red" variant="light" role="alert" p="xs">
        {errorText(mutation.error)}
      </Alert>
    );
  return null;
}

/** A section of the user page: the account waits for its owner's first password; staff may mail the link again. */
export function PasswordLinkSection({ accounts, userId, email }: Props) {
  const { t } = useTranslation('admin');
  const resend = useResendPasswordLink(accounts, userId);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="password-link-title">
      <Stack gap="sm">
        <Title order={2} fz="h5" id="password-link-title">
          {t('passwordLink.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('passwordLink.text')}
        </Text>
        <Button variant="light" leftSection={<IconMailForward size={18} />} loading={resend.isPending} onClick={() => resend.mutate()}>
          {t('passwordLink.send')}
        </Button>
        <Outcome mutation={resend} email={email} />
      </Stack>
    </Paper>
  );
}

/** The same action in a row of the staff list: a badge and a small button. */
export function PasswordLinkCell({ accounts, userId, email }: Props) {
  const { t } = useTranslation('admin');
  const resend = useResendPasswordLink(accounts, userId);
  return (
    <Stack gap={4} align="flex-start">
      <Badge size="sm" radius="sm" tt="none" variant="light" color="orange" c="orange.9">
        {t('passwordLink.notSet')}
      </Badge>
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={<IconMailForward size={14} />}
        loading={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {t('passwordLink.sendShort')}
      </Button>
      <Outcome mutation={resend} email={email} />
    </Stack>
  );
}
