import type { ReceiptVerification } from '@ico/domain/contracts/receipts';
import { formatBaht } from '@ico/domain/money';
import { INQUIRY_CATEGORY } from '@ico/domain/options';
import { Alert, Anchor, Box, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconReceipt, IconReceiptOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormCard } from '../../components/form-card';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useReceiptVerification } from './api/verify-receipt';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" mb={2}>
        {label}
      </Text>
      <Box component="dd" m={0}>
        {children}
      </Box>
    </div>
  );
}

function Verified({ receipt }: { receipt: ReceiptVerification }) {
  const { t } = useTranslation('receipts');
  const language = useLanguage();
  return (
    <Stack gap="lg">
      <Alert
        color={receipt.refunded ? 'yellow' : 'green'}
        variant="light"
        radius="md"
        icon={receipt.refunded ? <IconAlertTriangle size={20} /> : <IconCircleCheck size={20} />}
        title={receipt.refunded ? t('refundedTitle') : t('validTitle')}
        // Even the darkest green is under 4.5:1 on the light alert's background (axe, WCAG AA): the title takes the
        // text colour, the icon keeps the alert's.
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t(receipt.refunded ? 'refundedText' : 'validText', { reference: receipt.reference })}
        </Text>
      </Alert>
      <Text size="sm" c="dimmed">
        {t('lead')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" component="dl" m={0}>
        <Fact label={t('offering')}>
          <Text fw={600}>
            {receipt.offering.tokenName} ({receipt.offering.ticker})
          </Text>
        </Fact>
        <Fact label={t('amount')}>
          <Text fw={600}>{t('baht', { amount: formatBaht(receipt.amount) })}</Text>
        </Fact>
        <Fact label={t('confirmedAt')}>
          <Text>{formatDateTime(receipt.confirmedAt, language)}</Text>
        </Fact>
        <Fact label={t('investor')}>
          <Text>{receipt.investor}</Text>
        </Fact>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('privacy')}
      </Text>
    </Stack>
  );
}

/** `/receipt/{reference}` (issue 16): anyone holding a printed receipt checks it here, without signing in. */
export function ReceiptVerificationPage() {
  const { t } = useTranslation('receipts');
  usePageTitle(t('title'));
  const { reference = '' } = useParams();
  const check = useReceiptVerification(reference);
  if (check.isPending) return <PageLoader />;
  const unknown = check.error instanceof ApiError && check.error.status === 404;
  return (
    <FormCard
      title={check.isSuccess ? t('title') : unknown ? t('unknownTitle') : t('failedTitle')}
      icon={check.isSuccess ? <IconReceipt size={26} /> : <IconReceiptOff size={26} />}
      width={620}
    >
      {check.isSuccess ? (
        <Verified receipt={check.data} />
      ) : (
        <Stack gap="md">
          <Text lh={1.7}>{errorText(check.error)}</Text>
          {!unknown && (
            <Button variant="default" onClick={() => void check.refetch()} loading={check.isFetching} w="fit-content">
              {t('retry')}
            </Button>
          )}
        </Stack>
      )}
      <Anchor component={Link} to={`/inquiry/${INQUIRY_CATEGORY.questions}/`} size="sm" mt="lg" display="inline-block">
        {t('contact')}
      </Anchor>
    </FormCard>
  );
}
