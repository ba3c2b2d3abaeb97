import type { Offering } from '@ico/domain/contracts/offerings';
import { groupThousands } from '@ico/domain/format';
import { formatBaht, formatTokens } from '@ico/domain/money';
import { Box, Button, Container, Grid, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconCoins, IconHourglassEmpty } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { OfferingStatusBadge } from '../../components/status-badge';
import { usePageTitle } from '../../components/use-page-title';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useMonitoring } from '../../resources/monitoring';
import { useProgress } from '../../resources/offering-progress';
import { offeringKeys, useOffering } from '../../resources/offerings';
import { ClosedOutcomeText } from './closed-outcome';
import { Countdown } from './countdown';
import { JoinPanel } from './join-panel';
import { MonitoringList } from './monitoring-list';
import { AvailabilityBadge, SoldOutBadge } from './offering-badges';
import { IssuerDetails, OfferingDocuments } from './offering-documents';
import { OfferingProgress } from './offering-progress';
import classes from './offerings.module.css';
import { TokenImage } from './token-image';

function BackButton() {
  const { t } = useTranslation('offerings');
  return (
    <Button
      component={Link}
      to="/icos"
      variant="subtle"
      className={classes.backButton}
      leftSection={<IconArrowLeft size={18} aria-hidden />}
      px="xs"
    >
      {t('detail.back')}
    </Button>
  );
}

function Hero({ offering }: { offering: Offering }) {
  return (
    <Box className={classes.hero}>
      <Container py={{ base: 'md', sm: 'xl' }}>
        <BackButton />
        <Group gap="lg" mt="md" wrap="nowrap" align="center">
          <TokenImage src={offering.token.image} ticker={offering.token.ticker} size={72} />
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={1} className={classes.heroTitle}>
              {offering.token.name}
            </Title>
            <Group gap="xs">
              <Text className={classes.heroTicker}>{offering.token.ticker}</Text>
              <OfferingStatusBadge status={offering.status} />
              <AvailabilityBadge available={offering.available} onDark />
              {offering.soldOut && <SoldOutBadge />}
            </Group>
          </Stack>
        </Group>
      </Container>
    </Box>
  );
}

/** Start, finish, totals, the countdown and the progress bar. */
function FactsCard({ offering }: { offering: Offering }) {
  const { t } = useTranslation('offerings');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const progress = useProgress(String(offering.id));
  // The status follows the clock: when the countdown ends, ask the server for the new one.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: offeringKeys.all });
  return (
    <Paper component="section" aria-labelledby="facts-title" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs">
      <Stack gap="lg">
        <Title order={2} fz="h4" id="facts-title" c="brand.9">
          {t('detail.factsTitle')}
        </Title>
        <dl className={classes.facts}>
          <dt>{t('detail.start')}</dt>
          <dd>{formatDateTime(offering.start_at, language)}</dd>
          <dt>{t('detail.finish')}</dt>
          <dd>{formatDateTime(offering.finish_at, language)}</dd>
          <dt>{t('detail.totalAmount')}</dt>
          <dd>{t('detail.baht', { amount: formatBaht(offering.totalAmount) })}</dd>
          <dt>{t('detail.totalTokens')}</dt>
          <dd>
            {formatTokens(offering.totalAmountToken)} {offering.token.ticker}
          </dd>
          <dt>{t('card.price')}</dt>
          <dd>{t('card.priceValue', { price: groupThousands(offering.pricePerToken), ticker: offering.token.ticker })}</dd>
          <dt>{t('detail.minimum')}</dt>
          <dd>{t('detail.baht', { amount: formatBaht(offering.minimumAmount) })}</dd>
        </dl>
        <Text size="xs" c="dimmed" mt={-8}>
          {t('detail.timeZone')}
        </Text>
        {offering.status === 'PRE_ICO' && (
          <Countdown target={new Date(offering.start_at)} label={t('countdown.toStart')} onDone={refresh} />
        )}
        {offering.status === 'NOW_ICO' && (
          <Countdown target={new Date(offering.finish_at)} label={t('countdown.toFinish')} onDone={refresh} />
        )}
        {offering.status === 'POST_ICO' && (
          <Group gap="xs" wrap="nowrap">
            <IconHourglassEmpty size={20} aria-hidden color="var(--mantine-color-blue-9)" />
            <Text fw={600}>{t('countdown.ended')}</Text>
          </Group>
        )}
        <ClosedOutcomeText offering={offering} size="md" />
        {offering.soldOut && (
          <Group gap="xs" wrap="nowrap" role="status">
            <IconCircleCheck size={20} aria-hidden color="var(--mantine-color-red-9)" />
            <Text fw={700} c="red.9">
              {t('detail.allReserved')}
            </Text>
          </Group>
        )}
        {progress.data ? <OfferingProgress progress={progress.data} /> : progress.isPending ? <Skeleton height={90} /> : null}
      </Stack>
    </Paper>
  );
}

function OfferingDetail({ offering }: { offering: Offering }) {
  const { t } = useTranslation('offerings');
  const language = useLanguage();
  const progress = useProgress(String(offering.id));
  const monitoring = useMonitoring(String(offering.id));
  const summary = language === 'th' && offering.summaryTH ? offering.summaryTH : offering.summaryEN || offering.summary;
  return (
    <>
      <Hero offering={offering} />
      <Container py={{ base: 'lg', sm: 40 }}>
        <div className={classes.layout}>
          <div className={classes.areaPoster}>
            {offering.poster ? (
              <img src={offering.poster} alt={t('detail.posterAlt', { name: offering.token.name })} className={classes.poster} />
            ) : (
              <div className={classes.posterFallback} aria-hidden>
                <TokenImage src={offering.token.image} ticker={offering.token.ticker} size={120} />
              </div>
            )}
          </div>
          <div className={classes.side}>
            <div className={classes.areaFacts}>
              <FactsCard offering={offering} />
            </div>
            <div className={classes.areaJoin}>
              <JoinPanel offering={offering} progress={progress.data} />
            </div>
          </div>
          <Stack gap="sm" component="section" aria-labelledby="about-title" className={classes.areaAbout}>
            <Title order={2} fz="h3" id="about-title" c="brand.9">
              {t('detail.about')}
            </Title>
            <Text lh={1.75} className={classes.summaryText}>
              {summary}
            </Text>
          </Stack>
          <Stack gap="xl" className={classes.areaDocuments}>
            <OfferingDocuments offering={offering} />
            {offering.issuer && <IssuerDetails issuer={offering.issuer} />}
          </Stack>
          <Stack gap="sm" component="section" aria-labelledby="monitoring-title" className={classes.areaMonitoring}>
            <Title order={2} fz="h3" id="monitoring-title" c="brand.9">
              {t('monitoring.title')}
            </Title>
            {monitoring.isPending ? <Skeleton height={56} /> : <MonitoringList entries={monitoring.data ?? []} />}
          </Stack>
        </div>
      </Container>
    </>
  );
}

function NotFoundState() {
  const { t } = useTranslation('offerings');
  return (
    <Container size="sm" py={{ base: 56, sm: 88 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="gold" aria-hidden>
          <IconCoins size={30} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('detail.notFoundTitle')}
        </Title>
        <Text c="dimmed" maw={460}>
          {t('detail.notFoundText')}
        </Text>
        <Button component={Link} to="/icos" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {t('detail.back')}
        </Button>
      </Stack>
    </Container>
  );
}

/** `/ico/{id}` (spec section 2): the offering, its progress and announcements, and the join flow. */
export function OfferingPage() {
  const { t } = useTranslation('offerings');
  const { icoId = '' } = useParams();
  const offering = useOffering(icoId);
  usePageTitle(offering.data?.token.name ?? t('detail.title'));

  if (offering.isPending) {
    return (
      <>
        <Box className={classes.hero}>
          <Container py={{ base: 'md', sm: 'xl' }}>
            <BackButton />
            <Skeleton height={40} width="50%" mt="md" />
          </Container>
        </Box>
        <Container py={40} aria-busy="true">
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Skeleton radius="lg" style={{ aspectRatio: '16 / 9' }} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Skeleton radius="lg" height={300} />
            </Grid.Col>
          </Grid>
        </Container>
      </>
    );
  }
  if (offering.isError) {
    if (offering.error instanceof ApiError && offering.error.status === 404) return <NotFoundState />;
    return (
      <Container size="sm" py={{ base: 56, sm: 88 }}>
        <Stack align="center" ta="center" gap="md" role="alert">
          <Text>{errorText(offering.error)}</Text>
          <Group>
            <Button variant="default" onClick={() => void offering.refetch()}>
              {t('detail.retry')}
            </Button>
            <Button component={Link} to="/icos">
              {t('detail.back')}
            </Button>
          </Group>
        </Stack>
      </Container>
    );
  }
  return <OfferingDetail offering={offering.data} />;
}
