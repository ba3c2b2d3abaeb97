import { zodResolver } from '@hookform/resolvers/zod';
import type { StaffJoiningDetail } from '@ico/domain/contracts/joinings';
import { type JoiningProposalInput, joiningProposalSchema } from '@ico/domain/contracts/proposals';
import { type MoneyStatus, REQUIRED_EVIDENCE } from '@ico/domain/four-eyes';
import { formatBaht } from '@ico/domain/money';
import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useJoiningStatusLabel } from '../../../components/status-badge';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, fieldErrorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { PrivateFileCard } from '../../components/private-file-card';
import { ActionError } from '../../components/query-error';
import { ReasonField } from '../../components/reason-field';
import { useProposeJoiningStatus } from './api/propose-status';
import { FourEyesNotice } from './four-eyes-notice';
import { ACTION_KEY } from './labels';
import { SlipReading } from './slip-reading';
import { TransitionSummary } from './transition-summary';

type Form = z.input<typeof joiningProposalSchema>;
const FIELDS = ['slipFileId', 'amountSeen', 'bankReference', 'reason', 'note'] as const;

type Props = {
  detail: StaffJoiningDetail;
  to: MoneyStatus | null;
  onClose: () => void;
  onDone: (result: { kind: 'proposed'; to: MoneyStatus } | { kind: 'conflict' }) => void;
};

/**
 * Mounted afresh for each status chosen (its `key`), so the form starts from that status's defaults.
 * The proposal of a money status with its evidence (four-eyes.ts REQUIRED_EVIDENCE): for a payment, the slip looked
 * at is shown beside the amount and bank reference read on it. Nothing changes until a second staff member approves.
 */
export function ProposeMoneyStatus({ detail, to, onClose, onDone }: Props) {
  const { t } = useTranslation('admin-joinings');
  const language = useLanguage();
  const _statusLabel = useJoiningStatusLabel();
  const { joining } = detail;
  const mutation = useProposeJoiningStatus(String(joining.id));
  const newestSlip = detail.slips.at(-1);
  const form = useForm<Form>({
    resolver: zodResolver(joiningProposalSchema),
    values: {
      to: to ?? 'PAYMNENT_CONFIRMED',
      slipFileId: to === 'PAYMNENT_CONFIRMED' ? newestSlip?.id : undefined,
      amountSeen: '',
      // The reference read from the slip's QR code (issue 17), for the proposer to check against the picture.
      bankReference: to === 'PAYMNENT_CONFIRMED' ? (newestSlip?.reference ?? '') : '',
      reason: '',
      note: '',
    },
  });
  const { errors } = form.formState;
  const chosenSlip = detail.slips.find((slip) => slip.id === form.watch('slipFileId'));
  const needs = (field: (typeof FIELDS)[number]) => (to ? (REQUIRED_EVIDENCE[to] as readonly string[]).includes(field) : false);
  const close = () => {
    if (!mutation.isPending) {
      mutation.reset();
      onClose();
    }
  };
  const onSubmit = form.handleSubmit((value) => {
    if (!to) return;
    mutation.mutate(joiningProposalSchema.parse(value) as JoiningProposalInput, {
      onSuccess: () => {
        mutation.reset();
        onDone({ kind: 'proposed', to });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'STATUS_CONFLICT') onDone({ kind: 'conflict' });
        else if (applyServerErrors(error, form.setError, [...FIELDS])) mutation.reset();
      },
    });
  });
  const payment = to === 'PAYMNENT_CONFIRMED';

  const fields = (
    <Stack gap="sm">
      {payment && (
        <NativeSelect
          {...form.register('slipFileId', {
            // Another slip chosen: its reference, unless the proposer typed one of their own.
            onChange: (event: { target: { value: string } }) => {
              const slip = detail.slips.find((candidate) => candidate.id === event.target.value);
              if (!form.getFieldState('bankReference').isDirty) form.setValue('bankReference', slip?.reference ?? '');
            },
          })}
          label={t('propose.slip')}
          withAsterisk
          data={detail.slips.map((slip, index) => ({
            value: slip.id,
            label: t('propose.slipOption', { number: index + 1, date: formatDateTime(slip.created_at, language) }),
          }))}
          error={fieldErrorText(errors.slipFileId?.message)}
        />
      )}
      {needs('amountSeen') && (
        <TextInput
          {...form.register('amountSeen')}
          label={t('propose.amountSeen')}
          description={joining.amount ? t('propose.amountSeenHint', { amount: formatBaht(joining.amount) }) : undefined}
          inputMode="numeric"
          withAsterisk
          error={fieldErrorText(errors.amountSeen?.message)}
          data-autofocus
        />
      )}
      {(needs('bankReference') || to === 'REFUND_PROCESSING') && (
        <TextInput
          {...form.register('bankReference')}
          label={needs('bankReference') ? t('propose.bankReference') : t('propose.bankReferenceOptional')}
          withAsterisk={needs('bankReference')}
          maxLength={100}
          error={fieldErrorText(errors.bankReference?.message)}
        />
      )}
      {needs('reason') && (
        <ReasonField
          {...form.register('reason')}
          label={t('confirm.reason')}
          description={t('confirm.reasonHint')}
          error={fieldErrorText(errors.reason?.message)}
          styles={{ error: { color: 'var(--mantine-color-red-9)' } }}
        />
      )}
      <ReasonField
        {...form.register('note')}
        label={t('propose.note')}
        description={t('propose.noteHint')}
        withAsterisk={false}
        minRows={2}
        error={fieldErrorText(errors.note?.message)}
      />
    </Stack>
  );

  return (
    <Modal
      opened={to !== null}
      onClose={close}
      closeButtonProps={{ 'aria-label': t('confirm.cancel') }}
      title={
        <Text span fw={600}>
          {to ? t('propose.title', { action: t(ACTION_KEY[to]), id: joining.id }) : ''}
        </Text>
      }
      centered
      size={payment ? 'xl' : 'lg'}
    >
      {to && (
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <Stack gap="md">
            <TransitionSummary joining={joining} to={to} />
            <FourEyesNotice />
            {mutation.isError && <ActionError error={mutation.error} />}
            {payment ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {chosenSlip ? (
                  <PrivateFileCard
                    fileId={chosenSlip.id}
                    contentType={chosenSlip.contentType}
                    details={<SlipReading slip={chosenSlip} />}
                    texts={{
                      title: t('propose.slip'),
                      subtitle: chosenSlip.fileName,
                      open: t('slips.open'),
                      openLabel: t('slips.openSlip', { slip: chosenSlip.fileName }),
                      loadingLabel: t('slips.loading', { slip: chosenSlip.fileName }),
                      alt: t('slips.alt', { slip: chosenSlip.fileName, username: joining.user.username }),
                      pdfHint: t('slips.pdfHint'),
                    }}
                  />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('slips.none')}
                  </Text>
                )}
                {fields}
              </SimpleGrid>
            ) : (
              fields
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={mutation.isPending}>
                {t('confirm.cancel')}
              </Button>
              <Button type="submit" loading={mutation.isPending}>
                {t('propose.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
