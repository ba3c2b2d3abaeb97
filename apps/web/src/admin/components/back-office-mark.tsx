import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';

/** 'SiamICO Back office', linking to the back-office dashboard. */
export function BackOfficeMark() {
  const { t } = useTranslation('admin');
  return (
    <Anchor component={Link} to="/admin" underline="never" aria-label={t('shell.home')}>
      <Group gap={8} wrap="nowrap">
        {/* 32 keeps the gold word mark large text, where its contrast passes (WCAG 1.4.3). */}
        <Logo size={32} />
        <Text component="span" fw={600} size="sm" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
          {t('shell.backOffice')}
        </Text>
      </Group>
    </Anchor>
  );
}
