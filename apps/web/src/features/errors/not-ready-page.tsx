import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';

/**
 * A portal service whose screen has not opened yet. It says so plainly and points to what works,
 * rather than showing a form that cannot be sent.
 */
export function NotReadyPage() {
  const { t } = useTranslation();
  usePageTitle(t('notReady.title'));
  return (
    <Container size="sm" py={{ base: 56, sm: 88 }}>
      <Paper withBorder radius="lg" p={{ base: 'xl', sm: 48 }}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" color="gold">
            <IconTools size={28} />
          </ThemeIcon>
          <Title order={1} fz="h2">
            {t('notReady.title')}
          </Title>
          <Text c="dimmed">{t('notReady.text')}</Text>
          <Group justify="center">
            <Button component={Link} to="/">
              {t('notFound.home')}
            </Button>
            <Button component={Link} to="/whatisico" variant="default">
              {t('nav.whatIsIco')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
