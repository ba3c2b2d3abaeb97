import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';

/** 'SiamICO Back office', linking to the back-office dashboard. */
export function BackOfficeMark({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Anchor component={Link} to="/admin" underline="never" aria-label={t('shell.home')}>
      <Group gap={8} wrap="nowrap">
        <Logo size={26} />
        <Text component="span" fw={600} size="sm" c="gray.7" visibleFrom={compact ? 'xs' : undefined} style={{ whiteSpace: 'nowrap' }}>
          {t('shell.backOffice')}
        </Text>
      </Group>
    </Anchor>
  );
}
