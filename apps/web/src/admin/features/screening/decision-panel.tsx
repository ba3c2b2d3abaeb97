import { zodResolver } from '@hookform/resolvers/zod';
import { type DecisionReason, decisionReasonSchema } from '@ico/domain/screening-schemas';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyServerErrors, fieldErrorText } from '../../../lib/error-text';
import { ActionError } from '../../components/query-error';
import { ReasonField } from '../../components/reason-field';
import { useDecide } from './api/decide';
import type { ScreenedItem, ScreeningDecision } from './api/types';
import { ITEM_KEY } from './labels';

/** What the queue shows after a decision (passed in the navigation state). */
export type DecisionNotice = { decision: ScreeningDecision; username: string; item: ScreenedItem; levelChanged: boolean };

/** Shades dark enough for 4.5:1 text contrast, filled (white text) and outlined (coloured text on white). */
const COLOR = { approve: '#237a3b', returnForResubmission: '#a14000', reject: 'red.9' } as const;

const CONFIRM = {
  approve: { title: 'confirm.approveTitle', text: 'confirm.approveText', button: 'confirm.approveButton', color: COLOR.approve },
  returnForResubmission: {
    title: 'confirm.returnTitle',
    text: 'confirm.returnText',
    button: 'confirm.returnButton',
    color: COLOR.returnForResubmission,
  },
  reject: { title: 'confirm.rejectTitle', text: 'confirm.rejectText', button: 'confirm.rejectButton', color: COLOR.reject },
} as const;

type Props = { submissionId: string; item: ScreenedItem; username: string };

/** Approve, return or reject, each behind a confirmation; returning and rejecting need a reason the investor reads. */
export function DecisionPanel({ submissionId, item, username }: Props) {
  const { t } = useTranslation('admin-screening');
  const navigate = useNavigate();
  const mutation = useDecide(submissionId);
  const [open, setOpen] = useState<ScreeningDecision | null>(null);
  const form = useForm<DecisionReason>({ resolver: zodResolver(decisionReasonSchema), defaultValues: { reason: '' } });
  const { errors } = form.formState;
  const itemName = t(ITEM_KEY[item]);

  const choose = (decision: ScreeningDecision) => {
    mutation.reset();
    form.reset({ reason: '' });
    setOpen(decision);
  };
  const done = (decision: ScreeningDecision, levelChanged: boolean) => {
    const notice: DecisionNotice = { decision, username, item, levelChanged };
    navigate('/admin/screening', { state: { notice } });
  };
  const send = (decision: ScreeningDecision, reason?: string) =>
    mutation.mutate(reason === undefined ? { decision } : { decision, reason }, {
      onSuccess: (answer) => done(decision, answer.levelChanged),
      onError: (error) => {
        if (applyServerErrors(error, form.setError, ['reason'])) mutation.reset();
      },
    });
  const onConfirm = form.handleSubmit(({ reason }) => open && send(open, reason));
  const confirm = open ? CONFIRM[open] : null;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="decision-title">
      <Title order={2} fz="h5" id="decision-title">
        {t('decision.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('decision.lead')}
      </Text>
      <Group gap="sm">
        <Button color={COLOR.approve} leftSection={<IconCheck size={16} aria-hidden="true" />} onClick={() => choose('approve')}>
          {t('decisions.approve')}
        </Button>
        <Button
          color={COLOR.returnForResubmission}
          variant="outline"
          leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
          onClick={() => choose('returnForResubmission')}
        >
          {t('decisions.returnForResubmission')}
        </Button>
        <Button
          color={COLOR.reject}
          variant="outline"
          leftSection={<IconX size={16} aria-hidden="true" />}
          onClick={() => choose('reject')}
        >
          {t('decisions.reject')}
        </Button>
      </Group>

      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        closeButtonProps={{ 'aria-label': t('confirm.cancel') }}
        title={
          <Text span fw={600}>
            {confirm && t(confirm.title, { item: itemName, username })}
          </Text>
        }
        centered
      >
        {open && confirm && (
          <form
            noValidate
            onSubmit={(event) => {
              if (open === 'approve') {
                event.preventDefault();
                send('approve');
              } else void onConfirm(event);
            }}
          >
            <Stack gap="md">
              <Text size="sm">{t(confirm.text, { item: itemName, username })}</Text>
              {mutation.isError && <ActionError error={mutation.error} />}
              {open !== 'approve' && (
                <ReasonField
                  {...form.register('reason')}
                  label={t('decision.reason')}
                  description={t('decision.reasonHint')}
                  error={fieldErrorText(errors.reason?.message)}
                  // Mantine's default error red (#fa5252) has 3.3:1 contrast on white; red.9 passes 4.5:1.
                  styles={{ input: { color: 'var(--mantine-color-text)' }, error: { color: 'var(--mantine-color-red-9)' } }}
                  data-autofocus
                />
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setOpen(null)} data-autofocus={open === 'approve' ? true : undefined}>
                  {t('confirm.cancel')}
                </Button>
                <Button type="submit" color={confirm.color} loading={mutation.isPending}>
                  {t(confirm.button)}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </Paper>
  );
}
