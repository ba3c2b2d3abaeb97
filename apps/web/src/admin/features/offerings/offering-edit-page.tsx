import { Alert, Group, Loader, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useAdminOffering } from '../../api/offerings';
import { AdminPage } from '../../components/admin-page';
import { QueryError } from '../../components/query-error';
import { RequirePermission } from '../../components/require-permission';
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
          {created && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} title={t('form.createdTitle')} role="status">
              {t('form.createdText')}
            </Alert>
          )}
          {created && <OfferingImages offering={offering.data} />}
          <OfferingForm key={offering.data.id} offering={offering.data} onSaved={() => undefined} />
          {!created && <OfferingImages offering={offering.data} />}
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
