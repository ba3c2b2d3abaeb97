import { zodResolver } from '@hookform/resolvers/zod';
import { changeLevelSchema } from '@ico/domain/contracts/accounts';
import { STAFF_SETTABLE_LEVELS } from '@ico/domain/staff';
import type { UserLevel } from '@ico/domain/statuses';
import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLevelLabel } from '../../../components/status-badge';
import { applyServerErrors, fieldErrorText } from '../../../lib/error-text';
import { ConfirmReasonDialog } from '../../components/confirm-reason-dialog';
import { ActionError } from '../../components/query-error';
import { ReasonField } from '../../components/reason-field';
import { type ChangeLevelInput, useChangeLevel } from './api/change-level';

type Props = { userId: string; username: string; currentLevel: UserLevel };

/** Staff set a level by hand with a reason (audited); blocking asks for a confirmation first. */
export function ChangeLevelForm({ userId, username, currentLevel }: Props) {
  const { t } = useTranslation('admin');
  const levelLabel = useLevelLabel();
  const mutation = useChangeLevel(userId);
  const [pending, setPending] = useState<ChangeLevelInput | null>(null);
  const [changedTo, setChangedTo] = useState<UserLevel | null>(null);
  const form = useForm({ resolver: zodResolver(changeLevelSchema), defaultValues: { reason: '' } });
  const { errors } = form.formState;

  const send = (input: ChangeLevelInput) => {
    setPending(null);
    setChangedTo(null);
    mutation.mutate(input, {
      onSuccess: () => {
        setChangedTo(input.level);
        form.reset({ reason: '' });
      },
      onError: (error) => {
        if (applyServerErrors(error, form.setError, ['level', 'reason'])) mutation.reset();
      },
    });
  };
  const onSubmit = form.handleSubmit((input) => (input.level === 'BLOCKED_LEVEL' ? setPending(input) : send(input)));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="change-level-title">
      <Title order={2} fz="h5" id="change-level-title">
        {t('level.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('level.current', { level: levelLabel(currentLevel) })}
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {changedTo && (
            <Alert
              color="green"
              variant="light"
              icon={<IconCheck size={18} />}
              role="status"
              withCloseButton
              onClose={() => setChangedTo(null)}
            >
              {t('level.changed', { level: levelLabel(changedTo) })}
            </Alert>
          )}
          {mutation.isError && <ActionError error={mutation.error} />}
          <Controller
            control={form.control}
            name="level"
            render={({ field }) => (
              <Select
                ref={field.ref}
                name={field.name}
                label={t('level.newLevel')}
                placeholder={t('level.choose')}
                data={STAFF_SETTABLE_LEVELS.map((level) => ({ value: level, label: levelLabel(level) }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                error={fieldErrorText(errors.level?.message)}
                withAsterisk
                allowDeselect={false}
              />
            )}
          />
          <ReasonField
            {...form.register('reason')}
            label={t('level.reason')}
            description={t('level.reasonHint')}
            error={fieldErrorText(errors.reason?.message)}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('level.submit')}
            </Button>
          </Group>
        </Stack>
      </form>

      <ConfirmReasonDialog
        reason={pending?.reason ?? null}
        title={t('level.blockTitle', { username })}
        text={t('level.blockText')}
        reasonLabel={t('level.reason')}
        cancelLabel={t('level.cancel')}
        confirmLabel={t('level.blockConfirm')}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && send(pending)}
      />
    </Paper>
  );
}
