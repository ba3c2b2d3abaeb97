import { EDD_ORIGIN_OPTIONS, EDD_REASON_MAX, type EddBasis } from '@ico/domain/edd';
import { ANNUAL_INCOME_OPTIONS, FINANCE_ASSET_OPTIONS, OCCUPATION_OPTIONS } from '@ico/domain/options';
import { roleCan } from '@ico/domain/staff';
import { Alert, Anchor, Button, Grid, Group, List, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowBackUp, IconArrowLeft, IconCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TextKey } from '../../../i18n/text-key';
import { formatDateTime, optionLabel } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../components/admin-page';
import { DoneAlert } from '../../components/done-alert';
import { Fact } from '../../components/fact';
import { PrivateFileCard } from '../../components/private-file-card';
import { ActionError, QueryError } from '../../components/query-error';
import { ReasonField } from '../../components/reason-field';
import { RequirePermission } from '../../components/require-permission';
import { EddStatusBadge, RiskBadge, useRiskReasonText } from '../../lib/risk-labels';
import { useStaff } from '../../lib/use-staff';
import { useEdd, useEddStep } from './api/risk';

const BASIS_KEY: Record<EddBasis, TextKey<'admin-risk'>> = { sourceOfFunds: 'basis.sourceOfFunds', sourceOfWealth: 'basis.sourceOfWealth' };

function EddReview({ eddId }: { eddId: string }) {
  const { t } = useTranslation('admin-risk');
  const language = useLanguage();
  const staff = useStaff();
  const edd = useEdd(eddId);
  const step = useEddStep(eddId);
  const reasonText = useRiskReasonText();
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  const back = (
    <Button component={Link} to="/admin/risk" variant="default" leftSection={<IconArrowLeft size={18} aria-hidden="true" />}>
      {t('edd.back')}
    </Button>
  );
  if (edd.isError)
    return (
      <AdminPage title={t('edd.title', { id: eddId })} actions={back}>
        <QueryError error={edd.error} onRetry={() => void edd.refetch()} />
      </AdminPage>
    );
  if (edd.isPending)
    return (
      <AdminPage title={t('edd.title', { id: eddId })} actions={back}>
        <Skeleton h={240} />
      </AdminPage>
    );
  const d = edd.data;
  const own = d.userId === staff.id;
  const canReview = roleCan(staff.role, 'risk.manage') && !own;
  const canApprove = roleCan(staff.role, 'edd.approve') && !own;
  const pending = d.status === 'SUBMITTED' || d.status === 'PROPOSED';
  const saved = { onSuccess: () => setDone(true) };

  return (
    <AdminPage
      title={t('edd.title', { id: d.id })}
      description={
        <Group gap="xs">
          <EddStatusBadge status={d.status} />
          <RiskBadge level={d.riskLevel} />
        </Group>
      }
      actions={back}
    >
      {done && <DoneAlert onClose={() => setDone(false)}>{t('edd.done')}</DoneAlert>}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="edd-declaration">
              <Title order={2} fz="h5" id="edd-declaration" mb="sm">
                {t(BASIS_KEY[d.basis])}
              </Title>
              <Stack gap={6}>
                <Fact label={t('edd.investor')}>
                  <Anchor component={Link} to={`/admin/users/${d.userId}`} size="sm">
                    {d.username}
                  </Anchor>{' '}
                  {d.name}
                </Fact>
                <Fact label={t('edd.origin')}>{optionLabel(EDD_ORIGIN_OPTIONS, d.origin, language)}</Fact>
                <Fact label={t('edd.submittedAt')}>{formatDateTime(d.submittedAt, language)}</Fact>
                <Fact label={t('edd.explanation')}>{d.explanation}</Fact>
              </Stack>
            </Paper>
            {d.file ? (
              <PrivateFileCard
                fileId={d.file.id}
                contentType={d.file.contentType}
                texts={{
                  title: t('edd.file.title'),
                  subtitle: d.file.fileName,
                  open: t('edd.file.open'),
                  openLabel: t('edd.file.openLabel'),
                  loadingLabel: t('edd.file.loading'),
                  alt: t('edd.file.alt'),
                  pdfHint: t('edd.file.pdfHint'),
                }}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('edd.noDocument')}
              </Text>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="edd-rating">
              <Title order={2} fz="h5" id="edd-rating" mb="sm">
                {t('edd.rating')}
              </Title>
              <List size="sm" spacing={4} mb="sm">
                {d.riskReasons.map((r) => (
                  <List.Item key={`${r.rule}-${r.detail ?? ''}`}>{reasonText(r)}</List.Item>
                ))}
              </List>
              <Text size="sm" fw={600} mb={4}>
                {t('edd.declared')}
              </Text>
              <Stack gap={4}>
                <Fact label={t('edd.occupation')}>{d.occupation ? optionLabel(OCCUPATION_OPTIONS, d.occupation, language) : '—'}</Fact>
                <Fact label={t('edd.annualIncome')}>
                  {d.annualIncome ? optionLabel(ANNUAL_INCOME_OPTIONS, d.annualIncome, language) : '—'}
                </Fact>
                <Fact label={t('edd.financeAssets')}>
                  {d.financeAssets ? optionLabel(FINANCE_ASSET_OPTIONS, d.financeAssets, language) : '—'}
                </Fact>
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="edd-steps">
              <Title order={2} fz="h5" id="edd-steps" mb="sm">
                {t('edd.history')}
              </Title>
              <Stack gap={6}>
                {d.proposedBy && d.proposedAt && (
                  <Text size="sm">{t('edd.proposed', { name: d.proposedBy, date: formatDateTime(d.proposedAt, language) })}</Text>
                )}
                {d.proposalNote && <Text size="sm">{t('edd.proposalNote', { note: d.proposalNote })}</Text>}
                {d.decidedBy && d.decidedAt && (
                  <Text size="sm">{t('edd.decided', { name: d.decidedBy, date: formatDateTime(d.decidedAt, language) })}</Text>
                )}
                {d.returnReason && <Text size="sm">{t('edd.returnedBecause', { reason: d.returnReason })}</Text>}
              </Stack>
              {step.isError && (
                <Stack mt="sm">
                  <ActionError error={step.error} />
                </Stack>
              )}
              {d.status === 'SUBMITTED' && canReview && (
                <Stack gap="xs" mt="md">
                  <Textarea
                    label={t('edd.proposeNote')}
                    description={t('edd.proposeHint')}
                    value={note}
                    maxLength={EDD_REASON_MAX}
                    autosize
                    minRows={2}
                    onChange={(event) => setNote(event.currentTarget.value)}
                  />
                  <Button
                    leftSection={<IconSend size={18} aria-hidden="true" />}
                    loading={step.isPending && step.variables?.action === 'propose'}
                    onClick={() => step.mutate({ action: 'propose', ...(note.trim() ? { note } : {}) }, saved)}
                    w="fit-content"
                  >
                    {t('edd.propose')}
                  </Button>
                </Stack>
              )}
              {d.status === 'PROPOSED' &&
                (canApprove && d.proposedById !== staff.id ? (
                  <Stack gap="xs" mt="md">
                    <Text size="sm" c="dimmed">
                      {t('edd.approveHint')}
                    </Text>
                    <Button
                      color="green"
                      leftSection={<IconCheck size={18} aria-hidden="true" />}
                      loading={step.isPending && step.variables?.action === 'approve'}
                      onClick={() => step.mutate({ action: 'approve' }, saved)}
                      w="fit-content"
                    >
                      {t('edd.approve')}
                    </Button>
                  </Stack>
                ) : (
                  <Alert color="brand" variant="light" mt="md">
                    {canApprove ? t('edd.ownProposal') : t('edd.waitingSenior')}
                  </Alert>
                ))}
              {pending && canReview && (
                <Stack gap="xs" mt="md">
                  <ReasonField
                    label={t('edd.returnReason')}
                    value={reason}
                    maxLength={EDD_REASON_MAX}
                    onChange={(event) => setReason(event.currentTarget.value)}
                  />
                  <Button
                    variant="light"
                    color="orange"
                    leftSection={<IconArrowBackUp size={18} aria-hidden="true" />}
                    disabled={reason.trim() === ''}
                    loading={step.isPending && step.variables?.action === 'return'}
                    onClick={() => step.mutate({ action: 'return', reason }, saved)}
                    w="fit-content"
                  >
                    {t('edd.returnSubmit')}
                  </Button>
                </Stack>
              )}
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </AdminPage>
  );
}

/** `/admin/edd/:eddId` (issue 30): one source-of-funds declaration, reviewed with four eyes. */
export function EddReviewPage() {
  const { eddId = '' } = useParams();
  return (
    <RequirePermission permission="risk.manage">
      <EddReview key={eddId} eddId={eddId} />
    </RequirePermission>
  );
}
