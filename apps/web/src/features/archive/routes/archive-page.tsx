import { ARCHIVE_STATUSES, daysToPeriod, type OrderStatus, zonedDay } from '@larder/contract';
import { Alert, Button, Group, Loader, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconArchive, IconFileSpreadsheet, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPageState } from '@/shared/components/empty-page-state';
import { PageHeader } from '@/shared/components/page-header';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useModalParams } from '@/shared/hooks/use-modal-params';
import { useVendorSession } from '@/shared/session/vendor-context';
import { useArchiveOrders } from '../api/get-archive-orders';
import { ArchiveTable } from '../components/archive-table';
import { setArchiveView, useArchiveView } from '../lib/archive-filter-store';

// The date library comes only with the pages that pick periods.
const PeriodPicker = lazy(() =>
  import('@/shared/components/period-picker').then((module) => ({ default: module.PeriodPicker })),
);

/** /vendor/{id}/archive: every order of a period, newest first, with filters, preview and export. */
export function ArchivePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.archive'));
  const { vendorId, vendor } = useVendorSession();
  const { openModal } = useModalParams();
  const timeZone = vendor.timeZone;
  const view = useArchiveView(timeZone);
  const [search] = useDebouncedValue(view.search, 300);
  const today = zonedDay(new Date(), timeZone);
  // The period's end is fixed when the days are picked, so that paging reads one stable list.
  const filter = useMemo(
    () => ({
      status: view.status,
      search,
      ...daysToPeriod(view.days[0], view.days[1], timeZone, new Date()),
    }),
    [view.status, view.days, search, timeZone],
  );
  const query = useArchiveOrders(vendorId, filter);
  const orders = query.data?.pages.flatMap((page) => page.content) ?? [];

  const statusOptions = [
    { value: '', label: t('record.archive.allStatuses') },
    ...ARCHIVE_STATUSES.map((status) => ({ value: status, label: t(`record.status.${status}`) })),
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.archive.title')}
        actions={
          <Button
            leftSection={<IconFileSpreadsheet size={18} />}
            variant="light"
            onClick={() => openModal('archive-export')}
            data-testid="archive-export-open"
          >
            {t('record.export.open')}
          </Button>
        }
      />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('record.archive.status')}
          data={statusOptions}
          value={view.status ?? ''}
          onChange={(value) => setArchiveView({ ...view, status: (value || null) as OrderStatus | null })}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
          data-testid="archive-status"
        />
        <Suspense fallback={<Skeleton h={36} w={240} />}>
          <PeriodPicker
            value={view.days}
            today={today}
            onChange={(days) => setArchiveView({ ...view, days })}
          />
        </Suspense>
        <TextInput
          label={t('record.archive.search')}
          placeholder={t('record.archive.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={view.search}
          onChange={(event) => setArchiveView({ ...view, search: event.currentTarget.value })}
          w={{ base: '100%', xs: 260 }}
          maxLength={32}
          data-testid="archive-search"
        />
      </Group>

      {query.isPending ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : query.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('record.archive.loadFailed')}</Text>
            <Button size="xs" variant="white" onClick={() => void query.refetch()}>
              {t('record.retry')}
            </Button>
          </Group>
        </Alert>
      ) : orders.length === 0 ? (
        <EmptyPageState
          icon={<IconArchive size={28} />}
          title={t('pages.archive.emptyTitle')}
          description={t('record.archive.emptyPeriod')}
        />
      ) : (
        <>
          <ArchiveTable orders={orders} timeZone={timeZone} />
          <Group justify="center">
            {query.hasNextPage ? (
              <Button
                variant="default"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
                data-testid="archive-more"
              >
                {t('record.archive.more')}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                {t('record.archive.shown', { count: orders.length })}
              </Text>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
