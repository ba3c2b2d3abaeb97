import { findBank } from '@ico/domain/banks';
import type { JoiningDetail } from '@ico/domain/contracts/joinings';
import { formatBaht } from '@ico/domain/money';
import { formatAccountNumber, formatPromptPayId, plainAmount, plainDigits } from '@ico/domain/payment-display';
import { Alert, Badge, Divider, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { CopyField } from './copy-field';
import classes from './joinings.module.css';
import { SaveQr } from './save-qr';
import { SlipForm } from './slip-form';
import { formatTimeLeft, timeLeft, useNow } from './use-time-left';

type PaymentSectionProps = {
  joining: JoiningDetail;
  /** The offering's ticker, for the saved QR code's file name (the joining's id until the offering has loaded). */
  ticker: string | undefined;
  onSent: () => void;
  onStale: () => void;
};

/**
 * While a slip is expected: the deadline (on a phone a bar that stays in view while the section is), the PromptPay QR
 * for the exact amount with "Save QR code" and "Share", the PromptPay ID, bank account and amount with copy buttons,
 * how to pay and the slip form.
 */
export function PaymentSection({ joining, ticker, onSent, onStale }: PaymentSectionProps) {
  const { t } = useTranslation('joinings');
  const language = useLanguage();
  const now = useNow();
  const qr = useRef<SVGSVGElement>(null);
  const amount = joining.amount === null ? null : formatBaht(joining.amount);
  const instructions = language === 'th' ? (joining.paymentMethodTH ?? joining.paymentMethod) : joining.paymentMethod;
  const left = joining.paymentDeadline ? timeLeft(joining.paymentDeadline, now) : null;
  const deadline = joining.paymentDeadline ? formatDateTime(joining.paymentDeadline, language) : null;
  const leftText = left ? t('payment.timeLeft', { left: formatTimeLeft(left, language) }) : t('payment.deadlinePassed');
  const account = joining.payeeAccount;
  const bankName = account ? (findBank(account.bank)?.name[language] ?? account.bank) : null;
  const promptPayId = joining.promptPayId ? formatPromptPayId(joining.promptPayId) : null;
  const pictureLines =
    amount === null
      ? []
      : [
          t('figures.baht', { amount }),
          ...(promptPayId ? [t('payment.picture.promptPay', { id: promptPayId })] : []),
          ...(account ? [account.accountName] : []),
          ...(deadline ? [t('payment.picture.deadline', { deadline })] : []),
        ];

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
        {deadline && (
          <>
            {/* On a phone: a compact bar that sticks under the header while the payment section is on screen. */}
            <div className={classes.deadlineBar} data-expired={left ? undefined : true} data-testid="deadline-bar" role="note">
              <IconClockHour4 size={18} aria-hidden />
              <Text size="sm" fw={700} span>
                {leftText}
              </Text>
              <Text size="xs" span>
                {t('payment.payBy', { deadline })}
              </Text>
            </div>
            <Text size="xs" c="dimmed" hiddenFrom="sm">
              {t('payment.deadlineRule')}
            </Text>
            <Alert
              visibleFrom="sm"
              color={left ? 'gold' : 'red'}
              variant="light"
              icon={<IconClockHour4 size={20} />}
              title={t('payment.deadlineTitle')}
              role="note"
            >
              <Text size="sm">
                {t('payment.deadline', { deadline })}{' '}
                <Text span fw={600} size="sm">
                  {leftText}
                </Text>
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                {t('payment.deadlineRule')}
              </Text>
            </Alert>
          </>
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
                    ref={qr}
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
                <SaveQr qr={qr} ticker={ticker ?? String(joining.id)} amount={plainAmount(joining.amount ?? '0')} lines={pictureLines} />
              </Stack>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm">
              {(promptPayId || account || amount !== null) && (
                <Stack gap="xs" className={classes.payTo}>
                  <Text fw={600}>{t('payment.payTo')}</Text>
                  {joining.promptPayId && promptPayId && (
                    <CopyField
                      label={t('payment.promptPayId')}
                      shown={promptPayId}
                      value={plainDigits(joining.promptPayId)}
                      copyLabel={t('payment.copyPromptPayId')}
                      testId="promptpay-id"
                    />
                  )}
                  {account && (
                    <>
                      <div>
                        <Text size="xs" c="dimmed">
                          {t('payment.bankAccount')}
                        </Text>
                        <Text fw={600} data-testid="payee-bank">
                          {bankName}
                        </Text>
                        <Text size="sm" data-testid="payee-name">
                          {account.accountName}
                        </Text>
                      </div>
                      <CopyField
                        label={t('payment.accountNumber')}
                        shown={formatAccountNumber(account.accountNumber)}
                        value={plainDigits(account.accountNumber)}
                        copyLabel={t('payment.copyAccountNumber')}
                        testId="payee-account-number"
                      />
                    </>
                  )}
                  {joining.amount !== null && amount !== null && (
                    <CopyField
                      label={t('payment.exactAmount')}
                      shown={t('figures.baht', { amount })}
                      value={plainAmount(joining.amount)}
                      copyLabel={t('payment.copyAmount')}
                      testId="pay-amount"
                    />
                  )}
                </Stack>
              )}
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
            </Stack>
          </Grid.Col>
        </Grid>
        <Divider />
        <SlipForm joiningId={joining.id} onSent={onSent} onStale={onStale} />
      </Stack>
    </Paper>
  );
}
