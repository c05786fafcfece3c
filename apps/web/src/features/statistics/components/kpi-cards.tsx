import { formatMoney, type Statistic } from '@larder/contract';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/react';
import { Hint } from '@/shared/components/hint';

function Kpi({ label, value, hint }: { label: string; value: string; hint?: string }) {
  const card = (
    <Paper withBorder radius="md" p="md" data-testid="kpi" style={{ flex: 1 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={{ base: 'lg', sm: 'xl' }} fw={750} mt={4} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Paper>
  );
  // Drawn by CSS: Mantine's Tooltip would make the figures wait for its positioning library.
  return hint ? (
    <Hint label={hint} multiline>
      {card}
    </Hint>
  ) : (
    card
  );
}

/** The figures an owner reads first: volume, money and how the kitchen handles orders. */
export function KpiCards({ stat }: { stat: Statistic }) {
  const { t, i18n } = useTranslation();
  const money = (value: number) => formatMoney(value, stat.paymentStats.currencyCode, i18n.language);
  const percent = (share: number | null) =>
    share === null
      ? t('record.stats.none')
      : new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(share);
  const median = stat.orderStats.medianAcceptanceSeconds;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      <Kpi label={t('record.stats.orders')} value={String(stat.orderStats.total)} />
      <Kpi label={t('record.stats.revenue')} value={money(stat.paymentStats.revenue)} />
      <Kpi label={t('record.stats.profit')} value={money(stat.paymentStats.vendorProfit)} />
      <Kpi
        label={t('record.stats.averageCheck')}
        value={
          stat.paymentStats.averageCheck === null
            ? t('record.stats.none')
            : money(stat.paymentStats.averageCheck)
        }
      />
      <Kpi
        label={t('record.stats.acceptance')}
        value={
          median === null
            ? t('record.stats.none')
            : t('record.stats.minutes', { minutes: Math.floor(median / 60), seconds: median % 60 })
        }
      />
      <Kpi label={t('record.stats.declineRate')} value={percent(stat.orderStats.declineRate)} />
      <Kpi
        label={t('record.stats.amendedRate')}
        value={percent(stat.orderStats.amendedRate)}
        hint={t('record.stats.amendedRateHint')}
      />
      <Kpi
        label={t('record.stats.missed')}
        value={String(stat.orderStats.missed)}
        hint={t('record.stats.missedHint')}
      />
      <Kpi label={t('record.stats.cancellationRate')} value={percent(stat.orderStats.cancellationRate)} />
      <Kpi
        label={t('record.stats.openShare')}
        value={percent(stat.orderStats.openHoursShare)}
        hint={t('record.stats.openShareHint')}
      />
    </SimpleGrid>
  );
}
