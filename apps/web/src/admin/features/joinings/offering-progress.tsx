import type { OfferingProgress as Progress } from '@ico/domain/contracts/offerings';
import { formatBaht } from '@ico/domain/money';
import { Progress as Bar, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A share of the total in percent, for the bar only (display; the figures stay exact strings). */
const percent = (part: string, total: string) => {
  const whole = Number(total);
  return whole > 0 ? Math.min(100, (Number(part) / whole) * 100) : 0;
};

/** Total, reserved, paid and available Baht of the offering, with a bar of paid and reserved-but-unpaid. */
export function OfferingProgress({ progress }: { progress: Progress }) {
  const { t } = useTranslation('admin-joinings');
  const paid = percent(progress.sumPayment, progress.totalAmount);
  const reserved = Math.max(0, percent(progress.sumReservated, progress.totalAmount) - paid);
  const figures = [
    { key: 'total', label: t('progress.total'), value: progress.totalAmount, color: 'dark.9' },
    { key: 'reserved', label: t('progress.reserved'), value: progress.sumReservated, color: 'blue.8' },
    { key: 'paid', label: t('progress.paid'), value: progress.sumPayment, color: 'teal.9' },
    { key: 'available', label: t('progress.available'), value: progress.availableAmount, color: 'dark.9' },
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="progress-title">
      <Title order={2} fz="h5" mb="sm" id="progress-title">
        {t('progress.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" component="dl" m={0}>
        {figures.map((f) => (
          <Stack key={f.key} gap={0}>
            <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
              {f.label}
            </Text>
            <Text component="dd" m={0} fw={700} fz={{ base: 'md', sm: 'lg' }} c={f.color} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {`${formatBaht(f.value)} ${t('baht')}`}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Bar.Root size="lg" mt="md" aria-hidden="true">
        <Bar.Section value={paid} color="teal.7" />
        <Bar.Section value={reserved} color="blue.4" />
      </Bar.Root>
      <Group gap="md" mt={6}>
        <Text size="xs" c="dimmed">
          {t('progress.share', { paid: Math.round(paid), reserved: Math.round(paid + reserved) })}
        </Text>
      </Group>
    </Paper>
  );
}
