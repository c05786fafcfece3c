import { formatMoney, type Statistic } from '@larder/contract';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from '@/i18n/react';
import { loadPlot } from './load-plot';
import type { PlotProps } from './plot';

const STATUS_COLORS: Record<string, string> = {
  COMPLETED: 'green.6',
  COMPLETED_NOT_PAID: 'orange.6',
  DECLINED: 'red.6',
  CANCELLED: 'gray.5',
  WAITING_APPROVAL: 'yellow.6',
  APPROVED: 'blue.6',
  ARRIVED: 'cyan.6',
  ON_DELIVERY: 'violet.6',
  CREATED: 'gray.7',
};

const LazyPlot = lazy(() => loadPlot().then((module) => ({ default: module.Plot })));

/** A chart, or until its library has arrived a placeholder of its size: nothing below it moves. */
function Chart(props: PlotProps) {
  return (
    <Suspense fallback={<Skeleton h={props.height} radius="sm" />}>
      <LazyPlot {...props} />
    </Suspense>
  );
}

const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/** The status breakdown as a ring, drawn without a chart library; each arc names its status and count. */
function Donut({
  label,
  data,
  size,
  thickness,
}: {
  label: string;
  data: { name: string; value: number; color: string }[];
  size: number;
  thickness: number;
}) {
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  const total = data.reduce((sum, slice) => sum + slice.value, 0);
  let start = 0;
  return (
    <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label}>
      <g transform={`rotate(-90 ${size / 2} ${size / 2})`}>
        {data
          .filter((slice) => slice.value > 0)
          .map((slice) => {
            const length = (slice.value / total) * circumference;
            const arc = (
              <circle
                key={slice.name}
                cx={size / 2}
                cy={size / 2}
                r={radius}
                fill="none"
                stroke={cssColor(slice.color)}
                strokeWidth={thickness}
                strokeDasharray={`${length} ${circumference - length}`}
                strokeDashoffset={-start}
              >
                <title>{`${slice.name}: ${slice.value}`}</title>
              </circle>
            );
            start += length;
            return arc;
          })}
      </g>
    </svg>
  );
}

function ChartCard({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Title order={3} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** `DD/MM` of a 'YYYY-MM-DD' day, short enough for a phone's axis. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * The charts of the statistics page: orders and revenue per day, orders by hour, the status
 * breakdown and revenue by payment type. The cards and the status ring come with the page; the
 * chart library loads after the figures, each chart holding its place until then.
 */
export function StatisticsCharts({ stat }: { stat: Statistic }) {
  const { t, i18n } = useTranslation();
  const currency = stat.paymentStats.currencyCode;
  const money = (value: number) => formatMoney(value, currency, i18n.language);
  const days = stat.orderStats.byDay.map((d) => shortDay(d.date));
  const statuses = stat.orderStats.byStatus.map((s) => ({
    name: t(`record.status.${s.status}`),
    value: s.count,
    color: STATUS_COLORS[s.status] ?? 'gray.6',
  }));
  const payments = stat.paymentStats.byPaymentType;

  return (
    <Stack gap="md">
      <ChartCard title={t('record.stats.perDay')} testId="chart-per-day">
        <Stack gap="lg">
          <Chart
            kind="bars"
            height={220}
            labels={days}
            values={stat.orderStats.byDay.map((d) => d.count)}
            name={t('record.stats.count')}
            color="blue.6"
            maxBarWidth={28}
            // As wide as the revenue's axis below, so each day's bar stands over its point.
            leftAxisWidth={90}
          />
          <Chart
            kind="line"
            height={200}
            labels={days}
            values={stat.orderStats.byDay.map((d) => d.revenue)}
            name={t('record.stats.revenue')}
            color="teal.6"
            format={money}
            dots={days.length <= 31}
            leftAxisWidth={90}
          />
        </Stack>
      </ChartCard>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartCard title={t('record.stats.perHour')} testId="chart-per-hour">
          <Chart
            kind="bars"
            height={220}
            labels={stat.orderStats.byHour.map((h) => String(h.hour).padStart(2, '0'))}
            values={stat.orderStats.byHour.map((h) => h.count)}
            name={t('record.stats.count')}
            color="indigo.5"
          />
        </ChartCard>
        <ChartCard title={t('record.stats.byStatus')} testId="chart-by-status">
          <Group justify="center" wrap="wrap" gap="lg">
            <Donut label={t('record.stats.byStatus')} data={statuses} size={170} thickness={26} />
            <Stack gap={4}>
              {statuses.map((s) => (
                <Group key={s.name} gap={6} wrap="nowrap">
                  <div style={{ width: 10, height: 10, borderRadius: 2, background: cssColor(s.color) }} />
                  <Text size="sm">
                    {s.name}: {s.value}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Group>
        </ChartCard>
      </SimpleGrid>
      <ChartCard title={t('record.stats.byPayment')} testId="chart-by-payment">
        <Chart
          kind="bars"
          horizontal
          height={180}
          labels={payments.map((p) => t(`record.paymentType.${p.paymentType}`))}
          values={payments.map((p) => p.revenue)}
          name={t('record.stats.revenue')}
          color="teal.6"
          format={money}
          leftAxisWidth={80}
        />
      </ChartCard>
    </Stack>
  );
}
