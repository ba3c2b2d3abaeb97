import { findBank } from '@ico/domain/banks';
import type { StaffOffering } from '@ico/domain/contracts/offerings';
import { formatAccountNumber } from '@ico/domain/payment-display';
import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useLanguage } from '../../../lib/use-language';
import { useAdminOffering } from '../../api/offerings';
import { AdminPage } from '../../components/admin-page';
import { QueryError } from '../../components/query-error';
import { RequirePermission } from '../../components/require-permission';
import { ReservedCounterAlarms } from '../../components/reserved-counter-alarms';
import { MissingWhitePaperAlert, OfferingDocumentsSection } from './offering-documents';
import { OfferingForm } from './offering-form';
import { OfferingImages } from './offering-images';
import { OfferingNav } from './offering-nav';

function NewOffering() {
  const { t } = useTranslation('admin-offerings');
  const navigate = useNavigate();
  return (
    <AdminPage title={t('form.newTitle')} description={t('form.newLead')}>
      <OfferingForm offering={null} onSaved={(saved) => navigate(`/admin/offerings/${saved.id}`, { state: { created: true } })} />
    </AdminPage>
  );
}

/** New payment terms held for a second staff member's approval (the offering has reservations). */
function PendingTerms({ offering }: { offering: StaffOffering }) {
  const { t } = useTranslation('admin-offerings');
  const language = useLanguage();
  const pending = offering.pendingPaymentTerms;
  if (!pending) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconHourglass size={20} />}
      title={t('form.pendingTermsTitle')}
      role="status"
      // Mantine's yellow title shade is pale on its tint: a dark amber keeps 4.5:1.
      styles={{ title: { color: '#6b4400' } }}
    >
      <Stack gap={4}>
        <Text size="sm">{t('form.pendingTermsText')}</Text>
        <Text size="sm" fw={600}>
          {t('form.pendingPromptPay', { id: pending.promptPayId })}
        </Text>
        <Text size="sm" fw={600}>
          {pending.payeeBank && pending.payeeAccountNumber
            ? t('form.pendingAccount', {
                bank: findBank(pending.payeeBank)?.name[language] ?? pending.payeeBank,
                number: formatAccountNumber(pending.payeeAccountNumber),
                name: pending.payeeAccountName ?? '',
              })
            : t('form.pendingNoAccount')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {t('form.pendingInstructionsEN', { text: pending.paymentInstructionsEN })}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {t('form.pendingInstructionsTH', { text: pending.paymentInstructionsTH })}
        </Text>
        <Anchor component={Link} to="/admin/approvals" size="sm">
          {t('form.pendingTermsLink')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

function EditOffering({ offeringId }: { offeringId: string }) {
  const { t } = useTranslation('admin-offerings');
  const offering = useAdminOffering(offeringId);
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const title = offering.data
    ? t('form.editTitle', { name: offering.data.token.name, ticker: offering.data.token.ticker })
    : t('nav.details');

  return (
    <AdminPage title={title} description={t('form.editLead')}>
      <OfferingNav offeringId={offeringId} current="details" />
      {offering.isError && <QueryError error={offering.error} onRetry={() => void offering.refetch()} />}
      {offering.isPending && (
        <Group justify="center" py="xl">
          <Loader role="progressbar" aria-label={t('loading')} />
        </Group>
      )}
      {offering.data && (
        <Stack gap="xl">
          <ReservedCounterAlarms offeringId={offering.data.id} />
          {created && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} title={t('form.createdTitle')} role="status">
              {t('form.createdText')}
            </Alert>
          )}
          <MissingWhitePaperAlert offering={offering.data} />
          <PendingTerms offering={offering.data} />
          {created && <OfferingImages offering={offering.data} />}
          <OfferingForm key={offering.data.id} offering={offering.data} onSaved={() => undefined} />
          {!created && <OfferingImages offering={offering.data} />}
          <OfferingDocumentsSection offering={offering.data} />
        </Stack>
      )}
    </AdminPage>
  );
}

/** `/admin/offerings/new` and `/admin/offerings/:offeringId`: staff with `offerings.manage` create and edit. */
export function OfferingEditPage() {
  const { offeringId } = useParams();
  return (
    <RequirePermission permission="offerings.manage">
      {offeringId ? <EditOffering key={offeringId} offeringId={offeringId} /> : <NewOffering />}
    </RequirePermission>
  );
}
