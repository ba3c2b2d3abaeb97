import { Alert } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Above a money proposal's form: nothing changes until a second staff member approves it. */
export function FourEyesNotice() {
  const { t } = useTranslation('admin-joinings');
  return (
    <Alert color="blue" variant="light" icon={<IconUsers size={18} />} py="xs">
      {t('propose.fourEyes')}
    </Alert>
  );
}
