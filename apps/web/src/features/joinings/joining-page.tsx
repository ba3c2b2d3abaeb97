import type { JoiningDetail } from '@ico/domain/contracts/joinings';
import type { Offering } from '@ico/domain/contracts/offerings';
import { formatBaht, formatTokens } from '@ico/domain/money';
import { PAID_STATUSES, SLIP_UPLOAD_STATUSES } from '@ico/domain/statuses';
import { Alert, Box, Button, Center, Container, Grid, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconCoins, IconFileUnknown, IconReceipt, IconShieldX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SuccessNotice } from '../../components/message-dialog';
import { JoiningStatusBadge } from '../../components/status-badge';
import { usePageTitle } from '../../components/use-page-title';
import { useScrollToHash } from '../../components/use-scroll-to-hash';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { joiningKeys, useJoining } from '../../resources/joinings';
import { useOffering } from '../../resources/offerings';
import { useDownloadReceipt } from './api/download-receipts';
import { DownloadButton } from './download-button';
import classes from './joinings.module.css';
import { MonitoringSection } from './monitoring-section';
import { PaymentSection } from './payment-section';
import { RefundsSection } from './refunds-section';
import { ShareBreakdown } from './share-breakdown';
import { isOneOf } from './status-labels';
import { StatusNotice } from './status-notice';
import { WalletAddress } from './wallet-address';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" mb={2}>
        {label}
      </Text>
      <Box component="dd">{children}</Box>
    </div>
  );
}

/** The head of the detail: poster, token name as the title, status, join date, wallet and the reserved figures. */
function JoiningHeader({ joining, offering }: { joining: JoiningDetail; offering: Offering | undefined }) {
  const { t } = useTranslation('joinings');
  const language = useLanguage();
  const name = offering?.token.name ?? t('list.unknownOffering', { id: joining.ico });
  const ticker = offering?.token.ticker;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Grid gap={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {offering?.poster ? (
            <img src={offering.poster} alt={t('detail.posterAlt', { name })} className={classes.poster} />
          ) : (
            <div className={classes.posterEmpty} aria-hidden>
              <IconCoins size={56} />
            </div>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <div>
              <Group gap="sm" align="center">
                <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
                  {name}
                </Title>
                {ticker && (
                  <Text c="dimmed" fw={600}>
                    {ticker}
                  </Text>
                )}
              </Group>
              <Group gap="xs" mt={6}>
                <Text size="sm" c="dimmed">
                  {t('detail.status')}
                </Text>
                <JoiningStatusBadge status={joining.status} size="lg" />
              </Group>
            </div>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" component="dl" className={classes.figures}>
              <Figure label={t('figures.joinDate')}>
                <Text>{formatDate(joining.created_at, language)}</Text>
              </Figure>
              <Figure label={t('figures.reservedAmount')}>
                <Text fw={600}>{joining.amount === null ? '-' : t('figures.baht', { amount: formatBaht(joining.amount) })}</Text>
              </Figure>
              <Figure label={t('figures.reservedTokens')}>
                <Text fw={600} className={classes.mono}>
                  {joining.tokenAmount === null ? '-' : `${formatTokens(joining.tokenAmount)}${ticker ? ` ${ticker}` : ''}`}
                </Text>
              </Figure>
              <Figure label={t('figures.address')}>{joining.address ? <WalletAddress address={joining.address} /> : <Text>-</Text>}</Figure>
            </SimpleGrid>
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

/** Once the payment is confirmed: the PDF receipt, in English and Thai. */
function ReceiptSection({ joiningId }: { joiningId: number }) {
  const { t } = useTranslation('joinings');
  const download = useDownloadReceipt();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="receipt-title">
      <Group justify="space-between" align="center" gap="md">
        <Group gap="sm" align="flex-start" wrap="nowrap" maw={560}>
          <IconReceipt size={28} color="var(--mantine-color-gold-7)" aria-hidden style={{ flexShrink: 0 }} />
          <div>
            <Title order={2} fz="h4" id="receipt-title">
              {t('receipts.title')}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t('receipts.text')}
            </Text>
          </div>
        </Group>
        <Box w={{ base: '100%', xs: 'auto' }}>
          <DownloadButton label={t('receipts.download')} download={download} onClick={() => download.mutate(joiningId)} fullWidth />
        </Box>
      </Group>
    </Paper>
  );
}

function NotFound() {
  const { t } = useTranslation('joinings');
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 48 }}>
      <Stack align="center" ta="center" gap="sm">
        <IconFileUnknown size={48} color="var(--mantine-color-gold-7)" aria-hidden />
        <Title order={1} fz="h2">
          {t('detail.notFoundTitle')}
        </Title>
        <Text c="dimmed" maw={460}>
          {t('detail.notFoundText')}
        </Text>
        <Button component={Link} to="/joinings" mt="xs">
          {t('detail.toList')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** `/joining/{id}` (spec section 2): one reservation, its payment while a slip is expected, its share once paid. */
export function JoiningPage() {
  const { t } = useTranslation('joinings');
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const queryClient = useQueryClient();
  const joining = useJoining(id);
  const offering = useOffering(joining.data?.ico);
  const [thanked, setThanked] = useState(false);
  usePageTitle(offering.data?.token.name ?? t('detail.title'));
  useScrollToHash(joining.isSuccess);

  const reload = () => void queryClient.invalidateQueries({ queryKey: joiningKeys.all });
  const notFound = !validId || (joining.error instanceof ApiError && joining.error.status === 404);

  let content: ReactNode;
  if (notFound) {
    content = <NotFound />;
  } else if (joining.isPending) {
    content = (
      <Center mih={320} role="status">
        <Loader role="progressbar" color="brand" aria-label={t('loading')} />
      </Center>
    );
  } else if (joining.isError) {
    content = (
      <Alert color="red" variant="light" radius="md" icon={<IconAlertCircle size={20} />} title={t('detail.loadFailed')} role="alert">
        <Text size="sm">{errorText(joining.error)}</Text>
        <Button mt="md" variant="default" onClick={() => void joining.refetch()} loading={joining.isFetching}>
          {t('retry')}
        </Button>
      </Alert>
    );
  } else {
    const detail = joining.data;
    content = (
      <Stack gap="xl">
        <JoiningHeader joining={detail} offering={offering.data} />
        <StatusNotice joining={detail} />
        {/* Money that failed its integrity check (issue 29): no amount, QR code, payee or receipt until staff have looked. */}
        {detail.paymentHeld && (
          <Alert color="orange" variant="light" radius="md" icon={<IconShieldX size={20} />} title={t('payment.heldTitle')} role="alert">
            <Text size="sm">{t('payment.heldText')}</Text>
          </Alert>
        )}
        <RefundsSection joiningId={detail.id} />
        {!detail.paymentHeld && isOneOf(PAID_STATUSES, detail.status) && <ReceiptSection joiningId={detail.id} />}
        {!detail.paymentHeld && isOneOf(SLIP_UPLOAD_STATUSES, detail.status) && (
          <PaymentSection joining={detail} ticker={offering.data?.token.ticker} onSent={() => setThanked(true)} onStale={reload} />
        )}
        {detail.share && <ShareBreakdown share={detail.share} ticker={offering.data?.token.ticker} />}
        <MonitoringSection offeringId={detail.ico} />
      </Stack>
    );
  }

  return (
    <Container py={{ base: 'md', sm: 32 }}>
      <Button component={Link} to="/joinings" variant="subtle" leftSection={<IconArrowLeft size={16} />} mb="md" px="xs">
        {t('detail.back')}
      </Button>
      {content}
      {/* 'Thank you' for 1.5 seconds (spec sections 2 and 9), then the joining is read again. */}
      <SuccessNotice
        opened={thanked}
        title={t('slip.thanksTitle')}
        text={t('slip.thanksText')}
        onDone={() => {
          setThanked(false);
          reload();
        }}
      />
    </Container>
  );
}
