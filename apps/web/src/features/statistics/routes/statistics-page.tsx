import { addDays, can, daysToPeriod, zonedDay } from '@larder/contract';
import { Alert, Divider, Group, Loader, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { PageHeader } from '@/shared/components/page-header';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useStatistic } from '../api/get-statistic';
import { KpiCards } from '../components/kpi-cards';
import { ReviewsPanel } from '../components/reviews-panel';

// Charts and the date picker are large: they load with this page only.
const StatisticsCharts = lazy(() =>
  import('../components/statistics-charts').then((module) => ({ default: module.StatisticsCharts })),
);
const PeriodPicker = lazy(() =>
  import('@/shared/components/period-picker').then((module) => ({ default: module.PeriodPicker })),
);

type Preset = 'today' | 'week' | 'month' | 'custom';
const PRESET_DAYS: Record<Exclude<Preset, 'custom'>, number> = { today: 1, week: 7, month: 30 };

/** /vendor/{id}/statistics: the figures of a period, its charts, and the reviews. */
export function StatisticsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.statistics'));
  const { vendorId, vendor, user } = useVendorSession();
  const timeZone = vendor.timeZone;
  const today = zonedDay(new Date(), timeZone);
  const [preset, setPreset] = useState<Preset>('week');
  const [custom, setCustom] = useState<[string, string]>([addDays(today, -6), today]);
  const days: [string, string] =
    preset === 'custom' ? custom : [addDays(today, 1 - PRESET_DAYS[preset]), today];
  // The end is fixed when the period changes, so the figures do not refetch on every render.
  const [first, last] = days;
  const period = useMemo(() => daysToPeriod(first, last, timeZone, new Date()), [first, last, timeZone]);
  const stat = useStatistic(vendorId, period.from, period.to);

  return (
    <Stack gap="md">
      <PageHeader title={t('pages.statistics.title')} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          value={preset}
          onChange={(value) => setPreset(value as Preset)}
          data={(['today', 'week', 'month', 'custom'] as const).map((value) => ({
            value,
            label: t(`record.stats.presets.${value}`),
          }))}
          data-testid="stats-presets"
        />
        {preset === 'custom' && (
          <Suspense fallback={<Skeleton h={36} w={240} />}>
            <PeriodPicker value={custom} today={today} onChange={setCustom} />
          </Suspense>
        )}
      </Group>
      {stat.isPending ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : stat.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {t('record.stats.loadFailed')}
        </Alert>
      ) : (
        <>
          <KpiCards stat={stat.data} />
          {stat.data.orderStats.total === 0 ? (
            <Text c="dimmed">{t('record.stats.empty')}</Text>
          ) : (
            <Suspense fallback={<Skeleton h={420} radius="md" />}>
              <StatisticsCharts stat={stat.data} />
            </Suspense>
          )}
        </>
      )}
      {can(user.role, 'reviews.view') && (
        <>
          <Divider my="sm" />
          <ReviewsPanel vendorId={vendorId} timeZone={timeZone} canReply={can(user.role, 'reviews.reply')} />
        </>
      )}
    </Stack>
  );
}
