import type { StaffPermission } from '@ico/domain/staff';
import { roleCan } from '@ico/domain/staff';
import { Box, Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { useStaff } from '../lib/use-staff';
import { Notice } from './notice';

function Forbidden() {
  const { t } = useTranslation('admin');
  usePageTitle(`${t('forbidden.title')} · ${t('shell.backOffice')}`);
  return (
    <Box maw={640} mx="auto" mt="xl">
      <Notice
        order={1}
        color="gray"
        icon={<IconLock size={28} />}
        title={t('forbidden.title')}
        text={t('forbidden.text')}
        action={
          <Button component={Link} to="/admin" variant="default" mt="xs">
            {t('forbidden.back')}
          </Button>
        }
      />
    </Box>
  );
}

/** Shows a section only to roles with its permission; the API refuses the calls anyway (403). */
export function RequirePermission({ permission, children }: { permission: StaffPermission; children: ReactNode }) {
  const staff = useStaff();
  return roleCan(staff.role, permission) ? children : <Forbidden />;
}
