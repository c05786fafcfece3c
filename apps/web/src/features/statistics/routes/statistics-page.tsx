import { addDays, can, OPENING_STATISTIC_PRESET, presetDays, wholeDays, zonedDay } from '@larder/contract';
import { Alert, Divider, Group, Loader, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { LocationScopeSelect, useAllLocations } from '@/shared/components/location-scope-select';
import { PageHeader } from '@/shared/components/page-header';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useVendorSession } from '@/shared/session/vendor-context';
import { afterFirstPaint } from '@/shared/ssr/after-first-paint';
import { type Preset, useStatistic } from '../api/get-statistic';
import { KpiCards } from '../components/kpi-cards';
import { ReviewsPanel } from '../components/reviews-panel';
import { StatisticsCharts } from '../components/statistics-charts';

// The date picker is large and shown only for a custom period.
const PeriodPicker = lazy(() =>
  import('@/shared/components/period-picker').then((module) => ({ default: module.PeriodPicker })),
);

/**
 * True once the page's first frame has been painted: the charts and the reviews below the figures
 * mount then, so that the figures (often in that first frame: asked for while the page's code
 * downloaded) do not wait for them.
 */
function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let current = true;
    afterFirstPaint(() => current && setPainted(true));
    return () => {
      current = false;
    };
  }, []);
  return painted;
}

/**
 * /vendor/{id}/statistics: the figures of a period, its charts, and the reviews; with
 * `?locations=all` the figures of every location the user works at (the reviews stay this one's).
 */
export function StatisticsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.statistics'));
  const { vendorId, vendor, user } = useVendorSession();
  const timeZone = vendor.timeZone;
  const today = zonedDay(new Date(), timeZone);
  const [preset, setPreset] = useState<Preset>(OPENING_STATISTIC_PRESET);
  const [custom, setCustom] = useState<[string, string]>([addDays(today, -6), today]);
  const days = preset === 'custom' ? custom : presetDays(preset, today);
  // Whole days, today's to its end: the address stays the same all day, the one the server preloaded.
  const [first, last] = days;
  const period = useMemo(() => wholeDays(first, last, timeZone), [first, last, timeZone]);
  const allLocations = useAllLocations();
  const stat = useStatistic(vendorId, period.from, period.to, allLocations);
  const below = usePaintedOnce();

  return (
    <Stack gap="md">
      <PageHeader title={t('pages.statistics.title')} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <LocationScopeSelect />
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
            below && <StatisticsCharts stat={stat.data} />
          )}
        </>
      )}
      {below && can(user.role, 'reviews.view') && (
        <>
          <Divider my="sm" />
          <ReviewsPanel vendorId={vendorId} timeZone={timeZone} canReply={can(user.role, 'reviews.reply')} />
        </>
      )}
    </Stack>
  );
}
