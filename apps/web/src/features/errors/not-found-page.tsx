import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { usePageTitle } from '../../components/use-page-title';

/** Any path the portal does not have. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Container size="sm" py={{ base: 64, sm: 96 }}>
      <Stack align="center" ta="center" gap="lg">
        <Logo size={48} />
        <Text fw={700} c="gold.7" fz={56} lh={1}>
          404
        </Text>
        <Title order={1} fz="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" maw={460}>
          {t('notFound.text')}
        </Text>
        <Group>
          <Button component={Link} to="/">
            {t('notFound.home')}
          </Button>
          <Button component={Link} to="/inquiry/1/" variant="default">
            {t('nav.contact')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
