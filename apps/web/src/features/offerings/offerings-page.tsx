import type { Offering } from '@ico/domain/offering-api';
import { summaryPreview } from '@ico/domain/offering-basics';
import { Box, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyOfferings } from '../../components/empty-offerings';
import { PageHero } from '../../components/page-hero';
import { OfferingStatusBadge } from '../../components/status-badge';
import { usePageTitle } from '../../components/use-page-title';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { joiningOf, useMyJoinings } from '../../resources/joinings';
import { useOfferings } from '../../resources/offerings';
import { AvailabilityBadge, JoinedBadge, SoldOutBadge } from './offering-badges';
import classes from './offerings.module.css';
import { isReserved } from './reserved';
import { TokenImage } from './token-image';

function OfferingCard({ offering, joined }: { offering: Offering; joined: boolean }) {
  const { t } = useTranslation('offerings');
  const language = useLanguage();
  const summary = language === 'th' && offering.summaryTH ? offering.summaryTH : offering.summaryEN || offering.summary;
  return (
    <Card component="article" withBorder radius="lg" padding="lg" shadow="xs" className={classes.card}>
      <Card.Section className={classes.media}>
        <TokenImage src={offering.token.image} ticker={offering.token.ticker} />
      </Card.Section>
      <Stack gap="sm" mt="md" style={{ flex: 1 }}>
        <Group gap={6}>
          <OfferingStatusBadge status={offering.status} />
          <AvailabilityBadge available={offering.available} />
          {offering.soldOut && <SoldOutBadge />}
          {joined && <JoinedBadge />}
        </Group>
        <div>
          <Title order={2} fz="h3" lh={1.3}>
            <Link to={`/ico/${offering.id}/`} className={classes.cardLink}>
              {offering.token.name}
            </Link>
          </Title>
          <Text size="sm" c="dimmed" fw={600}>
            {offering.token.ticker}
          </Text>
        </div>
        <Text size="sm" lh={1.65} className={classes.summary} style={{ flex: 1 }}>
          {summaryPreview(summary)}
        </Text>
        <Stack gap={4} pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={16} aria-hidden color="var(--mantine-color-brand-7)" />
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {t('card.start')}
              </Text>{' '}
              {formatDateTime(offering.start_at, language)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={16} aria-hidden color="var(--mantine-color-brand-7)" />
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {t('card.finish')}
              </Text>{' '}
              {formatDateTime(offering.finish_at, language)}
            </Text>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}

function CardSkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Card.Section>
        <Skeleton height={132} radius={0} />
      </Card.Section>
      <Skeleton height={20} width="45%" mt="md" />
      <Skeleton height={26} width="70%" mt="md" />
      <Skeleton height={12} mt="md" />
      <Skeleton height={12} mt={8} />
      <Skeleton height={12} width="60%" mt={8} />
    </Card>
  );
}

/** `/icos` (spec section 2): one card per offering; a card opens `/ico/{id}/`. */
export function OfferingsPage() {
  const { t } = useTranslation('offerings');
  usePageTitle(t('list.title'));
  const offerings = useOfferings();
  const joinings = useMyJoinings();

  let body: React.ReactNode;
  if (offerings.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy="true" aria-label={t('list.loading')}>
        <CardSkeleton />
        <CardSkeleton />
        <CardSkeleton />
      </SimpleGrid>
    );
  } else if (!offerings.data?.length) {
    body = (
      <Box py={56}>
        <EmptyOfferings
          title={t('list.emptyTitle')}
          text={t('list.emptyText')}
          action={
            <Button component={Link} to="/whatisico" variant="default" mt="xs">
              {t('list.learnMore')}
            </Button>
          }
        />
      </Box>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {offerings.data.map((offering) => (
          <OfferingCard key={offering.id} offering={offering} joined={isReserved(joiningOf(joinings.data, offering.id))} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <>
      <PageHero eyebrow={t('list.eyebrow')} title={t('list.title')} lead={t('list.lead')} />
      <Container py={{ base: 'lg', sm: 48 }}>{body}</Container>
    </>
  );
}
