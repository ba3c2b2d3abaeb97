import { zodResolver } from '@hookform/resolvers/zod';
import { type EndUserSessionsInput, endUserSessionsSchema } from '@ico/domain/contracts/sessions';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconLogout } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, fieldErrorText } from '../../../lib/error-text';
import { ConfirmReasonDialog } from '../../components/confirm-reason-dialog';
import { ActionError } from '../../components/query-error';
import { ReasonField } from '../../components/reason-field';
import { useEndSessions } from './api/end-sessions';

/** Staff sign an investor out on every device, with a reason (audited, mailed to the investor), after a confirmation. */
export function EndSessionsForm({ userId, username }: { userId: string; username: string }) {
  const { t } = useTranslation('admin-sessions');
  const titleId = useId();
  const mutation = useEndSessions(userId);
  const [pending, setPending] = useState<EndUserSessionsInput | null>(null);
  const [ended, setEnded] = useState<number | null>(null);
  const form = useForm<EndUserSessionsInput>({ resolver: zodResolver(endUserSessionsSchema), defaultValues: { reason: '' } });
  const { errors } = form.formState;

  const send = (input: EndUserSessionsInput) => {
    setPending(null);
    setEnded(null);
    mutation.mutate(input, {
      onSuccess: (answer) => {
        setEnded(answer.revoked);
        form.reset({ reason: '' });
      },
      onError: (error) => {
        if (applyServerErrors(error, form.setError, ['reason'])) mutation.reset();
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h5" id={titleId}>
        {t('endSessions.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('endSessions.text')}
      </Text>
      <form onSubmit={form.handleSubmit(setPending)} noValidate>
        <Stack gap="sm">
          {ended !== null && (
            <Alert
              color="green"
              variant="light"
              icon={<IconCheck size={18} />}
              role="status"
              withCloseButton
              onClose={() => setEnded(null)}
            >
              {t('endSessions.done', { count: ended })}
            </Alert>
          )}
          {mutation.isError && <ActionError error={mutation.error} />}
          <ReasonField
            {...form.register('reason')}
            label={t('endSessions.reason')}
            description={t('endSessions.reasonHint')}
            error={fieldErrorText(errors.reason?.message)}
          />
          <Group justify="flex-end">
            <Button type="submit" color="red" variant="light" leftSection={<IconLogout size={16} />} loading={mutation.isPending}>
              {t('endSessions.submit')}
            </Button>
          </Group>
        </Stack>
      </form>

      <ConfirmReasonDialog
        reason={pending?.reason ?? null}
        title={t('endSessions.confirmTitle', { username })}
        text={t('endSessions.confirmText')}
        reasonLabel={t('endSessions.reason')}
        cancelLabel={t('endSessions.cancel')}
        confirmLabel={t('endSessions.confirm')}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && send(pending)}
      />
    </Paper>
  );
}
