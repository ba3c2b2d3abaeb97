import { formatBaht } from '@ico/domain/money';
import type { JoiningDetail } from '@ico/domain/offering-api';
import { Alert, Badge, Divider, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import classes from './joinings.module.css';
import { SlipForm } from './slip-form';
import { formatTimeLeft, timeLeft, useNow } from './use-time-left';

type PaymentSectionProps = {
  joining: JoiningDetail;
  onSent: () => void;
  onStale: () => void;
};

/** While a slip is expected: how to pay, the PromptPay QR for the exact amount, the deadline and the slip form. */
export function PaymentSection({ joining, onSent, onStale }: PaymentSectionProps) {
  const { t } = useTranslation('joinings');
  const language = useLanguage();
  const now = useNow();
  const amount = joining.amount === null ? null : formatBaht(joining.amount);
  const instructions = language === 'th' ? (joining.paymentMethodTH ?? joining.paymentMethod) : joining.paymentMethod;
  const left = joining.paymentDeadline ? timeLeft(joining.paymentDeadline, now) : null;

  return (
    <Paper component="section" id="payment" withBorder radius="md" p={{ base: 'md', sm: 'xl' }} aria-labelledby="payment-title">
      <Stack gap="lg">
        <Title order={2} fz="h3" id="payment-title">
          {t('payment.title')}
        </Title>
        {joining.status === 'PAYMNENT_PENDING' && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={20} />}
            title={t('notice.PAYMNENT_PENDING.title')}
            role="note"
          >
            {t('notice.PAYMNENT_PENDING.text')}
          </Alert>
        )}
        {joining.paymentDeadline && (
          <Alert
            color={left ? 'gold' : 'red'}
            variant="light"
            icon={<IconClockHour4 size={20} />}
            title={t('payment.deadlineTitle')}
            role="note"
          >
            <Text size="sm">
              {t('payment.deadline', { deadline: formatDateTime(joining.paymentDeadline, language) })}{' '}
              <Text span fw={600} size="sm">
                {left ? t('payment.timeLeft', { left: formatTimeLeft(left, language) }) : t('payment.deadlinePassed')}
              </Text>
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {t('payment.deadlineRule')}
            </Text>
          </Alert>
        )}
        <Grid gap={{ base: 'md', md: 'xl' }}>
          <Grid.Col span={{ base: 12, md: 5 }}>
            {joining.qrcode && amount !== null && (
              <Stack align="center" gap={6}>
                <Badge color="brand.8" radius="sm" size="lg" tt="none">
                  {t('payment.promptPay')}
                </Badge>
                <div className={classes.qr}>
                  <QRCodeSVG
                    value={joining.qrcode}
                    size={208}
                    level="M"
                    role="img"
                    aria-label={t('payment.qrName', { amount })}
                    title={t('payment.qrName', { amount })}
                  />
                </div>
                <Text fw={700} fz="xl">
                  {t('figures.baht', { amount })}
                </Text>
                <Text size="xs" c="dimmed" ta="center" maw={260}>
                  {t('payment.qrHint')}
                </Text>
              </Stack>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm">
              <Text fw={600}>{t('payment.howTo')}</Text>
              {instructions ? (
                <Text size="sm" className={classes.prewrap} lh={1.65}>
                  {instructions}
                </Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('payment.noInstructions')}
                </Text>
              )}
              {amount !== null && (
                <Text size="sm">
                  {t('payment.exactAmount')}{' '}
                  <Text span fw={700}>
                    {t('figures.baht', { amount })}
                  </Text>
                </Text>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
        <Divider />
        <SlipForm joiningId={joining.id} onSent={onSent} onStale={onStale} />
      </Stack>
    </Paper>
  );
}
