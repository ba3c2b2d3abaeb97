import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/use-page-title';

type Props = { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode };

/** The frame of a back-office page: the tab title, one h1, an optional lead and actions, then the content. */
export function AdminPage({ title, description, actions, children }: Props) {
  const { t } = useTranslation('admin');
  usePageTitle(`${title} · ${t('shell.backOffice')}`);
  return (
    <Stack gap="lg" maw={1400} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {title}
          </Title>
          {typeof description === 'string' ? (
            <Text c="dimmed" size="sm" maw={760}>
              {description}
            </Text>
          ) : (
            description
          )}
        </Stack>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
