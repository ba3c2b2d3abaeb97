import type { ScreeningDetail, Submission } from '@ico/domain/contracts/verification';
import { NATIONALITY_OPTIONS } from '@ico/domain/options';
import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileSearch, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { VerificationBadge } from '../../../components/status-badge';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, optionLabel } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../components/admin-page';
import { Notice } from '../../components/notice';
import { QueryError } from '../../components/query-error';
import { RequirePermission } from '../../components/require-permission';
import { VerificationSummary } from '../../components/verification-summary';
import { useSubmission } from './api/get-submission';
import { DecisionPanel } from './decision-panel';
import { Documents } from './documents';
import { ITEM_KEY } from './labels';
import classes from './screening.module.css';
import { SubmissionValues } from './submission-values';

function BackToQueue() {
  const { t } = useTranslation('admin-screening');
  return (
    <Anchor component={Link} to="/admin/screening" size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden="true" />
        {t('review.back')}
      </Group>
    </Anchor>
  );
}

/** The investor's level and every item's status, to see where this item stands. */
function InvestorStatus({ user }: { user: ScreeningDetail['user'] }) {
  const { t } = useTranslation('admin-screening');
  return (
    <VerificationSummary
      user={user}
      title={t('review.investorStatus')}
      levelLabel={t('review.level')}
      itemLabel={(item) => t(ITEM_KEY[item])}
      levelSize="md"
    >
      <Anchor component={Link} to={`/admin/users/${user.id}`} size="sm" mt="xs" display="inline-block">
        {t('review.openInvestor')}
      </Anchor>
    </VerificationSummary>
  );
}

/** Earlier submissions of the same item, newest first, with who decided what and why. */
function History({ history }: { history: Submission[] }) {
  const { t } = useTranslation('admin-screening');
  const language = useLanguage();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="history-title">
      <Title order={2} fz="h5" mb="sm" id="history-title">
        {t('review.history')}
      </Title>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('review.noHistory')}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {history.map((entry) => (
            <Paper component="li" key={entry.id} withBorder radius="sm" p="xs" bg="gray.0">
              <Group justify="space-between" gap="xs">
                <Text size="sm">{t('review.submittedOn', { date: formatDateTime(entry.submittedAt, language) })}</Text>
                <VerificationBadge status={entry.status} size="sm" />
              </Group>
              {entry.decidedAt && (
                <Text size="xs" c="dimmed">
                  {t('review.decidedBy', { date: formatDateTime(entry.decidedAt, language), username: entry.decidedBy ?? '—' })}
                </Text>
              )}
              {entry.reason && (
                <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                  <Text span fw={600}>
                    {t('review.reason')}:
                  </Text>{' '}
                  {entry.reason}
                </Text>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function ReviewView({ submissionId }: { submissionId: string }) {
  const { t } = useTranslation('admin-screening');
  const language = useLanguage();
  const detail = useSubmission(submissionId);

  if (detail.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={32} w={280} />
        <Skeleton h={320} />
      </Stack>
    );
  }
  if (detail.isError) {
    if (detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400)) {
      return (
        <AdminPage title={t('review.notFound')}>
          <Notice
            icon={<IconFileSearch size={26} />}
            title={t('review.notFound')}
            text={t('review.notFoundText')}
            action={<BackToQueue />}
          />
        </AdminPage>
      );
    }
    return (
      <AdminPage title={t('review.titleFallback')}>
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      </AdminPage>
    );
  }

  const { submission, user, files, history } = detail.data;
  const itemName = t(ITEM_KEY[submission.item]);
  const name = `${user.firstNameEN} ${user.lastNameEN}`.trim();
  const thaiName = `${user.firstNameTH} ${user.lastNameTH}`.trim();
  const waiting = submission.status === 'NEED_TO_SCREENING';
  return (
    <AdminPage
      title={t('review.title', { item: itemName, username: user.username })}
      description={
        <Text size="sm" c="dimmed">
          {[
            name,
            thaiName,
            optionLabel(NATIONALITY_OPTIONS, user.nationality, language),
            t('review.submittedOn', { date: formatDateTime(submission.submittedAt, language) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      }
      actions={<BackToQueue />}
    >
      {!waiting && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} role="status" title={t('review.decidedTitle')}>
          <Group gap="xs">
            <VerificationBadge status={submission.status} size="sm" />
            <Text size="sm">
              {submission.decidedAt
                ? t('review.decidedBy', { date: formatDateTime(submission.decidedAt, language), username: submission.decidedBy ?? '—' })
                : t('review.notCurrent')}
            </Text>
          </Group>
          {submission.reason && (
            <Text size="sm" mt={4}>
              {`${t('review.reason')}: ${submission.reason}`}
            </Text>
          )}
        </Alert>
      )}
      <div className={classes.layout}>
        <div className={classes.areaValues}>
          <SubmissionValues submission={submission} />
        </div>
        <div className={classes.areaDocuments}>
          <Documents files={files} owner={user.username} />
        </div>
        {waiting && (
          <div className={classes.areaDecision}>
            <DecisionPanel submissionId={submissionId} item={submission.item} username={user.username} />
          </div>
        )}
        <div className={classes.areaStatus}>
          <InvestorStatus user={user} />
        </div>
        <div className={classes.areaHistory}>
          <History history={history} />
        </div>
      </div>
    </AdminPage>
  );
}

export function ScreeningReviewPage() {
  const { submissionId = '' } = useParams();
  return (
    <RequirePermission permission="verification.screen">
      <ReviewView key={submissionId} submissionId={submissionId} />
    </RequirePermission>
  );
}
