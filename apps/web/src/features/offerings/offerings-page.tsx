import { Box, Button, Card, Container, SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyOfferings } from '../../components/empty-offerings';
import { PageHero } from '../../components/page-hero';
import { usePageTitle } from '../../components/use-page-title';
import { useMe } from '../../lib/use-me';
import { joiningOf, useMyJoinings } from '../../resources/joinings';
import { useOfferings } from '../../resources/offerings';
import { OfferingCard } from './offering-card';
import { isReserved } from './reserved';

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

/** `/icos` (spec section 2): one card per offering, with its figures and who may join; a card opens `/ico/{id}/`. */
export function OfferingsPage() {
  const { t } = useTranslation('offerings');
  usePageTitle(t('list.title'));
  const offerings = useOfferings();
  const joinings = useMyJoinings();
  const me = useMe();

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
          <OfferingCard
            key={offering.id}
            offering={offering}
            joined={isReserved(joiningOf(joinings.data, offering.id))}
            level={me.data?.userLevel}
          />
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
