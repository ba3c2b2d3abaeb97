import { zodResolver } from '@hookform/resolvers/zod';
import type { StaffJoiningDetail } from '@ico/domain/contracts/joinings';
import { type MoneyStatus, needsSecondApproval } from '@ico/domain/four-eyes';
import { joiningStatusChangeSchema, STATUSES_NEEDING_REASON } from '@ico/domain/offering-admin';
import type { JoiningStatus } from '@ico/domain/statuses';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconArrowRight, IconCheck, IconMail, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useJoiningStatusLabel } from '../../../components/status-badge';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, fieldErrorText } from '../../../lib/error-text';
import { ProposalCard } from '../../components/proposal-card';
import { ActionError } from '../../components/query-error';
import { ReasonField } from '../../components/reason-field';
import { useChangeJoiningStatus } from './api/change-status';
import { ACTION_KEY, EFFECT_KEY } from './labels';
import { ProposeMoneyStatus } from './propose-money-status';
import { TransitionSummary } from './transition-summary';

const needsReason = (status: JoiningStatus) => (STATUSES_NEEDING_REASON as readonly JoiningStatus[]).includes(status);

/** The domain's status change, plus the rule that some statuses need a reason the investor reads. */
const changeSchema = joiningStatusChangeSchema.superRefine((value, ctx) => {
  if (needsReason(value.to) && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'REQUIRED' });
});
type ChangeForm = z.input<typeof changeSchema>;

type Tone = 'positive' | 'return' | 'negative' | 'neutral';
const TONE: Partial<Record<JoiningStatus, Tone>> = {
  RESERVATION_CONFIRMED: 'positive',
  PAYMNENT_CONFIRMED: 'positive',
  CONTRACT_CONFIRMED: 'positive',
  TRANSECTION_CONFIRMED: 'positive',
  REFUND_DONE: 'positive',
  RESERVATION_PENDING: 'return',
  PAYMNENT_PENDING: 'return',
  RESERVATION_REJECTED: 'negative',
  FUNDING_FAIL: 'negative',
};
/** Shades dark enough for 4.5:1 text contrast, filled (white text) and outlined (coloured text on white). */
const TONE_STYLE = {
  positive: { color: '#237a3b', variant: 'filled', icon: IconCheck },
  return: { color: '#a14000', variant: 'outline', icon: IconArrowBackUp },
  negative: { color: 'red.9', variant: 'outline', icon: IconX },
  neutral: { color: 'brand', variant: 'filled', icon: IconArrowRight },
} as const;
const toneOf = (status: JoiningStatus) => TONE_STYLE[TONE[status] ?? 'neutral'];

export type StatusChangeResult = { kind: 'changed' | 'proposed'; to: JoiningStatus } | { kind: 'conflict' };

type Props = { detail: StaffJoiningDetail; onDone: (result: StatusChangeResult) => void };

/**
 * One button per status the table allows next, each behind a confirmation that tells the investor is messaged. A money
 * status is proposed with its evidence instead (ProposeMoneyStatus), and a pending proposal is shown with its state.
 */
export function StatusActions({ detail, onDone }: Props) {
  const { t } = useTranslation('admin-joinings');
  const _statusLabel = useJoiningStatusLabel();
  const { joining } = detail;
  const mutation = useChangeJoiningStatus(String(joining.id));
  const [open, setOpen] = useState<JoiningStatus | null>(null);
  const [proposing, setProposing] = useState<MoneyStatus | null>(null);
  const form = useForm<ChangeForm>({ resolver: zodResolver(changeSchema), defaultValues: { reason: '' } });
  const { errors } = form.formState;

  const choose = (to: JoiningStatus) => {
    if (needsSecondApproval(to)) {
      setProposing(to);
      return;
    }
    mutation.reset();
    form.reset({ to, reason: '' });
    setOpen(to);
  };
  const close = () => {
    if (!mutation.isPending) setOpen(null);
  };
  const onConfirm = form.handleSubmit((value) =>
    mutation.mutate(value.reason ? { to: value.to, reason: value.reason } : { to: value.to }, {
      onSuccess: () => {
        setOpen(null);
        onDone({ kind: 'changed', to: value.to });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'STATUS_CONFLICT') {
          setOpen(null);
          onDone({ kind: 'conflict' });
        } else if (applyServerErrors(error, form.setError, ['reason'])) mutation.reset();
      },
    }),
  );

  if (detail.next.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('actions.none')}
      </Text>
    );
  }

  const required = open !== null && needsReason(open);
  // While a money proposal waits, no other money status is offered (one open proposal per joining).
  const offered = detail.proposal ? detail.next.filter((to) => !needsSecondApproval(to)) : detail.next;
  const action = open ? t(ACTION_KEY[open]) : '';
  return (
    <>
      {detail.proposal && (
        <Stack gap="xs" mb="sm">
          <Text size="sm" fw={600}>
            {t('propose.pendingTitle')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('propose.pendingText')}
          </Text>
          <ProposalCard proposal={detail.proposal} />
        </Stack>
      )}
      <Group gap="sm">
        {offered.map((to) => {
          const tone = toneOf(to);
          const Icon = tone.icon;
          return (
            <Button
              key={to}
              color={tone.color}
              variant={tone.variant}
              leftSection={<Icon size={16} aria-hidden="true" />}
              onClick={() => choose(to)}
            >
              {needsSecondApproval(to) ? t('propose.action', { action: t(ACTION_KEY[to]) }) : t(ACTION_KEY[to])}
            </Button>
          );
        })}
      </Group>

      <ProposeMoneyStatus
        key={proposing ?? 'closed'}
        detail={detail}
        to={proposing}
        onClose={() => setProposing(null)}
        onDone={(result) => {
          setProposing(null);
          onDone(result);
        }}
      />

      <Modal
        opened={open !== null}
        onClose={close}
        closeButtonProps={{ 'aria-label': t('confirm.cancel') }}
        title={
          <Text span fw={600}>
            {t('confirm.title', { action, id: joining.id })}
          </Text>
        }
        centered
        size="lg"
      >
        {open && (
          <form noValidate onSubmit={(event) => void onConfirm(event)}>
            <Stack gap="md">
              <TransitionSummary joining={joining} to={open} />
              <Text size="sm">{t(EFFECT_KEY[open])}</Text>
              <Alert color="blue" variant="light" icon={<IconMail size={18} />} py="xs">
                {t('confirm.messaged')}
              </Alert>
              {mutation.isError && <ActionError error={mutation.error} />}
              <ReasonField
                {...form.register('reason')}
                label={required ? t('confirm.reason') : t('confirm.reasonOptional')}
                description={required ? t('confirm.reasonHint') : t('confirm.reasonOptionalHint')}
                error={fieldErrorText(errors.reason?.message)}
                withAsterisk={required}
                // Mantine's default error red (#fa5252) has 3.3:1 contrast on white; red.9 passes 4.5:1.
                styles={{ error: { color: 'var(--mantine-color-red-9)' } }}
                data-autofocus
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={close} disabled={mutation.isPending}>
                  {t('confirm.cancel')}
                </Button>
                <Button type="submit" color={toneOf(open).color} loading={mutation.isPending}>
                  {t('confirm.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
