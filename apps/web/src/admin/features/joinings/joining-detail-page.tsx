import { findBank } from '@ico/domain/banks';
import type { StaffJoiningDetail } from '@ico/domain/contracts/joinings';
import { formatBaht, formatTokens } from '@ico/domain/money';
import { NATIONALITY_OPTIONS } from '@ico/domain/options';
import { formatAccountNumber } from '@ico/domain/payment-display';
import { Alert, Anchor, Button, CloseButton, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCash, IconCircleCheck, IconClockExclamation, IconFileSearch, IconRefreshAlert } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { JoiningStatusBadge, LevelBadge, useJoiningStatusLabel } from '../../../components/status-badge';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, optionLabel } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../components/admin-page';
import { Notice } from '../../components/notice';
import { QueryError } from '../../components/query-error';
import { RequirePermission } from '../../components/require-permission';
import { useJoining } from './api/get-joining';
import { History } from './history';
import classes from './joinings.module.css';
import { Slips } from './slips';
import { StatusActions, type StatusChangeResult } from './status-actions';

function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden="true" />
        {children}
      </Group>
    </Anchor>
  );
}

/** A label and its value in a definition list; `mono` for addresses, signatures and signed texts. */
function Row({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className={classes.row}>
      <dt className={classes.label}>{label}</dt>
      <dd className={mono ? `${classes.value} ${classes.mono}` : classes.value}>{children ?? '—'}</dd>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="h5" mb="xs" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function JoiningFacts({ detail }: { detail: StaffJoiningDetail }) {
  const { t } = useTranslation('admin-joinings');
  const language = useLanguage();
  const { joining, offering } = detail;
  return (
    <Section id="joining-title" title={t('detail.joining')}>
      <dl className={classes.values}>
        <Row label={t('detail.offering')}>
          <Anchor component={Link} to={`/admin/offerings/${offering.id}/joinings`} size="sm" fw={600}>
            {`${offering.tokenName} (${offering.ticker})`}
          </Anchor>
        </Row>
        <Row label={t('detail.amount')}>{joining.amount === null ? null : `${formatBaht(joining.amount)} ${t('baht')}`}</Row>
        <Row label={t('detail.tokens')}>
          {joining.tokenAmount === null ? null : `${formatTokens(joining.tokenAmount)} ${offering.ticker}`}
        </Row>
        {detail.paymentTerms && (
          <>
            <Row label={t('detail.promptPay')} mono>
              {detail.paymentTerms.promptPayId}
            </Row>
            {detail.paymentTerms.payeeAccount && (
              <Row label={t('detail.payeeAccount')}>
                {`${findBank(detail.paymentTerms.payeeAccount.bank)?.name[language] ?? detail.paymentTerms.payeeAccount.bank} ${formatAccountNumber(
                  detail.paymentTerms.payeeAccount.accountNumber,
                )} (${detail.paymentTerms.payeeAccount.accountName})`}
              </Row>
            )}
            <Row label={t('detail.payTerms')}>
              {detail.paymentTerms.pinnedAt
                ? t('detail.payTermsPinned', { date: formatDateTime(detail.paymentTerms.pinnedAt, language) })
                : t('detail.payTermsCurrent')}
            </Row>
          </>
        )}
        <Row label={t('detail.createdAt')}>{formatDateTime(joining.created_at, language)}</Row>
        <Row label={t('detail.reservedAt')}>{joining.reserved_at ? formatDateTime(joining.reserved_at, language) : null}</Row>
        <Row label={t('detail.address')} mono>
          {joining.address}
        </Row>
        <Row label={t('detail.message')} mono>
          {joining.message}
        </Row>
        <Row label={t('detail.signature')} mono>
          {joining.signature}
        </Row>
        <Row label={t('detail.version')} mono>
          {joining.version}
        </Row>
      </dl>
    </Section>
  );
}

function Investor({ detail }: { detail: StaffJoiningDetail }) {
  const { t } = useTranslation('admin-joinings');
  const language = useLanguage();
  const { user } = detail.joining;
  return (
    <Section id="investor-title" title={t('detail.investor')}>
      <dl className={classes.values}>
        <Row label={t('detail.username')}>
          <Anchor component={Link} to={`/admin/users/${user.id}`} size="sm" fw={600}>
            {user.username}
          </Anchor>
        </Row>
        <Row label={t('detail.name')}>{`${user.firstNameEN} ${user.lastNameEN}`.trim() || null}</Row>
        <Row label={t('detail.email')}>{user.email}</Row>
        <Row label={t('detail.nationality')}>{optionLabel(NATIONALITY_OPTIONS, user.nationality, language)}</Row>
        <Row label={t('detail.level')}>
          <LevelBadge level={user.userLevel} size="sm" />
        </Row>
      </dl>
    </Section>
  );
}

function StatusPanel({ detail, onDone }: { detail: StaffJoiningDetail; onDone: (result: StatusChangeResult) => void }) {
  const { t } = useTranslation('admin-joinings');
  const language = useLanguage();
  const { joining } = detail;
  const overdue = joining.paymentDeadline !== null && Date.parse(joining.paymentDeadline) < Date.now();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="status-title">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6}>
          <Group gap="sm">
            <Title order={2} fz="h5" id="status-title">
              {t('detail.status')}
            </Title>
            <JoiningStatusBadge status={joining.status} size="lg" />
          </Group>
          {joining.paymentDeadline && (
            <Group gap={4} wrap="nowrap" c={overdue ? 'red.9' : undefined}>
              {overdue && <IconClockExclamation size={16} aria-hidden="true" />}
              <Text size="sm" fw={overdue ? 600 : 400} c={overdue ? 'red.9' : undefined}>
                {overdue
                  ? t('detail.deadlinePassed', { date: formatDateTime(joining.paymentDeadline, language) })
                  : t('detail.deadline', { date: formatDateTime(joining.paymentDeadline, language) })}
              </Text>
            </Group>
          )}
        </Stack>
      </Group>
      <Text size="sm" c="dimmed" mt="sm" mb="sm">
        {t('actions.lead')}
      </Text>
      <StatusActions detail={detail} onDone={onDone} />
    </Paper>
  );
}

type PageNotice = StatusChangeResult & { at: number };

function ChangeNotice({ notice, onClose }: { notice: PageNotice; onClose: () => void }) {
  const { t } = useTranslation('admin-joinings');
  const statusLabel = useJoiningStatusLabel();
  const changed = notice.kind !== 'conflict';
  return (
    <Alert
      key={notice.at}
      color={changed ? 'green' : 'yellow'}
      variant="light"
      role={changed ? 'status' : 'alert'}
      icon={changed ? <IconCircleCheck size={20} /> : <IconRefreshAlert size={20} />}
      title={
        notice.kind === 'conflict'
          ? t('notice.conflictTitle')
          : t(notice.kind === 'proposed' ? 'notice.proposedTitle' : 'notice.changedTitle', { status: statusLabel(notice.to) })
      }
      withCloseButton={false}
      // Mantine's light titles are pale on their tint; the darkest shade keeps 4.5:1.
      styles={{ title: { color: `var(--mantine-color-${changed ? 'green' : 'yellow'}-9)` } }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm">
          {notice.kind === 'conflict'
            ? t('notice.conflictText')
            : notice.kind === 'proposed'
              ? t('notice.proposedText')
              : t('notice.changedText')}
        </Text>
        <CloseButton size="sm" onClick={onClose} aria-label={t('notice.close')} />
      </Group>
    </Alert>
  );
}

function DetailView({ joiningId }: { joiningId: string }) {
  const { t } = useTranslation('admin-joinings');
  const detail = useJoining(joiningId);
  const [notice, setNotice] = useState<PageNotice | null>(null);

  if (detail.isPending) {
    return (
      <Stack gap="md" aria-busy="true" maw={1400} mx="auto" w="100%">
        <Skeleton h={32} w={280} />
        <Skeleton h={120} />
        <Skeleton h={320} />
      </Stack>
    );
  }
  if (detail.isError) {
    if (detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400)) {
      return (
        <AdminPage title={t('detail.notFound')}>
          <Notice
            icon={<IconFileSearch size={26} />}
            title={t('detail.notFound')}
            text={t('detail.notFoundText')}
            action={<BackLink to="/admin/offerings">{t('list.back')}</BackLink>}
          />
        </AdminPage>
      );
    }
    return (
      <AdminPage title={t('detail.titleFallback')}>
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      </AdminPage>
    );
  }

  const data = detail.data;
  const { joining, offering } = data;
  return (
    <AdminPage
      title={t('detail.title', { id: joining.id, username: joining.user.username })}
      description={
        <Stack gap={4}>
          <BackLink to={`/admin/offerings/${offering.id}/joinings`}>{t('detail.back', { name: offering.tokenName })}</BackLink>
          <Text size="sm" c="dimmed">
            {`${offering.tokenName} (${offering.ticker})`}
          </Text>
        </Stack>
      }
      actions={
        <Button
          component={Link}
          to={`/admin/refunds/new?joiningId=${joining.id}`}
          variant="default"
          leftSection={<IconCash size={16} aria-hidden />}
        >
          {t('detail.refunds')}
        </Button>
      }
    >
      {notice && <ChangeNotice notice={notice} onClose={() => setNotice(null)} />}
      <div className={classes.layout}>
        <div className={classes.areaStatus}>
          <StatusPanel detail={data} onDone={(result) => setNotice({ ...result, at: Date.now() })} />
        </div>
        <div className={classes.areaDetails}>
          <JoiningFacts detail={data} />
        </div>
        <div className={classes.areaInvestor}>
          <Investor detail={data} />
        </div>
        <div className={classes.areaSlips}>
          <Slips slips={data.slips} owner={joining.user.username} />
        </div>
        <div className={classes.areaHistory}>
          <History history={data.history} />
        </div>
      </div>
    </AdminPage>
  );
}

export function AdminJoiningPage() {
  const { joiningId = '' } = useParams();
  return (
    <RequirePermission permission="joinings.operate">
      <DetailView key={joiningId} joiningId={joiningId} />
    </RequirePermission>
  );
}
