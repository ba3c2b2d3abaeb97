import { zodResolver } from '@hookform/resolvers/zod';
import type { Me } from '@ico/domain/account';
import type { MfaReset } from '@ico/domain/contracts/mfa-resets';
import { mfaResetDecisionSchema } from '@ico/domain/contracts/mfa-resets';
import type { SubmissionFile } from '@ico/domain/contracts/verification';
import { isOpenMfaReset, type MfaResetState, mfaResetReasonSchema } from '@ico/domain/mfa-reset';
import { roleCan } from '@ico/domain/staff';
import { Alert, Button, Group, List, Modal, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../../i18n/text-key';
import { applyServerErrors, fieldErrorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { LightBadge } from '../../components/badges';
import { DoneAlert } from '../../components/done-alert';
import { PrivateFileCard } from '../../components/private-file-card';
import { ActionError, QueryError } from '../../components/query-error';
import { ReasonField } from '../../components/reason-field';
import { useStaff } from '../../lib/use-staff';
import { useCancelMfaReset, useDecideMfaReset, useMfaResets, useOpenMfaReset } from './api/mfa-resets';

const STATE_KEY: Record<MfaResetState, TextKey<'admin-mfa-reset'>> = {
  awaitingSelfie: 'state.awaitingSelfie',
  awaitingScreening: 'state.awaitingScreening',
  awaitingSecondApproval: 'state.awaitingSecondApproval',
  completed: 'state.completed',
  cancelled: 'state.cancelled',
};
const STATE_COLOR: Record<MfaResetState, string> = {
  awaitingSelfie: 'blue',
  awaitingScreening: 'grape',
  awaitingSecondApproval: 'grape',
  completed: 'teal',
  cancelled: 'gray',
};
const FILE_KEY: Record<string, TextKey<'admin-mfa-reset'>> = {
  selfiePrivate: 'files.selfiePrivate',
  IDcard1Private: 'files.IDcard1Private',
  IDcard2Private: 'files.IDcard2Private',
  passport1Private: 'files.passport1Private',
  passport2Private: 'files.passport2Private',
};

/** The screening desk's approve colour: white text on it passes WCAG AA. */
const APPROVE_COLOR = '#237a3b';

type Done = 'opened' | 'firstApproved' | 'approved' | 'rejected' | 'cancelled';
const DONE_KEY: Record<Done, TextKey<'admin-mfa-reset'>> = {
  opened: 'done.opened',
  firstApproved: 'done.firstApproved',
  approved: 'done.approved',
  rejected: 'done.rejected',
  cancelled: 'done.cancelled',
};

function useFileName(file: SubmissionFile): string {
  const { t } = useTranslation('admin-mfa-reset');
  const key = FILE_KEY[file.field];
  return key ? t(key) : file.field;
}

function File({ file, owner }: { file: SubmissionFile; owner: string }) {
  const { t } = useTranslation('admin-mfa-reset');
  const name = useFileName(file);
  return (
    <PrivateFileCard
      fileId={file.id}
      contentType={file.contentType}
      texts={{
        title: name,
        subtitle: file.fileName,
        open: t('fileTexts.open'),
        openLabel: t('fileTexts.openLabel', { name }),
        loadingLabel: t('fileTexts.loading', { name }),
        alt: t('fileTexts.alt', { name, username: owner }),
        pdfHint: t('fileTexts.pdfHint'),
      }}
    />
  );
}

/** A selfie that copies a stored picture: why it cannot be approved, with the picture it copies beside it. */
function CopyWarning({ reset, copy }: { reset: MfaReset; copy: NonNullable<MfaReset['selfieCopy']> }) {
  const { t } = useTranslation('admin-mfa-reset');
  const language = useLanguage();
  const item = useFileName(copy.file);
  return (
    <Alert color="red" variant="light" title={t('copyTitle')} role="alert">
      <Stack gap="xs">
        <Text size="sm">
          {copy.submittedAt
            ? t('copyText', { item, date: formatDateTime(copy.submittedAt, language), distance: copy.distance })
            : t('copyTextUndated', { distance: copy.distance })}
        </Text>
        <Text size="sm" fw={600}>
          {t('copiedPicture')}
        </Text>
        <File file={copy.file} owner={reset.username} />
      </Stack>
    </Alert>
  );
}

/** The new photo beside the identity documents approved before. */
function Comparison({ reset }: { reset: MfaReset }) {
  const { t } = useTranslation('admin-mfa-reset');
  const language = useLanguage();
  const { selfie, approvedIdentity } = reset;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Stack gap="xs" component="section" aria-labelledby={`reset-${reset.id}-new`}>
        <Title order={3} fz="sm" id={`reset-${reset.id}-new`}>
          {t('newPhoto', { date: selfie ? formatDateTime(selfie.submittedAt, language) : '' })}
        </Title>
        {selfie?.files.map((file) => (
          <File key={file.id} file={file} owner={reset.username} />
        ))}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby={`reset-${reset.id}-approved`}>
        <Title order={3} fz="sm" id={`reset-${reset.id}-approved`}>
          {approvedIdentity
            ? t('approvedIdentity', { date: formatDateTime(approvedIdentity.decidedAt ?? approvedIdentity.submittedAt, language) })
            : t('approvedIdentityNone')}
        </Title>
        {approvedIdentity?.files.map((file) => (
          <File key={file.id} file={file} owner={reset.username} />
        ))}
      </Stack>
    </SimpleGrid>
  );
}

function OpenForm({ userId, onDone }: { userId: string; onDone: (done: Done) => void }) {
  const { t } = useTranslation('admin-mfa-reset');
  const mutation = useOpenMfaReset(userId);
  const form = useForm({ resolver: zodResolver(mfaResetReasonSchema), defaultValues: { reason: '' } });
  const onSubmit = form.handleSubmit((input) =>
    mutation.mutate(input, {
      onSuccess: () => {
        form.reset({ reason: '' });
        onDone('opened');
      },
      onError: (error) => {
        if (applyServerErrors(error, form.setError, ['reason'])) mutation.reset();
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {mutation.isError && <ActionError error={mutation.error} />}
        <ReasonField
          {...form.register('reason')}
          label={t('reason')}
          description={t('reasonHint')}
          error={fieldErrorText(form.formState.errors.reason?.message)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {t('open')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Decision({ reset, userId, onDone }: { reset: MfaReset; userId: string; onDone: (done: Done) => void }) {
  const { t } = useTranslation('admin-mfa-reset');
  const mutation = useDecideMfaReset(userId);
  const [confirming, setConfirming] = useState(false);
  // The first of two approvals turns nothing off: its button and confirmation say so.
  const first = reset.needsTwoApprovals && reset.firstApprovedBy === null;
  const copied = reset.selfieCopy !== null;
  const form = useForm({
    resolver: zodResolver(mfaResetDecisionSchema),
    defaultValues: { decision: 'reject' as const, reason: '' },
  });
  const approve = () => {
    setConfirming(false);
    mutation.mutate(
      { id: reset.id, decision: 'approve' },
      { onSuccess: (answer) => onDone(answer.reset.state === 'completed' ? 'approved' : 'firstApproved') },
    );
  };
  const reject = form.handleSubmit((input) =>
    mutation.mutate(
      { id: reset.id, decision: 'reject', reason: input.reason },
      {
        onSuccess: () => {
          form.reset({ decision: 'reject', reason: '' });
          onDone('rejected');
        },
        onError: (error) => {
          if (applyServerErrors(error, form.setError, ['reason'])) mutation.reset();
        },
      },
    ),
  );
  return (
    <Stack gap="sm">
      {mutation.isError && <ActionError error={mutation.error} />}
      <Text size="sm">{t('compare')}</Text>
      <form onSubmit={reject} noValidate>
        <Stack gap="sm">
          <ReasonField
            {...form.register('reason')}
            label={t('rejectReason')}
            description={t('rejectHint')}
            error={fieldErrorText(form.formState.errors.reason?.message)}
          />
          <Group justify="flex-end" gap="sm">
            <Button type="submit" variant="default" c="red.9" loading={mutation.isPending && mutation.variables?.decision === 'reject'}>
              {t('reject')}
            </Button>
            {!copied && (
              <Button
                type="button"
                color={APPROVE_COLOR}
                onClick={() => setConfirming(true)}
                loading={mutation.isPending && mutation.variables?.decision === 'approve'}
              >
                {first ? t('approveFirst') : t('approve')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
        title={<Text fw={600}>{t(first ? 'approveFirstTitle' : 'approveTitle', { username: reset.username })}</Text>}
      >
        <Stack gap="md">
          <Text size="sm">{first ? t('approveFirstText') : t('approveText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('keep')}
            </Button>
            <Button color={APPROVE_COLOR} onClick={approve}>
              {first ? t('approveFirstConfirm') : t('approveConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function CancelButton({ reset, userId, onDone }: { reset: MfaReset; userId: string; onDone: (done: Done) => void }) {
  const { t } = useTranslation('admin-mfa-reset');
  const mutation = useCancelMfaReset(userId);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {mutation.isError && <ActionError error={mutation.error} />}
      <Group justify="flex-end">
        <Button variant="default" c="red.9" onClick={() => setConfirming(true)} loading={mutation.isPending}>
          {t('cancel')}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
        title={<Text fw={600}>{t('cancelTitle', { username: reset.username })}</Text>}
      >
        <Stack gap="md">
          <Text size="sm">{t('cancelText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('keep')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirming(false);
                mutation.mutate(reset.id, { onSuccess: () => onDone('cancelled') });
              }}
            >
              {t('cancelConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function OpenReset({ reset, userId, onDone }: { reset: MfaReset; userId: string; onDone: (done: Done) => void }) {
  const { t } = useTranslation('admin-mfa-reset');
  const language = useLanguage();
  const staff = useStaff();
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <LightBadge color={STATE_COLOR[reset.state]}>{t(STATE_KEY[reset.state])}</LightBadge>
        <Text size="sm" c="dimmed">
          {reset.requestedBy
            ? t('openedBy', { name: reset.requestedBy, date: formatDateTime(reset.createdAt, language) })
            : t('openedOn', { date: formatDateTime(reset.createdAt, language) })}
        </Text>
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={600}>
          {t('reason')}:
        </Text>{' '}
        {reset.reason}
      </Text>
      {reset.state === 'awaitingSelfie' && (
        <>
          {reset.selfie?.status === 'REJECT' && <Text size="sm">{t('lastRejected', { reason: reset.selfie.reason ?? '' })}</Text>}
          <Alert color={reset.linkExpiresAt ? 'brand' : 'yellow'} variant="light">
            {reset.linkExpiresAt ? t('linkLive', { date: formatDateTime(reset.linkExpiresAt, language) }) : t('linkDead')}
          </Alert>
        </>
      )}
      {(reset.state === 'awaitingScreening' || reset.state === 'awaitingSecondApproval') && (
        <>
          {reset.needsTwoApprovals && (
            <Alert color="brand" variant="light">
              {reset.firstApprovedBy && reset.firstApprovedAt
                ? t('firstApproved', { name: reset.firstApprovedBy, date: formatDateTime(reset.firstApprovedAt, language) })
                : t('twoApprovals')}
            </Alert>
          )}
          {reset.selfieCopy && <CopyWarning reset={reset} copy={reset.selfieCopy} />}
          <Comparison reset={reset} />
          {roleCan(staff.role, 'verification.screen') &&
            (reset.requestedBy === staff.username ? (
              <Text size="sm" c="dimmed">
                {t('ownRequest')}
              </Text>
            ) : reset.firstApprovedBy === staff.username ? (
              <Text size="sm" c="dimmed">
                {t('youApprovedFirst')}
              </Text>
            ) : (
              <Decision reset={reset} userId={userId} onDone={onDone} />
            ))}
        </>
      )}
      {roleCan(staff.role, 'users.resetMfa') && <CancelButton reset={reset} userId={userId} onDone={onDone} />}
    </Stack>
  );
}

function ClosedResets({ resets }: { resets: MfaReset[] }) {
  const { t } = useTranslation('admin-mfa-reset');
  const language = useLanguage();
  if (resets.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('history')}
      </Text>
      <List size="sm" spacing={2}>
        {resets.map((reset) => (
          <List.Item key={reset.id}>
            {reset.state === 'completed'
              ? t('completedOn', { name: reset.completedBy ?? '-', date: formatDateTime(reset.completedAt ?? reset.createdAt, language) })
              : t('cancelledOn', { date: formatDateTime(reset.cancelledAt ?? reset.createdAt, language) })}
            {' · '}
            {reset.reason}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * The two-factor reset of an investor who lost the authenticator and the recovery codes: open it with a reason,
 * then compare the new photo with the approved identity documents and approve or reject it, or cancel it.
 */
export function MfaResetPanel({ user }: { user: Me }) {
  const staff = useStaff();
  const allowed = roleCan(staff.role, 'users.resetMfa') || roleCan(staff.role, 'verification.screen');
  return allowed ? <ResetPanel user={user} /> : null;
}

function ResetPanel({ user }: { user: Me }) {
  const { t } = useTranslation('admin-mfa-reset');
  const staff = useStaff();
  const userId = String(user.id);
  const resets = useMfaResets(userId);
  const [done, setDone] = useState<Done | null>(null);
  const open = resets.data?.results.find((reset) => isOpenMfaReset(reset.state));
  const closed = resets.data?.results.filter((reset) => !isOpenMfaReset(reset.state)) ?? [];

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="mfa-reset-title">
      <Title order={2} fz="h5" mb="xs" id="mfa-reset-title">
        {t('title')}
      </Title>
      <Stack gap="sm">
        {done && (
          <DoneAlert onClose={() => setDone(null)} closeLabel={t('close')}>
            {t(DONE_KEY[done])}
          </DoneAlert>
        )}
        {resets.isPending ? (
          <Skeleton h={80} />
        ) : resets.isError ? (
          <QueryError error={resets.error} onRetry={() => void resets.refetch()} />
        ) : open ? (
          <OpenReset reset={open} userId={userId} onDone={setDone} />
        ) : !user.mfa_enabled ? (
          <Text size="sm" c="dimmed">
            {t('off')}
          </Text>
        ) : roleCan(staff.role, 'users.resetMfa') ? (
          <>
            <Text size="sm" c="dimmed">
              {t('intro')}
            </Text>
            <OpenForm userId={userId} onDone={setDone} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('none')}
          </Text>
        )}
        <ClosedResets resets={closed} />
      </Stack>
    </Paper>
  );
}
