import type { JoiningDetail } from '@ico/domain/contracts/joinings';
import { formatBaht, formatTokens } from '@ico/domain/money';
import { Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './joinings.module.css';

type Share = NonNullable<JoiningDetail['share']>;

/** The investor's part of a paid offering as a whole percentage with one decimal (display only). */
function percentOf(part: string, total: string): number {
  const whole = Number(total);
  if (!(whole > 0)) return 0;
  return Math.min(100, Math.max(0, (Number(part) / whole) * 100));
}

/** At PAID_STATUSES: the offering's paid total, the investor's amount and the other investors' volume. */
export function ShareBreakdown({ share, ticker }: { share: Share; ticker: string | undefined }) {
  const { t } = useTranslation('joinings');
  const yours = percentOf(share.userAmount, share.totalAmount);
  const tokens = (value: string) => `${formatTokens(value)}${ticker ? ` ${ticker}` : ''}`;
  const rows = [
    { key: 'total', label: t('share.total'), amount: share.totalAmount, tokens: share.totalAmountToken, color: undefined },
    { key: 'yours', label: t('share.yours'), amount: share.userAmount, tokens: share.userTokens, color: 'brand.7' },
    { key: 'others', label: t('share.others'), amount: share.otherAmount, tokens: share.otherTokens, color: 'gold.5' },
  ];

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'xl' }} aria-labelledby="share-title">
      <Stack gap="md">
        <Title order={2} fz="h3" id="share-title">
          {t('share.title')}
        </Title>
        <Progress.Root size={18} radius="xl" aria-hidden>
          <Progress.Section value={yours} color="brand.7" />
          <Progress.Section value={100 - yours} color="gold.5" />
        </Progress.Root>
        <Text size="sm" c="dimmed">
          {t('share.percent', { percent: yours.toFixed(yours > 0 && yours < 1 ? 2 : 1) })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {rows.map((row) => (
            <Paper key={row.key} radius="md" p="md" bg="gray.0" data-share={row.key} role="group" aria-label={row.label}>
              <dl className={classes.figures}>
                <Text component="dt" fw={600} size="sm" mb={6}>
                  {row.color && (
                    <span
                      aria-hidden
                      style={{
                        display: 'inline-block',
                        width: 10,
                        height: 10,
                        borderRadius: 2,
                        marginInlineEnd: 6,
                        background: `var(--mantine-color-${row.color.replace('.', '-')})`,
                      }}
                    />
                  )}
                  {row.label}
                </Text>
                <Text component="dd" fw={700} fz="lg">
                  {t('figures.baht', { amount: formatBaht(row.amount) })}
                </Text>
                <Text component="dd" size="sm" className={classes.mono}>
                  {tokens(row.tokens)}
                </Text>
              </dl>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
