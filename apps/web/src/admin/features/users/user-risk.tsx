import { RISK_REVIEW_NOTE_MAX } from '@ico/domain/contracts/risk';
import { roleCan } from '@ico/domain/staff';
import { Anchor, Badge, Button, Group, List, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconClipboardCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { DoneAlert } from '../../components/done-alert';
import { Fact } from '../../components/fact';
import { ActionError, QueryError } from '../../components/query-error';
import { RiskBadge, useEddStatusText, useRiskReasonText } from '../../lib/risk-labels';
import { useStaff } from '../../lib/use-staff';
import { useRecordRiskReview, useUserRisk } from './api/user-risk';

/** The user page's risk section (issue 30): the level with every reason, the review dates, the EDD, a review to record. */
export function UserRisk({ userId }: { userId: string }) {
  const { t } = useTranslation('admin-risk');
  const language = useLanguage();
  const staff = useStaff();
  const risk = useUserRisk(userId);
  const reasonText = useRiskReasonText();
  const eddStatusText = useEddStatusText();
  const review = useRecordRiskReview(userId);
  const [note, setNote] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const canReview = roleCan(staff.role, 'risk.manage') && staff.id !== Number(userId);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="user-risk-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h5" id="user-risk-title">
          {t('userRisk.title')}
        </Title>
        {risk.data && <RiskBadge level={risk.data.level} />}
      </Group>
      {risk.isError ? (
        <QueryError error={risk.error} onRetry={() => void risk.refetch()} />
      ) : risk.isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={14} />
          <Skeleton h={14} w="70%" />
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {t('userRisk.reasons')}
          </Text>
          {risk.data.reasons.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('userRisk.noReasons')}
            </Text>
          ) : (
            <List size="sm" spacing={4}>
              {risk.data.reasons.map((reason) => (
                <List.Item key={`${reason.rule}-${reason.detail ?? ''}`}>
                  <Group gap={6} wrap="nowrap" align="flex-start">
                    <RiskBadge level={reason.level} />
                    <Text size="sm">{reasonText(reason)}</Text>
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
          {risk.data.computedAt && <Fact label={t('userRisk.computedAt')}>{formatDateTime(risk.data.computedAt, language)}</Fact>}
          {risk.data.reviewedAt && <Fact label={t('userRisk.reviewedAt')}>{formatDate(risk.data.reviewedAt, language)}</Fact>}
          {risk.data.reviewDueAt && (
            <Fact label={t('userRisk.reviewDueAt')}>
              {formatDate(risk.data.reviewDueAt, language)}{' '}
              {Date.parse(risk.data.reviewDueAt) <= Date.now() && (
                <Badge color="red" variant="light" size="sm">
                  {t('userRisk.overdue')}
                </Badge>
              )}
            </Fact>
          )}
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('userRisk.edd')}
            </Text>
            {risk.data.eddStatus && risk.data.eddId ? (
              <Anchor component={Link} to={`/admin/edd/${risk.data.eddId}`} size="sm" fw={500}>
                {eddStatusText(risk.data.eddStatus)} · {t('userRisk.openEdd')}
              </Anchor>
            ) : (
              <Text size="sm" fw={500}>
                {t('userRisk.eddNone')}
              </Text>
            )}
          </Stack>
          {risk.data.level === 'high' && risk.data.eddStatus !== 'APPROVED' && (
            <Text size="sm" c="dimmed">
              {t('userRisk.eddRequired')}
            </Text>
          )}
          {done && <DoneAlert onClose={() => setDone(null)}>{done}</DoneAlert>}
          {canReview && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                review.mutate(note, {
                  onSuccess: (after) => {
                    setNote('');
                    setDone(t('userRisk.reviewed', { date: after.reviewDueAt ? formatDate(after.reviewDueAt, language) : '' }));
                  },
                });
              }}
            >
              <Stack gap="xs">
                <Textarea
                  label={t('userRisk.reviewNote')}
                  description={t('userRisk.reviewNoteHint')}
                  value={note}
                  onChange={(event) => setNote(event.currentTarget.value)}
                  maxLength={RISK_REVIEW_NOTE_MAX}
                  autosize
                  minRows={2}
                  required
                />
                {review.isError && <ActionError error={review.error} />}
                <Button
                  type="submit"
                  size="xs"
                  variant="light"
                  leftSection={<IconClipboardCheck size={16} aria-hidden="true" />}
                  loading={review.isPending}
                  disabled={note.trim() === ''}
                  w="fit-content"
                >
                  {t('userRisk.reviewSubmit')}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      )}
    </Paper>
  );
}
