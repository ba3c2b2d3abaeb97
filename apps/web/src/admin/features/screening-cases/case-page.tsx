import type { CaseDetail, CaseHit } from '@ico/domain/contracts/screening-cases';
import { NATIONALITY_OPTIONS } from '@ico/domain/options';
import { Anchor, Badge, Box, Button, Group, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconFileSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, optionLabel } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../components/admin-page';
import { Notice } from '../../components/notice';
import { PrivateFileCard } from '../../components/private-file-card';
import { ActionError, QueryError } from '../../components/query-error';
import { RequirePermission } from '../../components/require-permission';
import { FILE_KEY } from '../../lib/file-labels';
import { useDownloadReport } from './api/download-report';
import { useCase } from './api/get-case';
import { CaseDecisionPanel } from './case-decision';
import { CaseStatusBadge } from './cases-page';
import { actionKey, FIELD_KEY, KIND_KEY, LIST_KEY, STATE_COLOR, STATE_KEY, TRIGGER_KEY } from './labels';

type Investor = CaseDetail['investor'];

function BackToCases() {
  const { t } = useTranslation('admin-screening-cases');
  return (
    <Anchor component={Link} to="/admin/screening-cases" size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden="true" />
        {t('case.back')}
      </Group>
    </Anchor>
  );
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const join = (values: ReadonlyArray<string | null | undefined>) => values.filter(Boolean).join(' · ');

/** What the entry says beyond names, IDs and births: PEP position, country, office, relatives; the listing reference. */
function detailLines(details: Record<string, unknown>): string[] {
  return Object.entries(details)
    .filter(([key]) => key !== 'listedOn')
    .map(([key, value]) => {
      if (Array.isArray(value)) return `${key}: ${value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join('; ')}`;
      if (value && typeof value === 'object') return `${key}: ${JSON.stringify(value)}`;
      return `${key}: ${text(value)}`;
    })
    .filter((line) => !line.endsWith(': '));
}

/** One hit: the investor's facts beside the list entry's, row by row, with the score and the fields that agreed. */
function HitCard({ hit, n, investor }: { hit: CaseHit; n: number; investor: Investor }) {
  const { t } = useTranslation('admin-screening-cases');
  const language = useLanguage();
  const { entry, release } = hit;
  const agreeing = new Set(hit.fields);
  const thaiNames = entry.names.filter((name) => name.script === 'thai').map((name) => name.text);
  const latinNames = entry.names.filter((name) => name.script === 'latin').map((name) => name.text);
  const births = entry.births.map((birth) => ('date' in birth ? birth.date : String(birth.year)));
  const listedOn = text(entry.details.listedOn);
  const rows: Array<{ label: string; investor: ReactNode; entry: ReactNode; agree?: boolean }> = [
    {
      label: t('case.nameEN'),
      // A corporate investor is named by its company; an individual's company is an employer (the work row).
      investor:
        investor.individual === 'corporate'
          ? join([investor.companyName, `${investor.firstNameEN} ${investor.lastNameEN}`.trim()])
          : `${investor.firstNameEN} ${investor.lastNameEN}`.trim(),
      entry: latinNames.join(' · '),
      agree: agreeing.has('nameLatin') || agreeing.has('alias'),
    },
    {
      label: t('case.nameTH'),
      investor: `${investor.firstNameTH} ${investor.lastNameTH}`.trim(),
      entry: thaiNames.join(' · '),
      agree: agreeing.has('nameThai'),
    },
    {
      label: t('case.documents'),
      investor: join([
        investor.thaiIDNumber && `${t('case.thaiId')} ${investor.thaiIDNumber}`,
        investor.passportId && `${t('case.passport')} ${investor.passportId}`,
      ]),
      entry: entry.documentNumbers.join(' · '),
      agree: agreeing.has('thaiId') || agreeing.has('passport'),
    },
    {
      label: t('case.birth'),
      investor: investor.birthdate ?? '',
      entry: births.join(' · '),
      agree: agreeing.has('birthDate') || agreeing.has('birthYear'),
    },
    {
      label: t('case.nationality'),
      investor: optionLabel(NATIONALITY_OPTIONS, investor.nationality, language),
      entry: entry.nationalities.join(' · '),
      agree: agreeing.has('nationality'),
    },
    {
      label: t('case.position'),
      investor: join([investor.occupation, investor.position, investor.individual === 'corporate' ? null : investor.companyName]),
      entry: (
        <Stack gap={2}>
          {detailLines(entry.details).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </Stack>
      ),
    },
    {
      label: t('case.kind'),
      investor: t(KIND_KEY[investor.individual === 'corporate' ? 'entity' : 'individual']),
      entry: t(KIND_KEY[entry.kind]),
    },
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`hit-${hit.id}`}>
      <Group justify="space-between" align="flex-start" gap="xs" mb={4}>
        <Title order={2} fz="h5" id={`hit-${hit.id}`}>
          {t('case.hitTitle', { n, list: t(LIST_KEY[entry.list]), ref: entry.ref })}
        </Title>
        <Badge variant="filled" color="dark" radius="sm" tt="none">
          {t('case.scoreLine', { score: hit.score })}
        </Badge>
      </Group>
      <Text size="sm" fw={600}>
        {entry.name}
      </Text>
      <Text size="sm" c="dimmed">
        {join([
          release.publishedAt
            ? t('case.releaseLine', { id: release.id, published: release.publishedAt, date: formatDateTime(release.importedAt, language) })
            : t('case.releaseImported', { id: release.id, date: formatDateTime(release.importedAt, language) }),
          listedOn && `${t('case.listedOn')} ${listedOn}`,
          entry.removedAt && t('case.removed', { date: formatDateTime(entry.removedAt, language) }),
        ])}
      </Text>
      <Group gap={6} mt="xs" mb="xs">
        <Text size="sm" span>
          {`${t('case.agreeing')}:`}
        </Text>
        {hit.fields.map((field) => (
          <Badge key={field} variant="filled" color="red.9" radius="sm" tt="none">
            {t(FIELD_KEY[field])}
          </Badge>
        ))}
      </Group>
      <Table verticalSpacing={6} withRowBorders visibleFrom="sm" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w="22%">
              <VisuallyHidden>{t('case.field')}</VisuallyHidden>
            </Table.Th>
            <Table.Th scope="col">{t('case.investorTitle')}</Table.Th>
            <Table.Th scope="col">{t('case.entryTitle')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label} bg={row.agree ? 'red.0' : undefined}>
              <Table.Th scope="row" fw={600} fz="sm">
                {row.label}
              </Table.Th>
              <Table.Td fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {row.investor || t('case.none')}
              </Table.Td>
              <Table.Td fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {row.entry || t('case.none')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {/* Phones: each fact with the investor's value above the list's. */}
      <Stack component="dl" gap={0} hiddenFrom="sm" m={0}>
        {rows.map((row) => (
          <Box
            key={row.label}
            py={6}
            px={4}
            bg={row.agree ? 'red.0' : undefined}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Text component="dt" fw={600} size="sm">
              {row.label}
            </Text>
            <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span c="dimmed" size="xs">{`${t('case.investorShort')}: `}</Text>
              {row.investor || t('case.none')}
            </Text>
            <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span c="dimmed" size="xs">{`${t('case.entryShort')}: `}</Text>
              {row.entry || t('case.none')}
            </Text>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The investor's identity documents, with the screening desk's private-file cards. */
function IdentityDocuments({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation('admin-screening-cases');
  const { t: ts } = useTranslation('admin-screening');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="documents-title">
      <Title order={2} fz="h5" mb="sm" id="documents-title">
        {t('case.identityDocuments')}
      </Title>
      {detail.files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('case.noDocuments')}
        </Text>
      ) : (
        <Stack gap="sm">
          {detail.files.map((file) => {
            const labelKey = FILE_KEY[file.field];
            const label = labelKey ? ts(labelKey) : file.field;
            return (
              <PrivateFileCard
                key={file.id}
                fileId={file.id}
                contentType={file.contentType}
                texts={{
                  title: label,
                  subtitle: `${file.fileName} · ${sizeText(file.size)}`,
                  open: t('case.open'),
                  openLabel: t('case.openDocument', { document: label }),
                  loadingLabel: t('case.loadingDocument', { document: label }),
                  alt: t('case.documentAlt', { document: label, username: detail.investor.username }),
                  pdfHint: t('case.pdfHint'),
                }}
              />
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}

function FreezeReport({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation('admin-screening-cases');
  const language = useLanguage();
  const download = useDownloadReport(String(detail.case.id));
  if (!detail.report) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="report-title">
      <Title order={2} fz="h5" id="report-title">
        {t('report.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {`${t('report.lead')} ${t('report.written', { date: formatDateTime(detail.report.createdAt, language) })}`}
      </Text>
      {download.isError && <ActionError error={download.error} />}
      <Group gap="sm">
        <Button
          variant="outline"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={() => download.mutate('pdf')}
          loading={download.isPending && download.variables === 'pdf'}
        >
          {t('report.pdf')}
        </Button>
        <Button
          variant="outline"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={() => download.mutate('csv')}
          loading={download.isPending && download.variables === 'csv'}
        >
          {t('report.csv')}
        </Button>
      </Group>
    </Paper>
  );
}

function Steps({ detail }: { detail: CaseDetail }) {
  const { t } = useTranslation('admin-screening-cases');
  const language = useLanguage();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="steps-title">
      <Title order={2} fz="h5" mb="sm" id="steps-title">
        {t('case.events')}
      </Title>
      {detail.events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('case.noEvents')}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {detail.events.map((event) => {
            const key = actionKey(event.action);
            const reason = text(event.detail.reason);
            return (
              <Paper component="li" key={`${event.action}-${event.at}`} withBorder radius="sm" p="xs" bg="gray.0">
                <Text size="sm" fw={600}>
                  {key ? t(key) : event.action}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('case.eventLine', { date: formatDateTime(event.at, language), actor: event.actor ?? '—' })}
                </Text>
                {reason && (
                  <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                    {reason}
                  </Text>
                )}
              </Paper>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}

function CaseView({ caseId }: { caseId: string }) {
  const { t } = useTranslation('admin-screening-cases');
  const language = useLanguage();
  const detail = useCase(caseId);
  if (detail.isPending)
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={32} w={280} />
        <Skeleton h={320} />
      </Stack>
    );
  if (detail.isError) {
    if (detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400))
      return (
        <AdminPage title={t('case.notFound')}>
          <Notice icon={<IconFileSearch size={26} />} title={t('case.notFound')} text={t('case.notFoundText')} action={<BackToCases />} />
        </AdminPage>
      );
    return (
      <AdminPage title={t('case.titleFallback')}>
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      </AdminPage>
    );
  }
  const data = detail.data;
  const { investor } = data;
  return (
    <AdminPage
      title={t('case.title', { id: data.case.id, username: investor.username })}
      description={
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            {t('case.opened', { date: formatDateTime(data.case.openedAt, language), trigger: t(TRIGGER_KEY[data.case.trigger]) })}
          </Text>
          <Group gap="xs">
            <CaseStatusBadge status={data.case.status} />
            <Badge variant="filled" color={STATE_COLOR[data.screeningState]} radius="sm" tt="none">
              {`${t('case.accountState')}: ${t(STATE_KEY[data.screeningState])}`}
            </Badge>
            <Anchor component={Link} to={`/admin/users/${investor.id}`} size="sm">
              {t('case.openInvestor')}
            </Anchor>
          </Group>
        </Stack>
      }
      actions={<BackToCases />}
    >
      <Stack gap="md">
        {data.hits.map((hit, index) => (
          <HitCard key={hit.id} hit={hit} n={index + 1} investor={investor} />
        ))}
        <CaseDecisionPanel detail={data} />
        <FreezeReport detail={data} />
        <IdentityDocuments detail={data} />
        <Steps detail={data} />
      </Stack>
    </AdminPage>
  );
}

export function ScreeningCasePage() {
  const { caseId = '' } = useParams();
  return (
    <RequirePermission permission="screening.decide">
      <CaseView key={caseId} caseId={caseId} />
    </RequirePermission>
  );
}
