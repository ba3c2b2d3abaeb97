import { zodResolver } from '@hookform/resolvers/zod';
import { bangkokDate } from '@ico/domain/business-days';
import { type AuditEntry, type AuditExportQuery, auditExportQuerySchema, type ChainBreak } from '@ico/domain/contracts/audit';
import { AUDIT_ACTIONS, type AuditAction } from '@ico/domain/staff';
import { Alert, Anchor, Button, Code, Group, Paper, Select, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconHistory, IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TextKey } from '../../../i18n/text-key';
import { applyServerErrors, errorText, useFieldError } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../components/admin-page';
import { ListPagination } from '../../components/list-pagination';
import { Notice } from '../../components/notice';
import { QueryError } from '../../components/query-error';
import { RequirePermission } from '../../components/require-permission';
import { useExportAudit } from './api/export-audit';
import { useAudit } from './api/get-audit';
import { useAuditChain } from './api/get-audit-chain';
import { AUDIT_ACTION_KEY, describeDetail, useAuditLabels } from './audit-detail';

const isAction = (value: string | null): value is AuditAction => AUDIT_ACTIONS.includes(value as AuditAction);

/** The kinds of record an entry may name, in the reader's language. */
const TARGET_TYPE_KEY: Record<string, TextKey<'admin'>> = {
  joining: 'audit.targetTypes.joining',
  offering: 'audit.targetTypes.offering',
  proposal: 'audit.targetTypes.proposal',
  staff_proposal: 'audit.targetTypes.staffProposal',
  refund: 'audit.targetTypes.refund',
  credit: 'audit.targetTypes.credit',
  statement: 'audit.targetTypes.statement',
  notice: 'audit.targetTypes.notice',
  monitoring: 'audit.targetTypes.monitoring',
  holiday: 'audit.targetTypes.holiday',
  inquiry: 'audit.targetTypes.inquiry',
  message_campaign: 'audit.targetTypes.messageCampaign',
  survey: 'audit.targetTypes.survey',
  closure: 'audit.targetTypes.closure',
  verification_submission: 'audit.targetTypes.submission',
  audit_log: 'audit.targetTypes.auditLog',
};

function Target({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  if (!entry.targetType && !entry.targetId)
    return (
      <Text c="dimmed" size="sm">
        -
      </Text>
    );
  const name = typeof entry.detail.username === 'string' ? entry.detail.username : `#${entry.targetId}`;
  const userLink = (id: string | number, label: string) => (
    <Anchor component={Link} to={`/admin/users/${id}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
      {label}
    </Anchor>
  );
  if (entry.targetType === 'user' && entry.targetId) return userLink(entry.targetId, t('audit.targetUser', { name }));
  // A private file is named by its owner (its id means nothing to a reader; it stays in the tooltip).
  const owner = entry.detail.owner;
  if (entry.targetType === 'file' && (typeof owner === 'number' || typeof owner === 'string'))
    return <span title={entry.targetId ?? undefined}>{userLink(owner, t('audit.targetFile', { owner: `#${owner}` }))}</span>;
  const typeKey = entry.targetType ? TARGET_TYPE_KEY[entry.targetType] : undefined;
  const type = typeKey ? t(typeKey) : entry.targetType;
  return <Text size="sm">{[type, entry.targetId && `#${entry.targetId}`].filter(Boolean).join(' ')}</Text>;
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const labels = useAuditLabels();
  const language = useLanguage();
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, language)}</time>
      </Table.Td>
      <Table.Td fw={600}>{entry.actor ?? t('audit.system')}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={500} title={entry.action} style={{ whiteSpace: 'nowrap' }}>
          {t(AUDIT_ACTION_KEY[entry.action], { defaultValue: entry.action })}
        </Text>
      </Table.Td>
      <Table.Td>
        <Target entry={entry} />
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{describeDetail(entry, t, labels)}</Table.Td>
      <Table.Td ff="monospace" c="dimmed">
        {entry.ipAddress ?? '-'}
      </Table.Td>
    </Table.Tr>
  );
}

const BREAK_KEY: Record<ChainBreak, TextKey<'admin'>> = {
  content: 'audit.chain.reasons.content',
  link: 'audit.chain.reasons.link',
  missing: 'audit.chain.reasons.missing',
  mac: 'audit.chain.reasons.mac',
  unsigned: 'audit.chain.reasons.unsigned',
  unknownKey: 'audit.chain.reasons.unknownKey',
  resealed: 'audit.chain.reasons.resealed',
  anchor: 'audit.chain.reasons.anchor',
  truncated: 'audit.chain.reasons.truncated',
  anchorForged: 'audit.chain.reasons.anchorForged',
};

/** The hash chain's state in one line: green when intact, red naming the first broken entry. */
function ChainStatus() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const chain = useAuditChain();
  if (chain.isPending) return <Skeleton h={52} radius="md" aria-label={t('audit.chain.checking')} />;
  if (chain.isError) {
    return (
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
        {`${t('audit.chain.failed')} ${errorText(chain.error)}`}
      </Alert>
    );
  }
  const state = chain.data;
  const checkedAt = t('audit.chain.checkedAt', { time: formatDateTime(state.checkedAt, language) });
  if (state.broken) {
    const row = state.broken;
    return (
      <Alert color="red" variant="filled" icon={<IconShieldX size={22} />} role="alert" data-testid="audit-chain">
        <Stack gap={2}>
          <Text fw={700} size="sm">
            {t('audit.chain.broken', {
              id: row.id,
              action: row.action === null ? '—' : isAction(row.action) ? t(AUDIT_ACTION_KEY[row.action]) : row.action,
              time: row.created_at === null ? '—' : formatDateTime(row.created_at, language),
              reason: t(BREAK_KEY[row.reason]),
            })}
          </Text>
          <Text size="xs">{checkedAt}</Text>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="green" variant="light" icon={<IconShieldCheck size={22} />} role="status" data-testid="audit-chain">
      <Stack gap={2}>
        <Text fw={600} size="sm">
          {t('audit.chain.intact', { count: state.checked })}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {checkedAt}
          {state.lastHash && (
            <>
              {' · '}
              {t('audit.chain.lastHash')} <Code fz="xs">{state.lastHash.slice(0, 16)}…</Code>
            </>
          )}
        </Text>
        {/* Where the check met the anchors kept outside the database, and the rows MAC'd at the keys' first start (ADR 0027). */}
        <Text size="xs" c="dimmed">
          {state.anchor
            ? t('audit.chain.anchor', { id: state.anchor.id, time: formatDateTime(state.anchor.at, language) })
            : t('audit.chain.noAnchor')}
          {state.sealed && ` · ${t('audit.chain.sealed', { count: state.sealed.rows, time: formatDateTime(state.sealed.at, language) })}`}
        </Text>
      </Stack>
    </Alert>
  );
}

const EXPORT_FIELDS = ['from', 'to'] as const;

/** A Bangkok date range and a download button: the entries as CSV. */
function ExportForm() {
  const { t } = useTranslation('admin');
  const err = useFieldError();
  const exporting = useExportAudit();
  const today = bangkokDate(new Date());
  const form = useForm<AuditExportQuery>({
    resolver: zodResolver(auditExportQuerySchema),
    defaultValues: { from: bangkokDate(new Date(Date.now() - 29 * 86_400_000)), to: today },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((range) =>
    exporting.mutate(range, {
      onError: (error) => {
        if (applyServerErrors(error, form.setError, EXPORT_FIELDS)) exporting.reset();
      },
    }),
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="audit-export">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={2} fz="h4" id="audit-export">
              {t('audit.export.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('audit.export.text')}
            </Text>
          </div>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              {...form.register('from')}
              type="date"
              label={t('audit.export.from')}
              error={err(errors.from?.message)}
              w={{ base: '100%', xs: 180 }}
            />
            <TextInput
              {...form.register('to')}
              type="date"
              label={t('audit.export.to')}
              error={err(errors.to?.message)}
              w={{ base: '100%', xs: 180 }}
            />
            <Button
              type="submit"
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              loading={exporting.isPending}
              mt={{ base: 0, xs: 25 }}
            >
              {t('audit.export.download')}
            </Button>
          </Group>
          {exporting.isError && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={16} />} role="alert" py={6}>
              {`${t('audit.export.failed')} ${errorText(exporting.error)}`}
            </Alert>
          )}
          {exporting.isSuccess && (
            <Text size="xs" c="dimmed" role="status">
              {t('audit.export.done', { file: exporting.data })}
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

function AuditView() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const action = params.get('action');
  const filters = { action: isAction(action) ? action : null, page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1) };
  const audit = useAudit(filters);
  const update = (next: { action: AuditAction | null; page: number }) => {
    const search = new URLSearchParams();
    if (next.action) search.set('action', next.action);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <AdminPage title={t('audit.title')} description={t('audit.lead')}>
      <ChainStatus />
      <ExportForm />
      <Group gap="sm" align="flex-end">
        <Select
          label={t('audit.filter')}
          data={[
            { value: 'ALL', label: t('audit.allActions') },
            ...AUDIT_ACTIONS.map((value) => ({ value, label: t(AUDIT_ACTION_KEY[value]) })),
          ]}
          value={filters.action ?? 'ALL'}
          onChange={(value) => update({ action: isAction(value) ? value : null, page: 1 })}
          allowDeselect={false}
          w={{ base: '100%', xs: 300 }}
        />
      </Group>
      {audit.isError ? (
        <QueryError error={audit.error} onRetry={() => void audit.refetch()} />
      ) : audit.isPending ? (
        <Skeleton h={240} radius="md" />
      ) : audit.data.results.length === 0 ? (
        <Notice icon={<IconHistory size={26} />} title={t('audit.empty')} text={t('audit.emptyText')} />
      ) : (
        <Stack gap="sm">
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }} opacity={audit.isPlaceholderData ? 0.6 : 1}>
            <Table.ScrollContainer minWidth={1000} type="native">
              <Table
                striped
                verticalSpacing={8}
                horizontalSpacing="sm"
                fz="sm"
                aria-label={t('audit.tableLabel')}
                aria-busy={audit.isFetching}
              >
                <Table.Thead bg="gray.0" style={{ whiteSpace: 'nowrap' }}>
                  <Table.Tr>
                    <Table.Th scope="col" w={170}>
                      {t('audit.columns.time')}
                    </Table.Th>
                    <Table.Th scope="col">{t('audit.columns.actor')}</Table.Th>
                    <Table.Th scope="col">{t('audit.columns.action')}</Table.Th>
                    <Table.Th scope="col">{t('audit.columns.target')}</Table.Th>
                    <Table.Th scope="col">{t('audit.columns.detail')}</Table.Th>
                    <Table.Th scope="col">{t('audit.columns.ip')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {audit.data.results.map((entry) => (
                    <AuditRow key={entry.id} entry={entry} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          <ListPagination
            label={t('audit.pagination')}
            page={filters.page}
            count={audit.data.count}
            onChange={(page) => update({ ...filters, page })}
          />
        </Stack>
      )}
    </AdminPage>
  );
}

export function AuditPage() {
  return (
    <RequirePermission permission="audit.read">
      <AuditView />
    </RequirePermission>
  );
}
