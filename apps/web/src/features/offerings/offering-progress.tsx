import type { OfferingProgress as Progress } from '@ico/domain/contracts/offerings';
import { formatBaht, subtractDecimals } from '@ico/domain/money';
import { Progress as Bar, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './offerings.module.css';
import { percentOf, percentText } from './progress-percent';

const PAID_COLOR = '#237a3b';
const RESERVED_COLOR = 'var(--mantine-color-brand-4)';

/** Paid and reserved against the total amount, with the numbers beside the bar. */
export function OfferingProgress({ progress }: { progress: Progress }) {
  const { t } = useTranslation('offerings');
  const paid = percentOf(progress.sumPayment, progress.totalAmount);
  const reserved = percentOf(progress.sumReservated, progress.totalAmount);
  const reservedUnpaid = subtractDecimals(progress.sumReservated, progress.sumPayment);
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="baseline">
        <Text size="sm" fw={600} c="brand.9">
          {t('progress.title')}
        </Text>
        <Text size="sm" fw={600}>
          {t('progress.reservedPercent', { percent: percentText(reserved) })}
        </Text>
      </Group>
      <Bar.Root size={14} radius="xl" aria-hidden>
        <Bar.Section value={paid} color={PAID_COLOR} />
        <Bar.Section value={Math.max(0, reserved - paid)} color={RESERVED_COLOR} />
      </Bar.Root>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap">
            <span className={classes.swatch} style={{ background: PAID_COLOR }} aria-hidden />
            <Text size="sm">{t('progress.paid')}</Text>
          </Group>
          <Text size="sm" fw={600} ta="right">
            {t('progress.baht', { amount: formatBaht(progress.sumPayment) })}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap">
            <span className={classes.swatch} style={{ background: RESERVED_COLOR }} aria-hidden />
            <Text size="sm">{t('progress.reservedUnpaid')}</Text>
          </Group>
          <Text size="sm" fw={600} ta="right">
            {t('progress.baht', { amount: formatBaht(reservedUnpaid) })}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap">
            <span className={classes.swatch} style={{ background: 'var(--mantine-color-gray-2)' }} aria-hidden />
            <Text size="sm">{t('progress.available')}</Text>
          </Group>
          <Text size="sm" fw={600} ta="right">
            {t('progress.baht', { amount: formatBaht(progress.availableAmount) })}
          </Text>
        </Group>
      </Stack>
    </Stack>
  );
}
