import '@mantine/charts/styles.css';
import { TIME_ZONE } from '@ico/domain/constants';
import { formatBaht } from '@ico/domain/money';
import { AreaChart } from '@mantine/charts';
import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { IconChartAreaLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../i18n/i18n';
import { errorText } from '../../../lib/error-text';
import { useLanguage } from '../../../lib/use-language';
import { useActivity } from './api/get-activity';

/** A Bangkok calendar day ('YYYY-MM-DD') as a short date in the reader's language and calendar. */
function dayLabel(day: string, language: Language, withYear = false): string {
  const date = new Date(`${day}T12:00:00+07:00`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: TIME_ZONE,
  }).format(date);
}

/** Axis ticks stay short (1.2M); the tooltip shows the exact Baht. */
const compact = (language: Language) => new Intl.NumberFormat(language === 'th' ? 'th-TH' : 'en-GB', { notation: 'compact' });

/** Cumulative Baht reserved and paid per day, from the joining events the server counts. */
export function ActivityChart({ offeringId }: { offeringId: string }) {
  const { t } = useTranslation('admin-joinings');
  const language = useLanguage();
  const activity = useActivity(offeringId);
  const points = activity.data ?? [];
  const last = points.at(-1);
  const data = points.map((p) => ({ date: dayLabel(p.date, language), reserved: Number(p.reserved), paid: Number(p.paid) }));
  const short = compact(language);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="activity-title">
      <Title order={2} fz="h5" id="activity-title">
        {t('chart.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('chart.lead')}
      </Text>
      {activity.isPending ? (
        <Skeleton h={240} aria-label={t('chart.loading')} />
      ) : activity.isError ? (
        <Text size="sm" c="red.9" role="alert">
          {errorText(activity.error)}
        </Text>
      ) : points.length === 0 ? (
        <Paper bg="gray.0" radius="sm" p="lg" ta="center">
          <IconChartAreaLine size={28} aria-hidden="true" color="var(--mantine-color-gray-6)" />
          <Text size="sm" fw={600}>
            {t('chart.empty')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('chart.emptyText')}
          </Text>
        </Paper>
      ) : (
        <figure style={{ margin: 0 }}>
          <AreaChart
            h={240}
            data={data}
            dataKey="date"
            series={[
              { name: 'reserved', label: t('chart.reserved'), color: 'blue.6' },
              { name: 'paid', label: t('chart.paid'), color: 'teal.7' },
            ]}
            curveType="linear"
            withLegend
            legendProps={{ verticalAlign: 'bottom', height: 40 }}
            valueFormatter={(value) => `${formatBaht(value)} ${t('baht')}`}
            yAxisProps={{ tickFormatter: (value: number) => short.format(value), width: 56 }}
            yAxisLabel={t('chart.axis')}
            fillOpacity={0.15}
            withDots={data.length < 40}
            aria-hidden="true"
          />
          {last && (
            <Text component="figcaption" size="sm" mt="xs">
              {t('chart.summary', {
                date: dayLabel(last.date, language, true),
                reserved: formatBaht(last.reserved),
                paid: formatBaht(last.paid),
              })}
            </Text>
          )}
        </figure>
      )}
    </Paper>
  );
}
