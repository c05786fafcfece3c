import '@mantine/charts/styles.layer.css';
import { formatMoney, type Statistic } from '@larder/contract';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';

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
 * breakdown and revenue by payment type. Loaded lazily: the chart library is large.
 */
export function StatisticsCharts({ stat }: { stat: Statistic }) {
  const { t, i18n } = useTranslation();
  const currency = stat.paymentStats.currencyCode;
  const money = (value: number) => formatMoney(value, currency, i18n.language);
  const days = stat.orderStats.byDay.map((d) => ({
    day: shortDay(d.date),
    count: d.count,
    revenue: d.revenue,
  }));
  const hours = stat.orderStats.byHour.map((h) => ({
    hour: String(h.hour).padStart(2, '0'),
    count: h.count,
  }));
  const statuses = stat.orderStats.byStatus.map((s) => ({
    name: t(`record.status.${s.status}`),
    value: s.count,
    color: STATUS_COLORS[s.status] ?? 'gray.6',
  }));
  const payments = stat.paymentStats.byPaymentType.map((p) => ({
    type: t(`record.paymentType.${p.paymentType}`),
    revenue: p.revenue,
  }));

  return (
    <Stack gap="md">
      <ChartCard title={t('record.stats.perDay')} testId="chart-per-day">
        <Stack gap="lg">
          <BarChart
            h={220}
            data={days}
            dataKey="day"
            series={[{ name: 'count', label: t('record.stats.count'), color: 'blue.6' }]}
            tickLine="y"
            gridAxis="y"
            maxBarWidth={28}
          />
          <LineChart
            h={200}
            data={days}
            dataKey="day"
            series={[{ name: 'revenue', label: t('record.stats.revenue'), color: 'teal.6' }]}
            valueFormatter={money}
            curveType="monotone"
            withDots={days.length <= 31}
            tickLine="y"
            gridAxis="y"
            yAxisProps={{ width: 90 }}
          />
        </Stack>
      </ChartCard>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartCard title={t('record.stats.perHour')} testId="chart-per-hour">
          <BarChart
            h={220}
            data={hours}
            dataKey="hour"
            series={[{ name: 'count', label: t('record.stats.count'), color: 'indigo.5' }]}
            tickLine="y"
            gridAxis="y"
          />
        </ChartCard>
        <ChartCard title={t('record.stats.byStatus')} testId="chart-by-status">
          <Group justify="center" wrap="wrap" gap="lg">
            <DonutChart data={statuses} size={170} thickness={26} withTooltip tooltipDataSource="segment" />
            <Stack gap={4}>
              {statuses.map((s) => (
                <Group key={s.name} gap={6} wrap="nowrap">
                  <div
                    style={{
                      width: 10,
                      height: 10,
                      borderRadius: 2,
                      background: `var(--mantine-color-${s.color.replace('.', '-')})`,
                    }}
                  />
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
        <BarChart
          h={180}
          data={payments}
          dataKey="type"
          orientation="vertical"
          series={[{ name: 'revenue', label: t('record.stats.revenue'), color: 'teal.6' }]}
          valueFormatter={money}
          yAxisProps={{ width: 80 }}
          gridAxis="x"
        />
      </ChartCard>
    </Stack>
  );
}
