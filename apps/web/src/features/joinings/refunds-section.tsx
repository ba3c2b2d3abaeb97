import { findBank } from '@ico/domain/banks';
import type { InvestorRefund } from '@ico/domain/contracts/refunds';
import { formatBaht } from '@ico/domain/money';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REFUND_REASON_KEY, REFUND_STATUS_COLOR, REFUND_STATUS_KEY } from '../../components/refund-labels';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useJoiningRefunds } from './api/get-refunds';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" mb={2}>
        {label}
      </Text>
      <Text component="dd" size="sm" fw={500} m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function RefundCard({ refund }: { refund: InvestorRefund }) {
  const { t } = useTranslation(['joinings', 'common']);
  const language = useLanguage();
  const bank = findBank(refund.bankCode)?.name[language] ?? refund.bankCode;
  const done = refund.status === 'REFUND_DONE';
  return (
    <Paper withBorder radius="md" p="md" component="li" data-refund={refund.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={700} size="lg">
            {t('figures.baht', { amount: formatBaht(refund.amount) })}
          </Text>
          <Badge color={REFUND_STATUS_COLOR[refund.status]} variant="filled" radius="sm" tt="none">
            {t(REFUND_STATUS_KEY[refund.status], { ns: 'common' })}
          </Badge>
        </Group>
        <Text size="sm">{t(REFUND_REASON_KEY[refund.reason], { ns: 'common' })}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" m={0}>
          <Fact label={t('refunds.account')}>{`${bank} · ${refund.accountNumberMasked}`}</Fact>
          <Fact label={t('refunds.accountName')}>{refund.accountName}</Fact>
          <Fact label={t('refunds.opened')}>{formatDate(refund.openedAt, language)}</Fact>
          {done && refund.doneAt && <Fact label={t('refunds.done')}>{formatDate(refund.doneAt, language)}</Fact>}
          {done && refund.bankReference && <Fact label={t('refunds.reference')}>{refund.bankReference}</Fact>}
        </SimpleGrid>
        {!done && (
          <Text size="xs" c="dimmed">
            {t('refunds.processingText')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The money going back to the investor for this joining (issue 17): shown only when there is some. */
export function RefundsSection({ joiningId }: { joiningId: number }) {
  const { t } = useTranslation('joinings');
  const refunds = useJoiningRefunds(joiningId);
  if (!refunds.data || refunds.data.length === 0) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="refunds-title">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconCash size={26} color="var(--mantine-color-gold-7)" aria-hidden style={{ flexShrink: 0 }} />
          <Title order={2} fz="h3" id="refunds-title">
            {t('refunds.title')}
          </Title>
        </Group>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {refunds.data.map((refund) => (
            <RefundCard key={refund.id} refund={refund} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
