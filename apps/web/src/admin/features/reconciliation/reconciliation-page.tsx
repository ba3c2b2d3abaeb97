import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../components/admin-page';
import { RequirePermission } from '../../components/require-permission';
import { CreditTabs } from './credit-tabs';
import { ImportForm } from './import-form';

function Reconciliation() {
  const { t } = useTranslation('admin-reconciliation');
  return (
    <AdminPage title={t('title')} description={t('lead')}>
      <Stack gap="lg">
        <ImportForm />
        <CreditTabs />
      </Stack>
    </AdminPage>
  );
}

/** `/admin/reconciliation`: bank statements imported and their credits matched with the reservations (issue 17). */
export function ReconciliationPage() {
  return (
    <RequirePermission permission="joinings.operate">
      <Reconciliation />
    </RequirePermission>
  );
}
