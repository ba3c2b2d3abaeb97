import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CaseDetail,
  type CaseProposalInput,
  type CaseRejectionInput,
  caseProposalSchema,
  caseRejectionSchema,
} from '@ico/domain/contracts/screening-cases';
import { CASE_DECISIONS, type CaseDecision } from '@ico/domain/screening';
import { CASE_REASON_MAX } from '@ico/domain/screening-cases';
import { Alert, Button, Group, Modal, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, fieldErrorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useMe } from '../../../lib/use-me';
import { ActionError } from '../../components/query-error';
import { ReasonField } from '../../components/reason-field';
import { useDecideCase } from './api/decide-case';
import { DECISION_KEY } from './labels';

/** Shades dark enough for 4.5:1 text contrast. */
const COLOR = { approve: '#237a3b', reject: 'red.9', freeze: 'red.9' } as const;
const errorStyles = { input: { color: 'var(--mantine-color-text)' }, error: { color: 'var(--mantine-color-red-9)' } };

/** The first officer: a decision and the reason for it. */
function ProposalForm({ caseId }: { caseId: string }) {
  const { t } = useTranslation('admin-screening-cases');
  const mutation = useDecideCase(caseId);
  const form = useForm<CaseProposalInput>({
    resolver: zodResolver(caseProposalSchema),
    defaultValues: { decision: undefined as unknown as CaseDecision, reason: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    mutation.mutate(
      { kind: 'propose', input },
      { onError: (error) => applyServerErrors(error, form.setError, ['decision', 'reason']) && mutation.reset() },
    ),
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('decision.leadOpen')}
        </Text>
        {mutation.isError && <ActionError error={mutation.error} />}
        <Controller
          control={form.control}
          name="decision"
          render={({ field }) => (
            <Radio.Group
              label={t('decision.decision')}
              withAsterisk
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              error={fieldErrorText(errors.decision?.message)}
              styles={errorStyles}
            >
              <Stack gap="xs" mt={6}>
                {CASE_DECISIONS.map((decision) => (
                  <Radio
                    key={decision}
                    value={decision}
                    label={t(DECISION_KEY[decision])}
                    description={t(decision === 'FALSE_POSITIVE' ? 'decision.falsePositiveHint' : 'decision.trueMatchHint')}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <ReasonField
          {...form.register('reason')}
          label={t('decision.reason')}
          description={t('decision.reasonHint')}
          maxLength={CASE_REASON_MAX}
          error={fieldErrorText(errors.reason?.message, { max: CASE_REASON_MAX })}
          styles={errorStyles}
        />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t('decision.propose')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The second officer: approve behind a confirmation, or send back with a reason. */
function SecondEyes({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation('admin-screening-cases');
  const caseId = String(detail.case.id);
  const mutation = useDecideCase(caseId);
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const form = useForm<CaseRejectionInput>({ resolver: zodResolver(caseRejectionSchema), defaultValues: { reason: '' } });
  const decision = detail.case.proposedDecision ?? 'FALSE_POSITIVE';
  const decisionText = t(DECISION_KEY[decision]);
  const choose = (step: 'approve' | 'reject') => {
    mutation.reset();
    form.reset({ reason: '' });
    setOpen(step);
  };
  const done = { onSuccess: () => setOpen(null) };
  const reject = form.handleSubmit((input) =>
    mutation.mutate(
      { kind: 'reject', input },
      { ...done, onError: (error) => applyServerErrors(error, form.setError, ['reason']) && mutation.reset() },
    ),
  );
  return (
    <>
      <Group gap="sm">
        <Button
          color={decision === 'TRUE_MATCH' ? COLOR.freeze : COLOR.approve}
          leftSection={<IconCheck size={16} aria-hidden="true" />}
          onClick={() => choose('approve')}
        >
          {t('decision.approve')}
        </Button>
        <Button
          color={COLOR.reject}
          variant="outline"
          leftSection={<IconX size={16} aria-hidden="true" />}
          onClick={() => choose('reject')}
        >
          {t('decision.reject')}
        </Button>
      </Group>
      {mutation.isError && open === null && <ActionError error={mutation.error} />}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        closeButtonProps={{ 'aria-label': t('decision.cancel') }}
        title={
          <Text span fw={600}>
            {open === 'approve' ? t('decision.confirmApproveTitle', { decision: decisionText }) : t('decision.confirmRejectTitle')}
          </Text>
        }
        centered
      >
        <form
          noValidate
          onSubmit={(event) => {
            if (open === 'approve') {
              event.preventDefault();
              mutation.mutate({ kind: 'approve' }, done);
            } else void reject(event);
          }}
        >
          <Stack gap="md">
            {open === 'approve' && (
              <Text size="sm">
                {decision === 'TRUE_MATCH'
                  ? t('decision.confirmTrueMatch', { username: detail.investor.username })
                  : t('decision.confirmFalsePositive')}
              </Text>
            )}
            {mutation.isError && <ActionError error={mutation.error} />}
            {open === 'reject' && (
              <ReasonField
                {...form.register('reason')}
                label={t('decision.rejectReason')}
                maxLength={CASE_REASON_MAX}
                error={fieldErrorText(form.formState.errors.reason?.message, { max: CASE_REASON_MAX })}
                styles={errorStyles}
                data-autofocus
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(null)} data-autofocus={open === 'approve' ? true : undefined}>
                {t('decision.cancel')}
              </Button>
              <Button
                type="submit"
                color={open === 'approve' ? (decision === 'TRUE_MATCH' ? COLOR.freeze : COLOR.approve) : COLOR.reject}
                loading={mutation.isPending}
              >
                {open === 'approve' ? t('decision.approve') : t('decision.reject')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

/** The decision: proposed by one compliance officer, approved or rejected by a second (never the proposer). */
export function CaseDecisionPanel({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation('admin-screening-cases');
  const language = useLanguage();
  const me = useMe();
  const { case: row } = detail;
  const decided = row.status === 'FALSE_POSITIVE' || row.status === 'TRUE_MATCH';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="decision-title">
      <Title order={2} fz="h5" mb="sm" id="decision-title">
        {t('decision.title')}
      </Title>
      {row.status === 'OPEN' && <ProposalForm caseId={String(row.id)} />}
      {(row.status === 'PROPOSED' || decided) && row.proposedDecision && (
        <Stack gap="sm">
          <Alert color={decided ? 'gray' : 'blue'} variant="light" icon={<IconInfoCircle size={18} />} role="status">
            <Text size="sm" fw={600}>
              {t('decision.proposedBy', {
                username: row.proposedBy?.username ?? '—',
                decision: t(DECISION_KEY[row.proposedDecision]),
                date: row.proposedAt ? formatDateTime(row.proposedAt, language) : '—',
              })}
            </Text>
            {row.proposedReason && (
              <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {row.proposedReason}
              </Text>
            )}
            {decided && row.decidedAt && (
              <Text size="sm" mt={4}>
                {t('decision.decided', {
                  decision: t(DECISION_KEY[row.proposedDecision]),
                  username: row.decidedBy ?? '—',
                  date: formatDateTime(row.decidedAt, language),
                })}
              </Text>
            )}
          </Alert>
          {row.status === 'PROPOSED' &&
            (me.data && row.proposedBy?.id === me.data.id ? (
              <Text size="sm">{t('decision.ownProposal')}</Text>
            ) : (
              <SecondEyes detail={detail} />
            ))}
        </Stack>
      )}
    </Paper>
  );
}
