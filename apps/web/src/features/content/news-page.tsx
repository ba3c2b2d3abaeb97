import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/page-hero';
import { usePageTitle } from '../../components/use-page-title';

export function NewsPage() {
  const { t } = useTranslation();
  usePageTitle(t('news.title'));
  return (
    <>
      <PageHero title={t('news.title')} lead={t('news.lead')} />
      <Container py={56}>
        <Paper withBorder radius="lg" p={{ base: 'xl', sm: 48 }} maw={640} mx="auto">
          <Stack align="center" gap="sm" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconNews size={30} />
            </ThemeIcon>
            <Title order={2} fz="h3">
              {t('news.emptyTitle')}
            </Title>
            <Text c="dimmed">{t('news.emptyText')}</Text>
          </Stack>
        </Paper>
      </Container>
    </>
  );
}
