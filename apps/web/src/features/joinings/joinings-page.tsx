import type { Offering } from '@ico/domain/offering-api';
import { PRE_RESERVATION_STATUSES } from '@ico/domain/statuses';
import { Alert, Button, Center, Container, Loader, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCoins } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHero } from '../../components/page-hero';
import { usePageTitle } from '../../components/use-page-title';
import { errorText } from '../../lib/error-text';
import { useJoinings } from './api/get-joinings';
import { useOfferings } from './api/get-offerings';
import { JoiningCard } from './joining-card';
import { isOneOf } from './status-labels';

/** `/joinings` (spec section 2): one card per reservation, matched to its offering through `ico`. */
export function JoiningsPage() {
  const { t } = useTranslation('joinings');
  usePageTitle(t('list.title'));
  const joinings = useJoinings();
  const offerings = useOfferings();
  const byId = new Map<number, Offering>((offerings.data ?? []).map((o) => [o.id, o]));
  // Spec: a failed load shows an empty list; a retry is offered beside it.
  const shown = (joinings.data ?? []).filter((j) => !isOneOf(PRE_RESERVATION_STATUSES, j.status));

  let content: ReactNode;
  if (joinings.isPending) {
    content = (
      <Center mih={240} role="status">
        <Loader color="brand" aria-label={t('loading')} />
      </Center>
    );
  } else {
    content = (
      <Stack gap="lg">
        {joinings.isError && (
          <Alert color="red" variant="light" radius="md" icon={<IconAlertCircle size={20} />} title={t('list.loadFailed')} role="alert">
            <Text size="sm">{errorText(t, joinings.error)}</Text>
            <Button mt="sm" variant="default" onClick={() => void joinings.refetch()} loading={joinings.isFetching}>
              {t('retry')}
            </Button>
          </Alert>
        )}
        {shown.length === 0 ? (
          <Paper withBorder radius="md" p={{ base: 'lg', sm: 40 }}>
            <Stack align="center" ta="center" gap="sm">
              <ThemeIcon size={56} radius="xl" variant="light" color="gold" aria-hidden>
                <IconCoins size={30} />
              </ThemeIcon>
              <Title order={2} fz="h3">
                {t('list.emptyTitle')}
              </Title>
              <Text c="dimmed" maw={460}>
                {t('list.emptyText')}
              </Text>
              <Button component={Link} to="/icos" mt="xs">
                {t('list.browse')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {shown.map((joining) => (
              <JoiningCard key={joining.id} joining={joining} offering={byId.get(joining.ico)} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    );
  }

  return (
    <>
      <PageHero eyebrow={t('list.eyebrow')} title={t('list.title')} lead={t('list.lead')} />
      <Container py={{ base: 'lg', sm: 40 }}>{content}</Container>
    </>
  );
}
